import LayoutModel
import Testing
import VFLLanguage

/// A fix proof compiles each edited copy of a file without the warnings about its lowered
/// constraints (``VFLCompiler/compileWithoutConstraintWarnings(_:platform:dialect:)``): the
/// layouts and every error must be the compile's, only those warnings left out.
@Suite struct CompileWithoutConstraintWarningsTests {
    static let texts = [
        // Duplicates, a view constrained to itself, numbers and multiplier chains too large.
        """
        layout Card {
            view a: UILabel
            view b
            H:|-[a]-[b(a)]-|
            H:|-[a]-[b(a)]-|
            V:|-[a(==a)]-(1e300)-[b(>=1e20)]
            a.width == b.width * 1e12 + 3
            b.height == a.height * 1e-12 + 4
        }
        """,
        // Errors of every stage beside them: an unknown view, a guide's baseline, a bad priority.
        """
        layout Broken {
            view a
            guide g
            view s: UIScrollView
            H:|-[a]-[nowhere]-|
            a.firstBaseline == g.firstBaseline
            V:|-[a(==44@2000)]-(1e400)-|
            a.width == s.width
        }
        layout Broken {
            view a
            H:|[a]|
        }
        """,
        // A variant and several layouts, with nothing to warn about.
        """
        layout One {
            view a
            H:|-[a]-|
            V:|-[a]-|
            variant wide {
                H:|-20-[a]-20-|
            }
        }
        layout Two {
            view b: UIButton
            H:|-[b]
            V:|-[b]
        }
        """,
    ]

    static let constraintWarnings: Set<DiagnosticID> = ["duplicate-constraint", "self-constraint", "number-too-large"]

    @Test(arguments: texts)
    func sameLayoutsAndErrorsWithoutTheConstraintWarnings(_ text: String) {
        let source = SourceFile(path: "T.vfl", text: text)
        let full = VFLCompiler.compile(source, platform: .uikit)
        let lean = VFLCompiler.compileWithoutConstraintWarnings(source, platform: .uikit)
        #expect(lean.file.layouts == full.file.layouts)
        #expect(lean.hasErrors == full.hasErrors)
        let kept = full.diagnostics.filter { !($0.severity == .warning && Self.constraintWarnings.contains($0.id)) }
        #expect(lean.diagnostics.map(\.message) == kept.map(\.message))
        #expect(lean.diagnostics.map(\.severity) == kept.map(\.severity))
    }

    /// The texts above exercise what they are meant to: warnings left out, and errors kept.
    @Test func theTextsHaveConstraintWarningsAndErrors() {
        let compiled = Self.texts.map { VFLCompiler.compile(SourceFile(path: "T.vfl", text: $0), platform: .uikit) }
        let ids = Set(compiled.flatMap { $0.diagnostics.filter { $0.severity == .warning }.map(\.id) })
        #expect(Self.constraintWarnings.isSubset(of: ids))
        #expect(compiled[1].diagnostics.contains { $0.id == "missing-anchor" })
        #expect(compiled[1].hasErrors)
    }
}
