import LayoutModel
import Testing
@testable import VFLEngine

/// The item/constraint API the stand-in UIKit/AppKit build on.
@Suite struct LayoutEngineTests {
    @Test func addRemoveAndChangeConstants() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        engine.setFixedFrame(root, rect(0, 0, 320, 480))
        let view = engine.addItem(named: "view")
        let leading = try engine.addConstraint(ItemConstraint(view, .leading, .equal, root, .leading, constant: 20))
        try engine.addConstraint(ItemConstraint(view, .trailing, .equal, root, .trailing, constant: -20))
        #expect(engine.frame(of: view) == rect(20, 0, 280, 0))
        try engine.setConstant(40, of: leading)
        #expect(engine.frame(of: view) == rect(40, 0, 260, 0))
        engine.removeConstraint(leading)
        try engine.addConstraint(ItemConstraint(view, .width, .equal, constant: 100))
        #expect(engine.frame(of: view) == rect(200, 0, 100, 0))
    }

    @Test func rootResizeMovesEverything() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        let view = engine.addItem(named: "view")
        try engine.addConstraint(ItemConstraint(view, .centerX, .equal, root, .centerX))
        try engine.addConstraint(ItemConstraint(view, .width, .equal, root, .width, multiplier: 0.5))
        for width in [320.0, 1024, 100] {
            engine.setFixedFrame(root, rect(0, 0, width, 100))
            #expect(engine.frame(of: view) == rect(width / 4, 0, width / 2, 0))
        }
    }

    @Test func guideInsetsAreLive() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        engine.setFixedFrame(root, rect(0, 0, 300, 300))
        let margins = engine.addGuide(named: "margins", insetFrom: root, by: .defaultMargins)
        let view = engine.addItem(named: "view")
        try engine.addConstraint(ItemConstraint(view, .leading, .equal, margins, .leading))
        try engine.addConstraint(ItemConstraint(view, .trailing, .equal, margins, .trailing))
        #expect(engine.frame(of: view) == rect(8, 0, 284, 0))
        engine.setGuideInsets(margins, EdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        #expect(engine.frame(of: view) == rect(20, 0, 250, 0))
    }

    @Test func directionChangeReappliesConstraints() throws {
        let engine = LayoutEngine()
        let root = engine.addItem(named: "root")
        engine.setFixedFrame(root, rect(0, 0, 300, 300))
        let view = engine.addItem(named: "view")
        try engine.addConstraint(ItemConstraint(view, .leading, .equal, root, .leading, constant: 10))
        try engine.addConstraint(ItemConstraint(view, .width, .equal, constant: 50))
        #expect(engine.frame(of: view).x == 10)
        engine.layoutDirection = .rightToLeft
        #expect(engine.frame(of: view).x == 240)
    }

    @Test func baselineChangeMovesAlignedViews() throws {
        let engine = LayoutEngine()
        let label = engine.addItem(named: "label")
        let field = engine.addItem(named: "field")
        engine.setContent(label, intrinsicWidth: 100, intrinsicHeight: 20)
        engine.setContent(field, intrinsicWidth: 100, intrinsicHeight: 30)
        try engine.addConstraint(ItemConstraint(label, .top, .equal, constant: 50))
        try engine.addConstraint(ItemConstraint(field, .lastBaseline, .equal, label, .lastBaseline))
        // Default baselines are the bottom edges: field bottom = 70.
        #expect(engine.frame(of: field) == rect(0, 40, 100, 30))
        engine.setBaselines(label, firstFromTop: 15, lastFromBottom: 5)
        engine.setBaselines(field, firstFromTop: 20, lastFromBottom: 10)
        // label baseline 65 → field bottom 75.
        #expect(engine.frame(of: field) == rect(0, 45, 100, 30))
        #expect(engine.value(of: .lastBaseline, of: field) == 65)
    }

    @Test func unsatisfiableNamesConflictingIDs() throws {
        let engine = LayoutEngine()
        let view = engine.addItem(named: "view")
        let first = try engine.addConstraint(ItemConstraint(view, .width, .equal, constant: 10, label: "w10"))
        #expect {
            try engine.addConstraint(ItemConstraint(view, .width, .equal, constant: 20, label: "w20"))
        } throws: { error in
            guard case LayoutError.unsatisfiable(_, let conflicting, let items, let description) = error else { return false }
            return conflicting == [first] && items.isEmpty && description == "unsatisfiable constraint w20 (conflicts with: w10)"
        }
    }

    @Test func mixedAxesAreInvalid() {
        // Positions only (NSLayoutXAxisAnchor vs NSLayoutYAxisAnchor); width vs height is a
        // valid NSLayoutDimension constraint (OffsetDimensionEngineTests).
        let engine = LayoutEngine()
        let view = engine.addItem(named: "view")
        #expect(throws: LayoutError.self) { try engine.addConstraint(ItemConstraint(view, .width, .equal, view, .leading)) }
        #expect(throws: LayoutError.self) { try engine.addConstraint(ItemConstraint(view, .top, .equal, view, .left)) }
        #expect(throws: LayoutError.self) { try engine.addConstraint(ItemConstraint(view, .top, .equal, constant: 1, priority: 0)) }
    }
}
