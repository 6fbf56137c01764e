import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// Issue #25: a folder that cannot be read is reported like a file that cannot be read (on
/// standard error, with the exit status of an unreadable input), never skipped silently.
/// The folder lister is injected: tests run as root, for whom no permission bit hides a folder.
@Suite struct SourceInputsTests {
    @Test func anUnreadableFolderIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-inputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Locked"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Open"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("Open/A.swift"))
        let (context, _) = ToolContext.capturing(currentDirectory: folder)
        let inputs = SourceInputs.collect(["."], context: context) { url in
            if url.lastPathComponent == "Locked" { throw CocoaError(.fileReadNoPermission, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))]) }
            return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        }
        #expect(inputs.files == ["./Open/A.swift"])
        #expect(inputs.missing.map(\.message) == ["cannot read folder './Locked': Permission denied"])
        #expect(inputs.missing.map(\.id) == ["folder-not-readable"])
    }

    @Test func unreadableInputsGoToStandardError() {
        let (context, output) = ToolContext.capturing(currentDirectory: FileManager.default.temporaryDirectory)
        let status = VFLGenTool.run(["lint", "no-such-folder-\(UUID().uuidString)"], context: context)
        #expect(status == .failure)
        #expect(output.standardError.contains("error: no such file or folder"))
        #expect(!output.standardOutput.contains("no such file or folder"))
        #expect(output.standardOutput.contains("0 VFL calls in 0 files: 0 checked, 0 not checked; 1 error, 0 warnings"))
    }
}
