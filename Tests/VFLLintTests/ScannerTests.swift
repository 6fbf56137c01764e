import LayoutModel
import Testing
import VFLLint

/// String literals decode to their values, with the flags that make a call uncheckable.
struct StringCase: Sendable, CustomTestStringConvertible {
    var source: String
    var language: SourceLanguage
    var value: String
    var interpolated = false
    var unterminated = false

    var testDescription: String { source }
}

@Suite struct ScannerTests {
    static let strings: [StringCase] = [
        StringCase(source: #""H:[a]""#, language: .swift, value: "H:[a]"),
        StringCase(source: #""a\tb\n\\\"\u{41}\0""#, language: .swift, value: "a\tb\n\\\"A\0"),
        StringCase(source: ##"#"raw \n "quoted" \#n"#"##, language: .swift, value: "raw \\n \"quoted\" \n"),
        StringCase(source: "\"\"\"\n    line one\n      indented \\\n    joined\n    \"\"\"", language: .swift, value: "line one\n  indented joined"),
        StringCase(source: "\"\"\"\n\tH:[a]\n\t\"\"\"", language: .swift, value: "H:[a]"),
        StringCase(source: #""x \(y + "z") w""#, language: .swift, value: "x  w", interpolated: true),
        StringCase(source: "\"open\nnext", language: .swift, value: "open", unterminated: true),
        StringCase(source: #"@"V:|-[a]-|""#, language: .objectiveC, value: "V:|-[a]-|"),
        StringCase(source: #"@"q\"\x41\u0042""#, language: .objectiveC, value: "q\"AB"),
        StringCase(source: #""c string""#, language: .objectiveC, value: "c string"),
    ]

    @Test(arguments: strings)
    func decodesStringLiterals(_ example: StringCase) throws {
        let scanned = TokenScanner.scan(SourceFile(path: "T", text: example.source), language: example.language)
        let literal = try #require(scanned.strings.first)
        #expect(literal.value == example.value)
        #expect(literal.isInterpolated == example.interpolated)
        #expect(literal.isUnterminated == example.unterminated)
        #expect(literal.offsets.count == literal.bytes.count)
    }

    @Test func eachDecodedByteMapsToItsSource() throws {
        let source = "\"\"\"\n    H:[a]\\t\n    \"\"\""
        let scanned = TokenScanner.scan(SourceFile(path: "T", text: source), language: .swift)
        let literal = try #require(scanned.strings.first)
        let file = Array(source.utf8)
        // "H:[a]" come from their own bytes; the tab from its backslash.
        for index in 0..<5 { #expect(file[literal.offsets[index]] == literal.bytes[index]) }
        #expect(file[literal.offsets[5]] == UInt8(ascii: "\\"))
        #expect(literal.fileRange(of: SourceRange(start: 5, end: 6)) == SourceRange(start: literal.offsets[5], end: literal.offsets[5] + 2))
    }

    /// Text that only looks like a call (comments, strings, `#if false` code still counts).
    struct FindCase: Sendable, CustomTestStringConvertible {
        var source: String
        var language: SourceLanguage = .swift
        var calls: Int
        var testDescription: String { source }
    }

    static let finds: [FindCase] = [
        FindCase(source: "// NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: [:])", calls: 0),
        FindCase(source: "/* /* nested */ constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: [:]) */", calls: 0),
        FindCase(source: "let s = \"constraints(withVisualFormat: x\"", calls: 0),
        FindCase(source: "let s = \"\"\"\n constraintsWithVisualFormat(\"H:[a]\")\n \"\"\"", calls: 0),
        FindCase(source: "func constraintsWithVisualFormat(_ f: String) {}\nfunc addConstraintsWithFormat(_ f: String, views: UIView...) {}", calls: 0),
        FindCase(source: "#if os(iOS)\nfunc f() {\n#else\nfunc f(x: Int) {\n#endif\n  NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: [\"a\": a])\n}", calls: 1),
        FindCase(source: "+ (NSArray *)constraintsWithVisualFormat:(NSString *)format metrics:(NSDictionary *)m views:(NSDictionary *)v;", language: .objectiveC, calls: 0),
        FindCase(source: "// [NSLayoutConstraint constraintsWithVisualFormat:@\"H:[a]\" options:0 metrics:nil views:v];\n@\"[NSLayoutConstraint constraintsWithVisualFormat:\"", language: .objectiveC, calls: 0),
        FindCase(source: "#define X [NSLayoutConstraint constraintsWithVisualFormat:@\"H:[a]\" options:0 metrics:nil views:v]\n", language: .objectiveC, calls: 0),
        FindCase(source: "x = [NSLayoutConstraint constraintsWithVisualFormat:@\"H:[a]\" options:0 metrics:nil views:v];", language: .objectiveC, calls: 1),
    ]

    @Test(arguments: finds)
    func findsOnlyRealCalls(_ example: FindCase) {
        let scan = CallSiteFinder.find(in: SourceFile(path: "T", text: example.source), language: example.language)
        #expect(scan.callSites.count == example.calls)
    }

    @Test func unbalancedIfBranchesKeepTheFunction() throws {
        let source = """
        class A {
        #if os(iOS)
            func f() {
        #else
            func g() {
        #endif
                NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": a])
            }
            func h() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: ["b": b])
            }
        }
        """
        let scan = CallSiteFinder.find(in: SourceFile(path: "T", text: source), language: .swift)
        #expect(scan.callSites.map { $0.function?.qualifiedName } == ["A.f", "A.h"])
        #expect(scan.callSites.map(\.isConditional) == [false, false])
    }

    @Test func objectiveCMethodsAndTypes() {
        let source = """
        @implementation Header
        - (void)layOut:(BOOL)animated {
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)]];
        }
        @end
        """
        let scan = CallSiteFinder.find(in: SourceFile(path: "T", text: source), language: .objectiveC)
        #expect(scan.callSites.map { $0.function?.qualifiedName } == ["Header.layOut"])
        #expect(scan.callSites.map(\.containerHint) == ["self.view"])
    }
}
