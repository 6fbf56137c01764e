import Foundation
import LayoutModel
import Testing
import VFLGenCLI

/// Issue #13 ("Hostile and unlucky input") through the commands, one regression test (or
/// table) per item, named after it.
@Suite struct HostileInputCommandTests {
    typealias Workspace = GenerateCommandTests.Workspace

    /// Runs a command; `generate` without the layout check (these layouts leave views
    /// unplaced on purpose; CheckFixtureTests cover the check).
    static func run(_ arguments: [String], in workspace: Workspace) -> (status: ExitCode, out: String, err: String) {
        let (context, captured) = ToolContext.capturing(currentDirectory: workspace.folder)
        let status = VFLGenTool.run(arguments + (arguments.first == "generate" ? ["--check", "off"] : []), context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    static func header(_ name: String = "Header") -> String {
        "// A header\nlayout \(name) {\n    view title\n    H:|-[title]-|\n}\n"
    }

    // MARK: 2. Terminal escapes reach the terminal

    @Test func terminalEscapesInInputPathsAreEscaped() throws {
        let workspace = try Workspace()
        let result = Self.run(["constraints", "Evil\u{1B}]0;pwned\u{7}\u{202E}.vfl"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.err == #"vflgen: error: no such file 'Evil\u{1B}]0;pwned\u{7}\u{202E}.vfl'"# + "\n")
    }

    @Test func terminalEscapesInTheExcerptAreEscaped() throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    view a\n    H:[a]x\u{1B}[2J\u{1B}]0;pwned\u{7}\n}\n", to: "W.vfl")
        let result = Self.run(["constraints", "W.vfl", "--verbose"], in: workspace)
        #expect(result.status == .failure)
        #expect(!result.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(result.err.contains(#"    H:[a]x\u{1B}[2J\u{1B}]0;pwned\u{7}"#))
    }

    /// JSON documents quote paths and messages: C1 controls and bidi overrides are `\u` escapes.
    @Test func terminalEscapesInJSONOutputAreEscaped() throws {
        let workspace = try Workspace()
        let path = "W\u{202E}\u{9B}.vfl"
        try workspace.write("layout L {\n    view a\n    H:[a]-[x]\n}\n", to: path)
        let result = Self.run(["constraints", path, "--format", "json"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.out.contains(#""path": "W\u202e\u009b.vfl""#))
        #expect(!result.out.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B })
    }

    @Test func terminalEscapesInMigratePathsAreEscaped() throws {
        let workspace = try Workspace()
        let path = "Evil\u{1B}]0;x\u{7}.swift"
        try workspace.write("""
            import UIKit
            final class Card: UIView {
                let title = UILabel()
                func setUp() {
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: ["title": title]))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["title": title]))
                }
            }

            """, to: path)
        let result = Self.run(["migrate", path, "--output", "out\u{9B}"], in: workspace)
        #expect(result.status == .success)
        #expect(result.out.contains(#"Evil\u{1B}]0;x\u{7}.swift: 1 layout → out\u{9B}/Evil\u{1B}]0;x\u{7}.vfl"#))
        #expect(result.out.contains(#"Evil\u{1B}]0;x\u{7}.swift:6:"#))
        // The one path left raw is the replacement code's comment (VFLLint's ReplacementCode).
        let listing = result.out.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        #expect(!listing.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    }

    @Test func aMissingLintInputIsAPlacelessDiagnosticInJSON() throws {
        let result = Self.run(["lint", "Missing.swift", "--format", "json"], in: try Workspace())
        #expect(result.status == .failure)
        #expect(result.out.contains("""
            {"id": "file-not-found", "severity": "error", "message": "no such file or folder 'Missing.swift'", "source": null, "notes": []}
            """))
    }

    @Test func invalidUTF8InATemplateIsReportedAtTheFirstBadByte() throws {
        let workspace = try Workspace()
        try workspace.write(Self.header(), to: "W.vfl")
        try Data(Array("// ok\n// caf".utf8) + [0xE9] + Array("\n".utf8)).write(to: workspace.folder.appendingPathComponent("T.template"))
        let result = Self.run(["generate", "W.vfl", "--output", "out", "--template", "T.template"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.err == "T.template:2:7: error: invalid UTF-8 (byte 0xE9); vflgen reads UTF-8 text\n")
    }

    // MARK: 3. Two files with the same layout name

    /// The docs' own `Feed/Header.vfl` + `Profile/Header.vfl`: accepted, then the module failed
    /// with "invalid redeclaration of 'HeaderLayout'".
    @Test func twoFilesWithTheSameLayoutNameAreADuplicateLayout() throws {
        let workspace = try Workspace()
        try workspace.write(Self.header(), to: "Feed/Header.vfl")
        try workspace.write("layout Other {\n    view a\n    H:[a]\n}\n\n" + Self.header(), to: "Profile/Header.vfl")
        let result = Self.run(["generate", "Feed/Header.vfl", "Profile/Header.vfl", "--output", "out"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.err == """
        Profile/Header.vfl:7:1: error: layout 'Header' is already defined in 'Feed/Header.vfl'; layout names must be unique across the files of a target
        Feed/Header.vfl:2:1: note: layout 'Header' first defined here

        """)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: workspace.folder.appendingPathComponent("out").path)) ?? []
        #expect(written.count == 1)  // the first file's output; the second file has an error
    }

    @Test(arguments: [["W.vfl", "W.vfl"], ["W.vfl", "./W.vfl"], ["W.vfl", "sub/../W.vfl"]])
    func twoFilesWithTheSameLayoutNameButOnePathAreReadOnce(inputs: [String]) throws {
        let workspace = try Workspace()
        try workspace.write(Self.header(), to: "W.vfl")
        try FileManager.default.createDirectory(at: workspace.folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let result = Self.run(["generate"] + inputs + ["--output", "out"], in: workspace)
        #expect(result.status == .success)
        #expect(result.err == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.appendingPathComponent("out").path) == ["W+VFL.swift"])
    }

    // MARK: 7. Output names can collide

    @Test func outputNamesCollideAndTheErrorNamesTheInputs() throws {
        let workspace = try Workspace()
        let hashedName = "X_\(OutputFileNaming.hexHash(of: "A/X.vfl")).vfl"
        try workspace.write(Self.header("One"), to: "A/X.vfl")
        try workspace.write(Self.header("Two"), to: "B/X.vfl")
        try workspace.write(Self.header("Three"), to: hashedName)
        let result = Self.run(["generate", "A/X.vfl", "B/X.vfl", hashedName, "--output", "out"], in: workspace)
        #expect(result.status == .failure)
        let output = "X_\(OutputFileNaming.hexHash(of: "A/X.vfl"))+VFL.swift"
        #expect(result.err == "vflgen generate: error: inputs 'A/X.vfl', '\(hashedName)' would all write '\(output)'; rename one of them (nothing was written)\n")
        #expect(!workspace.exists("out"))
    }

    @Test func outputNamesCollideWhenTheyDifferOnlyInCase() throws {
        let workspace = try Workspace()
        try workspace.write(Self.header("One"), to: "A/Welcome.vfl")
        try workspace.write(Self.header("Two"), to: "B/welcome.vfl")
        let result = Self.run(["generate", "A/Welcome.vfl", "B/welcome.vfl", "--output", "out"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.err.contains("inputs 'A/Welcome.vfl', 'B/welcome.vfl' would all write 'Welcome+VFL.swift'"))
    }

    // MARK: 8. Interrupted runs leave temp files

    /// A process that has exited (its id is free).
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func interruptedRunsLeaveTempFilesThatTheNextRunRemoves() throws {
        let workspace = try Workspace()
        try workspace.write(Self.header(), to: "W.vfl")
        let dead = try Self.deadProcessID()
        let live = ProcessInfo.processInfo.processIdentifier
        let stale = ".W+VFL.swift\(AtomicFile.temporaryMarker)\(dead)-42"
        let inUse = ".Other+VFL.swift\(AtomicFile.temporaryMarker)\(live)-7"
        try workspace.write("half a file", to: "out/\(stale)")
        try workspace.write("being written", to: "out/\(inUse)")
        let result = Self.run(["generate", "W.vfl", "--output", "out"], in: workspace)
        #expect(result.status == .success)
        let left = try FileManager.default.contentsOfDirectory(atPath: workspace.folder.appendingPathComponent("out").path).sorted()
        #expect(left == [inUse, "W+VFL.swift"])
    }

    @Test func interruptedRunsLeaveTempFilesNamedForTheCleanup() {
        let name = AtomicFile.temporaryName(for: "W+VFL.swift")
        #expect(name.hasPrefix(".W+VFL.swift\(AtomicFile.temporaryMarker)\(ProcessInfo.processInfo.processIdentifier)-"))
        #expect(AtomicFile.isTemporaryName(name))
        #expect(!AtomicFile.isTemporaryName("W+VFL.swift"))
    }

    // MARK: 10. --output-file over a special file

    @Test(arguments: ["fifo", "folder", "link"])
    func outputFileOverASpecialFileIsRefused(kind: String) throws {
        let workspace = try Workspace()
        try workspace.write(Self.header(), to: "W.vfl")
        let destination = workspace.folder.appendingPathComponent("dest")
        switch kind {
        case "fifo": #expect(mkfifo(destination.path, 0o600) == 0)
        case "folder": try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        default:
            try workspace.write("target", to: "target.swift")
            try FileManager.default.createSymbolicLink(atPath: destination.path, withDestinationPath: "target.swift")
        }
        let result = Self.run(["generate", "W.vfl", "--output-file", "dest"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.err.hasPrefix("vflgen generate: error: '\(destination.path)' is "))
        #expect(result.err.hasSuffix(", not a regular file; refusing to replace it\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: destination.path)
        #expect(attributes[.type] as? FileAttributeType != .typeRegular)
    }

    @Test func outputFileDashIsStandardOutput() throws {
        let workspace = try Workspace()
        try workspace.write(Self.header(), to: "W.vfl")
        let result = Self.run(["generate", "W.vfl", "--output-file", "-"], in: workspace)
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("// Generated by vflgen from W.vfl. Do not edit."))
        #expect(!workspace.exists("-"))
    }

    // MARK: 11. Invalid UTF-8 anywhere

    @Test(arguments: ["constraints", "generate", "frames"])
    func invalidUTF8IsReportedAtTheFirstBadByte(command: String) throws {
        let workspace = try Workspace()
        var bytes = Array("layout L {\n    view a\n    // caf".utf8)
        bytes += [0xE9]  // Latin-1 é
        bytes += Array(" au lait\n    H:[a]\n}\n".utf8)
        try Data(bytes).write(to: workspace.folder.appendingPathComponent("W.vfl"))
        let extra: [String] = switch command {
        case "generate": ["--output", "out"]
        case "frames": ["--size", "100x100"]
        default: []
        }
        let result = Self.run([command, "W.vfl", "--verbose"] + extra, in: workspace)
        #expect(result.status == .failure)
        #expect(result.err == "W.vfl:3:11: error: invalid UTF-8 (byte 0xE9); vflgen reads UTF-8 text\n    // caf\n          ^\n")
    }

    // MARK: 12. Non-finite geometry

    @Test(arguments: ["text", "json"])
    func nonFiniteGeometryIsALocatedErrorAndNeverPrinted(format: String) throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    view a\n    view b\n    metric m = 1e308\n    H:|-m-[a(m)][b(1)]\n}\n", to: "N.vfl")
        let result = Self.run(["frames", "N.vfl", "--size", "390x844", "--format", format], in: workspace)
        #expect(result.status == .failure)
        for text in [result.out, result.err] {
            #expect(!text.lowercased().contains("nan"))
            #expect(!text.contains("inf"))
        }
        // The front end's number-too-large warning comes first, then the error.
        #expect(result.err.hasPrefix("N.vfl:5:7: warning: the constant 1e+308 of 'a.leading == superview.leading + 1e+308' is over 1e9"))
        #expect(result.err.contains("N.vfl:5:7: error: the frames of 'L' are not finite numbers: the constant 1e+308 of 'a.leading == superview.leading + 1e+308' is too large to solve with"))
        #expect(result.err.contains("N.vfl:4:12: note: metric 'm' is declared here"))
        if format == "json" {
            #expect(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) is [String: Any])
        }
    }

    /// Intrinsic hints whose sum is not finite: since #25 (one limit on every size), a hint
    /// over 1e15 points is itself a located error, so no frame is solved from it.
    @Test func nonFiniteGeometryFromAnIntrinsicHintIsLocatedAtTheHint() throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    view a intrinsic 1e308x10\n    view b intrinsic 1e308x10\n    H:|[a][b]|\n}\n", to: "I.vfl")
        let result = Self.run(["frames", "I.vfl", "--size", "390x844"], in: workspace)
        #expect(result.status == .failure)
        #expect(result.out == "")
        #expect(result.err == "I.vfl:2:22: error: '1e308' is too large for a size; at most 1e15 points\nI.vfl:3:22: error: '1e308' is too large for a size; at most 1e15 points\n")
    }

    @Test(arguments: [
        ["--margins", "1e308"], ["--safe-area", "0,0,0,-1e300"], ["--size", "1e300x10"], ["--intrinsic", "a=1e200x_"],
    ])
    func nonFiniteGeometryFromOptionsIsRefused(option: [String]) throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    view a\n    H:|-[a]-|\n}\n", to: "M.vfl")
        var arguments = ["frames", "M.vfl"] + option
        if option[0] != "--size" { arguments += ["--size", "390x844"] }
        let result = Self.run(arguments, in: workspace)
        #expect(result.status == .usage)
        #expect(result.err.contains("is too large; at most 1e15 points"))
        #expect(result.out == "")
    }

    // MARK: Also: diagnostics have no cap

    static func unknownNames(_ count: Int) -> String {
        "layout L {\n    view a\n    H:[a]" + (0..<count).map { "-[u\($0)]" }.joined() + "\n}\n"
    }

    @Test(arguments: [
        ([String](), DiagnosticLimit.defaultCount, 150),
        (["--error-limit", "3"], 3, 197),
        (["--error-limit", "0"], 200, 0),
    ])
    func tooManyErrorsStopAfterTheLimit(options: [String], shown: Int, omitted: Int) throws {
        let workspace = try Workspace()
        try workspace.write(Self.unknownNames(200), to: "U.vfl")
        for command in [["constraints", "U.vfl"], ["generate", "U.vfl", "--output", "out"], ["frames", "U.vfl", "--size", "10x10"]] {
            let result = Self.run(command + options, in: workspace)
            #expect(result.status == .failure)
            let lines = result.err.split(separator: "\n")
            #expect(lines.filter { $0.contains("error: unknown view") }.count == shown)
            if omitted > 0 {
                #expect(lines.last == "U.vfl: error: too many errors (\(shown)); \(omitted) more errors not shown (--error-limit N to change the limit, 0 for none)")
            } else {
                #expect(!result.err.contains("too many errors"))
            }
        }
    }
}
