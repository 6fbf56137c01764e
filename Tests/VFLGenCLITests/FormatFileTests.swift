import Foundation
import Testing
@testable import VFLGenCLI

/// `vflgen format` on real files (issue 42 §6, §10): `--in-place` keeps a file's permission
/// bits, and a file with errors is reported with a failing exit status.
@Suite struct FormatFileTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-format-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test(arguments: [0o600, 0o755, 0o2755, 0o640, 0o444] as [mode_t])
    func inPlaceKeepsTheFileMode(_ mode: mode_t) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.vfl")
        try FormatCommandTests.messy.write(to: file, atomically: false, encoding: .utf8)
        #expect(chmod(file.path, mode) == 0)
        #expect(Self.mode(file) == mode, "the file system took the mode")
        let result = FormatCommandTests.run(["format", "--in-place", "Card.vfl"], in: folder)
        #expect(result.status == .success, "\(result.errors)")
        #expect(try String(contentsOf: file, encoding: .utf8) == FormatCommandTests.tidy)
        #expect(String(Self.mode(file), radix: 8) == String(mode, radix: 8))
    }

    @Test func aFileWithErrorsIsReported() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.vfl")
        try "layout A {\nview a\n  a.height  ===   a.width\n}\n".write(to: file, atomically: false, encoding: .utf8)
        let printed = FormatCommandTests.run(["format", "Broken.vfl"], in: folder)
        #expect(printed.status == .failure)
        #expect(printed.output == "layout A {\n    view a\n    a.height  ===   a.width\n}\n")
        #expect(printed.errors.hasPrefix("Broken.vfl:3:"), "\(printed.errors)")
        #expect(printed.errors.contains("vflgen format: Broken.vfl has 1 error; the lines with errors were kept as written (only re-indented)\n"))
        let checked = FormatCommandTests.run(["format", "--check", "Broken.vfl"], in: folder)
        #expect(checked.status == .failure)
        #expect(checked.errors.contains("has 1 error"))
    }

    /// The format fuzzer's input (issue 42, its first run): a file that is not UTF-8 (bytes
    /// 0xFF inside a VFL line). `--in-place` refuses it at the byte's line and column and leaves
    /// the file's bytes and mode as they were.
    @Test func inPlaceLeavesAFileThatIsNotUTF8AsItWas() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Split.vfl")
        let bytes = Array("layout S {\n    view left\n    view right\n\n    H:|[left(==right".utf8) + [0xFF, 0xFF, 0x1E]
            + Array("View]|\n}\n".utf8)
        try Data(bytes).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        let result = FormatCommandTests.run(["format", "--in-place", "Split.vfl"], in: folder)
        #expect(result.status == .failure)
        #expect(result.errors.hasPrefix("Split.vfl:5:21: error: invalid UTF-8 (byte 0xFF)"), "\(result.errors)")
        #expect(try Array(Data(contentsOf: file)) == bytes)
        #expect(String(Self.mode(file), radix: 8) == "600")
    }
}

