import GeneratedCodeTestSupport
import Testing

/// The README's full screen (Onboarding.vfl: safe-area edges, centring, 16:9, `#logoTop`) as
/// generated AppKit code under a title bar (`additionalSafeAreaInsets`), flipped or not and
/// right-to-left: the frames of `vflgen frames --platform appkit --safe-area`.
@MainActor
@Suite struct AppKitSafeAreaScreenTests {
    @Test(arguments: [false, true], [false, true])
    func onboardingUnderATitleBar(flipped: Bool, rightToLeft: Bool) throws {
        let hints = try FramesTool.intrinsicHints(example: "Onboarding.vfl", layout: "Onboarding", platform: .appkit)
        let run = AppKitExampleRun("Onboarding", width: 800, height: 600, flipped: flipped, intrinsicSizes: hints)
        run.scene.setAdditionalSafeArea(top: 28, left: 0, bottom: 0, right: 0)
        run.scene.rightToLeft = rightToLeft
        var arguments = ["--platform", "appkit", "--size", "800x600", "--safe-area", "28,0,0,0"]
        if rightToLeft { arguments.append("--rtl") }
        let expected = FramesTool.frames(example: "Onboarding.vfl", arguments).stdout
        #expect(expected.contains("iconImageView \(rightToLeft ? 755 : 15) 43 30 30\n"))  // 28 + 15 below the top
        #expect(run.activate() == expected)
    }
}
