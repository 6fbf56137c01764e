import Foundation

/// How the build-tool plugin reports set-up problems (``Preflight/Problem``): as one build
/// command that prints them and fails, not through the plugin `Diagnostics` API.
///
/// SwiftPM invokes a build-tool plugin twice per `swift build` — while planning the build of
/// the plugins' tools, then while planning the build itself — and prints what each invocation
/// emits, so every `Diagnostics.error` appeared twice. The build runs a command once, and
/// prints its output once.
enum PreflightReport {
    /// The command's executable: a POSIX shell, on every platform the plugin builds for.
    static let executable = URL(fileURLWithPath: "/bin/sh")

    /// The command's declared output, never written: a Swift file the target would compile,
    /// so the build must run the command (and fail) before compiling the target. SwiftPM runs
    /// it for a C-family target too (a generated `.c` file it would ignore, with a warning).
    static let outputFileName = "VFLGenPreflightReport.swift"

    /// The command's declared inputs: the target's layouts and `vflgen.json`, found among the
    /// `files` SwiftPM handed the plugin. SwiftPM counts a file of a kind it does not know as
    /// handled only when a command reads it, so without them a set-up problem also drew
    /// "found N file(s) which are unhandled" with every `.vfl` file listed.
    static func inputFiles(among files: [URL]) -> [URL] {
        files.filter { $0.pathExtension == "vfl" || $0.lastPathComponent == LayoutInputs.configurationFileName }
    }

    /// The line printed for `problem`, as SwiftPM printed the diagnostic.
    static func line(for problem: Preflight.Problem) -> String {
        "error: \(problem.message)"
    }

    /// Arguments for ``executable`` that print each problem's line to stderr and exit with 1.
    static func arguments(for problems: [Preflight.Problem]) -> [String] {
        ["-c", "for line in \"$@\"; do printf '%s\\n' \"$line\" >&2; done; exit 1", "vflgen"]
            + problems.map(line(for:))
    }
}
