import Foundation
import Testing
@testable import VFLGenCLI

/// `vflgen format`: stdout by default, `--check` for CI, `--in-place` writing only files that change.
@Suite struct FormatCommandTests {
    static let messy = "layout A {\nview a:UILabel\n[a]\n}\n"
    static let tidy = "layout A {\n    view a: UILabel\n    [a]\n}\n"

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try messy.write(to: folder.appendingPathComponent("Messy.vfl"), atomically: true, encoding: .utf8)
        try tidy.write(to: folder.appendingPathComponent("Tidy.vfl"), atomically: true, encoding: .utf8)
        return folder
    }

    static func run(_ arguments: [String], in folder: URL) -> (status: ExitCode, output: String, errors: String) {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    @Test func printsTheFormattedText() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.run(["format", "Messy.vfl"], in: folder)
        #expect(result.status == .success)
        #expect(result.output == Self.tidy)
        #expect(try String(contentsOf: folder.appendingPathComponent("Messy.vfl"), encoding: .utf8) == Self.messy, "not written")
    }

    @Test func checkNamesTheFilesThatWouldChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = Self.run(["format", "--check", "Messy.vfl", "Tidy.vfl"], in: folder)
        #expect(both.status == .failure)
        #expect(both.output == "")
        #expect(both.errors == "Messy.vfl: not formatted (run 'vflgen format --in-place')\n")
        #expect(Self.run(["format", "--check", "Tidy.vfl"], in: folder).status == .success)
    }

    @Test func inPlaceRewritesOnlyWhatChanges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tidyURL = folder.appendingPathComponent("Tidy.vfl")
        let before = try FileManager.default.attributesOfItem(atPath: tidyURL.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let result = Self.run(["format", "--in-place", "Messy.vfl", "Tidy.vfl"], in: folder)
        #expect(result.status == .success)
        #expect(result.output == "" && result.errors == "")
        #expect(try String(contentsOf: folder.appendingPathComponent("Messy.vfl"), encoding: .utf8) == Self.tidy)
        #expect(try FileManager.default.attributesOfItem(atPath: tidyURL.path)[.modificationDate] as? Date == before)
    }

    @Test func usageMistakes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.run(["format", "--check", "--in-place", "Messy.vfl"], in: folder).status == .usage)
        #expect(Self.run(["format"], in: folder).status == .usage)
        let missing = Self.run(["format", "Missing.vfl"], in: folder)
        #expect(missing.status == .failure)
        #expect(missing.errors.contains("no such file 'Missing.vfl'"))
    }
}
