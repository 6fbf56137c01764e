import GeneratedCodeTestSupport
import Foundation
import Testing

/// The tutorial's final Grapevine welcome screen (the golden fixture
/// Tests/VFLGenCLITests/Fixtures/Grapevine.vfl → Grapevine.uikit.swift, compiled here from
/// `Tutorial/`), run with the content sizes of the app and worked out by hand.
@MainActor
@Suite struct TutorialGrapevineTests {
    static let fixture = FramesTool.packageRoot.appendingPathComponent("Tests/VFLGenCLITests/Fixtures/Grapevine.uikit.swift")
    static let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Tutorial/Grapevine+VFL.swift")

    /// The compiled copy is the reviewed golden file (which GenerateGoldenTests keeps equal to
    /// `vflgen generate`). Re-copy it when the golden file changes.
    @Test func compiledCopyIsTheGoldenFixture() throws {
        #expect(try String(contentsOf: Self.compiled, encoding: .utf8) == String(contentsOf: Self.fixture, encoding: .utf8))
    }

    /// The app's content: an icon image (its width and height come from constraints), the app
    /// name 90×21, a 40×30 button, a 300×200 picture, a one-line welcome (29 high), a summary
    /// (60 high) and a page control 120 wide. The labels hug vertically at 251 and the button
    /// horizontally at 251, as Interface Builder sets them, so the picture and the name take
    /// the slack.
    static func grapevine(width: Double, height: Double) -> ExampleRun {
        let run = ExampleRun("Grapevine", width: width, height: height, intrinsicSizes: [
            "appNameLabel": (90, 21), "skipButton": (40, 30), "appImageView": (300, 200),
            "welcomeLabel": (nil, 29), "summaryLabel": (nil, 60), "pageControl": (120, nil),
        ])
        run.scene.setHorizontalHugging(of: "skipButton", 251)
        for label in ["appNameLabel", "welcomeLabel", "summaryLabel"] { run.scene.setVerticalHugging(of: label, 251) }
        return run
    }

    // 390×844, all margins 15. Header: icon (15, 15, 30, 30), centre y 30; button at
    // 390 − 15 − 40 = 335, y 30 − 15 = 15; name from 15 + 30 + 8 = 53 to 335 − 8 = 327 (274),
    // y 30 − 10.5 = 19.5. Summary 15…375 (360); the welcome label takes its leading and
    // trailing (alignAllLeading/Trailing). Bottom up: page control 9 high, 15 above the
    // bottom: y 844 − 15 − 9 = 820, centred on the summary (195 − 60 = 135); summary 15 above:
    // 820 − 15 − 60 = 745; welcome 4 above: 745 − 4 − 29 = 712; the picture from 45 + 10 = 55
    // to 712 − 10 = 702 (647 high, its hugging 250 gives way), 300 wide centred on the welcome
    // label (195 − 150 = 45).
    @Test func portrait() {
        #expect(Self.grapevine(width: 390, height: 844).activate() == """
        # Grapevine
        iconImageView 15 15 30 30
        appNameLabel 53 19.5 274 21
        skipButton 335 15 40 30
        appImageView 45 55 300 647
        welcomeLabel 15 712 360 29
        summaryLabel 15 745 360 60
        pageControl 135 820 120 9

        """)
    }

    // The app sets the margins from the safe area on rotation (metrics): landscape 844×390
    // with left/right margins 59 (44 + 15) and bottom 36 (21 + 15). Header: icon at 59, name
    // from 59 + 38 = 97 to 844 − 59 − 40 − 8 = 737 (640); button at 745. Summary 15…829
    // (horizontalPadding stays 15; 814 wide), centre 422. Bottom up: page control at
    // 390 − 36 − 9 = 345 (x 422 − 60 = 362); summary 345 − 75 = 270; welcome 270 − 33 = 237;
    // the picture 55…227 (172 high), x 422 − 150 = 272.
    @Test func landscapeWithSafeAreaMargins() {
        let run = Self.grapevine(width: 390, height: 844)
        _ = run.activate()
        run.scene.resize(width: 844, height: 390)
        run.driver.setMetric("leftMargin", 59)
        run.driver.setMetric("rightMargin", 59)
        run.driver.setMetric("bottomMargin", 36)
        #expect(run.frames() == """
        # Grapevine
        iconImageView 59 15 30 30
        appNameLabel 97 19.5 640 21
        skipButton 745 15 40 30
        appImageView 272 55 300 172
        welcomeLabel 15 237 814 29
        summaryLabel 15 270 814 60
        pageControl 362 345 120 9

        """)
    }
}
