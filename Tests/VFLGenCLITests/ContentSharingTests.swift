import BenchmarkLayouts
import Foundation
import LayoutModel
import Testing
import VFLCheck
@testable import VFLEngine
import VFLLanguage

/// What the check across content shares between solves (issue 38 §5): a wrapping label's
/// re-solve at its measured height on the sweep's live engine where the solution is unique,
/// and text measurements kept across sizes and configurations. Each rule must find exactly
/// what the check finds without it (``LayoutCheck/sharesSolves`` `false`: an engine built for
/// each re-solve, every size measured afresh), on the examples, the check fixtures and random
/// content screens, in six content configurations; and must not share where the answer could
/// differ.
@Suite struct ContentSharingTests {
    static let contents = SharedEngineTests.contents

    static func compile(_ text: String) -> LayoutFile? {
        let compiled = VFLCompiler.compile(SourceFile(path: "Input.vfl", text: text), platform: .uikit)
        return compiled.hasErrors ? nil : compiled.file
    }

    /// Every analysed size in words: frames, findings and content findings, as the check reads
    /// them. A frame's undetermined attribute is left out (`?`): there the frame is one optimal
    /// solution of many, and which one an engine lands on depends on the way it came (as
    /// between a sweep and an engine built cold, ``WarmColdCheckTests``); no finding reads it.
    static func analyses(_ layout: Layout, axes: CheckAxes) -> [String] {
        LayoutCheck.run(layout, axes: axes).analyses.map { a in
            "\(a.size.name) \(a.variant ?? "-") \(a.containerSize) \(determinedFrames(a)) \(a.conflicts) \(a.ambiguities) \(a.offScreen) "
                + "\(a.contentGuesses) \(a.textProblems) \(a.overlaps) \(a.scrollableContent) \(a.isFinite) \(a.undetermined)"
        }
    }

    /// `analysis`'s frames with each undetermined attribute written `?`.
    static func determinedFrames(_ analysis: SizeAnalysis) -> [String] {
        analysis.frames.enumerated().map { view, frame in
            let open = analysis.undetermined.filter { $0.view == view }.flatMap(\.attributes)
            let parts: [(FrameAttribute, Double)] = [(.x, frame.x), (.y, frame.y), (.width, frame.width), (.height, frame.height)]
            return parts.map { open.contains($0.0) ? "?" : "\($0.1)" }.joined(separator: ",")
        }
    }

    /// Runs `body` counting the re-solves.
    static func counting(_ body: () throws -> Void) rethrows -> LayoutCheck.SharingCounts {
        let counts = LayoutCheck.SharingCounts()
        try LayoutCheck.$counts.withValue(counts) { try body() }
        return counts
    }

    @Test func sharedSolvesFindWhatEnginesBuiltForEachReSolveFind() throws {
        var compared = 0
        let counts = try Self.counting {
            for text in try SharedEngineTests.files() { compared += Self.compareSharing(in: text) }
        }
        // Both ways are exercised: most re-solves move a live engine, the ties' are built.
        #expect(compared > 1000)
        #expect(counts.liveReSolves > 100)
        #expect(counts.builtReSolves > 0)
    }

    /// The random content screens compared: seed 3 by default, seeds 1 to 3 with
    /// `VFLGEN_FINDINGS_ALL=1` (each costs 10 to 45 s of CPU in a debug build).
    static var contentSeeds: [Int] { EngineFindingsTests.everything ? Array(1...3) : [3] }

    /// The same on random content screens, one test case per seed so that they run in parallel.
    @Test(arguments: contentSeeds) func sharedSolvesOfAContentScreen(seed: Int) {
        #expect(Self.compareSharing(in: SharedEngineTests.contentScreens(seed...seed)[0]) > 0)
    }

