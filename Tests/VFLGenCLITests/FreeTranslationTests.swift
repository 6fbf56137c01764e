import BenchmarkLayouts
import Foundation
import LayoutModel
import Testing
@testable import VFLCheck
@testable import VFLEngine
import VFLLanguage

/// A tie proof whose target view can slide freely along the axis (``FreeTranslation``) fails
/// without analysing the edited layout (``FixProof/inEveryVariant(_:variant:ends:readsProblem:)``
/// with `readsProblem: false`): wherever it answers, the proof that analyses must fail too, and
/// every proof before and after must give the same verdict and leave the same budget.
@Suite struct FreeTranslationTests {
    static let axes = CheckAxes(presets: Array(DevicePresets.uikit.prefix(2)), contents: [.standard])

    /// Layouts whose ambiguous views' ties are settled by lowering a soft constraint, so a proof
    /// answered wrongly from their structure would fail where the analysis proves: the view is
    /// held by soft spacings to the container (a shortcut that lets the container move, or
    /// reads required constraints only, answers), and by soft inequalities (one that reads
    /// equalities only answers). Each has a view with a required content priority, so its
    /// build is kept from the first proof's request on (``BuildPrefixes``) and the second
    /// proof may be answered from it.
    static let settled = [
        """
        layout HeldBySoftSpacings {
            view a: UILabel intrinsic 60x20 hugging 250
            view z: UIImageView intrinsic 10x10 compression 1000
            H:|-[a]-|
            H:[z]-|
            V:[z]-|
            V:|-(20@250)-[a]-(20@250)-|
        }
        """,
        """
        layout HeldBySoftInequalities {
            view b: UILabel intrinsic 60x20 hugging 250
            view z: UIImageView intrinsic 10x10 compression 1000
            H:|-[b]-|
            H:[z]-|
            V:[z]-|
            V:|-(<=20@250)-[b]-(<=20@250)-|
        }
        """,
        """
        layout HeldInAVariant {
            view c: UILabel intrinsic 60x20 hugging 250
            view d: UIButton intrinsic 44x44 compression 1000
            H:|-[c]-[d]-|
            V:|-[d]
            variant compact {
                V:|-(20@250)-[c]-(20@250)-|
            }
            variant regular {
                V:|-(<=20@250)-[c]-(<=20@250)-|
            }
        }
        """,
    ]

    /// Layouts with what a slide must take along or be stopped by: a user guide that floats and
    /// the margins guide that does not, a scroll view's content and frame guides, external views
    /// with and without a frame (from the review of the free translations).
    static let guidesScrollViewsAndExternals = """
        layout GuideSlide {
            guide g
            view a: UILabel intrinsic 60x20 hugging 250
            view b: UILabel intrinsic 60x20 hugging 250
            view z: UIImageView intrinsic 10x10 compression 1000
            H:|-[g]-|
            H:|-[a]-[b]-|
            H:[z]-|
            V:[z]-|
            V:[g]-(8@250)-[a]
            V:[g]-(<=8@250)-[b]
            g.height == 40
        }
        layout MarginsHold {
            view a: UILabel intrinsic 60x20 hugging 250
            view b: UILabel intrinsic 60x20 hugging 250
            H:margins|-[a]-[b]-|margins
            V:margins|-(8@250)-[a]
            V:[b]-(>=8@250)-|margins
        }

        layout ScrollSlide {
            view form: UIScrollView
            view email: UITextField in form placeholder "Email"
            view name: UILabel in form intrinsic 80x21 hugging 250
            H:|[form]|
            V:safeArea|[form]|keyboard
            H:form.content|-16-[email]-16-|form.content
            H:form.content|-16-[name]-(>=16@250)-|form.content
            V:form.content|-(24@250)-[email]-(12@250)-[name]
            email.width == form.frame.width - 32
        }
        layout ScrollFloating {
            view form: UIScrollView
            view tag: UILabel in form intrinsic 80x21 hugging 250,250
            view other: UILabel in form intrinsic 80x21 hugging 250
            H:|[form]|
            V:|[form]|
            H:[tag]-(8@250)-[other]
            V:[tag]-(8@250)-[other]
            form.content.width == form.frame.width
        }

        layout ExternalFrame {
            external view header: UIView frame 0,0,320x44
            view a: UILabel intrinsic 60x20 hugging 250
            view b: UILabel intrinsic 60x20
            V:[header]-(8@250)-[a]
            H:[header]-(<=8@250)-[a]-(8@250)-[b]
            V:[b]-(>=4@250)-|
        }
        layout ExternalNoFrame {
            external view header: UIView
            view a: UILabel intrinsic 60x20 hugging 250
            view b: UILabel intrinsic 60x20 hugging 251
            V:[header]-(8@250)-[a]
            H:|-[header]
            H:[header]-(8@250)-[a]-(8@251)-[b]
            V:[b]-(>=4@250)-|
        }
        """

    /// What the pairs of proofs did.
    struct Tally {
        var pairs = 0
        var answered = 0
        var proved = 0
        var unproved = 0
    }

