import Foundation
import LayoutModel
import Testing
import VFLGenCLI
import VFLLanguage

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

    /// The migrated layout is the project's own hand-written, reviewed Grapevine layout
    /// (VFLGenCLITests/Fixtures/Grapevine.vfl): the same constraints, metric for metric.
    @Test func migratedGrapevineMatchesTheHandWrittenLayout() throws {
        func constraints(_ url: URL) throws -> [String] {
            let file = SourceFile(path: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
            let compilation = VFLCompiler.compile(file, platform: .uikit)
            #expect(!compilation.hasErrors)
            // Metric-valued terms by name: the computed margins' placeholders differ from the
            // hand-written file's sample values.
            func term(_ term: Term) -> String { term.metric ?? term.value.shortestDescription }
            return try #require(compilation.file.layouts.first).constraints.map { c in
                "\(c.first.name).\(c.firstAttribute.rawValue) \(c.relation.rawValue) \(c.second?.name ?? "-").\(c.secondAttribute?.rawValue ?? "-")"
                    + " * \(c.multiplier.shortestDescription) + \(term(c.constant)) @\(term(c.priority)) \(c.kind.rawValue)"
            }
        }
        let migrated = try constraints(FixtureGoldenTests.fixtures.appendingPathComponent("Expected/GrapevineViewController.vfl"))
        let handWritten = try constraints(FixtureGoldenTests.fixtures
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("VFLGenCLITests/Fixtures/Grapevine.vfl"))
        #expect(!migrated.isEmpty)
        #expect(migrated == handWritten)
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
