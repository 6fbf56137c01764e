import Foundation
import LayoutModel
import Testing
@testable import VFLCheck
import VFLEngine
import VFLLanguage

/// The bound on a layout's fix proofs (``FixProof/Budget``): proofs stop where the budget,
/// counted in view-analyses and never in time, does not cover the next one; those findings
/// describe their fix with a note and offer no edit, and the fixes offered still work.
@Suite struct FixProofBudgetTests {
    /// One small phone, the default text size: few sizes, so the tests run in a debug build.
    static let presets = [DevicePresets.uikit[0]]

    /// `count` icons placed across but not down: each has an ambiguous y, whose fix (an added
    /// line, proved by checking the edited layout again in full) is `V:|-[vN]`.
    static func icons(_ count: Int) -> String {
        var lines = ["layout Icons {"]
        for index in 0..<count { lines.append("    view v\(index): UIImageView intrinsic 32x32") }
        for index in 0..<count { lines.append("    H:|-(\(8 + 40 * index))-[v\(index)]") }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// `count` rows of two labels sharing a hugging of the row's own: each row is a content
    /// priority tie, whose fix (a priority, proved at the layout's sizes) raises one hugging.
    static func ties(_ count: Int) -> String {
        var lines = ["layout Ties {"]
        for index in 0..<count {
            lines.append("    view a\(index): UILabel intrinsic 60x21 hugging \(100 + 10 * index)")
            lines.append("    view b\(index): UILabel intrinsic 60x21 hugging \(100 + 10 * index)")
        }
        for index in 0..<count {
            lines.append("    H:|-[a\(index)]-[b\(index)]-|")
            lines.append("    V:|-(\(8 + 30 * index))-[a\(index)]")
            lines.append("    V:|-(\(8 + 30 * index))-[b\(index)]")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// The findings of `text` with proofs bounded to `proofs` of the layout's whole checks
    /// (no multiple: the floor alone), and the check's view-analyses of the layout.
    static func findings(_ text: String, proofs: Int?) throws -> [CheckFinding] {
        let source = SourceFile(path: "Budget.vfl", text: text)
        let compilation = VFLCompiler.compile(source, platform: .uikit)
        try #require(!compilation.hasErrors)
        let layout = compilation.file.layouts[0]
        let check = FileCheck(presets: presets, severity: .warning)
        guard let proofs else { return check.findings(in: compilation.file) }
        let analyses = LayoutCheck.run(layout, axes: check.axes).analyses.count
        let budget = FixProof.Budget(multiple: 0, floor: proofs * analyses * layout.views.count)
        return FixProof.$budget.withValue(budget) { check.findings(in: compilation.file) }
    }

    static func isUnproved(_ finding: CheckFinding) -> Bool {
        finding.diagnostic.notes.contains { $0.message.hasPrefix("this fix is described, not offered as an edit") }
    }

    /// Everything a finding says and offers, to compare two runs.
    static func text(_ findings: [CheckFinding]) -> [String] {
        findings.map { finding in
            ([finding.diagnostic.message] + finding.diagnostic.notes.map(\.message)
                + finding.fixes.map { "\($0.description) \($0.edits.map { "\($0.range.start)-\($0.range.end):\($0.replacement)" })" })
                .joined(separator: " | ")
        }
    }

    @Test func theStandardBudgetProvesEverySmallLayoutsFixes() throws {
        for text in [Self.icons(6), Self.ties(6)] {
            let findings = try Self.findings(text, proofs: nil)
            #expect(findings.count == 6)
            #expect(findings.allSatisfy { $0.fixes.count == 1 && !Self.isUnproved($0) })
        }
    }

    @Test func addedLinesPastTheBudgetAreDescribedNotOffered() throws {
        // Each proof checks the edited layout again in full: a budget of two whole checks
        // proves the first two findings' lines, and no more.
        let findings = try Self.findings(Self.icons(6), proofs: 2)
        #expect(findings.count == 6)
        #expect(findings.prefix(2).allSatisfy { $0.fixes.count == 1 && !Self.isUnproved($0) })
        for finding in findings.dropFirst(2) {
            #expect(finding.fixes.isEmpty)
            #expect(Self.isUnproved(finding))
            // The advice still says what to add, as a description.
            #expect(finding.advice.hasPrefix("add V:|-[v"))
        }
        #expect(Self.text(findings) == Self.text(try Self.findings(Self.icons(6), proofs: 2)))
    }

    @Test func prioritiesPastTheBudgetAreDescribedNotOffered() throws {
        // Each tie is proved at every size the layout is checked at: a budget of three whole
        // analyses proves three ties.
        let findings = try Self.findings(Self.ties(6), proofs: 3)
        #expect(findings.count == 6)
        #expect(findings.prefix(3).allSatisfy { $0.fixes.count == 1 && !Self.isUnproved($0) })
        for finding in findings.dropFirst(3) {
            #expect(finding.fixes.isEmpty)
            #expect(Self.isUnproved(finding))
            #expect(finding.advice.hasPrefix("declare 'hugging "), "\(finding.advice)")
        }
        #expect(Self.text(findings) == Self.text(try Self.findings(Self.ties(6), proofs: 3)))
    }

    @Test func theFixesOfferedWithinTheBudgetWorkWhenApplied() throws {
        for text in [Self.icons(6), Self.ties(6)] {
            let source = SourceFile(path: "Budget.vfl", text: text)
            let layout = try #require(VFLCompiler.compile(source, platform: .uikit).file.layouts.first)
            let analyses = LayoutCheck.run(layout, axes: CheckAxes(presets: Self.presets)).analyses.count
            var applied = 0
            let problems = FixProof.$budget.withValue(FixProof.Budget(multiple: 0, floor: 2 * analyses * layout.views.count)) {
                FixApplication(presets: Self.presets).problems(in: text, path: "Budget.vfl", applied: &applied)
            }
            #expect(problems.isEmpty, "\(problems)")
            #expect(applied == 2)
        }
    }

    @Test func aFindingWithAnEditIsNeverUnproved() throws {
        // Over budgets from none to enough for all: an offered fix always carries its proof.
        for proofs in 0...6 {
            for text in [Self.icons(6), Self.ties(6)] {
                let findings = try Self.findings(text, proofs: proofs)
                #expect(findings.allSatisfy { $0.fixes.isEmpty == Self.isUnproved($0) })
                #expect(findings.filter { !$0.fixes.isEmpty }.count == min(proofs, 6))
            }
        }
    }
}
