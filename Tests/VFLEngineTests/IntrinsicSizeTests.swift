import LayoutModel
import Testing
@testable import VFLEngine

/// Intrinsic content size: width ≥ w at compression resistance (750), width ≤ w at hugging
/// (250), and priorities breaking ties between views.
@Suite struct IntrinsicSizeTests {
    let phone = LayoutEnvironment(size: Size(width: 390, height: 844))
    // H:|-[a]-[b]-|
    let row = ["a.leading == margins.leading", "b.leading == a.trailing + 8", "margins.trailing == b.trailing"]

    @Test func viewWithoutIntrinsicSizeTakesTheRest() {
        let solved = LayoutFrames.solve(layout(views: ["a:120x21", "b"], row), in: phone)
        #expect(solved.frame(of: "a") == rect(8, 0, 120, 21))
        #expect(solved.frame(of: "b") == rect(136, 0, 246, 0))
    }

    @Test func intrinsicSizeOverrideFromEnvironment() {
        var environment = phone
        environment.intrinsicSizes = ["a": (200, nil)]
        let solved = LayoutFrames.solve(layout(views: ["a:120x21", "b"], row), in: environment)
        #expect(solved.frame(of: "a") == rect(8, 0, 200, 0))
    }

    @Test func requiredWidthBeatsCompressionResistance() {
        let solved = LayoutFrames.solve(layout(views: ["a:120x21"], ["a.width == 60"]), in: phone)
        #expect(solved.frame(of: "a")?.width == 60)
        let weaker = LayoutFrames.solve(layout(views: ["a:120x21"], ["a.width == 60 @700"]), in: phone)
        #expect(weaker.frame(of: "a")?.width == 120)
        let stronger = LayoutFrames.solve(layout(views: ["a:120x21"], ["a.width == 60 @800"]), in: phone)
        #expect(stronger.frame(of: "a")?.width == 60)
        let looser = LayoutFrames.solve(layout(views: ["a:120x21"], ["a.width == 300 @200"]), in: phone)
        #expect(looser.frame(of: "a")?.width == 120)
        let pulling = LayoutFrames.solve(layout(views: ["a:120x21"], ["a.width == 300 @300"]), in: phone)
        #expect(pulling.frame(of: "a")?.width == 300)
    }

    @Test func lowerHuggingStretchesFirst() throws {
        let engine = LayoutEngine()
        let container = engine.addItem(named: "superview")
        engine.setFixedFrame(container, rect(0, 0, 300, 100))
        let a = engine.addItem(named: "a")
        let b = engine.addItem(named: "b")
        engine.setIntrinsicSize(a, width: 50, height: nil)
        engine.setIntrinsicSize(b, width: 50, height: nil)
        engine.setContentHuggingPriority(b, 200, for: .horizontal)
        try engine.addConstraint(ItemConstraint(a, .leading, .equal, container, .leading))
        try engine.addConstraint(ItemConstraint(b, .leading, .equal, a, .trailing))
        try engine.addConstraint(ItemConstraint(container, .trailing, .equal, b, .trailing))
        #expect(engine.frame(of: a) == rect(0, 0, 50, 0))
        #expect(engine.frame(of: b) == rect(50, 0, 250, 0))
        // Raise b's hugging above a's: now a stretches.
        engine.setContentHuggingPriority(b, 300, for: .horizontal)
        #expect(engine.frame(of: a) == rect(0, 0, 250, 0))
        #expect(engine.frame(of: b) == rect(250, 0, 50, 0))
    }

    @Test func lowerCompressionResistanceShrinksFirst() throws {
        let engine = LayoutEngine()
        let container = engine.addItem(named: "superview")
        engine.setFixedFrame(container, rect(0, 0, 150, 100))
        let a = engine.addItem(named: "a")
        let b = engine.addItem(named: "b")
        engine.setIntrinsicSize(a, width: 100, height: nil)
        engine.setIntrinsicSize(b, width: 100, height: nil)
        engine.setCompressionResistancePriority(a, 740, for: .horizontal)
        try engine.addConstraint(ItemConstraint(a, .leading, .equal, container, .leading))
        try engine.addConstraint(ItemConstraint(b, .leading, .equal, a, .trailing))
        try engine.addConstraint(ItemConstraint(container, .trailing, .equal, b, .trailing))
        #expect(engine.frame(of: a).width == 50)
        #expect(engine.frame(of: b).width == 100)
    }

