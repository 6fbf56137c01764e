import Foundation
import LayoutModel
import Testing
@testable import VFLLanguage

/// `vflgen format`: the canonical layout, idempotent, and never a change of meaning — every
/// `.vfl` file of the repository and thousands of mutated files that compile lower to the
/// same layouts (every declaration and constraint, ranges aside) before and after.
@Suite struct FormatterTests {
    struct Case: Sendable, CustomStringConvertible {
        var input: String
        var expected: String
        var description: String { input.debugDescription }
    }

    static let cases: [Case] = [
        // Indentation by block depth; a closing brace dedents its own line.
        .init(input: "layout A {\nview a\n  variant v {\n[a]\n}\n}\n", expected: "layout A {\n    view a\n    variant v {\n        [a]\n    }\n}\n"),
        // Declarations: one space between words, `name: Type`, `name = value`, `Name {`.
        .init(input: "layout   A{\n view  a :UILabel   intrinsic 10x20\n\tmetric m=5\n}", expected: "layout A {\n    view a: UILabel intrinsic 10x20\n    metric m = 5\n}\n"),
        .init(input: "layout A {\n view a:UILabel hugging 251,750\n metric m =  -4.5\n}\n", expected: "layout A {\n    view a: UILabel hugging 251,750\n    metric m = -4.5\n}\n"),
        // A VFL line is kept; its options clause is spaced canonically after two spaces.
        .init(input: "layout A {\nH:|-[a]-[b]-|   options:[ .alignAllTop ,.alignAllBottom ]\n}\n", expected: "layout A {\n    H:|-[a]-[b]-|  options: [.alignAllTop, .alignAllBottom]\n}\n"),
        .init(input: "layout A {\n[a]  options :[]\n}\n", expected: "layout A {\n    [a]  options: []\n}\n"),
        // Guides, external views and variant conditions (vflgen extensions).
        .init(input: "layout A {\nguide  content\nexternal  view h :UIView   frame 0,0,390x120\nvariant n  when horizontal compact{\n[content]\n}\n}\n", expected: "layout A {\n    guide content\n    external view h: UIView frame 0,0,390x120\n    variant n when horizontal compact{\n        [content]\n    }\n}\n"),
        // An equation line: one space between words, nothing else changes.
        .init(input: "layout A {\nview a\nview b\n  a.leading   ==\tb.trailing + 8  @750 // x\n}\n", expected: "layout A {\n    view a\n    view b\n    a.leading == b.trailing + 8 @750  // x\n}\n"),
        // A line with an error is kept as written (only re-indented).
        .init(input: "layout A {\nH:|-[a] -[b]\n metric m = = 5\n}\n", expected: "layout A {\n    H:|-[a] -[b]\n    metric m = = 5\n}\n"),
        // Comments stay on their line; trailing comments of consecutive lines line up.
        .init(input: "// file\nlayout A { // header\nview a // one\nview bb: UILabel    // two\n\n  // alone\n}\n", expected: "// file\nlayout A {            // header\n    view a            // one\n    view bb: UILabel  // two\n\n    // alone\n}\n"),
        // Blank lines: none at either end, one at most in a row; trailing whitespace goes; CRLF read.
        .init(input: "\n\nlayout A {\r\n\r\n\r\n    view a   \r\n}\r\n\n\n", expected: "layout A {\n\n    view a\n}\n"),
        .init(input: "", expected: ""),
    ]

    @Test(arguments: cases) func formats(_ example: Case) {
        #expect(VFLFormatter.format(example.input) == example.expected)
        #expect(VFLFormatter.format(example.expected) == example.expected, "idempotent")
    }

    /// Every `.vfl` file in the repository (examples and fixtures).
    static let repositoryFiles: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Examples", "Tests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "vfl" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

    @Test func everyRepositoryFileKeepsItsMeaning() throws {
        #expect(Self.repositoryFiles.count >= 20)
        for url in Self.repositoryFiles {
            let text = try String(contentsOf: url, encoding: .utf8)
            let formatted = VFLFormatter.format(text)
            #expect(VFLFormatter.format(formatted) == formatted, "idempotent: \(url.lastPathComponent)")
            for platform in Platform.allCases {
                #expect(Self.meaning(text, platform) == Self.meaning(formatted, platform), "\(url.lastPathComponent) \(platform)")
            }
        }
    }

    /// Mutations of a real file (whitespace inserted anywhere, characters deleted or
    /// duplicated): every result is formatted idempotently, and every one that compiles keeps its layouts.
    @Test func mutatedFilesKeepTheirMeaning() throws {
        var generator = RobustnessTests.Generator(state: 21)
        let seeds = try Self.repositoryFiles.map { Array(try String(contentsOf: $0, encoding: .utf8).utf8) }
        let whitespace = Array(" \t  \n".utf8)
        var compiled = 0
        for round in 0..<1500 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + generator.below(5)) where !bytes.isEmpty {
                let position = generator.below(bytes.count)
                switch generator.below(4) {
                case 0, 1: bytes.insert(whitespace[generator.below(whitespace.count)], at: position)
                case 2: bytes.remove(at: position)
                default: bytes.insert(bytes[position], at: position)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let formatted = VFLFormatter.format(text)
            #expect(VFLFormatter.format(formatted) == formatted, "idempotent: \(text.debugDescription)")
            let before = Self.meaning(text, .uikit)
            guard let before, !before.isEmpty else { continue }
            compiled += 1
            #expect(before == Self.meaning(formatted, .uikit), "\(text.debugDescription)")
        }
        #expect(compiled > 300, "enough mutated inputs compile to test meaning (\(compiled))")
    }

    /// The layouts of `text` with every source range cleared, or nil when it has errors.
    static func meaning(_ text: String, _ platform: Platform) -> [Layout]? {
        let compilation = VFLCompiler.compile(SourceFile(path: "T.vfl", text: text), platform: platform)
        guard !compilation.hasErrors else { return nil }
        let zero = SourceRange.point(0)
        return compilation.file.layouts.map { layout in
            var layout = layout
            layout.range = zero
            for index in layout.views.indices {
                layout.views[index].range = zero
                layout.views[index].hugging?.range = zero
                layout.views[index].compressionResistance?.range = zero
                if var content = layout.views[index].content {
                    content.range = zero
                    for text in content.texts.indices { content.texts[text].range = zero }
                    layout.views[index].content = content
                }
            }
            for index in layout.metrics.indices { layout.metrics[index].range = zero }
            for index in layout.containers.indices { layout.containers[index].range = zero }
            for index in layout.constraints.indices { layout.constraints[index].source = zero }
            for variant in layout.variants.indices {
                layout.variants[variant].range = zero
                for index in layout.variants[variant].constraints.indices { layout.variants[variant].constraints[index].source = zero }
            }
            return layout
        }
    }
}
