import LayoutModel
import Testing
@testable import VFLEngine

/// Declared layout guides and external views (`guide content`, `external view header frame …`)
/// in the engine; values worked out by hand.
@Suite struct ScreenItemFramesTests {
    /// `external view header frame 0,0,390x120`, `guide content` with `H:|-20-[content]-20-|`,
    /// `V:[header]-[content]-|`, and a label centred in the guide below the header.
    @Test func guideIsPlacedByItsConstraintsAndTheExternalViewSitsAtItsFrame() {
        var screen = layout(views: ["content", "header", "title:100x20"], [
            "content.leading == superview.leading + 20", "superview.trailing == content.trailing + 20",
            "content.top == header.bottom + 8", "superview.bottom == content.bottom + 8",
            "title.centerX == content.centerX", "title.top == content.top",
        ])
        screen.views[0].role = .guide
        screen.views[1].role = .external(frame: DeclaredFrame(x: 0, y: 10, width: 390, height: 110))
        let solved = LayoutFrames.solve(screen, in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solved.frame(of: "header") == rect(0, 10, 390, 110))
        #expect(solved.frame(of: "content") == rect(20, 128, 350, 708))
        #expect(solved.frame(of: "title") == rect(145, 128, 100, 20))
        #expect(solved.unsatisfiable.isEmpty)
    }

    /// The layout cannot move an external view: a constraint against its frame is left out.
    @Test func constraintsCannotMoveAnExternalView() {
        var screen = layout(views: ["header"], ["header.height == 50"])
        screen.views[0].role = .external(frame: DeclaredFrame(x: 0, y: 0, width: 390, height: 120))
        let solved = LayoutFrames.solve(screen, in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solved.frame(of: "header") == rect(0, 0, 390, 120))
        #expect(solved.unsatisfiable.map(\.constraint.text) == ["header.height == 50"])
    }

    /// A guide has no intrinsic size even when a hint would give one.
    @Test func guideHasNoContent() {
        var screen = layout(views: ["content:80x40"], ["content.leading == superview.leading", "content.top == superview.top"])
        screen.views[0].role = .guide
        let solved = LayoutFrames.solve(screen, in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solved.frame(of: "content")?.width == 0)
    }
}
