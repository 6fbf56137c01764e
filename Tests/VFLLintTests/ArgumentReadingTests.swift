import LayoutModel
import Testing
import VFLLanguage
import VFLLint

/// Options in every spelling the issue lists, and the reasons a call is not checked.
@Suite struct ArgumentReadingTests {
    struct OptionsCase: Sendable, CustomTestStringConvertible {
        var written: String
        var language: SourceLanguage = .swift
        var options: [FormatOption]
        var testDescription: String { written }
    }

    static let optionSpellings: [OptionsCase] = [
        OptionsCase(written: "[]", options: []),
        OptionsCase(written: ".alignAllCenterY", options: [.alignAllCenterY]),
        OptionsCase(written: "[.alignAllTop, .alignAllBottom]", options: [.alignAllTop, .alignAllBottom]),
        OptionsCase(written: "NSLayoutConstraint.FormatOptions(rawValue: 0)", options: []),
        OptionsCase(written: "NSLayoutFormatOptions(rawValue: 0)", options: []),
        OptionsCase(written: "NSLayoutConstraint.FormatOptions()", options: []),
        OptionsCase(written: "NSLayoutFormatOptions.AlignAllCenterY", options: [.alignAllCenterY]),
        OptionsCase(written: "NSLayoutConstraint.FormatOptions.alignAllLeading", options: [.alignAllLeading]),
        OptionsCase(written: "[NSLayoutFormatOptions.AlignAllTop, .AlignAllBottom]", options: [.alignAllTop, .alignAllBottom]),
        OptionsCase(written: "[.directionLeadingToTrailing]", options: [.directionLeadingToTrailing]),
        OptionsCase(written: "0", language: .objectiveC, options: []),
        OptionsCase(written: "kNilOptions", language: .objectiveC, options: []),
        OptionsCase(written: "NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom", language: .objectiveC, options: [.alignAllTop, .alignAllBottom]),
        OptionsCase(written: "NSLayoutFormatAlignAllBaseline", language: .objectiveC, options: [.alignAllBaseline]),
        OptionsCase(written: "(NSLayoutFormatOptions)0", language: .objectiveC, options: []),
    ]

    static func call(options: String, language: SourceLanguage) -> String {
        language == .swift
            ? "f(NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", options: \(options), metrics: nil, views: [\"a\": a]))"
            : "[NSLayoutConstraint constraintsWithVisualFormat:@\"H:[a]\" options:\(options) metrics:nil views:NSDictionaryOfVariableBindings(a)];"
    }

    @Test(arguments: optionSpellings)
    func readsOptions(_ example: OptionsCase) throws {
        let scan = CallSiteFinder.find(in: SourceFile(path: "T", text: Self.call(options: example.written, language: example.language)), language: example.language)
        let site = try #require(scan.callSites.first)
        #expect(site.options.value?.map(\.option) == example.options)
    }

    struct SkipCase: Sendable, CustomTestStringConvertible {
        var source: String
        var reason: String
        var testDescription: String { reason }
    }

    static let skips: [SkipCase] = [
        SkipCase(source: "func f(format: String) { NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: [:]) }",
                 reason: "the format 'format' is not a string literal in this function"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:|-\\(x)-[a]\", metrics: nil, views: [\"a\": a]) }",
                 reason: "the format is built at run time (string interpolation)"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: String(format: \"H:[%@]\", n), metrics: nil, views: [:]) }",
                 reason: "the format is built at run time (String(format:))"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: self.views) }",
                 reason: "the views argument is not a dictionary literal"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: views) }",
                 reason: "the views dictionary 'views' is not a literal in this function"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: m, views: [\"a\": a]) }",
                 reason: "the metrics dictionary 'm' is not a literal in this function"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: [key: a]) }",
                 reason: "a key of the views dictionary is not a string literal"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", options: opts, metrics: nil, views: [\"a\": a]) }",
                 reason: "the options are not written as option names"),
        SkipCase(source: "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]\", metrics: nil, views: [\"a\": a\"]) }",
                 reason: "a string literal in its arguments is not terminated"),
    ]

    @Test(arguments: skips)
    func reportsWhyACallIsNotChecked(_ example: SkipCase) throws {
        let result = lint(example.source)
        let call = try #require(result.calls.first)
        guard case .skipped(let reason) = call.status else {
            Issue.record("checked")
            return
        }
        #expect(reason == example.reason)
        #expect(result.diagnostics.map(\.id) == [.uncheckedCall])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func localsAndMutationsAndConstants() throws {
        let result = lint(#"""
        enum Metrics { static let padding: CGFloat = 12 }
        func f() {
            let format = "H:|-pad-[a]-" +
                "[b(w)]"
            var metrics: [String: CGFloat] = ["pad": Metrics.padding]
            metrics["w"] = 40
            let views: [String: Any] = ["a": a, "b": b]
            NSLayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
        }
        """#)
        #expect(result.diagnostics.isEmpty)
        let site = try #require(result.calls.first?.site)
        #expect(site.format.value?.value == "H:|-pad-[a]-[b(w)]")
        #expect(site.metrics.value??.map(\.key) == ["pad", "w"])
        #expect(site.metrics.value??.map(\.number) == [12, 40])
        #expect(site.metrics.value??.first?.constantName == "Metrics.padding")
    }
}