    /// Compares the findings and every analysis of `text` with sharing on and off; returns how
    /// many analyses were compared.
    static func compareSharing(in text: String) -> Int {
        guard let file = compile(text) else { return 0 }
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: contents)
        let check = FileCheck(axes: axes, severity: .warning)
        let shared = check.findings(in: file)
        let unshared = LayoutCheck.$sharesSolves.withValue(false) { check.findings(in: file) }
        #expect(shared.map { "\($0)" } == unshared.map { "\($0)" }, "\(text.prefix(200))")
        var compared = 0
        for layout in file.layouts {
            let sharedAnalyses = analyses(layout, axes: axes)
            let unsharedAnalyses = LayoutCheck.$sharesSolves.withValue(false) { analyses(layout, axes: axes) }
            #expect(sharedAnalyses == unsharedAnalyses, "\(layout.name)")
            compared += sharedAnalyses.count
        }
        return compared
    }

    @Test func withoutSharingEveryReSolveIsBuilt() throws {
        let layout = try #require(Self.compile(Self.wrapping(hugging: nil))?.layouts.first)
        let counts = Self.counting {
            _ = LayoutCheck.$sharesSolves.withValue(false) { LayoutCheck.run(layout, axes: CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)) }
        }
        #expect(counts.liveReSolves == 0)
        #expect(counts.builtReSolves > 0)
    }

    /// A wrapping label under a title, both pinned to the margins: its height follows its text,
    /// and its width the container, so every size re-solves it.
    static func wrapping(hugging: String?) -> String {
        """
        layout Wrapping {
            view title: UILabel text "Settings" style headline
            view body: UILabel text "Choose how often the app checks for new messages and whether it tells you." style body lines 0\(hugging.map { " " + $0 } ?? "")
            |-[title]-|
            |-[body]-|
            V:|-[title]-[body]
        }
        """
    }

    @Test func aUniqueSolutionIsReSolvedOnTheLiveEngine() throws {
        let layout = try #require(Self.compile(Self.wrapping(hugging: nil))?.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        let counts = Self.counting { _ = LayoutCheck.run(layout, axes: axes) }
        #expect(counts.liveReSolves > 0)
        #expect(counts.builtReSolves == 0)
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$sharesSolves.withValue(false) { Self.analyses(layout, axes: axes) })
    }

    /// A required content priority is a constraint the engine could leave out instead of a
    /// constant to move: never moved live.
    @Test func aRequiredContentPriorityIsNotMovedLive() throws {
        let layout = try #require(Self.compile(Self.wrapping(hugging: "hugging 250,1000"))?.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        let counts = Self.counting { _ = LayoutCheck.run(layout, axes: axes) }
        #expect(counts.liveReSolves == 0)
        #expect(counts.builtReSolves > 0)
        // Nor moved from one content configuration to the next: each gets engines of its own.
        #expect(counts.contentMoves == 0)
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$sharesSolves.withValue(false) { Self.analyses(layout, axes: axes) })
    }

    /// One sweeping engine per direction serves every content configuration: at the first
    /// size of each configuration after the first, only the views' intrinsic sizes move. What
    /// it finds is what engines built for each configuration find, and it builds fewer.
    @Test func oneSweepServesEveryContentConfiguration() throws {
        let layout = try #require(Self.compile(Self.wrapping(hugging: nil))?.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        let counts = Self.counting { _ = LayoutCheck.run(layout, axes: axes) }
        let unshared = Self.counting { _ = LayoutCheck.$sharesSolves.withValue(false) { LayoutCheck.run(layout, axes: axes) } }
        #expect(counts.contentMoves == Self.contents.count - 1)
        #expect(unshared.contentMoves == 0)
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$sharesSolves.withValue(false) { Self.analyses(layout, axes: axes) })
    }

    /// A fitting size (`container 320x_`) gets an engine built there; the other content
    /// configurations move its views' intrinsic sizes instead of building again, also where
    /// two labels tie (the frames there are one optimal solution of many, see ``analyses``).
    @Test(arguments: [false, true])
    func aFittingSizeEngineMovesToTheOtherConfigurations(tie: Bool) throws {
        let text = """
        layout Card {
            container 320x_
            view left: UILabel text "Messages you have not read yet" style body lines 0\(tie ? "" : " hugging 251 compression 751")
            view right: UILabel text "Messages waiting to be sent" style body lines 0
            |-[left]-[right]-|
            V:|-[left]-|
            V:|-[right]-|
        }
        """
        let layout = try #require(Self.compile(text)?.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        let (findings, analyses) = LayoutCheck.run(layout, axes: axes)
        // Both directions (left-to-right and its mirror image) in each configuration.
        #expect(analyses.count == 2 * Self.contents.count)
        let fitting = analyses.allSatisfy { $0.size.fitsHeight }
        #expect(fitting)
        // With equal hugging the widths tie in every configuration: the finding is the tie.
        let determined = analyses.allSatisfy { $0.undetermined.isEmpty }
        #expect(determined == !tie)
        let tied = findings.contains { if case .ambiguity(_, _, let priority?) = $0.detail { priority.axis == .horizontal } else { false } }
        #expect(tied == tie)
        let counts = Self.counting { _ = LayoutCheck.run(layout, axes: axes) }
        #expect(counts.contentMoves >= Self.contents.count - 1)
        let unshared = LayoutCheck.$sharesSolves.withValue(false) { LayoutCheck.run(layout, axes: axes) }
        #expect(findings.map { "\($0)" } == unshared.findings.map { "\($0)" })
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$sharesSolves.withValue(false) { Self.analyses(layout, axes: axes) })
    }

    /// A fitting size's wrapped labels are re-solved on a copy of the size's own engine (or
    /// one built at the first configuration's re-solve), kept: in the other configurations only
    /// its views' intrinsic sizes move, and its answer is taken where the solution is unique (as
    /// a sweep's).
    @Test func aFittingSizeReSolvesItsWrappedLabelsOnAKeptEngine() throws {
        let text = """
        layout Card {
            container 320x_
            view title: UILabel text "Inbox" style headline
            view left: UILabel text "Messages you have not read yet" style body lines 0 hugging 251 compression 751
            view right: UILabel text "Messages waiting to be sent" style body lines 0
            |-[title]-|
            |-[left]-[right]-|
            V:|-[title]-[left]-|
            V:[title]-[right]-|
        }
        """
        let layout = try #require(Self.compile(text)?.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        let counts = Self.counting { _ = LayoutCheck.run(layout, axes: axes) }
        let unshared = Self.counting { _ = LayoutCheck.$sharesSolves.withValue(false) { LayoutCheck.run(layout, axes: axes) } }
        // Left-to-right only: the fitting height's right-to-left is its mirror image.
        #expect(unshared.builtReSolves == Self.contents.count)
        #expect(unshared.liveReSolves == 0)
        #expect(counts.builtReSolves == 0)
        #expect(counts.copiedSweeps == 1)
        #expect(counts.liveReSolves == Self.contents.count)
        let built = Self.counting { _ = LayoutCheck.$copiesSweepForWrapped.withValue(false) { LayoutCheck.run(layout, axes: axes) } }
        #expect(built.builtReSolves == 1)
        #expect(built.copiedSweeps == 0)
        #expect(built.liveReSolves == Self.contents.count - 1)
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$sharesSolves.withValue(false) { Self.analyses(layout, axes: axes) })
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$copiesSweepForWrapped.withValue(false) { Self.analyses(layout, axes: axes) })
    }

    /// A fixed size's first wrapped re-solve moves a copy of the size's own engine: its answer
    /// is an engine built at the wrapped sizes', and the size's engine stays where it was (the
    /// other configurations move it on from there).
    @Test func aFixedSizesReSolveCopyLeavesItsEngineWhereItWas() throws {
        let text = """
        layout Card {
            container 320x_
            view title: UILabel text "Inbox" style headline
            view body: UILabel text "Messages you have not read yet, and those waiting to be sent" style body lines 0
            |-[title]-|
            |-[body]-|
            V:|-[title]-[body]-|
        }
        """
        let layout = try #require(Self.compile(text)?.layouts.first)
        let size = try #require(CheckSize.sizes(for: layout, variant: nil, presets: DevicePresets.uikit, content: .standard).first)
        #expect(size.fitsHeight)
        let base = AnalysisModel(layout, variant: nil, size: size)
        var cache = SizeAnalysis.CandidateCache()
        let before = SizeAnalysis.analyse(base, layout: layout, variant: nil, at: size, cache: &cache)
        var wrapped = size
        wrapped.environment.intrinsicSizes = ["body": (width: 288, height: 61)]
        var kept: LayoutCheck.FixedReSolve?
        let answer = try #require(LayoutCheck.FixedReSolve.analysis(
            &kept, layout: layout, variant: nil, at: wrapped, measures: ContentAnalysis.Measures(layout), base: base))
        #expect(answer.live)
        let built = SizeAnalysis.analyse(layout, variant: nil, at: wrapped)
        #expect(answer.analysis.frames == built.frames)
        #expect(answer.analysis.frames != before.frames)
        var again = SizeAnalysis.CandidateCache()
        #expect(SizeAnalysis.analyse(base, layout: layout, variant: nil, at: size, cache: &again).frames == before.frames)
    }

    /// Two wrapping labels side by side with the same hugging: their widths tie, so which
    /// vertex an engine lands on decides their heights. Such sizes are re-solved on engines
    /// built there, never on the live one.
    @Test func aTieIsNotReSolvedLive() throws {
        let text = """
        layout Tie {
            view left: UILabel text "Messages you have not read yet" style body lines 0
            view right: UILabel text "Messages waiting to be sent" style body lines 0
            |-[left]-[right]-|
            V:|-[left]
            V:|-[right]
        }
        """
        let layout = try #require(Self.compile(text)?.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        let (findings, analyses) = LayoutCheck.run(layout, axes: axes)
        #expect(findings.contains { if case .ambiguity(_, _, let tie?) = $0.detail { tie.axis == .horizontal } else { false } })
        #expect(analyses.allSatisfy { !$0.undetermined.isEmpty })
        let counts = Self.counting { _ = LayoutCheck.run(layout, axes: axes) }
        #expect(counts.liveReSolves == 0)
        #expect(Self.analyses(layout, axes: axes) == LayoutCheck.$sharesSolves.withValue(false) { Self.analyses(layout, axes: axes) })
    }

    /// The live engine's answer is refused when it leaves an attribute undetermined, even
    /// where the sweep's did not: the wrapped sizes are given so that the two labels' content
    /// sizes no longer decide their widths (both zero wide: nothing holds them apart).
    @Test func aLiveReSolveThatLeavesAnAttributeOpenIsRefused() throws {
        let layout = try #require(Self.compile(Self.wrapping(hugging: nil))?.layouts.first)
        var size = try #require(CheckSize.sizes(for: layout, variant: nil, presets: DevicePresets.uikit, content: .standard)
            .first { !$0.fitsWidth && !$0.fitsHeight })
        var sweep = LayoutCheck.WrappedSweep(model: AnalysisModel(
            sweeping: layout, variant: nil, direction: size.environment.layoutDirection, content: .standard, startingAt: size))
        let measures = ContentAnalysis.Measures(layout)
        // Measured sizes: a live answer.
        size.environment.intrinsicSizes = ["body": (width: 100, height: 80)]
        let answer = sweep.analysis(layout, variant: nil, at: size, measures: measures)
        let live = try #require(answer)
        let built = SizeAnalysis.analyse(layout, variant: nil, at: size)
        #expect(live.frames == built.frames)
        // No height at all for the body (nothing but its top is constrained): refused.
        size.environment.intrinsicSizes = ["body": (width: 100, height: nil)]
        let open = sweep.analysis(layout, variant: nil, at: size, measures: measures)
        #expect(open == nil)
        #expect(!SizeAnalysis.analyse(layout, variant: nil, at: size).undetermined.isEmpty)
        // And back to a measured height: live again, as an engine built there.
        size.environment.intrinsicSizes = ["body": (width: 100, height: 60)]
        let again = sweep.analysis(layout, variant: nil, at: size, measures: measures)
        #expect(again?.frames == SizeAnalysis.analyse(layout, variant: nil, at: size).frames)
    }

    /// A sweep's wrapped-label engine starts as a copy of the sweep's own engine at that size
    /// (the same constraints) instead of a build: every analysis of the examples and the check
    /// fixtures, and the check's findings, are those with the engine built, and the sweep the
    /// copy was taken from goes on as before (its later sizes are compared too).
    @Test func aCopiedSweepReSolvesAsABuiltOne() throws {
        let axes = CheckAxes(presets: DevicePresets.uikit, contents: Self.contents)
        var compared = 0
        let counts = try Self.counting {
            for text in try SharedEngineTests.files() {
                guard let file = Self.compile(text) else { continue }
                let check = FileCheck(axes: axes, severity: .warning)
                let copied = check.findings(in: file)
                let built = LayoutCheck.$copiesSweepForWrapped.withValue(false) { check.findings(in: file) }
                #expect(copied.map { "\($0)" } == built.map { "\($0)" })
                for layout in file.layouts {
                    let copiedAnalyses = Self.analyses(layout, axes: axes)
                    #expect(copiedAnalyses == LayoutCheck.$copiesSweepForWrapped.withValue(false) { Self.analyses(layout, axes: axes) }, "\(layout.name)")
                    compared += copiedAnalyses.count
                }
            }
        }
        #expect(compared > 1000)
        #expect(counts.copiedSweeps > 10)
        let layout = try #require(Self.compile(Self.wrapping(hugging: nil))?.layouts.first)
        let none = Self.counting { _ = LayoutCheck.$copiesSweepForWrapped.withValue(false) { LayoutCheck.run(layout, axes: axes) } }
        #expect(none.copiedSweeps == 0)
        #expect(none.liveReSolves > 0)
    }

    /// Kept measurements are ContentMeasure's, for every view of the examples, in each
    /// configuration, at several widths, asked once and again.
    @Test func keptMeasurementsAreContentMeasures() throws {
        for text in try SharedEngineTests.files() {
            guard let file = Self.compile(text) else { continue }
            for layout in file.layouts {
                let measures = ContentAnalysis.Measures(layout)
                for content in Self.contents {
                    for _ in 0..<2 {
                        for (index, view) in layout.views.enumerated() {
                            #expect(measures.texts(index, in: content) == ContentMeasure.texts(of: view, in: content))
                            #expect(measures.widestSample(index, in: content) == ContentMeasure.widestSample(of: view, in: content))
                            let checked = measures.checkedSize(index, in: content), direct = IntrinsicContentClasses.checkedSize(of: view, in: content)
                            #expect(checked.width == direct.width && checked.height == direct.height)
                            for width in [nil, 80.0, 200.5, 390] as [Double?] {
                                let kept = measures.intrinsicSize(index, in: content, sample: 0, width: width)
                                let measured = ContentMeasure.intrinsicSize(of: view, in: content, sample: 0, width: width)
                                #expect(kept?.width == measured?.width && kept?.height == measured?.height)
                            }
                        }
                    }
                }
            }
        }
    }
}
