import LayoutModel
import Testing
import VFLLanguage
import VFLLint

/// A call with one mistake, the mistake's text marked `⟪…⟫` in the source: the first error
/// must have the id and point exactly at the marked bytes, through escapes, raw and
/// multi-line strings and concatenation.
struct LintCase: Sendable, CustomTestStringConvertible {
    var source: String
    var language: SourceLanguage
    var id: DiagnosticID
    var message: String

    var testDescription: String { "\(id): \(message)" }

    init(_ source: String, _ language: SourceLanguage = .swift, _ id: DiagnosticID, _ message: String) {
        self.source = source
        self.language = language
        self.id = id
        self.message = message
    }

    static func swift(_ format: String, options: String = "[]", metrics: String = "nil", _ id: DiagnosticID, _ message: String) -> LintCase {
        LintCase("""
        func f() {
            let views = ["a": a, "b": b]
            _ = NSLayoutConstraint.constraints(withVisualFormat: \(format), options: \(options), metrics: \(metrics), views: views)
        }
        """, .swift, id, message)
    }
}

@Suite struct LintDiagnosticTests {
    static let cases: [LintCase] = [
        .swift(#""H:[a]-[⟪bb⟫]""#, .unknownView, "unknown view 'bb'"),
        .swift(#""H:|-⟪pad⟫-[a]""#, .unknownMetric, "unknown metric 'pad'"),
        .swift(#""H:|-pad-[a]-⟪padd⟫-|""#, metrics: #"["pad": 8]"#, .unknownMetric, "unknown metric 'padd'"),
        .swift(#""H:[a(10@⟪p⟫)]""#, metrics: #"["p": 2000]"#, .priorityOutOfRange, "priority 'p' is 2000, out of range; a priority must be greater than 0 and at most 1000"),
        .swift(#""H:[a]-⟪⟫""#, .expectedView, "expected a view such as '[name]' after '-', found the end of the line"),
        .swift(#""H:[a]⟪\t⟫[b]""#, .whitespaceInFormat, "whitespace is not allowed inside a VFL format string (Apple's parser rejects it)"),
        .swift(#""V:\u{5B}a]-[⟪c⟫]""#, .unknownView, "unknown view 'c'"),
        .swift(#""H:[a]⟪\"x⟫""#, .trailingGarbage, "unexpected '\"x' after view 'a'; expected '-', '[' or '|'"),
        .swift(##"#"H:[a]-[⟪cc⟫]"#"##, .unknownView, "unknown view 'cc'"),
        .swift(#""H:[a]-" + "[⟪cc⟫]""#, .unknownView, "unknown view 'cc'"),
        .swift("\"\"\"\n        H:[a]-[⟪cc⟫]\n        \"\"\"", .unknownView, "unknown view 'cc'"),
        .swift(#""H:[a]-[b]""#, options: "[⟪.alignAllLeading⟫]", .alignmentOnLayoutAxis,
               "'.alignAllLeading' aligns views on the horizontal axis, which is not allowed for a layout that is also horizontal"),
        .swift(#""V:[a]-[b]""#, options: "⟪NSLayoutFormatOptions.AlignAllTop⟫", .alignmentOnLayoutAxis,
               "'.alignAllTop' aligns views on the vertical axis, which is not allowed for a layout that is also vertical"),
        .swift(#""H:[a]-[b]""#, options: "[.alignAllTop, ⟪.alignAllCentreY⟫]", .unknownOption, "unknown option 'alignAllCentreY'"),
        .swift(#""H:[a]-[b]""#, options: "[.directionLeftToRight, ⟪.directionRightToLeft⟫]", .conflictingOptions,
               "'.directionRightToLeft' conflicts with '.directionLeftToRight'; choose one direction"),
        .swift(#""⟪X⟫:[a]""#, .unknownOrientation, "unknown orientation 'X'; expected 'H' or 'V'"),
        .swift(#""H:[a(⟪>⟫8)]""#, .unknownRelation, "unknown relation '>'; a relation must be ==, >= or <="),
        .swift(#""H:[a]⟪--⟫[b]""#, .doubleDash, "'--' is ambiguous; write a spacing between the dashes ('-8-') or a negative spacing in parentheses ('-(-8)-')"),
        .swift(#""⟪⟫""#, .emptyFormat, "empty format string: expected views such as '[name]'"),
        .swift(#""H:[a]⟪/⟫[b]""#, FormatStringCheck.invalidCharacter, "unexpected '/' in the format string"),
        // vflgen's extensions are errors in a run-time string: Apple's parser rejects them.
        .swift(#""H:|⟪~⟫[a]~|""#, .vflgenExtension, "the equal-spacing connection '~' is a vflgen extension, not Apple's VFL (the dialect is 'apple')"),
        LintCase("""
        func f() {
            let views = ["a": a, ⟪"a"⟫: b]
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: views)
        }
        """, .swift, .duplicateDictionaryKey, "key 'a' appears twice in the dictionary"),
        LintCase("""
        - (void)f {
            NSDictionary *views = NSDictionaryOfVariableBindings(a, b);
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[a]-" @"[⟪c⟫]" options:0 metrics:nil views:views];
        }
        """, .objectiveC, .unknownView, "unknown view 'c'"),
        LintCase("""
        - (void)f {
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-⟪pad⟫-[a]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)];
        }
        """, .objectiveC, .unknownMetric, "unknown metric 'pad'"),
        LintCase("""
        - (void)f {
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]-[b]" options:NSLayoutFormatAlignAllTop | ⟪NSLayoutFormatAlignAllBaseLines⟫ metrics:nil views:NSDictionaryOfVariableBindings(a, b)];
        }
        """, .objectiveC, .unknownOption, "unknown option 'alignAllBaseLines'"),
        LintCase("""
        - (void)f {
            [NSLayoutConstraint constraintsWithVisualFormat:@"V:[a]-[b]" options:⟪NSLayoutFormatAlignAllCenterY⟫ metrics:nil views:NSDictionaryOfVariableBindings(a, b)];
        }
        """, .objectiveC, .alignmentOnLayoutAxis, "'.alignAllCenterY' aligns views on the vertical axis, which is not allowed for a layout that is also vertical"),
        LintCase("""
        func f() {
            addConstraintsWithFormat("H:|[v0][⟪v2⟫]|", views: a, b)
        }
        """, .swift, .unknownView, "unknown view 'v2'"),
        LintCase("""
        func f() {
            var views = [String: UIView]()
            views["a"] = a
            views["b"] = b
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b][⟪c⟫]", metrics: nil, views: views)
        }
        """, .swift, .unknownView, "unknown view 'c'"),
    ]

    @Test(arguments: cases)
    func errorPointsInsideTheString(_ example: LintCase) throws {
        let marked = RangeMarkedSource(example.source)
        let result = lint(marked.text, language: example.language)
        #expect(result.calls.count == 1)
        #expect(result.calls.first?.isChecked == true)
        let first = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(first.id == example.id)
        #expect(first.message == example.message)
        #expect(first.range == marked.range, "points at '\(result.scan.source.text(in: first.range ?? .point(0)))'")
    }

    @Test func didYouMeanNotePointsAtTheName() throws {
        let marked = RangeMarkedSource(#"""
        func f() {
            let views = ["iconImageView": icon, "appNameLabel": label]
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[⟪iconImagView⟫]-[appNameLabel]", metrics: nil, views: views)
        }
        """#)
        let diagnostic = try #require(lint(marked.text).diagnostics.first)
        #expect(diagnostic.notes.map(\.message) == ["did you mean 'iconImageView'?"])
        #expect(diagnostic.notes.first?.range == marked.range)
    }

    @Test func propertyBindingsGetANote() throws {
        let marked = RangeMarkedSource(#"""
        - (void)f {
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[button]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(⟪self.button⟫)];
        }
        """#)
        let diagnostic = try #require(lint(marked.text, language: .objectiveC).diagnostics.first)
        #expect(diagnostic.id == .unknownView)
        #expect(diagnostic.notes.map(\.message) == [
            "the views dictionary has the key 'self.button', which a format cannot name; bind 'button' to a local variable first",
        ])
        #expect(diagnostic.notes.first?.range == marked.range)
    }

    @Test func correctCallsHaveNoDiagnosticsAndLowerLikeApple() throws {
        let result = lint(#"""
        func f() {
            let metrics = ["pad": 15, "low": 250]
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(30)]-(>=8@low)-[b]-pad-|", options: .alignAllCenterY, metrics: metrics, views: ["a": a, "b": b])
        }
        """#)
        #expect(result.diagnostics.isEmpty)
        guard case .checked(let constraints, 0) = try #require(result.calls.first).status else {
            Issue.record("not checked")
            return
        }
        #expect(constraints.map(\.text) == [
            "a.leading == superview.leading + 15", "a.width == 30", "b.leading >= a.trailing + 8 @250",
            "superview.trailing == b.trailing + 15", "a.centerY == b.centerY",
        ])
    }

    @Test func skipReasonsInTheSummaryHaveTheirControlCharactersEscaped() {
        // A bidirectional override in the format's variable name (scanned as identifier bytes).
        var summary = LintSummary()
        summary.add(lint("""
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: x\u{202E}y, metrics: nil, views: ["a": a])
        }
        """))
        #expect(summary.skipped.map(\.reason) == ["the format 'x\u{202E}y' is not a string literal in this function"])
        #expect(summary.text.hasSuffix("  not checked: 1 × the format 'x\\u{202E}y' is not a string literal in this function\n"))
    }
}
