import LayoutModel
import Testing
@testable import VFLEngine

/// Frames of small layouts, worked out by hand (container 390×844 unless stated).
@Suite struct LayoutFramesTests {
    let phone = LayoutEnvironment(size: Size(width: 390, height: 844))

    @Test func explicitSpacingAndWidths() {
        // H:|-15-[a(30)]-8-[b]-15-|   V:|-20-[a(40)]  V:|-20-[b(40)]
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.leading == superview.leading + 15", "a.width == 30", "b.leading == a.trailing + 8",
            "superview.trailing == b.trailing + 15",
            "a.top == superview.top + 20", "a.height == 40", "b.top == superview.top + 20", "b.height == 40",
        ]), in: phone)
        #expect(solved.frame(of: "a") == rect(15, 20, 30, 40))
        #expect(solved.frame(of: "b") == rect(53, 20, 322, 40))
        #expect(solved.unsatisfiable.isEmpty)
    }

    @Test func standardSpacingUsesMargins() {
        // H:|-[a]-|  V:|-[a]-|  with UIKit's default margins of 8.
        let lines = [
            "a.leading == margins.leading", "margins.trailing == a.trailing",
            "a.top == margins.top", "margins.bottom == a.bottom",
        ]
        #expect(LayoutFrames.solve(layout(views: ["a"], lines), in: phone).frame(of: "a") == rect(8, 8, 374, 828))
        var custom = phone
        custom.margins = EdgeInsets(top: 20, left: 16, bottom: 34, right: 10)
        #expect(LayoutFrames.solve(layout(views: ["a"], lines), in: custom).frame(of: "a") == rect(16, 20, 364, 790))
    }

    @Test func safeAreaGuide() {
        var environment = phone
        environment.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let solved = LayoutFrames.solve(layout(views: ["a"], [
            "a.top == safeArea.top", "safeArea.bottom == a.bottom", "a.leading == safeArea.leading", "a.width == 100",
        ]), in: environment)
        #expect(solved.frame(of: "a") == rect(0, 47, 100, 763))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let lines = [
            "a.leading == superview.leading + 15", "a.width == 30", "b.leading == a.trailing + 8",
            "superview.trailing == b.trailing + 15",
        ]
        var rtl = phone
        rtl.layoutDirection = .rightToLeft
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], lines), in: rtl)
        #expect(solved.frame(of: "a") == rect(345, 0, 30, 0))
        #expect(solved.frame(of: "b") == rect(15, 0, 322, 0))
    }

    @Test func leftAndRightIgnoreDirection() {
        // H:|-15-[a(30)]-8-[b]-15-| with .directionLeftToRight
        let lines = [
            "a.left == superview.left + 15", "a.width == 30", "b.left == a.right + 8", "superview.right == b.right + 15",
        ]
        var rtl = phone
        rtl.layoutDirection = .rightToLeft
        for environment in [phone, rtl] {
            let solved = LayoutFrames.solve(layout(views: ["a", "b"], lines), in: environment)
            #expect(solved.frame(of: "a") == rect(15, 0, 30, 0))
            #expect(solved.frame(of: "b") == rect(53, 0, 322, 0))
        }
    }

    @Test func directionRightToLeftOption() {
        // H:|-15-[a(30)]-8-[b]-15-| with .directionRightToLeft: a.left == b.right + 8 etc.
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "superview.right == a.right + 15", "a.width == 30", "a.left == b.right + 8", "b.left == superview.left + 15",
        ]), in: phone)
        #expect(solved.frame(of: "a") == rect(345, 0, 30, 0))
        #expect(solved.frame(of: "b") == rect(15, 0, 322, 0))
    }

    @Test(arguments: [
        (LayoutAttribute.top, rect(60, 100, 50, 20)),
        (.bottom, rect(60, 130, 50, 20)),
        (.centerY, rect(60, 115, 50, 20)),
        (.lastBaseline, rect(60, 130, 50, 20)),
        (.firstBaseline, rect(60, 130, 50, 20)),
    ])
    func alignmentOptions(attribute: LayoutAttribute, expected: Rect) {
        // H:|-[a(50)]-[b(50)] options: [.alignAll<attribute>], a at y 100 with height 50, b 20 high.
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.leading == superview.leading + 2", "a.width == 50", "b.leading == a.trailing + 8", "b.width == 50",
            "a.\(attribute.rawValue) == b.\(attribute.rawValue)",
            "a.top == superview.top + 100", "a.height == 50", "b.height == 20",
        ]), in: phone)
        #expect(solved.frame(of: "b") == expected)
    }

    @Test(arguments: [
        (LayoutAttribute.leading, rect(10, 200, 30, 10)),
        (.trailing, rect(20, 200, 30, 10)),
        (.left, rect(10, 200, 30, 10)),
        (.right, rect(20, 200, 30, 10)),
        (.centerX, rect(15, 200, 30, 10)),
    ])
    func verticalAlignmentOptions(attribute: LayoutAttribute, expected: Rect) {
        // V:|-100-[a(100)]-[b(10)] options: [.alignAll<attribute>], a at x 10 width 40, b 30 wide.
        let solved = LayoutFrames.solve(layout(views: ["a", "b"], [
            "a.top == superview.top + 100", "a.height == 100", "b.top == a.bottom", "b.height == 10",
            "a.\(attribute.rawValue) == b.\(attribute.rawValue)",
            "a.left == superview.left + 10", "a.width == 40", "b.width == 30",
        ]), in: phone)
        #expect(solved.frame(of: "b") == expected)
    }

    @Test func baselineFromDeclaredOffsets() throws {
        let engine = LayoutEngine()
        let label = engine.addItem(named: "label")
        let field = engine.addItem(named: "field")
        engine.setBaselines(label, firstFromTop: 14, lastFromBottom: 5)
        engine.setBaselines(field, firstFromTop: 20, lastFromBottom: 8)
        try engine.addConstraint(ItemConstraint(label, .top, .equal, constant: 100))
        try engine.addConstraint(ItemConstraint(label, .height, .equal, constant: 21))
        try engine.addConstraint(ItemConstraint(field, .height, .equal, constant: 34))
        try engine.addConstraint(ItemConstraint(field, .firstBaseline, .equal, label, .firstBaseline))
        #expect(engine.frame(of: field).y == 94)
        try engine.addConstraint(ItemConstraint(field, .lastBaseline, .equal, label, .lastBaseline, priority: 999))
        // last baselines: label 116, field y + 26 → y = 90 wanted, but the required first-baseline wins.
        #expect(engine.frame(of: field).y == 94)
    }

    @Test func variantConstraintsApply() {
        let test = layout(views: ["a", "b"], [
            "a.leading == superview.leading", "a.width == 100", "a.top == superview.top", "a.height == 50",
            "b.width == 100", "b.height == 50",
        ], variants: ["portrait": ["b.top == a.bottom + 10", "b.leading == a.leading"],
                      "landscape": ["b.leading == a.trailing + 10", "b.top == a.top"]])
        let portrait = LayoutFrames.solve(test, variant: test.variants[1], in: phone)
        let landscape = LayoutFrames.solve(test, variant: test.variants[0], in: phone)
        #expect(portrait.frame(of: "b") == rect(0, 60, 100, 50))
        #expect(landscape.frame(of: "b") == rect(110, 0, 100, 50))
    }

    @Test func unsatisfiableRequiredConstraintIsReportedAndLeftOut() {
        let solved = LayoutFrames.solve(layout(views: ["a"], [
            "a.leading == superview.leading + 10", "a.width == 30", "a.trailing == superview.leading + 100",
        ]), in: phone)
        #expect(solved.unsatisfiable.count == 1)
        #expect(solved.unsatisfiable.first?.constraint.text == "a.trailing == superview.leading + 100")
        #expect(solved.unsatisfiable.first?.conflicting.map(\.text).sorted() == ["a.leading == superview.leading + 10", "a.width == 30"])
        #expect(solved.frame(of: "a") == rect(10, 0, 30, 0))
    }

    @Test func conflictWithContainerSize() {
        // H:|-[a(400)]-| cannot fit 390: the width is reported against the edge constraints.
        let solved = LayoutFrames.solve(layout(views: ["a"], [
            "a.leading == margins.leading", "a.width == 400", "margins.trailing == a.trailing",
        ]), in: phone)
        #expect(solved.unsatisfiable.map(\.constraint.text) == ["margins.trailing == a.trailing"])
        #expect(solved.unsatisfiable.first?.conflicting.map(\.text).sorted() == ["a.leading == margins.leading", "a.width == 400"])
    }
}
