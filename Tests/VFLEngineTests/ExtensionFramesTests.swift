import LayoutModel
import Testing
@testable import VFLEngine

/// Frames of the vflgen extensions' constraints (guides, equal spacing, centering,
/// proportions, baseline hints), built as the front end lowers them; values worked out by hand.
@Suite struct ExtensionFramesTests {
    let phone = LayoutEnvironment(size: Size(width: 390, height: 844))

    // MARK: readable

    /// `H:readable|[a]|readable` with `V:readable|[a(10)]`.
    @Test(arguments: [
        (Size(width: 390, height: 844), EdgeInsets(all: 8), rect(8, 8, 374, 10)),  // narrower than 672: the margins
        (Size(width: 688, height: 500), EdgeInsets(all: 8), rect(8, 8, 672, 10)),  // exactly 672 inside the margins
        (Size(width: 1024, height: 768), EdgeInsets(all: 20), rect(176, 20, 672, 10)),  // centred: (984 − 672) / 2 more each side
        (Size(width: 834, height: 1194), EdgeInsets(top: 24, left: 20, bottom: 20, right: 40), rect(71, 24, 672, 10)),  // in the margins' middle
    ])
    func readableGuideIsTheMarginsNarrowedAndCentred(size: Size, margins: EdgeInsets, expected: Rect) {
        let lines = ["a.leading == readable.leading", "readable.trailing == a.trailing", "a.top == readable.top", "a.height == 10"]
        let solved = LayoutFrames.solve(layout(views: ["a"], lines), in: LayoutEnvironment(size: size, margins: margins))
        #expect(solved.frame(of: "a") == expected)
        #expect(solved.unsatisfiable.isEmpty)
    }

    @Test func readableLeadingIsItsRightEdgeInRightToLeft() {
        // H:readable|-10-[a(100)] on a 1024-wide iPad: readable spans 176…848.
        let environment = LayoutEnvironment(size: Size(width: 1024, height: 768), margins: EdgeInsets(all: 20), layoutDirection: .rightToLeft)
        let solved = LayoutFrames.solve(layout(views: ["a"], ["a.leading == readable.leading + 10", "a.width == 100"]), in: environment)
        #expect(solved.frame(of: "a") == rect(738, 0, 100, 0))
    }

    // MARK: keyboard

