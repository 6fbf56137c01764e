import Testing

/// The stand-in UIKit's readable content guide, keyboard layout guide (shown and hidden
/// through `standInTestingKeyboardHeight`) and `anchorWithOffset(to:)`, against values worked
/// out by hand from the rules in docs/Engine.md.
@MainActor
@Suite struct SystemGuideStandInTests {
    @Test(arguments: [
        // iPhone: narrower than 672 inside the margins, so the margins guide itself. The panel
        // (x 50…390) has the same margins: its readable guide is 8…332 in its own coordinates.
        (390.0, 844.0, Insets.all(8), "8 8 374 828", "8 8 324 10"),
        // iPad: 1024 − 40 = 984 inside the margins → 672 wide, (984 − 672) / 2 = 156 more each side.
        // The panel is 974 wide with its own default margins of 8: 974 − 16 = 958 → 143 more: 151.
        (1024, 768, Insets.all(20), "176 20 672 728", "151 8 672 10"),
    ])
    func readableContentGuide(width: Double, height: Double, margins: Insets, pinned: String, inPanel: String) {
        let frames = StandInScenarios.readable(width: width, height: height, margins: margins)
        #expect(frames.guide == pinned)
        #expect(frames.pinned == pinned)
        #expect(frames.inPanel == inPanel)
    }

    @Test func keyboardShownAndHiddenInPortrait() {
        // Hidden: the guide's top is the safe area's bottom (844 − 34); the panel (400…844)
        // inherits a bottom safe-area inset of 34 (444 − 34 = 410 in its coordinates).
        // Shown 336: the keyboard's top is at 508 in the root, 108 in the panel.
        let frames = StandInScenarios.keyboard(
            width: 390, height: 844, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0), keyboardHeights: [0, 336, 0])
        #expect(frames.map(\.field) == ["0 758 100 44", "0 456 100 44", "0 758 100 44"])
        #expect(frames.map(\.inPanel) == ["0 358 100 44", "0 56 100 44", "0 358 100 44"])
    }

    @Test func keyboardShownAndHiddenInLandscape() {
        // Safe area 0,47,21,47: hidden top 390 − 21 = 369; shown 209: 181.
        let frames = StandInScenarios.keyboard(
            width: 844, height: 390, safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47), keyboardHeights: [0, 209])
        #expect(frames.map(\.field) == ["47 317 100 44", "47 129 100 44"])
    }

    @Test(arguments: [(false, "80 0 100 0", "260 0 50 0", "0 40 160 90"), (true, "210 0 100 0", "80 0 50 0", "230 40 160 90")])
    func offsetDimensions(rightToLeft: Bool, a: String, b: String, photo: String) {
        let frames = StandInScenarios.offsets(rightToLeft: rightToLeft)
        #expect(frames.a == a)
        #expect(frames.b == b)
        #expect(frames.photo == photo)
        #expect(frames.installedOnContainer)
    }
}
