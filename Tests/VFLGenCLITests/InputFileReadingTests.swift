import Foundation
import Testing
@testable import VFLGenCLI

/// `InputFiles.contents(of:)` reads a file into one array at its size; what it returns must be
/// every byte `Data(contentsOf:)` reads, also where the size is wrong (a pipe, a `/proc` file)
/// or zero, and `nil` where the file cannot be read.
@Suite struct InputFileReadingTests {
    static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-read-\(UUID().uuidString).vfl")
        try Data(bytes).write(to: url)
        return url
    }

    @Test(arguments: [0, 1, 7, 65_535, 65_536, 65_537, 300_001])
    func aFileIsReadWhole(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) }
        let url = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(InputFiles.contents(of: url.path) == bytes)
    }

    #if os(Linux)
    /// `/proc` files report a size of 0 and have content: read past the size, in chunks.
    @Test func aFileLongerThanItsSizeIsReadToItsEnd() throws {
        let path = "/proc/self/maps"
        let read = try #require(InputFiles.contents(of: path))
        #expect(!read.isEmpty)
        #expect(read.last == UInt8(ascii: "\n"))
    }
    #endif

    @Test func aMissingFileOrADirectoryIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(InputFiles.contents(of: folder.appendingPathComponent("missing.vfl").path) == nil)
        #expect(InputFiles.contents(of: folder.path) == nil)
    }

    /// What `vflgen constraints` reads through it: the same bytes as `Data`, as a source file.
    @Test func readGivesTheFilesBytes() throws {
        let text = "layout L {\n    view a: UILabel\n    H:|-[a]-|\n    V:|[a]|\n}\n"
        let url = try Self.temporaryFile(Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let (context, _) = ToolContext.capturing(currentDirectory: url.deletingLastPathComponent())
        guard case .success(let source) = InputFiles.read(url.lastPathComponent, context: context) else {
            Issue.record("not read")
            return
        }
        #expect(source.utf8 == Array(try Data(contentsOf: url)))
        #expect(source.text == text)
    }
}
