import Testing

/// The Grapevine welcome screen (Examples/Layouts/Onboarding.vfl) and its header row
/// (Welcome.vfl), run as generated code; every number worked out by hand in the comments.
@MainActor
@Suite struct GrapevineHandWorkedTests {
    static let onboardingSizes: [String: (width: Double?, height: Double?)] = [
        "appNameLabel": (90, 21), "skipButton": (40, 30), "welcomeLabel": (nil, 29), "summaryLabel": (nil, 60),
    ]

    /// The app name label and the skip button share the header row's slack at the same
    /// hugging priority (250), which Auto Layout leaves ambiguous; like Interface Builder,
    /// the button hugs at 251 here, so the label takes the slack.
    static func onboarding(width: Double, height: Double) -> ExampleRun {
        let run = ExampleRun("Onboarding", width: width, height: height, intrinsicSizes: onboardingSizes)
        run.scene.setHorizontalHugging(of: "skipButton", 251)
        return run
    }

    // Portrait 390×844. Header: icon at 15 (|-15-), 30 wide, top 20 (topMargin), centre y 35;
    // skip 40 wide ending 15 from the right: x = 390 − 15 − 40 = 335, y = 35 − 15 = 20;
    // label from 15 + 30 + 8 = 53 to 335 − 8 = 327: width 274, y = 35 − 10.5 = 24.5.
    // Column, from the bottom: page control 9 high, 20 above the bottom: y = 844 − 20 − 9 = 815;
    // summary 60 high, 15 above: 815 − 15 − 60 = 740; welcome 29 high, 4 above: 740 − 4 − 29
    // = 707; the image from 50 + 10 = 60 to 707 − 10 = 697: height 637. Full-width views span
    // 0…390; the labels 15…375 (width 360).
    @Test func portrait() {
        let run = Self.onboarding(width: 390, height: 844)
        #expect(run.activate() == """
        # Onboarding
        iconImageView 15 20 30 30
        appNameLabel 53 24.5 274 21
        skipButton 335 20 40 30
        appImageView 0 60 390 637
        welcomeLabel 15 707 360 29
        summaryLabel 15 740 360 60
        pageControl 0 815 390 9

        """)
    }

    // Landscape 844×390: skip at 844 − 15 − 40 = 789, label 53…781 (728); page control at
    // 390 − 20 − 9 = 361, summary 361 − 75 = 286, welcome 286 − 33 = 253, image 60…243 (183).
    @Test func rotatingToLandscape() {
        let run = Self.onboarding(width: 390, height: 844)
        _ = run.activate()
        run.scene.resize(width: 844, height: 390)
        #expect(run.frames() == """
        # Onboarding
        iconImageView 15 20 30 30
        appNameLabel 53 24.5 728 21
        skipButton 789 20 40 30
        appImageView 0 60 844 183
        welcomeLabel 15 253 814 29
        summaryLabel 15 286 814 60
        pageControl 0 361 844 9

        """)
    }

    // Right-to-left mirrors the leading/trailing header row: the icon's right edge 15 from the
    // right (x = 390 − 15 − 30 = 345), the label's right edge 8 left of the icon (345 − 8 −
    // 274 = 63), the skip button 15 from the left.
    @Test func rightToLeft() {
        let run = Self.onboarding(width: 390, height: 844)
        run.scene.rightToLeft = true
        let frames = run.activate()
        #expect(frames.hasPrefix("""
        # Onboarding
        iconImageView 345 20 30 30
        appNameLabel 63 24.5 274 21
        skipButton 15 20 40 30

        """))
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
