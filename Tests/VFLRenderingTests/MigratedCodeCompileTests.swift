// The stand-in UIKit exists only on Linux (on Apple platforms the real framework is used).
#if os(Linux)
import Foundation
import Testing

/// `vflgen migrate`'s replacement code fits the generated API: the Grapevine view controller
/// rewritten with the printed code, and the layout generated from the migrated `.vfl` file
/// (both in Tests/VFLLintTests/Fixtures/Migrated, kept current by VFLLintTests), compile
/// together to SIL against the stand-in UIKit, warnings as errors.
@Suite struct MigratedCodeCompileTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("VFLLintTests/Fixtures/Migrated")

    @Test func grapevineAfterMigrationCompiles() throws {
        let files = ["GrapevineViewController.swift", "GrapevineViewController+VFL.swift"].map { Self.folder.appendingPathComponent($0) }
        let result = try SwiftCompiler.check(files)
        #expect(result.status == 0, "\(result.output)")
    }
}
#endif