    /// Every ambiguity of each layout of `text` (the targets) against every soft constraint of
    /// its variant lowered by 1 (a tie's fix), in the order a check tries them: one proof
    /// answering from free translations, one analysing every time, compared call by call.
    static func compare(_ text: String, path: String, into tally: inout Tally) throws {
        let source = SourceFile(path: path, text: text)
        let compilation = VFLCompiler.compile(source, platform: .uikit)
        try #require(!compilation.hasErrors, "\(path)")
        for layout in compilation.file.layouts {
            let run = LayoutCheck.run(layout, axes: axes)
            let fast = FixProof(layout: layout, source: source, axes: axes, analyses: run.analyses, findings: run.findings)
            let slow = FixProof(layout: layout, source: source, axes: axes, analyses: run.analyses, findings: run.findings)
            let fixEdits = FixEdits(layout: layout, source: source)
            let counts = FixProof.Counts()
            for finding in run.findings {
                guard case .ambiguity(let view, let attributes, _) = finding.detail, let index = layout.views.firstIndex(of: view) else { continue }
                let constraints = layout.constraints + (layout.variants.first { $0.name == finding.variant }?.constraints ?? [])
                for constraint in constraints where constraint.priority.value > 1 && constraint.priority.value < 1000 {
                    let lowered = ConstraintReference(text: constraint.text, name: "", range: constraint.source)
                    guard let edits = fixEdits.edits(for: [.lowerPriority(lowered, to: constraint.priority.value - 1)]) else { continue }
                    let target = FixProof.Target.ambiguity(views: [index], attributes)
                    let answers = counts.freeTranslations
                    let quick = FixProof.$counts.withValue(counts) {
                        fast.inEveryVariant(edits, variant: finding.variant, ends: target, readsProblem: false)
                    }
                    let analysed = FixProof.$answersFreeTranslations.withValue(false) {
                        slow.inEveryVariant(edits, variant: finding.variant, ends: target, readsProblem: false)
                    }
                    let place = "\(path) \(layout.name) \(finding.variant ?? "-") \(view.name) \(attributes) lowering '\(constraint.text)'"
                    #expect(kind(quick) == kind(analysed), "\(place): \(quick) vs \(analysed)")
                    #expect(fast.left == slow.left, "\(place): budget \(fast.left) vs \(slow.left)")
                    if counts.freeTranslations > answers {
                        tally.answered += 1
                        #expect(kind(analysed) == "fails", "\(place): answered, but the analysis says \(analysed)")
                    }
                    if analysed == .proved { tally.proved += 1 }
                    if case .unproved = analysed { tally.unproved += 1 }
                    tally.pairs += 1
                }
            }
        }
    }

    /// An edit that changes more than a priority (here which item a soft equation reads) is
    /// analysed: the view that slid freely before is held by the container after it.
    @Test func aProofOfAnEditThatChangesMoreThanAPriorityIsAnalysed() throws {
        let text = """
            layout Unpinned {
                view f: UILabel intrinsic 60x20
                view g: UILabel intrinsic 60x20
                view z: UIImageView intrinsic 10x10 compression 1000
                H:|-[f]-[g]-|
                H:[z]-|
                V:[z]-|
                f.top == g.top + 10 @250
            }

            """
        let source = SourceFile(path: "U.vfl", text: text)
        let layout = try #require(VFLCompiler.compile(source, platform: .uikit).file.layouts.first)
        let run = LayoutCheck.run(layout, axes: Self.axes)
        let f = try #require(layout.views.firstIndex { $0.name == "f" })
        let target = FixProof.Target.ambiguity(views: [f], [.y])
        #expect(run.analyses.first?.ambiguities.contains { $0.view == f && $0.attributes.contains(.y) } == true)
        let equation = try #require(layout.constraints.last)
        let bytes = Array(text.utf8)
        func range(of word: String) throws -> SourceRange {
            let start = try #require((equation.source.start..<equation.source.end).first { bytes[$0...].starts(with: Array(word.utf8)) })
            return SourceRange(start: start, end: start + word.utf8.count)
        }
        let first = [SourceEdit(range: try range(of: "250"), replacement: "248")]
        let lowered = [SourceEdit(range: try range(of: "250"), replacement: "249")]
        let pinned = [SourceEdit(range: try range(of: "g.top"), replacement: "superview.top")]
        let counts = FixProof.Counts()
        var verdicts: [[String]] = []
        for answers in [true, false] {
            let proof = FixProof(layout: layout, source: source, axes: Self.axes, analyses: run.analyses, findings: run.findings)
            verdicts.append(FixProof.$answersFreeTranslations.withValue(answers) {
                FixProof.$counts.withValue(counts) {
                    [first, lowered, pinned].map { Self.kind(proof.inEveryVariant($0, variant: nil, ends: target, readsProblem: false)) }
                }
            })
        }
        // The first proof asks for the original's build; then the lowered priority is answered
        // from it, and the pinned copy is analysed and proved.
        #expect(verdicts == [["fails", "fails", "proved"], ["fails", "fails", "proved"]])
        #expect(counts.freeTranslations == 1)
    }

    static func kind(_ verdict: FixProof.Verdict) -> String {
        if case .fails = verdict { return "fails" }
        return "\(verdict)"
    }

    @Test func aProofAnsweredFromAFreeTranslationFailsAsTheAnalysisDoes() throws {
        var tally = Tally()
        for (index, text) in Self.settled.enumerated() {
            try Self.compare(text, path: "Settled\(index).vfl", into: &tally)
        }
        let before = tally.answered
        try Self.compare(Self.guidesScrollViewsAndExternals, path: "Edges.vfl", into: &tally)
        #expect(tally.answered > before, "\(tally)")
        // The layouts above give the proofs that analyse something to prove.
        #expect(tally.proved >= 3)
        for (views, seeds) in [(12, 1...8), (25, 1...4), (40, 1...2)] {
            for seed in seeds {
                try Self.compare(RichLayouts.layout(views: views, seed: UInt64(seed), name: "R\(seed)"), path: "R\(views)-\(seed).vfl", into: &tally)
            }
        }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Check")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() where name.hasSuffix(".vfl") {
            try Self.compare(String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8), path: name, into: &tally)
        }
        #expect(tally.answered >= 50, "\(tally)")
        #expect(tally.pairs > tally.answered, "\(tally)")
    }
}
