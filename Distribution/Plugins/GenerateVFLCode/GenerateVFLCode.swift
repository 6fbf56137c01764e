// GenerateVFLCode.swift, flattened by Scripts/flatten-plugin-sources.sh from Plugins/GenerateVFLCode: edit those files
// and run the script (a test fails when this file differs from its output). One file because
// SwiftPM compiles each file of a plugin in a compiler process of its own, in every client's
// first build (docs/Plugin.md, "What the plugins cost a build").

// MARK: - Plugins/GenerateVFLCode/GenerateVFLCode.swift

import Foundation
import PackagePlugin

/// The command plugin (`swift package generate-vfl-code`): writes the Swift generated from each
/// `.vfl` file into the package, next to the layout, for people who commit generated code
/// instead of using the build-tool plugin.
///
///     swift package --allow-writing-to-package-directory generate-vfl-code [--target NAME]...
///
/// Without `--target`, every Swift target that holds `.vfl` files is processed.
@main
struct GenerateVFLCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure.badArgument(unknown)
        }
        let tool = try context.tool(named: "vflgen")

        var targets: [any Target] = context.package.targets
        if !requested.isEmpty {
            let missing = requested.filter { name in !context.package.targets.contains { $0.name == name } }
            guard missing.isEmpty else { throw PluginFailure.unknownTargets(missing) }
            targets = try context.package.targets(named: requested)
        }

        var emptyRequested: [String] = []
        for target in targets {
            guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                if requested.contains(target.name) {
                    throw PluginFailure.notASourceTarget(targetName: target.name, kind: "non-Swift")
                }
                continue
            }
            let inputs = try LayoutInputs(files: swiftTarget.sourceFiles.map(\.url), targetName: target.name)
            if inputs.layouts.isEmpty {
                if requested.contains(target.name) { emptyRequested.append(target.name) }
                continue
            }
            guard Preflight.report(inputs) else {
                throw PluginFailure.generatorFailed(targetName: target.name, status: 1)
            }
            try generate(inputs, targetName: target.name, tool: tool, packageDirectory: context.package.directoryURL)
        }
        guard emptyRequested.isEmpty else { throw PluginFailure.noLayouts(targetNames: emptyRequested) }
    }

    /// Runs `vflgen generate --beside-inputs` once for the target's layouts, writing
    /// `X+VFL.swift` next to each `X.vfl` (names made unique across the target the same way the
    /// build-tool plugin does). One run sees every layout, so a layout name defined in two
    /// files is reported (`duplicate-layout`) and nothing is written. `--source-root` makes the
    /// `#sourceLocation` directives name each layout relative to the package directory, so
    /// committed files are the same on every machine.
    func generate(_ inputs: LayoutInputs, targetName: String, tool: PluginContext.Tool, packageDirectory: URL) throws {
        let paths = inputs.layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        var arguments = ["generate"] + paths + ["--beside-inputs", "--source-root", packageDirectory.path(percentEncoded: false)]
        if let configuration = inputs.configuration {
            arguments += ["--config", configuration.path(percentEncoded: false)]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure.generatorFailed(targetName: targetName, status: process.terminationStatus)
        }
        for (layout, name) in zip(inputs.layouts, names) {
            print("vflgen: \(targetName): \(layout.lastPathComponent.escapingForMessage) → \(name.escapingForMessage)")
        }
    }
}

// MARK: - Plugins/GenerateVFLCode/PluginAPI/PreflightDiagnostics.swift

// Plugin code that needs PackagePlugin, shared by both plugins (GenerateVFLCode links this
// folder in as PluginAPI); the PackagePlugin-free planning code is in Shared/, which the tests
// compile too.

import Foundation
import PackagePlugin

extension Preflight {
    /// Reports every problem through the plugin `Diagnostics` API, against its file (Xcode
    /// shows it on that file; SwiftPM prints it). Returns whether there was none. For the
    /// command plugin, which SwiftPM runs once; the build-tool plugin uses ``reportCommand``.
    static func report(_ inputs: LayoutInputs) -> Bool {
        report(problems(with: inputs))
    }

    /// Reports `problems` as errors; returns whether there was none.
    static func report(_ problems: [Problem]) -> Bool {
        for problem in problems {
            Diagnostics.error(problem.message, file: problem.path, line: problem.line)
        }
        return problems.isEmpty
    }

