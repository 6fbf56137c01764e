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
        return FramesCommand.unsatisfiableDiagnostic(failure, in: [layout.name], size: FramesSize(environment: environment)).notes.map(\.message)
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

    // MARK: End to end, from .vfl text

    @Test func keyboardConflictIsLocatedInTheFile() throws {
        let source = """
        layout Form {
            view field
            V:1️⃣safeArea|3️⃣[field(2️⃣800)]-|keyboard
        }
        """
        let result = try runFrames(source, ["--size", "390x844", "--safe-area", "47,0,34,0", "--keyboard", "336"])
        let m = result.markers
        #expect(result.status == .failure)
        #expect(result.stderr == """
        Test.vfl:\(m["3️⃣"]!): error: required constraint 'keyboard.top == field.bottom + 8' cannot be satisfied in 'Form' at 390x844; the layout engine leaves it out
        Test.vfl:\(m["1️⃣"]!): note: conflicts with 'field.top == safeArea.top'
        Test.vfl:\(m["2️⃣"]!): note: conflicts with 'field.height == 800'
        Test.vfl: note: conflicts with the safe area insets 47,0,34,0 (--safe-area)
        Test.vfl: note: conflicts with the keyboard layout guide: the keyboard 336 points high (--keyboard)

        """)
        #expect(result.stdout == "# Form\nfield 0 47 0 800\n")
    }

    @Test(arguments: [("0", "352.5"), ("336", "201.5")])
    func keyboardMovesTheField(keyboard: String, spacerY: String) throws {
        // The field sits 8 above the keyboard guide's top: hidden, the safe area's bottom
        // (844 − 34 = 810): y 758; shown, 844 − 336 − 8 − 44 = 456. The two `~` gaps above the
        // spacer and the field split what is left below 47: (758 − 47 − 100) / 2 = 305.5, or
        // (456 − 47 − 100) / 2 = 154.5.
        let source = """
        layout Form {
            view spacer
            view field
            V:safeArea|~[spacer(100)]~[field(44)]-|keyboard
        }
        """
        let result = try runFrames(source, ["--size", "390x844", "--safe-area", "47,0,34,0", "--keyboard", keyboard])
        #expect(result.status == .success)
        #expect(result.stdout.contains("field 0 \(keyboard == "0" ? "758" : "456") 0 44\n"))
        #expect(result.stdout.contains("spacer 0 \(spacerY) 0 100\n"))
    }
}
