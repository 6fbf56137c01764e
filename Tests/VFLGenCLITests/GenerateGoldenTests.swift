import Foundation
import LayoutModel
import Testing
import VFLGenCLI
import VFLLanguage

/// Golden fixtures: every `Fixtures/X.vfl` → `X.<platform>.txt` (its constraints, in the
/// `vflgen constraints` text form) → `X.<platform>.swift` (what `vflgen generate` writes).
/// Each golden file was reviewed by hand. Re-record after an intended change with
/// `VFLGEN_RECORD=1 swift test --filter GenerateGoldenTests`, then review the diff.
/// VFLRenderingTests type-checks every `X.<platform>.swift` against the stand-ins.
@Suite struct GenerateGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" }

    static let fixtures = ["Grapevine", "NewsHeader", "EqualLabels", "SplitViews", "Gallery", "Form", "Extensions", "Equations", "Screen", "ScrollViews", "NestedViews"]
    /// Fixtures that use UIKit-only guides (`readable`, `keyboard`, a scroll view's): their AppKit golden
    /// `X.appkit.txt` holds the errors AppKit reports instead of constraints, and there is no
    /// `X.appkit.swift`.
    static let uikitOnly: Set<String> = ["Extensions", "ScrollViews"]

    @Test func everyFixtureIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".vfl") }.map { String($0.dropLast(4)) }.sorted()
        #expect(names == Self.fixtures.sorted())
    }

    static func check(_ actual: String, golden name: String) throws {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from Fixtures/\(name); run VFLGEN_RECORD=1 swift test --filter GenerateGoldenTests and review")
    }

    /// The constraints of every layout in the `vflgen constraints` text form.
    static func constraintsText(_ file: LayoutFile) -> String {
        var out = ""
        for layout in file.layouts {
            out += "# \(layout.name)\n"
            for constraint in layout.constraints { out += constraint.text + "\n" }
            for variant in layout.variants {
                out += "# \(layout.name).\(variant.name)\n"
                for constraint in variant.constraints { out += constraint.text + "\n" }
            }
        }
        return out
    }

    @Test(arguments: fixtures, [Platform.uikit, .appkit])
    func fixtureMatchesGoldens(name: String, platform: Platform) throws {
        let input = Self.folder.appendingPathComponent("\(name).vfl")
        let text = try String(contentsOf: input, encoding: .utf8)
        let source = SourceFile(path: "\(name).vfl", text: text)
        let compilation = VFLCompiler.compile(source, platform: platform)
        if platform == .appkit, Self.uikitOnly.contains(name) {
            let renderer = DiagnosticRenderer(showsExcerpts: false)
            #expect(compilation.diagnostics.containsErrors)
            try Self.check(compilation.diagnostics.map { renderer.render($0, in: source) }.joined(), golden: "\(name).appkit.txt")
            return
        }
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        try Self.check(Self.constraintsText(compilation.file), golden: "\(name).\(platform.rawValue).txt")

        let output = try makeTemporaryFolder().appendingPathComponent("\(name)+VFL.swift")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let (context, captured) = ToolContext.capturing(currentDirectory: Self.folder)
        let status = VFLGenTool.run(
            ["generate", "\(name).vfl", "--output-file", output.path, "--platform", platform.rawValue, "--check", "off"], context: context
        )
        #expect(status == .success)
        #expect(captured.standardError == "")
        try Self.check(try String(contentsOf: output, encoding: .utf8), golden: "\(name).\(platform.rawValue).swift")
    }
}

/// docs/GeneratedCode.md's complete example is exactly what `vflgen generate` writes.
@Suite struct GeneratedCodeDocumentationTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/GeneratedCode.md")

    /// The first fenced block of `language` in `markdown`.
    static func block(_ language: String, in markdown: String) -> String? {
        guard let start = markdown.range(of: "```\(language)\n") else { return nil }
        guard let end = markdown.range(of: "\n```\n", range: start.upperBound..<markdown.endIndex) else { return nil }
        return String(markdown[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func completeExampleMatchesTheGenerator() throws {
        let markdown = try String(contentsOf: Self.document, encoding: .utf8)
        let vfl = try #require(Self.block("vfl", in: markdown))
        let swift = try #require(Self.block("swift", in: markdown))
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(vfl.utf8).write(to: folder.appendingPathComponent("Welcome.vfl"))
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(["generate", "Welcome.vfl", "--output-file", "Welcome+VFL.swift"], context: context)
        #expect(status == .success, "\(captured.standardError)")
        let generated = try String(contentsOf: folder.appendingPathComponent("Welcome+VFL.swift"), encoding: .utf8)
        #expect(generated == swift, "docs/GeneratedCode.md is out of date with the generator")
    }
}

/// docs/Templates.md's custom template example renders what the document shows.
@Suite struct TemplatesDocumentationTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    @Test func minimalTemplateExampleMatchesTheGenerator() throws {
        let markdown = try String(contentsOf: Self.docs.appendingPathComponent("Templates.md"), encoding: .utf8)
        let section = try #require(markdown.range(of: "## Example: a minimal custom template"))
        let rest = String(markdown[section.upperBound...])
        let template = try #require(GeneratedCodeDocumentationTests.block("", in: rest))
        let shown = try #require(GeneratedCodeDocumentationTests.block("swift", in: rest))
        let vfl = try #require(GeneratedCodeDocumentationTests.block("vfl", in: try String(
            contentsOf: Self.docs.appendingPathComponent("GeneratedCode.md"), encoding: .utf8
        )))

        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(vfl.utf8).write(to: folder.appendingPathComponent("Welcome.vfl"))
        try Data(template.utf8).write(to: folder.appendingPathComponent("Minimal.swift.template"))
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(
            ["generate", "Welcome.vfl", "--output-file", "Welcome+VFL.swift", "--template", "Minimal.swift.template", "--platform", "both"],
            context: context
        )
        #expect(status == .success, "\(captured.standardError)")
        let generated = try String(contentsOf: folder.appendingPathComponent("Welcome+VFL.swift"), encoding: .utf8)
        var uiKitSection = try #require(generated.components(separatedBy: "\n#elseif").first)
        while uiKitSection.hasSuffix("\n") { uiKitSection.removeLast() }
        #expect(uiKitSection + "\n…\n" == shown, "docs/Templates.md is out of date with the generator")
    }
}

/// A fresh temporary folder for one test.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