    /// `V:[field(44)]-|keyboard` (standard spacing 8): the keyboard's top is the safe area's
    /// bottom while hidden, `height − H` while shown.
    @Test(arguments: [
        (Size(width: 390, height: 844), EdgeInsets.zero, 0.0, 792.0),
        (Size(width: 390, height: 844), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), 0, 758),  // hidden: above the home indicator
        (Size(width: 390, height: 844), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), 336, 456),  // shown: 844 − 336 − 8 − 44
        (Size(width: 390, height: 844), EdgeInsets.zero, 336, 456),
        (Size(width: 844, height: 390), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), 0, 317),  // landscape, hidden
        (Size(width: 844, height: 390), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), 209, 129),  // landscape, shown
    ])
    func keyboardGuideTop(size: Size, safeArea: EdgeInsets, keyboard: Double, fieldY: Double) {
        let lines = ["field.leading == superview.leading", "field.width == 100", "field.height == 44", "keyboard.top == field.bottom + 8"]
        let environment = LayoutEnvironment(size: size, safeArea: safeArea, keyboardHeight: keyboard)
        let solved = LayoutFrames.solve(layout(views: ["field"], lines), in: environment)
        #expect(solved.frame(of: "field") == rect(0, fieldY, 100, 44))
        #expect(solved.unsatisfiable.isEmpty)
    }

    @Test func keyboardGuideSpansTheContainerWidth() {
        // H:|[bar]| pinned to the keyboard guide's sides (a guide, not only its top).
        let lines = ["bar.leading == keyboard.leading", "keyboard.trailing == bar.trailing", "bar.top == keyboard.top", "bar.bottom == keyboard.bottom"]
        let environment = LayoutEnvironment(size: Size(width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), keyboardHeight: 209)
        #expect(LayoutFrames.solve(layout(views: ["bar"], lines), in: environment).frame(of: "bar") == rect(0, 181, 844, 209))
    }

    // MARK: equal spacing and centering

    /// `H:|~[a(100)]~[b(50)]~|`: three gaps of (390 − 150) / 3 = 80.
    static let threeEqualGaps = [
        "a.width == 100", "b.width == 50",
        "offset(a.trailing, b.leading) == offset(superview.leading, a.leading)",
        "offset(b.trailing, superview.trailing) == offset(superview.leading, a.leading)",
    ]

    @Test(arguments: [(LayoutDirection.leftToRight, 80.0, 260.0), (.rightToLeft, 210, 80)])
    func equalGapsFollowTheReadingDirection(direction: LayoutDirection, aX: Double, bX: Double) {
        var environment = phone
        environment.layoutDirection = direction
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], Self.threeEqualGaps), in: environment)
        #expect(solved.frame(of: "a") == rect(aX, 0, 100, 0))
        #expect(solved.frame(of: "b") == rect(bX, 0, 50, 0))
        #expect(solved.unsatisfiable.isEmpty)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func physicalEqualGapsIgnoreTheDirection(direction: LayoutDirection) {
        // H:|~[a(100)]~[b(50)]~| options: [.directionLeftToRight]
        var environment = phone
        environment.layoutDirection = direction
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.width == 100", "b.width == 50",
            "offset(a.right, b.left) == offset(superview.left, a.left)",
            "offset(b.right, superview.right) == offset(superview.left, a.left)",
        ]), in: environment)
        #expect(solved.frame(of: "a") == rect(80, 0, 100, 0))
        #expect(solved.frame(of: "b") == rect(260, 0, 50, 0))
    }

    @Test func equalSpacingMixesWithFixedSpacing() {
        // H:|-20-[a(100)]~[b(50)]~|: the two `~` gaps share (390 − 20 − 150) = 220.
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.leading == superview.leading + 20", "a.width == 100", "b.width == 50",
            "offset(b.trailing, superview.trailing) == offset(a.trailing, b.leading)",
        ]), in: phone)
        #expect(solved.frame(of: "a") == rect(20, 0, 100, 0))
        #expect(solved.frame(of: "b") == rect(230, 0, 50, 0))
    }

    @Test func verticalEqualGapsInsideTheSafeArea() {
        // V:safeArea|~[a(100)]~[b(100)]~|safeArea: (763 − 200) / 3 each.
        var environment = phone
        environment.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.height == 100", "b.height == 100",
            "offset(a.bottom, b.top) == offset(safeArea.top, a.top)",
            "offset(b.bottom, safeArea.bottom) == offset(safeArea.top, a.top)",
        ]), in: environment)
        #expect(solved.frame(of: "a") == rect(0, 704.0 / 3, 0, 100))
        #expect(solved.frame(of: "b") == rect(0, 1567.0 / 3, 0, 100))
    }

    @Test func centeringOnTheContainerAndOnAGuide() {
        // H:|~[logo(100)]~|  V:safeArea|~[logo(100)]~|safeArea
        var environment = phone
        environment.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let solved = LayoutFrames.solve(layout(views: ["logo"], [
            "logo.width == 100", "logo.centerX == superview.centerX", "logo.height == 100", "logo.centerY == safeArea.centerY",
        ]), in: environment)
        #expect(solved.frame(of: "logo") == rect(145, 378.5, 100, 100))
    }

    // MARK: proportions

    @Test(arguments: [
        // H:|-16-[photo]-16-|  V:[photo(photo.width*9/16)] — a 16:9 image.
        ("photo.height == photo.width * 0.5625", rect(16, 0, 358, 201.375)),
        // H:[photo(photo.height*16/9)] with the height fixed.
        ("photo.width == photo.height * 1.7777777777777777", rect(16, 0, 358, 201.375)),
    ])
    func aspectRatioAcrossAxes(line: String, expected: Rect) {
        let lines = ["photo.leading == superview.leading + 16", "superview.trailing == photo.trailing + 16", line]
        #expect(LayoutFrames.solve(layout(views: ["photo"], lines), in: phone).frame(of: "photo") == expected)
    }

    @Test(arguments: [
        ("a.width == b.width * 0.5", 100.0),  // [a(==b*0.5)]
        ("a.width == b.width * 0.5 - 10", 90),  // [a(b/2-10)]
        ("a.width >= superview.width * 0.5", 195),  // [a(>=50%)]
        ("a.width <= superview.width * 0.25 + 20", 117.5),  // 390 / 4 + 20 = 117.5: the weak wish fits exactly
        ("a.width <= superview.width * 0.25", 97.5),
    ])
    func multipliers(line: String, width: Double) {
        // b is 200 wide; a would like to be 117.5 (weakly), so only the proportion decides.
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], ["b.width == 200", "a.width == 117.5 @1", line]), in: phone)
        #expect(solved.frame(of: "a")?.width == width)
    }

    // MARK: baselines

    @Test func baselineHintsPlaceBaselines() {
        // view title: UILabel intrinsic 120x42 baseline 15,32 — aligned on an icon's bottom,
        // with a caption 8 below its last baseline.
        let solved = LayoutFrames.solve(layout(views: ["icon", "title:120x42:15,32", "caption:80x10"], [
            "icon.top == superview.top + 20", "icon.height == 30",
            "title.firstBaseline == icon.bottom",
            "caption.top == title.lastBaseline + 8",
        ]), in: phone)
        #expect(solved.frame(of: "title") == rect(0, 35, 120, 42))
        #expect(solved.frame(of: "caption") == rect(0, 75, 80, 10))
    }

    @Test func oneBaselineIsBothFirstAndLast() {
        // view title: UILabel intrinsic 120x21 baseline 17 — `.alignAllLastBaseline` with a 30-point icon.
        let solved = LayoutFrames.solve(layout(views: ["icon", "title:120x21:17"], [
            "icon.top == superview.top + 20", "icon.height == 30",
            "title.lastBaseline == icon.lastBaseline", "title.firstBaseline >= superview.top",
        ]), in: phone)
        #expect(solved.frame(of: "title") == rect(0, 33, 120, 21))
    }

    // MARK: conflicts

    @Test func conflictWithTheReadableGuideNamesIt() {
        // H:readable|[a(700)]|readable on an iPad: readable is 672 wide.
        let environment = LayoutEnvironment(size: Size(width: 1024, height: 768), margins: EdgeInsets(all: 20))
        let solved = LayoutFrames.solve(layout(views: ["a"], [
            "a.leading == readable.leading", "a.width == 700", "readable.trailing == a.trailing",
        ]), in: environment)
        #expect(solved.unsatisfiable.map(\.constraint.text) == ["readable.trailing == a.trailing"])
        #expect(solved.unsatisfiable.first?.conflictingContainerItems.contains(.readable) == true)
        #expect(solved.unsatisfiable.first?.conflictingContainerItems.contains(.margins) == false)
    }

    @Test func conflictWithTheKeyboardGuideNamesIt() {
        // V:safeArea|[a(500)]|keyboard with the keyboard shown.
        let environment = LayoutEnvironment(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboardHeight: 336)
        let solved = LayoutFrames.solve(layout(views: ["a"], [
            "a.top == safeArea.top", "a.height == 500", "keyboard.top == a.bottom",
        ]), in: environment)
        #expect(solved.unsatisfiable.map(\.constraint.text) == ["keyboard.top == a.bottom"])
        let items = solved.unsatisfiable.first?.conflictingContainerItems ?? []
        #expect(items.contains(.keyboard) && items.contains(.safeArea))
        #expect(solved.frame(of: "a") == rect(0, 47, 0, 500))
    }
}

