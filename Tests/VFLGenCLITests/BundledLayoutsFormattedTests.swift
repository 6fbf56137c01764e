import Foundation
import Testing
@testable import VFLGenCLI

/// Issue 21: the bundled layouts are written the way `vflgen format` writes `.vfl` files, so
/// what a new user copies is canonical (`vflgen format --check` passes on every one of them).
@Suite struct BundledLayoutsFormattedTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var bundledPaths: [String] {
        (FileManager.default.enumerator(atPath: root.appendingPathComponent("Examples").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".vfl") && !$0.contains(".build") }.sorted().map { "Examples/\($0)" }
    }

    @Test func everyBundledLayoutIsFormatted() {
        let paths = Self.bundledPaths
        #expect(paths.count >= 10)
        let (context, output) = ToolContext.capturing(currentDirectory: Self.root)
        #expect(VFLGenTool.run(["format", "--check"] + paths, context: context) == .success, "not formatted: \(output.standardError)")
        #expect(output.standardError.isEmpty)
    }

    /// The check can fail: a bundled layout with one comment moved out of line is reported.
    @Test func theCheckSeesAMisalignedComment() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Self.root.appendingPathComponent("Examples/Layouts/Profile.vfl"), encoding: .utf8)
        let shifted = text.replacingOccurrences(of: "  // the navigation header", with: "     // the navigation header")
        #expect(shifted != text)
        try shifted.write(to: folder.appending(path: "Profile.vfl"), atomically: true, encoding: .utf8)
        let (context, output) = ToolContext.capturing(currentDirectory: folder)
        #expect(VFLGenTool.run(["format", "--check", "Profile.vfl"], context: context) == .failure)
        #expect(output.standardError.contains("Profile.vfl"))
    }
}
