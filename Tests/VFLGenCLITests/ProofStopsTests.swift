import BenchmarkLayouts
import Foundation
import LayoutModel
import Testing
@testable import VFLCheck
@testable import VFLEngine
import VFLLanguage

/// A fix proof of an added line checks the edited copy again in full, and stops at the first
/// finding the layout did not have (``LayoutCheck/run(_:axes:stoppingWhen:)``): what a stopped
/// check shows must be findings of the whole check, and every proof's verdict, every finding
/// and every fix must be what whole checks give.
@Suite struct ProofStopsTests {
    /// Two phones, four content configurations (long text makes overlaps and truncation), so a
    /// variant's sizes come in several configurations.
    static let axes = CheckAxes(
        presets: [DevicePresets.uikit[0]],
        contents: CheckAxes.contents(categories: [.default, .ax5], longText: true))

    static func layout(_ text: String) throws -> Layout {
        let compilation = VFLCompiler.compile(SourceFile(path: "S.vfl", text: text), platform: .uikit)
        try #require(!compilation.hasErrors)
        return try #require(compilation.file.layouts.first)
    }

    static func keys(_ findings: [LayoutFinding]) -> Set<String> { Set(findings.flatMap(FixProof.keys)) }

    /// Every batch of findings a check shows on its way is within the whole check's findings
    /// (by the keys proofs compare), a check asked to go on is the whole check, and one that
    /// stops is charged the whole check's sizes.
    @Test func theFindingsAStoppedCheckShowsAreFindingsOfTheWholeCheck() throws {
        var shownBatches = 0
        var stops = 0
        for seed in 1...2 {
            let layout = try Self.layout(RichLayouts.layout(views: 8, seed: UInt64(seed), name: "S\(seed)", content: true))
            let whole = LayoutCheck.run(layout, axes: Self.axes)
            let all = Self.keys(whole.findings)
            var shown: [[LayoutFinding]] = []
            let asked = LayoutCheck.run(layout, axes: Self.axes) { shown.append($0); return false }
            #expect(asked.complete)
            #expect(asked.plannedAnalyses == whole.analyses.count)
            #expect(Self.keys(asked.findings) == all)
            #expect("\(asked.findings)" == "\(whole.findings)")
            for batch in shown {
                #expect(Self.keys(batch).isSubset(of: all), "seed \(seed): \(Self.keys(batch).subtracting(all))")
            }
            shownBatches += shown.count
            // Stopped at the first batch with a finding: fewer sizes, the whole check's charge.
            let stopped = LayoutCheck.run(layout, axes: Self.axes) { !$0.isEmpty }
            #expect(stopped.plannedAnalyses == whole.analyses.count)
            #expect(Self.keys(stopped.findings).isSubset(of: all))
            if !stopped.complete {
                stops += 1
                #expect(stopped.analyses.count < whole.analyses.count)
                #expect(!stopped.findings.isEmpty)
            }
        }
        #expect(shownBatches >= 8)
        #expect(stops >= 2)
    }

    /// The findings and fixes of layouts whose added lines are proved, with the proofs' checks
    /// stopping at new findings and run whole: the same, word for word and edit for edit.
    @Test func proofsThatStopGiveTheVerdictsOfWholeChecks() throws {
        // Icons placed across and not down (each one's `V:|-[vN]` is proved), and rich layouts
        // whose added lines bring new findings.
        var icons = ["layout Icons {"]
        for index in 0..<4 { icons.append("    view v\(index): UIImageView intrinsic 32x32") }
        for index in 0..<4 { icons.append("    H:|-(\(8 + 40 * index))-[v\(index)]") }
        let texts = [(icons + ["}"]).joined(separator: "\n") + "\n"]
            + [12].map { RichLayouts.layout(views: 8, seed: UInt64($0), name: "P\($0)") }
        let check = FileCheck(presets: [DevicePresets.uikit[0]], severity: .warning)
        let counts = FixProof.Counts()
        var proved = 0
        for text in texts {
            let file = VFLCompiler.compile(SourceFile(path: "P.vfl", text: text), platform: .uikit).file
            let stopping = FixProof.$counts.withValue(counts) { check.findings(in: file) }
            let whole = FixProof.$stopsAtNewFindings.withValue(false) { check.findings(in: file) }
            #expect(Self.text(stopping) == Self.text(whole))
            proved += whole.filter { !$0.fixes.isEmpty }.count
        }
        // Both kinds of whole checks were made: stopped at a new finding, and run to the end.
        #expect(counts.stopped >= 3, "\(counts.stopped) stopped")
        #expect(counts.whole >= 4, "\(counts.whole) whole")
        #expect(proved >= 4)
    }

    /// Everything a finding says and offers, to compare two runs.
    static func text(_ findings: [CheckFinding]) -> [String] {
        findings.map { finding in
            ([finding.diagnostic.message] + finding.diagnostic.notes.map(\.message)
                + finding.fixes.map { "\($0.description) \($0.edits.map { "\($0.range.start)-\($0.range.end):\($0.replacement)" })" })
                .joined(separator: " | ")
        }
    }
}
