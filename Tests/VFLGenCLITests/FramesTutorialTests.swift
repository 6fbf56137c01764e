import Testing
@testable import VFLGenCLI

/// The Grapevine onboarding screen of the VFL tutorial, solved by `vflgen frames` in portrait
/// and landscape; every number worked out by hand below.
@Suite struct FramesTutorialTests {
    static let grapevine = """
    layout Onboarding {
        view iconImageView: UIImageView
        view appNameLabel: UILabel intrinsic 90x21
        view skipButton: UIButton intrinsic 40x30
        view appImageView: UIImageView
        view welcomeLabel: UILabel intrinsic _x29
        view summaryLabel: UILabel intrinsic _x60
        view pageControl: UIPageControl
        metric topMargin = 20
        metric horizontalPadding = 15
        metric bottomMargin = 20

        H:|-15-[iconImageView(30)]-[appNameLabel]-[skipButton]-15-|  options: [.alignAllCenterY]
        V:|-topMargin-[iconImageView(30)]
        H:|[appImageView]|
        V:[iconImageView]-10-[appImageView]
        V:[appImageView]-10-[welcomeLabel]
        H:|-15-[welcomeLabel]-15-|
        V:[welcomeLabel]-4-[summaryLabel]
        H:|-horizontalPadding-[summaryLabel]-horizontalPadding-|
        V:[summaryLabel]-15-[pageControl(9)]-bottomMargin-|
        H:|[pageControl]|
    }

    """

    // Portrait 390×844. Header row: icon 15…45; skip 15 from the right, 40 wide (x 335);
    // the label fills 53…327 (8 on each side; hugging 250 gives way to the required spacing),
    // all centred on the icon (y 35). Column: image from 60 (icon bottom + 10); page control
    // 20 above the bottom (844 − 20 − 9 = 815); summary 15 above it (815 − 15 − 60 = 740);
    // welcome 4 above that (740 − 4 − 29 = 707); the image ends 10 above (697 → height 637).
    @Test func portrait() throws {
        let result = try runFrames(Self.grapevine, ["--size", "390x844"])
        #expect(result.status == .success)
        #expect(result.stderr == "")
        #expect(result.stdout == """
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

    // Landscape 844×390: skip at 844 − 15 − 40 = 789, label 53…781; page control at
    // 390 − 29 = 361, summary 286, welcome 253, image 60…243.
    @Test func landscape() throws {
        let result = try runFrames(Self.grapevine, ["--size", "844x390"])
        #expect(result.status == .success)
        #expect(result.stdout == """
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

    // Right-to-left mirrors the header row: icon's right edge 15 from the right edge.
    @Test func rightToLeft() throws {
        let result = try runFrames(Self.grapevine, ["--size", "390x844", "--rtl"])
        #expect(result.stdout.hasPrefix("""
        # Onboarding
        iconImageView 345 20 30 30
        appNameLabel 63 24.5 274 21
        skipButton 15 20 40 30

        """))
    }
}
