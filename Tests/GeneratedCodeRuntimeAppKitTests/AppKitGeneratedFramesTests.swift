import GeneratedCodeTestSupport
import Testing

/// The generated AppKit code of the example layouts, run against the engine-backed stand-in
/// AppKit, in an unflipped container (AppKit's default: frames come back with y from the
/// bottom and are converted, y = H − y′ − h) and in a flipped one (frames as they are):
/// both equal `vflgen frames --platform appkit`.
@MainActor
@Suite struct AppKitGeneratedFramesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var layout: String
        var variant: String?
        var testDescription: String { "\(layout)\(variant.map { ".\($0)" } ?? "")" }
    }

    nonisolated static let cases: [Case] = [
        Case(file: "Welcome.vfl", layout: "Welcome"),
        Case(file: "Gallery.vfl", layout: "Gallery", variant: "portrait"),
        Case(file: "Gallery.vfl", layout: "Gallery", variant: "landscape"),
        Case(file: "NewsCard.vfl", layout: "NewsCard"),
        Case(file: "ThreeLabels.vfl", layout: "ThreeLabels"),
        Case(file: "FindBar.vfl", layout: "FindBar"),
        Case(file: "IconRow.vfl", layout: "IconRow"),
        Case(file: "SplitViews.vfl", layout: "SideBySide"),
        Case(file: "SplitViews.vfl", layout: "Stacked"),
        Case(file: "Onboarding.vfl", layout: "Onboarding"),
    ]

    static func expected(_ example: Case, size: String, _ extra: [String] = []) -> String {
        var arguments = ["--platform", "appkit", "--layout", example.layout, "--size", size] + extra
        if let variant = example.variant { arguments += ["--variant", variant] }
        return FramesTool.frames(example: example.file, arguments).stdout
    }

    @Test(arguments: cases, [false, true])
    func framesMatchVFLGenFrames(example: Case, flipped: Bool) throws {
        let hints = try FramesTool.intrinsicHints(example: example.file, layout: example.layout, platform: .appkit)
        let run = AppKitExampleRun(example.layout, width: 800, height: 600, flipped: flipped, intrinsicSizes: hints)
        let expected = Self.expected(example, size: "800x600")
        #expect(!expected.isEmpty)
        #expect(run.activate(example.variant) == expected)
        run.scene.resize(width: 1024, height: 768)
        #expect(run.frames(example.variant) == Self.expected(example, size: "1024x768"))
    }

    @Test(arguments: [false, true])
    func rightToLeftMatchesVFLGenFrames(flipped: Bool) throws {
        let example = Self.cases[0]
        let run = AppKitExampleRun(example.layout, width: 800, height: 600, flipped: flipped, intrinsicSizes: ["title": (120, 21), "skip": (40, 30)])
        run.scene.rightToLeft = true
        let expected = Self.expected(example, size: "800x600", ["--rtl", "--intrinsic", "title=120x21", "--intrinsic", "skip=40x30"])
        #expect(run.activate() == expected)
    }

    // Welcome.vfl in an unflipped 800×600 window content view, title 120×21, button 40×30.
    // On AppKit `V:|-[icon]` is the standard 20 points from the top (no margins guide), so
    // top-down the icon is at (15, 20), centre y 35; the title at (53, 35 − 10.5 = 24.5),
    // the button at (800 − 15 − 40 = 745, 20). AppKit measures y from the bottom:
    // 600 − 20 − 30 = 550 and 600 − 24.5 − 21 = 554.5.
    @Test func unflippedFramesMeasureFromTheBottom() {
        let run = AppKitExampleRun("Welcome", width: 800, height: 600, flipped: false, intrinsicSizes: ["title": (120, 21), "skip": (40, 30)])
        _ = run.activate()
        #expect(run.scene.rawFrame(of: "icon") == "15 550 30 30")
        #expect(run.scene.rawFrame(of: "title") == "53 554.5 120 21")
        #expect(run.scene.rawFrame(of: "skip") == "745 550 40 30")
        run.setMetric("padding", 24)
        #expect(run.scene.rawFrame(of: "icon") == "24 550 30 30")
        #expect(run.scene.rawFrame(of: "skip") == "736 550 40 30")
    }

    @Test func switchingVariants() {
        let run = AppKitExampleRun("Gallery", width: 800, height: 600, flipped: false)
        _ = run.activate("portrait")
        #expect(run.activate("landscape") == Self.expected(Self.cases[2], size: "800x600"))
        #expect(run.activate("portrait") == Self.expected(Self.cases[1], size: "800x600"))
    }

    // Safe area: additionalSafeAreaInsets top 28 → the guide spans y 28…600 top-down, so
    // a view pinned to its top, 100 high, has AppKit y = 600 − 28 − 100 = 472. The margins
    // guide is 8 inside the safe area (the stand-in's margins, see AutoLayoutPass): x 8…792,
    // top 36 → y = 600 − 36 − 100 = 464. The guide's frame is (0, 0, 800, 572) from
    // the bottom.
    @Test func additionalSafeAreaInsets() {
        let result = AppKitScenarios.safeAreaAndMargins()
        #expect(result.reportedTop == 28)
        #expect(result.safeView == "0 472 800 100")
        #expect(result.marginsView == "8 464 784 100")
        #expect(result.safeGuide == "0 0 800 572")
    }

    // Subviews derive their safe area from the root's (top 28, in AppKit's bottom-up
    // coordinates the band 572…600): the full view gets top 28, so its content is 572 high
    // at y 0 (unflipped: from the bottom); the upper half (AppKit y 300…600) also reaches the
    // band: content 272 high at y 0; the lower half (y 0…300) does not, and has its own
    // additional bottom 10: content 290 high at y 10.
    @Test func subviewsInheritTheSafeArea() {
        let results = AppKitScenarios.inheritedSafeArea()
        #expect(results.map(\.insets) == [[28, 0, 0, 0], [28, 0, 0, 0], [0, 0, 10, 0]])
        #expect(results.map(\.pinned) == ["0 0 800 572", "0 0 800 272", "0 10 800 290"])
    }

    // A subview with an autoresizing mask keeps (10, 20, 100, 50) — y from the bottom. A view
    // 5 above it (top-down: its top edge at 600 − 20 − 50 = 530, so the view spans 495…525)
    // reports y = 600 − 525 = 75.
    @Test func autoresizedSubviewsKeepTheirFrames() {
        let result = AppKitScenarios.autoresizedSubview()
        #expect(result.fixed == "10 20 100 50")
        #expect(result.above == "10 75 100 30")
    }
}
