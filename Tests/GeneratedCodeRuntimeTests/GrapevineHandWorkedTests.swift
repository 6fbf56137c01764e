import Testing

/// The Grapevine welcome screen (Examples/Layouts/Onboarding.vfl) and its header row
/// (Welcome.vfl), run as generated code; every number worked out by hand in the comments.
@MainActor
@Suite struct GrapevineHandWorkedTests {
    static let onboardingSizes = GrapevineHandWorkedSizes.onboarding

    /// The app name label and the skip button share the header row's slack at the same
    /// hugging priority (250), which Auto Layout leaves ambiguous; like Interface Builder,
    /// the button hugs at 251 here, so the label takes the slack.
    static func onboarding(width: Double, height: Double) -> ExampleRun {
        let run = ExampleRun("Onboarding", width: width, height: height, intrinsicSizes: onboardingSizes)
        run.scene.setHorizontalHugging(of: "skipButton", 251)
        return run
    }

    // Portrait 390×844 with the safe area of an iPhone (47 top, 34 bottom). Header on the safe
    // area: icon at 15, top 47 + 15 = 62, centre y 77; skip 40 wide ending 15 from the right:
    // x = 390 − 15 − 40 = 335, y = 77 − 15 = 62; label from 15 + 30 + 8 = 53 to 335 − 8 = 327:
    // width 274, y = 77 − 10.5 = 66.5. Logo 60 × 60 centred (x 165), 20 below the icon: y 112.
    // Picture 20 below: y 192; as wide as it may be (its 100 % wish is weak) between the
    // safe area's edges less 15: 360, x 15, 16:9: 202.5 high. From the bottom: page control
    // 9 high, 15 above the safe area's bottom (810): y 786, centred (x 135, 120 wide); summary
    // 60 high, 15 above: 711; welcome 29 high, 4 above: 678 (≥ 192 + 202.5 + 10). The labels
    // span 15…375.
    static let portraitFrames = """
        # Onboarding
        iconImageView 15 62 30 30
        appNameLabel 53 66.5 274 21
        skipButton 335 62 40 30
        logoImageView 165 112 60 60
        appImageView 15 192 360 202.5
        welcomeLabel 15 678 360 29
        summaryLabel 15 711 360 60
        pageControl 135 786 120 9

        """

    @Test func portrait() {
        let run = Self.onboarding(width: 390, height: 844)
        run.scene.setSafeArea(Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(run.activate() == Self.portraitFrames)
    }

    // Rotated to landscape 844×390, the safe area 0,47,21,47 — the same constraints, nothing
    // rebuilt (the tutorial recomputes its margins here). Icon at 47 + 15 = 62, y 15, centre
    // 30; label from 100 to 844 − 47 − 15 − 40 − 8 = 734 (634); skip at 742. Logo at
    // (844 − 60) / 2 = 392, y 65. From the bottom: page control at 390 − 21 − 15 − 9 = 345
    // (x 362); summary 270; welcome 237; labels 62…782 (720). The picture from 145 down to at
    // most 237 − 10 = 227: 82 high, so 82 × 16 / 9 = 145.78 wide, centred on 422.
    @Test func rotatingToLandscape() {
        let run = Self.onboarding(width: 390, height: 844)
        run.scene.setSafeArea(Insets(top: 47, left: 0, bottom: 34, right: 0))
        _ = run.activate()
        run.scene.resize(width: 844, height: 390)
        run.scene.setSafeArea(Insets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(run.frames() == """
        # Onboarding
        iconImageView 62 15 30 30
        appNameLabel 100 19.5 634 21
        skipButton 742 15 40 30
        logoImageView 392 65 60 60
        appImageView 349.1111111111111 145 145.77777777777777 82
        welcomeLabel 62 237 720 29
        summaryLabel 62 270 720 60
        pageControl 362 345 120 9

        """)
    }

    // Right-to-left mirrors the leading/trailing header row: the icon's right edge 15 from the
    // right (x = 390 − 15 − 30 = 345), the label's right edge 8 left of the icon (345 − 8 −
    // 274 = 63), the skip button 15 from the left; centred views stay put.
    @Test func rightToLeft() {
        let run = Self.onboarding(width: 390, height: 844)
        run.scene.setSafeArea(Insets(top: 47, left: 0, bottom: 34, right: 0))
        run.scene.rightToLeft = true
        let frames = run.activate()
        #expect(frames.hasPrefix("""
        # Onboarding
        iconImageView 345 62 30 30
        appNameLabel 63 66.5 274 21
        skipButton 15 62 40 30
        logoImageView 165 112 60 60

        """))
    }

    // The README's animation: `layout.logoTop.constant = 40` moves the logo 20 lower (y 132)
    // and the picture with it (y 212); setting it back restores every frame.
    @Test func animatingTheNamedConstraint() {
        let frames = OnboardingScenario.movingTheLogo(to: 40, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(frames.before == Self.portraitFrames)
        #expect(frames.moved.contains("logoImageView 165 132 60 60\n"))
        #expect(frames.moved.contains("appImageView 15 212 360 202.5\n"))
        #expect(frames.restored == Self.portraitFrames)
    }

    // Welcome.vfl at 390×844 with the title 120×21 and the button 40×30: the icon 15 from
    // the left edge, its top at the layout margin (8), centre y 23; the title at 15 + 30 + 8
    // = 53, exactly its intrinsic width (compression 750 keeps ≥ 120, hugging 250 ≤ 120, and
    // the `>=8@low` gap is slack); the button at 390 − 15 − 40 = 335; y = 23 − 10.5 and 23 − 15.
    @Test func headerRow() {
        let run = ExampleRun("Welcome", width: 390, height: 844, intrinsicSizes: ["title": (120, 21), "skip": (40, 30)])
        #expect(run.activate() == """
        # Welcome
        icon 15 8 30 30
        title 53 12.5 120 21
        skip 335 8 40 30

        """)
    }
}
