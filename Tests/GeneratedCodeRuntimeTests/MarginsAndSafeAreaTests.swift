import GeneratedCodeTestSupport
import Testing

/// `layoutMargins`, the safe area (set through the stand-in-only
/// `standInTestingSafeAreaInsets`) and `insetsLayoutMarginsFromSafeArea`.
@MainActor
@Suite struct MarginsAndSafeAreaTests {
    // Defaults: margins 8 on every side, safe area 0.
    @Test func defaults() {
        let frames = StandInScenarios.guides()
        #expect(frames.safeAreaGuide == "0 0 390 844")
        #expect(frames.pinnedToSafeArea == "0 0 390 844")
        #expect(frames.marginsGuide == "8 8 374 828")
        #expect(frames.pinnedToMargins == "8 8 374 828")
    }

    // Safe area 47 top, 34 bottom (an iPhone in portrait): the safe area guide spans
    // 47…810; the margins are measured from it (insetsLayoutMarginsFromSafeArea): 55…802.
    @Test func safeAreaInsetsTheMarginsToo() {
        let frames = StandInScenarios.guides(safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(frames.reportedSafeArea.top == 47)
        #expect(frames.safeAreaGuide == "0 47 390 763")
        #expect(frames.pinnedToSafeArea == "0 47 390 763")
        #expect(frames.marginsGuide == "8 55 374 747")
        #expect(frames.pinnedToMargins == "8 55 374 747")
    }

    @Test func marginsIgnoreTheSafeAreaWhenAskedTo() {
        let frames = StandInScenarios.guides(safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0), insetsFromSafeArea: false)
        #expect(frames.pinnedToSafeArea == "0 47 390 763")
        #expect(frames.pinnedToMargins == "8 8 374 828")
    }

    // Changing the insets after a pass moves the pinned views at the next pass.
    @Test func changingInsetsRelaysOut() {
        let frames = StandInScenarios.guides(
            thenMargins: Insets(top: 10, left: 20, bottom: 30, right: 40), thenSafeArea: Insets(top: 0, left: 44, bottom: 21, right: 44))
        // Safe area: x 44…346, y 0…823. Margins from it: x 64…306, y 10…793.
        #expect(frames.pinnedToSafeArea == "44 0 302 823")
        #expect(frames.pinnedToMargins == "64 10 242 783")
    }

    /// Generated code on the margins guide (ThreeLabels.vfl) agrees with `vflgen frames
    /// --margins` for the margins the guide ends up with: UIKit's `layoutMargins`, plus the
    /// safe area's insets while `insetsLayoutMarginsFromSafeArea`.
    @Test(arguments: [
        (Insets.all(20), Insets.all(0), true, "20,20,20,20"),
        (Insets.all(8), Insets(top: 47, left: 0, bottom: 34, right: 0), true, "55,8,42,8"),
        (Insets.all(8), Insets(top: 47, left: 0, bottom: 34, right: 0), false, "8,8,8,8"),
    ])
    func generatedCodeOnTheMarginsGuide(margins: Insets, safeArea: Insets, fromSafeArea: Bool, framesMargins: String) {
        let run = ExampleRun("ThreeLabels", width: 390, height: 844)
        run.scene.layoutMargins = margins
        run.scene.setSafeArea(safeArea)
        run.scene.insetsLayoutMarginsFromSafeArea = fromSafeArea
        let expected = FramesTool.frames(example: "ThreeLabels.vfl", ["--size", "390x844", "--margins", framesMargins]).stdout
        #expect(run.activate() == expected)
    }

    // Subviews derive their safe area from the root's, as in UIKit: a view covering the root
    // gets 47 / 34, so its content spans 47…810 (763 high); a view from y 400 to the bottom
    // is below the top inset (0) but reaches the bottom one (34): content 0…410 in its own
    // coordinates (444 − 34).
    @Test func subviewsInheritTheSafeArea() {
        let result = StandInScenarios.inheritedSafeArea()
        #expect(result.fullInsets == [47, 0, 34, 0])
        #expect(result.full == "0 47 390 763")
        #expect(result.lowerInsets == [0, 0, 34, 0])
        #expect(result.lower == "0 0 390 410")
    }

    // Margin attributes (`.leadingMargin`, …) of NSLayoutConstraint's item initializer use
    // the same margins: 20…370, top 20.
    @Test func marginAttributes() {
        #expect(StandInScenarios.marginAttributes() == "20 20 350 44")
    }
}
