import Foundation
import LayoutModel
import Testing
import VFLGenCLI
import VFLLint

/// Huge and hostile sources: no crash, no hang, and bounded work. The finder counts every
/// token it looks at (``SourceScan/tokenVisits``); on every shape of input the count
/// stays a small multiple of the number of tokens, so no input makes the work quadratic.
/// (A regression test on the amount of work, not on time; speed is measured by the benchmark.)
/// Every shape is about 1 MB (deep nesting: half a million open parentheses, which no recursion
/// may follow), which keeps the debug-build test run short and is enough to show quadratic
/// work: 1 MB of calls sharing one dictionary is about 8,800 calls, some 78 million visits if
/// each looked at the others, against a bound of about a million.
@Suite struct LintLargeInputTests {
    static let size = 1_000_000

    /// `unit` repeated until the text is about `size` bytes.
    static func repeated(_ unit: String, prefix: String = "", suffix: String = "") -> String {
        let count = size / max(1, unit.utf8.count)
        return prefix + String(repeating: unit, count: count) + suffix
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var language: SourceLanguage
        var text: @Sendable () -> String
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "many calls sharing one dictionary", language: .swift) {
            repeated("    NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[a]-[b]-|\", options: .alignAllTop, metrics: nil, views: views)\n",
                     prefix: "func f() {\n    let views = [\"a\": a, \"b\": b]\n", suffix: "}\n")
        },
        Shape(name: "unclosed calls", language: .swift) {
            repeated("NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: m, views: [\"a\": a,\n")
        },
        Shape(name: "unterminated strings", language: .swift) { repeated("let s = \"constraints(withVisualFormat:\n") },
        Shape(name: "deep nesting", language: .swift) {
            String(repeating: "(", count: size / 2) + String(repeating: "]", count: size / 2)
        },
        Shape(name: "unbalanced braces and #if", language: .swift) { repeated("#if A\nfunc f() {\n#else\n}\n}\n#elseif B\n{\n") },
        Shape(name: "one huge multi-line string", language: .swift) {
            repeated("H:[a]-\\(x)-\\\n", prefix: "let s = \"\"\"\n", suffix: "\"\"\"\n")
        },
        Shape(name: "long dictionary literal", language: .swift) {
            repeated("\"k\": v, ", prefix: "func f() {\n let views = [", suffix: "]\n NSLayoutConstraint.constraints(withVisualFormat: \"H:[k]\", metrics: nil, views: views)\n}\n")
        },
        Shape(name: "Objective-C messages without ]", language: .objectiveC) {
            repeated("[v addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:[a]\" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)];\n",
                     prefix: "@implementation A\n- (void)f {\n", suffix: "}\n@end\n")
        },
        Shape(name: "preprocessor and comments", language: .objectiveC) { repeated("#if X \\\n /* a */ // b\n/* unterminated") },
        Shape(name: "bytes of every value", language: .swift) {
            // 64 KB of scrambled bytes from a source-like alphabet (a multiplicative hash of
            // the position picks each one), repeated.
            let alphabet = Array("\"#\\(){}[]:,.@=+|-/*\n ab\u{00}x\u{7F}".utf8) + [0xC3, 0xA9, 0xFF]
            let chunk = (0..<65_536).map { position in alphabet[Int((UInt64(position) &* 0x9E37_79B9_7F4A_7C15) >> 40) % alphabet.count] }
            return repeated(String(decoding: chunk, as: UTF8.self))
        },
    ]

    @Test(arguments: shapes)
    func boundedWork(_ shape: Shape) {
        let text = shape.text()
        #expect(text.utf8.count >= Self.size * 9 / 10)
        let scan = CallSiteFinder.find(in: SourceFile(path: "Large", text: text), language: shape.language)
        #expect(scan.tokenCount <= text.utf8.count)
        #expect(scan.tokenVisits <= 4 * scan.tokenCount + 10_000, "\(scan.tokenVisits) visits for \(scan.tokenCount) tokens")
        // Checking runs the front end once per call (its own large-input tests cover it); a
        // sample of the calls is checked here to make sure what was found can be checked.
        var sample = scan
        sample.callSites = Array(scan.callSites.prefix(200))
        #expect(Linter.lint(sample).calls.count == sample.callSites.count)
    }
}

/// Issue #25: one huge literal — 20,000 concatenated pieces, each an unknown view — is read
/// and checked (every error mapped into its piece), and `vflgen lint` prints at most the error
/// limit of them, then `too many errors`; the summary still counts them all. (Its growth with
/// the literal's size is measured by `vflgen-bench-lint`.)
@Suite struct HugeLiteralTests {
    static let source: String = {
        let pieces = (0..<20_000).map { "\"[v\($0)]\"" }.joined(separator: " + ")
        return "func f() {\n    NSLayoutConstraint.constraints(withVisualFormat: \"H:\" + \(pieces), metrics: nil, views: [\"a\": a])\n}\n"
    }()

    @Test func everyPieceIsCheckedAndMapped() throws {
        let lint = lint(Self.source)
        #expect(lint.diagnostics.count == 20_000)
        let last = try #require(lint.diagnostics.last?.range)
        let text = Array(Self.source.utf8)
        #expect(String(decoding: text[last.start..<last.end], as: UTF8.self) == "v19999")
    }

    @Test func lintPrintsAtMostTheErrorLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-huge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.source.utf8).write(to: folder.appendingPathComponent("Huge.swift"))
        for (arguments, shown) in [([String](), 50), (["--error-limit", "3"], 3)] {
            let (context, output) = ToolContext.capturing(currentDirectory: folder)
            #expect(VFLGenTool.run(["lint", "Huge.swift"] + arguments, context: context) == .failure)
            let text = output.standardOutput
            #expect(text.components(separatedBy: ": error: unknown view").count - 1 == shown)
            #expect(text.contains("error: too many errors (\(shown)); \(20_000 - shown) more errors not shown"))
            #expect(text.hasSuffix("vflgen lint: 1 VFL call in 1 file: 1 checked, 0 not checked; 20000 errors, 0 warnings\n"))
        }
    }
}
