import Foundation
import Testing
import VFLGenCLI

/// The Grapevine view controller after migration (`Fixtures/Migrated`): its replacement code is
/// exactly what `vflgen migrate` printed, and the generated layout beside it is what `vflgen
/// generate` writes for the migrated `.vfl` file. VFLRenderingTests type-checks the two files
/// together against the stand-in UIKit, so the printed code fits the generated API.
@Suite struct MigratedCodeTests {
    static let migrated = FixtureGoldenTests.fixtures.appendingPathComponent("Migrated")

    @Test func replacementCodeIsThePrintedCode() throws {
        let printed = try String(contentsOf: FixtureGoldenTests.fixtures.appendingPathComponent("Expected/GrapevineViewController.migrate.txt"), encoding: .utf8)
        let code = printed.split(separator: "\n").filter { $0.hasPrefix("let layout") || $0.hasPrefix("layout.") }.map(String.init)
        let controller = try String(contentsOf: Self.migrated.appendingPathComponent("GrapevineViewController.swift"), encoding: .utf8)
        let lines = controller.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let begin = try #require(lines.firstIndex(of: "// vflgen migrate: begin"))
        let end = try #require(lines.firstIndex(of: "// vflgen migrate: end"))
        #expect(Array(lines[(begin + 1)..<end]) == code)
        #expect(code.count == 6)
    }

    @Test func generatedLayoutIsCurrent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-migrated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Run from Fixtures/Sources: the generated #sourceLocation lines quote the path as given.
        let result = FixtureGoldenTests.run(["generate", "../Expected/GrapevineViewController.vfl", "--output", folder.path, "--platform", "uikit"])
        #expect(result.status == .success)
        let generated = try String(contentsOf: folder.appendingPathComponent("GrapevineViewController+VFL.swift"), encoding: .utf8)
        let committed = try String(contentsOf: Self.migrated.appendingPathComponent("GrapevineViewController+VFL.swift"), encoding: .utf8)
        #expect(generated == committed, "regenerate Fixtures/Migrated/GrapevineViewController+VFL.swift with vflgen generate")
    }
}
