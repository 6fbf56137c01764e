import LayoutModel
import Testing
import VFLLanguage

/// `FormatStringCheck`: one run-time format string checked as Apple's parser would, with
/// findings located in the string (byte offsets), at an option, or at the call.
@Suite struct FormatStringCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var views: [String] = ["a", "b"]
        var metrics: [String: Double?]? = nil
        var options: [FormatOption] = []
        var id: DiagnosticID
        var location: FormatStringCheck.Location
        var testDescription: String { "\(format) → \(id)" }
    }

    static let cases: [Case] = [
        Case(format: "H:[a]-[c]", id: .unknownView, location: .format(SourceRange(start: 7, end: 8))),
        Case(format: "H:|-m-[a]", id: .unknownMetric, location: .format(SourceRange(start: 4, end: 5))),
        Case(format: "H:|-m-[a]", metrics: ["n": 8], id: .unknownMetric, location: .format(SourceRange(start: 4, end: 5))),
        Case(format: "H:[a(10@p)]", metrics: ["p": 0], id: .priorityOutOfRange, location: .format(SourceRange(start: 8, end: 9))),
        Case(format: "H:[a]-[b]", options: [.alignAllTop, .alignAllLeft], id: .alignmentOnLayoutAxis, location: .option(1)),
        Case(format: "V:[a]-[b]", options: [.spacingBaselineToBaseline, .spacingEdgeToEdge], id: .conflictingOptions, location: .option(1)),
        Case(format: "H:[a] [b]", id: .whitespaceInFormat, location: .format(SourceRange(start: 5, end: 6))),
        Case(format: "H:[a]//[b]", id: FormatStringCheck.invalidCharacter, location: .format(SourceRange(start: 5, end: 6))),
        Case(format: "", id: .emptyFormat, location: .format(.point(0))),
        Case(format: "a", id: .expectedView, location: .format(SourceRange(start: 0, end: 1))),
        Case(format: "V", id: .missingColon, location: .format(.point(1))),
        Case(format: "}[a]", id: .expectedView, location: .format(SourceRange(start: 0, end: 1))),
        Case(format: "H:[a]-", id: .expectedView, location: .format(.point(6))),
        Case(format: "H:[a(", id: .expectedPredicate, location: .format(.point(5))),
    ]

    @Test(arguments: cases)
    func findsTheMistakeWhereItIs(_ example: Case) throws {
        let result = FormatStringCheck.check(
            example.format, views: example.views, metrics: example.metrics, options: example.options, platform: .uikit
        )
        #expect(result.hasErrors)
        #expect(result.constraints.isEmpty)
        let finding = try #require(result.findings.first { $0.diagnostic.severity == .error })
        #expect(finding.diagnostic.id == example.id)
        #expect(finding.location == example.location)
        #expect(finding.diagnostic.range == nil)
    }

    @Test func unknownMetricValuesPassAndUnusedEntriesAreFine() {
        let result = FormatStringCheck.check(
            "H:|-pad-[a(==b@low)]-[b]|", views: ["a", "b", "unused"], metrics: ["pad": nil, "low": 250, "spare": 1],
            options: [.alignAllCenterY], platform: .uikit
        )
        #expect(result.findings.isEmpty)
        #expect(result.constraints.map(\.text) == [
            "a.leading == superview.leading + 1", "a.width == b.width @250", "b.leading == a.trailing + 8",
            "superview.trailing == b.trailing", "a.centerY == b.centerY",
        ])
        // Ranges are the format's own.
        #expect(result.constraints.allSatisfy { $0.source.end <= "H:|-pad-[a(==b@low)]-[b]|".utf8.count })
    }

    @Test func keysThatAreNotVFLNamesAreLeftOut() {
        let result = FormatStringCheck.check("H:[a]", views: ["a", "self.b", "1x", "class"], metrics: nil, options: [], platform: .uikit)
        #expect(result.findings.isEmpty)
        #expect(FormatStringCheck.isIdentifier("_a1"))
        #expect(!FormatStringCheck.isIdentifier("1a"))
        #expect(!FormatStringCheck.isIdentifier("a.b"))
        #expect(!FormatStringCheck.isIdentifier(""))
    }

    @Test func optionAvailabilityFollowsThePlatform() {
        let uikit = FormatStringCheck.check("V:[a]-[b]", views: ["a", "b"], metrics: nil, options: [.spacingBaselineToBaseline], platform: .uikit)
        let appkit = FormatStringCheck.check("V:[a]-[b]", views: ["a", "b"], metrics: nil, options: [.spacingBaselineToBaseline], platform: .appkit)
        #expect(!uikit.hasErrors)
        #expect(appkit.findings.map(\.diagnostic.id) == [.optionUnavailable])
        #expect(appkit.findings.map(\.location) == [.option(0)])
    }
}