/// Offset dimensions and multipliers at the engine's level (the stand-ins' API).
@Suite struct OffsetDimensionEngineTests {
    @Test func equalGapsFollowDirectionChanges() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        engine.setFixedFrame(root, rect(0, 0, 300, 100))
        let a = engine.addItem(named: "a")
        try engine.addConstraint(ItemConstraint(a, .width, .equal, constant: 100))
        // offset(root.leading, a.leading) == 40
        let gap = try engine.addConstraint(ItemConstraint(a, .leading, .equal, constant: 40, firstOrigin: ItemAnchor(root, .leading)))
        #expect(engine.frame(of: a) == rect(40, 0, 100, 0))
        engine.layoutDirection = .rightToLeft
        #expect(engine.frame(of: a) == rect(160, 0, 100, 0))
        try engine.setConstant(10, of: gap)
        #expect(engine.frame(of: a) == rect(190, 0, 100, 0))
    }

    @Test func offsetsMustJoinTwoPositionsOnOneAxis() {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        let a = engine.addItem(named: "a")
        for spec in [
            ItemConstraint(a, .top, .equal, constant: 8, firstOrigin: ItemAnchor(root, .leading)),
            ItemConstraint(a, .width, .equal, constant: 8, firstOrigin: ItemAnchor(root, .leading)),
            ItemConstraint(a, .leading, .equal, constant: 8, firstOrigin: ItemAnchor(root, .width)),
        ] {
            #expect(throws: LayoutError.self) { try engine.addConstraint(spec) }
        }
    }

    @Test func dimensionsRelateAcrossAxesPositionsDoNot() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        engine.setFixedFrame(root, rect(0, 0, 300, 100))
        let a = engine.addItem(named: "a")
        try engine.addConstraint(ItemConstraint(a, .height, .equal, root, .width, multiplier: 0.25))
        try engine.addConstraint(ItemConstraint(a, .width, .equal, a, .height, multiplier: 2, constant: 5))
        // An offset is a dimension too: a's left inset equals its height.
        try engine.addConstraint(ItemConstraint(a, .left, .equal, a, .height, firstOrigin: ItemAnchor(root, .left)))
        #expect(engine.frame(of: a) == rect(75, 0, 155, 75))
        #expect(throws: LayoutError.self) { try engine.addConstraint(ItemConstraint(a, .top, .equal, root, .leading)) }
    }

    @Test func setConstantKeepsTheMultiplier() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        engine.setFixedFrame(root, rect(0, 0, 300, 100))
        let a = engine.addItem(named: "a")
        let id = try engine.addConstraint(ItemConstraint(a, .width, .equal, root, .width, multiplier: 0.5))
        try engine.setConstant(10, of: id)
        #expect(engine.frame(of: a).width == 160)
    }
}
