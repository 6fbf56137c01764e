import GeneratedCodeTestSupport
import Testing

/// Generated layouts changed while active: `activate(_:)` switches variants, assigning
/// `metrics` updates constants in place; the next layout pass moves the views.
@MainActor
@Suite struct VariantAndMetricTests {
    // Gallery.vfl in portrait at 390×844: header full width, w = 320 high; border 40 below it;
    // thumbs hw = 160 high on the bottom edge, equal widths between the 8-point margins with
    // 8 between: (390 − 8 − 8 − 8) / 2 = 183, at x 8 and 8 + 183 + 8 = 199, y 844 − 160 = 684.
    static let galleryPortrait = """
    # Gallery.portrait
    headerVw 0 0 390 320
    borderVw 0 320 390 40
    firstThumbVw 8 684 183 160
    secondThumbVw 199 684 183 160

    """

    // Landscape at 844×390: header w = 320 wide, full height; border 40 wide after it;
    // thumbs hw = 160 wide on the right edge (x 844 − 160 = 684), equal heights between the
    // margins: (390 − 24) / 2 = 183, at y 8 and 199.
    static let galleryLandscape = """
    # Gallery.landscape
    headerVw 0 0 320 390
    borderVw 320 0 40 390
    firstThumbVw 684 8 160 183
    secondThumbVw 684 199 160 183

    """

    @Test func switchingVariantsOnRotation() {
        let run = ExampleRun("Gallery", width: 390, height: 844)
        #expect(run.activate("portrait") == Self.galleryPortrait)
        run.scene.resize(width: 844, height: 390)
        #expect(run.activate("landscape") == Self.galleryLandscape)
        run.scene.resize(width: 390, height: 844)
        #expect(run.activate("portrait") == Self.galleryPortrait)
    }

    /// After a switch, the frames are those of the new variant alone (`vflgen frames --variant`),
    /// at either size: nothing of the old variant is left active.
    @Test(arguments: [("portrait", "landscape"), ("landscape", "portrait")])
    func switchedVariantMatchesVFLGenFrames(from: String, to: String) {
        let run = ExampleRun("Gallery", width: 390, height: 844)
        _ = run.activate(from)
        let expected = FramesTool.frames(example: "Gallery.vfl", ["--size", "390x844", "--variant", to]).stdout
        #expect(run.activate(to) == expected)
    }

    @Test func deactivatingAndActivatingAnotherVariant() {
        let run = ExampleRun("Gallery", width: 844, height: 390)
        _ = run.activate("portrait")
        run.driver.deactivate()
        #expect(run.activate("landscape") == Self.galleryLandscape)
    }

    // Welcome.vfl: padding 15 → 24 moves the icon to x 24 and the button to 390 − 24 − 40
    // = 326; the title follows the icon (24 + 30 + 8 = 62).
    @Test func assigningAMetricMovesTheViewsWithoutReactivating() throws {
        let sizes: [String: (width: Double?, height: Double?)] = ["title": (120, 21), "skip": (40, 30)]
        let run = ExampleRun("Welcome", width: 390, height: 844, intrinsicSizes: sizes)
        _ = run.activate()
        run.driver.setMetric("padding", 24)
        #expect(run.frames() == """
        # Welcome
        icon 24 8 30 30
        title 62 12.5 120 21
        skip 326 8 40 30

        """)
    }

    /// The same as `vflgen frames` on the file with the new metric values written in.
    @Test(arguments: [
        ("Gallery.vfl", "Gallery", "portrait", "metric w = 320", "w", 400.0),
        ("Gallery.vfl", "Gallery", "landscape", "metric hw = 160", "hw", 200),
        ("Onboarding.vfl", "Onboarding", nil, "metric padding = 15", "padding", 24),
        ("NewsCard.vfl", "NewsCard", nil, "metric padding = 15", "padding", 20),
        ("ThreeLabels.vfl", "ThreeLabels", nil, "metric height = 50", "height", 64),
    ] as [(String, String, String?, String, String, Double)])
    func metricUpdateMatchesVFLGenFramesOfTheEditedFile(
        file: String, layout: String, variant: String?, declaration: String, metric: String, value: Double
    ) throws {
        let text = try FramesTool.exampleText(file)
        #expect(text.contains(declaration))
        let edited = text.replacingOccurrences(of: declaration, with: "metric \(metric) = \(value.shortestText)")
        var arguments = ["--layout", layout, "--size", "390x844"]
        if let variant { arguments += ["--variant", variant] }
        let before = FramesTool.frames(example: file, arguments).stdout
        let after = try FramesTool.frames(text: edited, arguments).stdout

        let sample = try SampleText(example: file, layout: layout)
        let run = ExampleRun(layout, width: 390, height: 844, intrinsicSizes: sample.otherHints)
        sample.apply(to: run.scene)
        #expect(run.activate(variant) == before)
        run.driver.setMetric(metric, value)
        #expect(before != after)
        #expect(run.frames(variant) == after)
    }
}

extension Double {
    /// `15` rather than `15.0`.
    var shortestText: String { self == rounded() ? String(Int(self)) : String(self) }
}
