import LayoutModel
import Testing
import VFLEngine
@testable import VFLGenCLI

/// `vflgen frames`' unsatisfiable-constraint notes for the readable and keyboard guides,
/// from layouts built as the front end lowers `readable|…|readable` and `…-|keyboard`.
@Suite struct FramesGuideDiagnosticsTests {
    static let range = SourceRange(start: 0, end: 0)

    static func layout(_ constraints: [LayoutConstraint]) -> Layout {
        Layout(name: "Guides", views: [ViewDeclaration(name: "a", range: range)], metrics: [], constraints: constraints, variants: [], range: range)
    }

    static func notes(_ layout: Layout, _ environment: LayoutEnvironment) -> [String] {
        let solved = LayoutFrames.solve(layout, in: environment)
        guard let failure = solved.unsatisfiable.first else { return [] }
        return FramesCommand.unsatisfiableDiagnostic(failure, environment: environment).notes.map(\.message)
    }

    @Test func readableGuideConflict() {
        // H:readable|[a(700)]|readable on a 1024-wide iPad with margins 20.
        let layout = Self.layout([
            LayoutConstraint(first: .view("a"), .leading, .equal, second: .readable, .leading, kind: .edge, source: Self.range),
            LayoutConstraint(first: .view("a"), .width, .equal, constant: 700, kind: .size, source: Self.range),
            LayoutConstraint(first: .readable, .trailing, .equal, second: .view("a"), .trailing, kind: .edge, source: Self.range),
        ])
        let notes = Self.notes(layout, LayoutEnvironment(size: Size(width: 1024, height: 768), margins: EdgeInsets(all: 20)))
        #expect(notes.contains("conflicts with the readable content guide: the margins narrowed to at most 672 points, insets 20,176,20,176"))
    }

    @Test(arguments: [
        (0.0, "conflicts with the keyboard layout guide: the hidden keyboard (top at the safe area's bottom; --keyboard to show it)"),
        (336, "conflicts with the keyboard layout guide: the keyboard 336 points high (--keyboard)"),
    ])
    func keyboardGuideConflict(keyboard: Double, note: String) {
        // V:safeArea|[a(800)]-0-|keyboard
        let layout = Self.layout([
            LayoutConstraint(first: .view("a"), .top, .equal, second: .safeArea, .top, kind: .edge, source: Self.range),
            LayoutConstraint(first: .view("a"), .height, .equal, constant: 800, kind: .size, source: Self.range),
            LayoutConstraint(first: .keyboard, .top, .equal, second: .view("a"), .bottom, kind: .edge, source: Self.range),
        ])
        let environment = LayoutEnvironment(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboardHeight: keyboard)
        let notes = Self.notes(layout, environment)
        #expect(notes.contains(note))
        #expect(notes.contains("conflicts with the safe area insets 47,0,34,0 (--safe-area)"))
    }
}