    /// A build command that prints each problem once and fails the build (see
    /// ``PreflightReport``), or nil when there is none. `inputs` are the target's files it
    /// concerns (``PreflightReport/inputFiles(among:)``).
    static func reportCommand(_ problems: [Problem], workDirectory: URL, inputs: [URL] = []) -> Command? {
        guard !problems.isEmpty else { return nil }
        return .buildCommand(
            displayName: "vflgen: checking the target's set-up",
            executable: PreflightReport.executable,
            arguments: PreflightReport.arguments(for: problems),
            environment: [:],
            inputFiles: inputs,
            outputFiles: [workDirectory.appending(component: PreflightReport.outputFileName)]
        )
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/GenerationPlan.swift

import Foundation

/// The `vflgen generate` invocations that turn a target's layouts into Swift files, with every
/// input and output known before anything runs.
struct GenerationPlan {
    /// How the work is split into commands.
    enum Granularity: String {
        /// One command per `.vfl` file (`--output-file`): editing a layout reruns only its command.
        case perFile = "per-file"
        /// One command for the whole target (`--output DIR`): editing a layout reruns the
        /// generator for all of them, which rewrites only the files whose bytes change.
        case perTarget = "per-target"

        /// The environment variable that overrides the default; meant for the benchmark in
        /// `Benchmarks/Plugin`, which measures both.
        static let environmentVariable = "VFLGEN_PLUGIN_COMMANDS"

        /// The default, chosen by measurement (`Benchmarks/Plugin`, figures in docs/Plugin.md):
        /// on 200 layouts a clean build costs the same CPU time as plain sources (one process
        /// instead of 200), and an edit costs about 0.2 s more than per-file.
        static let `default` = Granularity.perTarget

        /// `default`, unless the environment names another one.
        static func fromEnvironment(_ environment: [String: String]) -> Granularity {
            environment[environmentVariable].flatMap(Granularity.init(rawValue:)) ?? .default
        }

        /// The granularity to plan: `requested`, except that a target whose `vflgen.json` is
        /// not a JSON object gets one command, so its errors are printed once (one command per
        /// file would print them once per layout). Once the file is fixed, that command
        /// generates every layout; the next plan goes back to `requested`.
        static func planned(_ requested: Granularity, inputs: LayoutInputs) -> Granularity {
            requested == .perFile && !Preflight.configurationReads(inputs) ? .perTarget : requested
        }
    }

    /// One run of `vflgen`.
    struct Invocation {
        var arguments: [String]
        /// The layouts it reads, plus the configuration and its template if any.
        var inputFiles: [URL]
        var outputFiles: [URL]
        /// The layouts it reads, for messages.
        var layouts: [URL]
    }

    var invocations: [Invocation]

    /// Plans the generation of `inputs.layouts` into `outputDirectory`.
    init(inputs: LayoutInputs, outputDirectory: URL, granularity: Granularity) {
        let paths = inputs.layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        let outputs = names.map { outputDirectory.appending(component: $0) }

        var sharedArguments: [String] = []
        var sharedInputs: [URL] = []
        if let configuration = inputs.configuration {
            sharedArguments += ["--config", configuration.path(percentEncoded: false)]
            sharedInputs.append(configuration)
        }
        if let template = inputs.template {
            sharedInputs.append(template)
        }

        switch granularity {
        case .perFile:
            // One command sees one layout: tell it which ones share a file name (the whole-target
            // command works that out itself).
            let withoutDirectives = SourceLocationNaming.inputsWithoutDirectives(paths)
            invocations = zip(inputs.layouts, outputs).enumerated().map { index, pair in
                let (layout, output) = pair
                return Invocation(
                    arguments: ["generate", layout.path(percentEncoded: false),
                                "--output-file", output.path(percentEncoded: false)] + sharedArguments
                        + (withoutDirectives.contains(index) ? ["--no-source-locations"] : []),
                    inputFiles: [layout] + sharedInputs,
                    outputFiles: [output],
                    layouts: [layout]
                )
            }
        case .perTarget:
            invocations = inputs.layouts.isEmpty ? [] : [
                Invocation(
                    arguments: ["generate"] + paths
                        + ["--output", outputDirectory.path(percentEncoded: false)] + sharedArguments,
                    inputFiles: inputs.layouts + sharedInputs,
                    outputFiles: outputs,
                    layouts: inputs.layouts
                ),
            ]
        }
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/LayoutInputs.swift

import Foundation

/// The files of one target that matter to vflgen: its `.vfl` layouts and its optional
/// `vflgen.json`, found among the files the build system hands the plugin.
struct LayoutInputs {
    /// The configuration file's name.
    static let configurationFileName = "vflgen.json"

    /// The target's `.vfl` files, sorted by path so commands are deterministic.
    var layouts: [URL]
    /// The target's `vflgen.json`, if it has one.
    var configuration: URL?
    /// The custom template `vflgen.json` names (`"template"`, relative to the file), if any:
    /// an input too, so editing it regenerates.
    var template: URL?

    /// Picks the layouts and the configuration out of `files`, every file of the target
    /// (sources, resources and files the build system does not know, which is how `.vfl`
    /// and `.json` files arrive). A target with layouts may have at most one `vflgen.json`.
    init(files: [URL], targetName: String) throws(PluginFailure) {
        layouts = files
            .filter { $0.pathExtension == "vfl" }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let configurations = files.filter { $0.lastPathComponent == Self.configurationFileName }
        guard configurations.count <= 1 || layouts.isEmpty else {
            throw .multipleConfigurations(targetName: targetName, files: configurations)
        }
        configuration = configurations.first
        template = configuration.flatMap(Self.template(namedBy:))
    }

    /// The template file a `vflgen.json` names, or nil (also when the file cannot be read or
    /// is not a JSON object).
    ///
    /// Only the path is read, with Foundation's JSON reader, not vflgen's strict
    /// `ConfigurationReader`: the plugin needs nothing else from the file, and every plugin is
    /// compiled in every client's first build, where the reader cost most of the plugins'
    /// compile time (docs/Plugin.md, "What the plugins cost a build"). The two agree on every
    /// file `vflgen` accepts (`HostileConfigurationTests`); a file it rejects fails the
    /// command that reads it, at the problem's line, whatever the plugin declared.
    static func template(namedBy configuration: URL) -> URL? {
        guard let data = FileManager.default.contents(atPath: configuration.path(percentEncoded: false)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let path = object["template"] as? String, !path.isEmpty
        else { return nil }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return configuration.deletingLastPathComponent().appending(path: path).standardizedFileURL
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/MessageEscaping.swift

extension String {
    /// The text with C0/C1 controls and bidi overrides escaped (`\u{1B}`), for quoting a
    /// file's text in a message. (The plugins cannot use LayoutModel's
    /// `escapingControlCharacters`; vflgen escapes whole messages with it again, which leaves
    /// this escaping unchanged.)
    var escapingForMessage: String {
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/OutputNaming.swift

import Foundation

/// Names of the Swift files `vflgen generate` writes, computed from input paths alone.
///
/// One implementation for the plugins and the generator: plugins cannot import library code,
/// so this file is compiled into both (Sources/VFLGenCLI/PluginShared links to it).
/// `Welcome.vfl` → `Welcome+VFL.swift`; when several inputs share a stem, each of those gets
/// `Welcome_<hash>+VFL.swift`, `<hash>` being 8 lowercase hex digits of FNV-1a 32-bit over the
/// UTF-8 bytes of the input path exactly as passed to the generator.
enum OutputNaming {
    /// The output file name for each input path, in input order.
    static func fileNames(forInputPaths paths: [String]) -> [String] {
        let stems = paths.map(stem(ofPath:))
        var stemCounts: [String: Int] = [:]
        for stem in stems { stemCounts[stem, default: 0] += 1 }
        return zip(paths, stems).map { path, stem in
            if stemCounts[stem, default: 0] > 1 {
                return "\(stem)_\(fnv1a32Hex(path))+VFL.swift"
            }
            return "\(stem)+VFL.swift"
        }
    }

    /// The inputs (indices into `paths`) that would write the same output file, in groups of
    /// two or more, in input order. Names are compared case-insensitively: on the default
    /// (case-insensitive) macOS file systems `Welcome+VFL.swift` and `welcome+VFL.swift` are one
    /// file. A file named like another's hashed output (`X_<hash of A/X.vfl>.vfl` next to
    /// `A/X.vfl` and `B/X.vfl`) is found too.
    static func collisions(forInputPaths paths: [String]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, name) in fileNames(forInputPaths: paths).enumerated() {
            let key = name.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
    }

    /// The last path component without its final extension (`/a/Welcome.vfl` → `Welcome`).
    static func stem(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// FNV-1a 32-bit of `text`'s UTF-8 bytes, as 8 lowercase hex digits.
    static func fnv1a32Hex(_ text: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/PluginFailure.swift

import Foundation

/// A problem with how a target is set up for vflgen (not with the layouts themselves, which
/// `vflgen` reports as `file.vfl:line:col: error:` lines).
enum PluginFailure: Error, CustomStringConvertible {
    /// The plugin was applied to a target that has no Swift sources to add generated code to.
    case notASourceTarget(targetName: String, kind: String)
    /// An Xcode target lists more than one `vflgen.json`.
    case multipleConfigurations(targetName: String, files: [URL])
    /// The command plugin was asked for targets the package does not have.
    case unknownTargets([String])
    /// The command plugin was asked for targets without `.vfl` files.
    case noLayouts(targetNames: [String])
    /// `vflgen` failed while the command plugin ran it.
    case generatorFailed(targetName: String, status: Int32)
    /// The command plugin got an argument it does not understand.
    case badArgument(String)

    var description: String {
        switch self {
        case .notASourceTarget(let name, let kind):
            return "vflgen: target '\(name)' is a \(kind) target; VFLGenPlugin generates Swift, so it only "
                + "works on Swift targets (.target, .executableTarget, .testTarget); move the .vfl files to one."
        case .multipleConfigurations(let name, let files):
            let paths = files.map { $0.path(percentEncoded: false) }.joined(separator: ", ")
            return "vflgen: target '\(name)' has more than one vflgen.json (\(paths)); keep exactly one."
        case .unknownTargets(let names):
            return "vflgen: no target named \(names.map { "'\($0)'" }.joined(separator: ", ")) in this package."
        case .noLayouts(let names):
            return "vflgen: no .vfl files in target \(names.map { "'\($0)'" }.joined(separator: ", "))."
        case .generatorFailed(let name, let status):
            return "vflgen: generating code for target '\(name)' failed (exit status \(status)); see the errors above."
        case .badArgument(let argument):
            return "vflgen: unknown argument '\(argument)'. Usage: swift package --allow-writing-to-package-directory generate-vfl-code [--target NAME]..."
        }
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/Preflight.swift

import Foundation

/// Checks the plugin can do its job before any command is planned. Each problem names the
/// file it concerns, for the plugin `Diagnostics` API. Errors in a layout's *content* are
/// left to `vflgen`, which reports them with line and column.
enum Preflight {
    /// A set-up problem with one file.
    struct Problem: Equatable {
        var path: String
        var message: String
        /// The 1-based line the problem is on (1 when it concerns the whole file).
        var line: Int = 1
    }

    /// Unreadable layouts, and layouts that would write one output.
    ///
    /// Errors in `vflgen.json` are not among them: the configuration file is an input of every
    /// command that reads it, and only a command reports its errors, when it runs. SwiftPM
    /// reuses a build plan, without invoking the plugin, when only a file's contents change;
    /// a problem found while planning would be replayed by later builds after the file is
    /// fixed, and the layouts, planned into no command, would draw SwiftPM's "unhandled
    /// files" warning. The generator reports the file's errors as `path:line:col: error:`,
    /// with every other diagnostic.
    static func problems(with inputs: LayoutInputs) -> [Problem] {
        var problems: [Problem] = []
        for layout in inputs.layouts {
            let path = layout.path(percentEncoded: false)
            if !FileManager.default.isReadableFile(atPath: path) {
                problems.append(Problem(path: path, message: "vflgen: cannot read layout file \(path.escapingForMessage)"))
            }
        }
        return problems + outputCollisions(among: inputs.layouts)
    }

    /// Whether the target's `vflgen.json` (if any) is a JSON object now. Only a hint for
    /// planning (see ``GenerationPlan/Granularity/planned(_:inputs:)``): the commands report
    /// the file's errors themselves, and a file that is JSON but names a wrong key or value
    /// is planned as requested (its errors then come once per command).
    static func configurationReads(_ inputs: LayoutInputs) -> Bool {
        guard let configuration = inputs.configuration else { return true }
        guard let data = FileManager.default.contents(atPath: configuration.path(percentEncoded: false)) else { return false }
        return (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
    }

    /// Layouts whose generated files would have one name (`A/X.vfl`, `B/X.vfl` and a file
    /// named `X_<hash of A/X.vfl>.vfl`; or names differing only in case): SwiftPM would report
    /// "multiple producers" without saying which layouts. Reported against each layout involved.
    static func outputCollisions(among layouts: [URL]) -> [Problem] {
        let paths = layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        return OutputNaming.collisions(forInputPaths: paths).flatMap { group in
            let involved = group.map { paths[$0].escapingForMessage }.joined(separator: ", ")
            return group.map { index in
                Problem(path: paths[index], message: "vflgen: layouts \(involved) would all generate '\(names[index].escapingForMessage)'; rename one of them")
            }
        }
    }

    /// Files of the target whose names clash with generated outputs: Swift rejects two files
    /// with one name in a module. It happens when code written by `generate-vfl-code` is
    /// committed in a target that also runs the build-tool plugin.
    static func clashes(between files: [URL], and outputs: [URL]) -> [Problem] {
        let outputNames = Set(outputs.map(\.lastPathComponent))
        return files
            .filter { outputNames.contains($0.lastPathComponent) }
            .map { file in
                let path = file.path(percentEncoded: false)
                return Problem(
                    path: path,
                    message: "vflgen: \(path) has the name of a file VFLGenPlugin generates; delete it (code "
                        + "committed by generate-vfl-code) or remove VFLGenPlugin from the target"
                )
            }
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/PreflightReport.swift

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

// MARK: - Plugins/GenerateVFLCode/Shared/SourceLocationNaming.swift

/// Which inputs' generated code names its `.vfl` file in `#sourceLocation` directives.
///
/// Swift derives a `#fileID` string (`Module/Header.vfl`) from each path a `#sourceLocation`
/// names, and warns when two different paths in one module give the same string. So of several
/// inputs with one file name (`Feed/Header.vfl`, `Profile/Header.vfl`), only the one whose path
/// sorts first keeps its directives; the others' code is written without them, and Swift
/// reports errors in it at the generated file's lines. One implementation for the plugins and
/// the generator (Sources/VFLGenCLI/PluginShared links to this file).
enum SourceLocationNaming {
    /// The indices of `paths` whose code is written without `#sourceLocation` directives.
    static func inputsWithoutDirectives(_ paths: [String]) -> Set<Int> {
        var byName: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
            byName[name, default: []].append(index)
        }
        var without: Set<Int> = []
        for indices in byName.values where indices.count > 1 {
            let kept = indices.min { paths[$0] < paths[$1] }!
            without.formUnion(indices.filter { $0 != kept })
        }
        return without
    }
}

// MARK: - Plugins/GenerateVFLCode/Shared/StaleOutputs.swift

import Foundation

/// Removes generated files that no longer belong to any layout (the `.vfl` file was deleted or
/// renamed), so the work directory holds exactly what the build compiles, and the temporary
/// files of generator runs that were killed before renaming them into place.
enum StaleOutputs {
    /// The marker `vflgen` puts in its temporary files' names (`.<name>.vflgen-tmp-<pid>-<n>`;
    /// see Sources/VFLGenCLI/Tool/AtomicFile.swift, whose `temporaryMarker` a test holds equal).
    static let temporaryMarker = ".vflgen-tmp-"

    /// Deletes every `*+VFL.swift` file in `directory` that is not in `expected`, and every
    /// temporary file a generator left. Runs while the build is planned, before any generator
    /// of this build starts, so no temporary file can still be in use.
    static func remove(in directory: URL, keeping expected: [URL]) {
        let keep = Set(expected.map { $0.lastPathComponent })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))) ?? []
        for name in names where isLeftOver(name, keeping: keep) {
            try? FileManager.default.removeItem(at: directory.appending(component: name))
        }
    }

    /// Whether `name` is a stale output or a generator's temporary file.
    static func isLeftOver(_ name: String, keeping keep: Set<String>) -> Bool {
        if name.hasPrefix("."), name.contains(temporaryMarker) { return true }
        return name.hasSuffix("+VFL.swift") && !keep.contains(name)
    }
}