    /// ``LayoutEngine/setIntrinsicSizes(_:)``: sizes that move on the live tableau (a, b) and
    /// one that gains an axis (c: its own constraints are made again) land where setting them
    /// one by one does, and where an engine made with them from the start does.
    @Test func severalIntrinsicSizesSetAtOnce() throws {
        func engine(_ sizes: [(width: Double?, height: Double?)]) throws -> (LayoutEngine, [ItemID]) {
            let engine = LayoutEngine()
            let container = engine.addItem(named: "superview")
            engine.setFixedFrame(container, rect(0, 0, 300, 100))
            let views = ["a", "b", "c"].map { engine.addItem(named: $0) }
            for (view, size) in zip(views, sizes) { engine.setIntrinsicSize(view, width: size.width, height: size.height) }
            engine.setCompressionResistancePriority(views[1], 740, for: .horizontal)
            try engine.addConstraint(ItemConstraint(views[0], .leading, .equal, container, .leading))
            try engine.addConstraint(ItemConstraint(views[1], .leading, .equal, views[0], .trailing))
            try engine.addConstraint(ItemConstraint(views[2], .leading, .equal, views[1], .trailing))
            try engine.addConstraint(ItemConstraint(container, .trailing, .equal, views[2], .trailing))
            for view in views { try engine.addConstraint(ItemConstraint(view, .top, .equal, container, .top)) }
            return (engine, views)
        }
        let before: [(width: Double?, height: Double?)] = [(100, 20), (100, 20), (50, nil)]
        let after: [(width: Double?, height: Double?)] = [(180, 30), (150, 20), (40, 10)]
        let (batched, views) = try engine(before)
        batched.setIntrinsicSizes(zip(views, after).map { ($0, $1.width, $1.height) })
        let (oneByOne, _) = try engine(before)
        for (view, size) in zip(views, after) { oneByOne.setIntrinsicSize(view, width: size.width, height: size.height) }
        let (fresh, _) = try engine(after)
        // b resists less: it gives way to a (180) and c (40), keeping 80.
        #expect(views.map(batched.frame(of:)) == [rect(0, 0, 180, 30), rect(180, 0, 80, 20), rect(260, 0, 40, 10)])
        #expect(views.map(batched.frame(of:)) == views.map(oneByOne.frame(of:)))
        #expect(views.map(batched.frame(of:)) == views.map(fresh.frame(of:)))
    }

    @Test func priorityOfSpacingBreaksTie() {
        // H:|-[a(>=50,<=100@750)]-(>=8@250)-[b(100)]-|: a takes 100, the gap absorbs the rest.
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.leading == margins.leading", "a.width >= 50", "a.width <= 100 @750",
            "b.leading >= a.trailing + 8 @250", "b.width == 100", "margins.trailing == b.trailing",
            "a.width == 1000 @500",
        ]), in: phone)
        #expect(solved.frame(of: "a") == rect(8, 0, 100, 0))
        #expect(solved.frame(of: "b") == rect(282, 0, 100, 0))
    }

    @Test func heightFromIntrinsicSize() {
        let solved = LayoutFrames.solve(layout(views: ["title:120x21"], ["title.top == superview.top + 20"]), in: phone)
        #expect(solved.frame(of: "title") == rect(0, 20, 120, 21))
    }
}

/// Per-class defaults (``ViewTypeDefaults``) used when the file gives no hint.
@Suite struct ViewTypeDefaultsTests {
    let phone = LayoutEnvironment(size: Size(width: 390, height: 844))

    @Test(arguments: [
        ("UISwitch", rect(8, 8, 51, 31)),
        ("UIStepper", rect(8, 8, 94, 32)),
        ("UIActivityIndicatorView", rect(8, 8, 20, 20)),
        ("UIView", rect(8, 8, 0, 0)),
    ])
    func fixedSizeControls(type: String, expected: Rect) {
        var test = layout(views: ["control"], ["control.leading == margins.leading", "control.top == margins.top"])
        test.views[0].type = type
        #expect(LayoutFrames.solve(test, in: phone).frame(of: "control") == expected)
    }

    @Test func switchHugsHarderThanAPlainView() {
        // H:|-[toggle]-[spacer]-| with both free to stretch: the switch (hugging 750) keeps
        // its width, the plain view (250) takes the rest.
        var test = layout(views: ["toggle", "spacer:10x_"], [
            "toggle.leading == margins.leading", "spacer.leading == toggle.trailing + 8", "margins.trailing == spacer.trailing",
        ])
        test.views[0].type = "UISwitch"
        let solved = LayoutFrames.solve(test, in: phone)
        #expect(solved.frame(of: "toggle")?.width == 51)
        #expect(solved.frame(of: "spacer")?.width == 315)
    }

    @Test func fileHintBeatsClassDefault() {
        var test = layout(views: ["toggle:60x40"], [])
        test.views[0].type = "UISwitch"
        #expect(LayoutFrames.solve(test, in: phone).frame(of: "toggle") == rect(0, 0, 60, 40))
    }
}
