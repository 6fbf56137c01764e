import Testing

/// Intrinsic content size (overridden by subclasses, as on iOS) with content hugging and
/// compression resistance priorities, through generated layouts and the stand-in's API.
@MainActor
@Suite struct IntrinsicSizeRuntimeTests {
    static let headerSizes: [String: (width: Double?, height: Double?)] = ["title": (120, 21), "skip": (40, 30)]

    // Welcome.vfl at 200 wide: the button keeps its 40 (compression 750) at 200 − 15 − 40
    // = 145; the title keeps its 120 at 53 (compression 750 beats the `>=8@250` gap), so
    // they overlap by 53 + 120 + 8 − 145 = 36.
    @Test func compressionResistanceBeatsALowPriorityGap() {
        let run = ExampleRun("Welcome", width: 200, height: 844, intrinsicSizes: Self.headerSizes)
        _ = run.activate()
        #expect(run.scene.frame(of: "title") == "53 12.5 120 21")
        #expect(run.scene.frame(of: "skip") == "145 8 40 30")
    }

    // With the title's compression resistance at 249, below the gap's 250, the title gives
    // way instead: 145 − 8 − 53 = 84 wide.
    @Test func lowerCompressionResistanceGivesWay() {
        let run = ExampleRun("Welcome", width: 200, height: 844, intrinsicSizes: Self.headerSizes)
        run.scene.setHorizontalCompressionResistance(of: "title", 249)
        _ = run.activate()
        #expect(run.scene.frame(of: "title") == "53 12.5 84 21")
        #expect(run.scene.frame(of: "skip") == "145 8 40 30")
    }

    // Onboarding.vfl's header row at 390 (centre y 15 + 15 = 30): label (90) and button (40) must fill 53…375 with 8
    // between; the view with the lower hugging priority stretches. Onboarding.vfl declares
    // 'hugging 251' on the button (the generated initializer applies it); raised to 252 here.
    // Label hugging 252: the button stretches from 53 + 90 + 8 = 151 to 375 (224 wide).
    // Button hugging 252: the label stretches to 375 − 40 − 8 = 327 (274 wide).
    @Test(arguments: [
        ("appNameLabel", "53 19.5 90 21", "151 15 224 30"),
        ("skipButton", "53 19.5 274 21", "335 15 40 30"),
    ])
    func higherHuggingKeepsItsIntrinsicWidth(hugger: String, label: String, button: String) {
        let sizes = GrapevineHandWorkedTests.onboardingSizes
        let run = ExampleRun("Onboarding", width: 390, height: 844, intrinsicSizes: sizes)
        run.scene.setHorizontalHugging(of: hugger, 252)
        _ = run.activate()
        #expect(run.scene.frame(of: "appNameLabel") == label)
        #expect(run.scene.frame(of: "skipButton") == button)
    }

    // A view whose content changes calls `invalidateIntrinsicContentSize()` (the sized test
    // views do when their size is set): the next pass uses the new size, 150 × 24 (y = 23 − 12).
    @Test func invalidatedIntrinsicSizeIsUsedByTheNextPass() {
        let run = ExampleRun("Welcome", width: 390, height: 844, intrinsicSizes: Self.headerSizes)
        _ = run.activate()
        #expect(run.scene.frame(of: "title") == "53 12.5 120 21")
        run.scene.setIntrinsicSize(of: "title", width: 150, height: 24)
        #expect(run.scene.frame(of: "title") == "53 11 150 24")
    }

    @Test func defaultPrioritiesAreUIKits() {
        let run = ExampleRun("Welcome", width: 390, height: 844)
        #expect(run.scene.priorities(of: "title") == [250, 250, 750, 750])
        run.scene.setHorizontalHugging(of: "title", 251)
        run.scene.setHorizontalCompressionResistance(of: "title", 740)
        #expect(run.scene.priorities(of: "title") == [251, 250, 740, 750])
    }

    // UISwitch reports its fixed 51 × 31 and hugs it at 750 (docs/Engine.md's table).
    @Test func switchHasItsOwnSize() {
        let result = StandInScenarios.switchSizeAndPriorities()
        #expect(result.frame == "20 30 51 31")
        #expect(result.priorities == [750, 750, 750, 750])
    }
}
