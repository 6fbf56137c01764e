import LayoutModel
import Testing
@testable import VFLLint

/// Issue #25: under an error limit the front end counts the errors and warnings beyond it
/// instead of making them findings. What `vflgen lint` prints and counts must be what it did
/// when every diagnostic was made and the cap filtered them (``LintDiagnosticsTests/reference``).
@Suite struct LintLimitTests {
    /// Calls whose formats mix errors (unknown views, metrics in calls without metrics, syntax),
    /// warnings (unused views are the call's own: they are left out; duplicate constraints) and
    /// keys no format can name, several per file, so that the limit falls inside a call.
    static let source: String = {
        var text = "func f() {\n"
        for call in 0..<8 {
            var format = "H:|"
            for index in 0..<(3 + call * 5) {
                if call % 2 == 1 {
                    // Valid: self constraints and duplicates, all warnings.
                    format += index % 2 == 0 ? "-[a(==a)]" : "-[b(==b,==b)]"
                    continue
                }
                switch (index + call) % 3 {
                case 0: format += "-[x\(index)]"
                case 1: format += "-m\(index)-[b]"
                default: format += "-(>=8)-[a(==a)]"
                }
            }
            format += "-|"
            let metrics = call % 4 == 0 ? "nil" : "[\"m2\": 4]"
            text += "    NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: \(metrics), views: [\"a\": a, \"b\": b, \"self.x1\": c])\n"
        }
        return text + "}\n"
    }()

    @Test func printsWhatTheWholeListPrints() {
        let file = SourceFile(path: "T.swift", text: Self.source)
        let scan = CallSiteFinder.find(in: file, language: .swift)
        let whole = Linter.lint(scan)
        #expect(whole.errorCount > 20)
        #expect(whole.warningCount > 10)
        for limit in [1, 2, 3, 7, 20, 50] {
            let limited = Linter.lint(scan, limit: DiagnosticLimit(count: limit))
            #expect(limited.cap.printed == LintDiagnosticsTests.reference(whole.diagnostics, limit: limit), "limit \(limit)")
            #expect(limited.errorCount == whole.errorCount)
            #expect(limited.warningCount == whole.warningCount)
            #expect(limited.calls.map(\.errorCount) == whole.calls.map(\.errorCount))
        }
    }
}
