import LayoutModel
import Testing
@testable import VFLLint
import TestRandom

/// Issue #25: `vflgen lint` keeps at most the error limit of diagnostics and only counts the
/// rest. What it prints must be what filtering the whole list gives; the reference below is the
/// filter the command ran before (every diagnostic stored, then cut), kept here as the oracle.
@Suite struct LintDiagnosticsTests {
    /// The former `LintCommand.limited` over `DiagnosticLimit.applied`: warnings after the limit-th
    /// dropped; everything after the limit-th error of the rest replaced by one `too many errors`;
    /// then one `too many warnings`.
    static func reference(_ diagnostics: [Diagnostic], limit: Int) -> [Diagnostic] {
        var warnings = 0
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .warning {
                warnings += 1
                if warnings > limit { continue }
            }
            kept.append(diagnostic)
        }
        var errors = 0
        for (index, diagnostic) in kept.enumerated() where diagnostic.severity == .error {
            errors += 1
            guard errors == limit, index + 1 < kept.count else { continue }
            let remaining = kept[(index + 1)...]
            let omittedErrors = remaining.filter { $0.severity == .error }.count
            let omitted = omittedErrors > 0 ? "\(omittedErrors) more error\(omittedErrors == 1 ? "" : "s")" : "\(remaining.count) more diagnostic\(remaining.count == 1 ? "" : "s")"
            kept = Array(kept[...index]) + [.error(
                "too-many-errors", "too many errors (\(limit)); \(omitted) not shown (--error-limit N to change the limit, 0 for none)", at: nil
            )]
            break
        }
        if warnings > limit {
            kept.append(.warning("too-many-warnings", "too many warnings (\(limit)); \(warnings - limit) more not shown (--error-limit N to change the limit, 0 for none)", at: nil))
        }
        return kept
    }

    /// Random sequences of errors, warnings and notes (a fixed seed), at limits from 1 to 6.
    @Test func printsWhatFilteringTheWholeListPrints() {
        var generator = SplitMix(seed: 25)
        for trial in 0..<2_000 {
            let count = Int(generator.next() % 24)
            let diagnostics: [Diagnostic] = (0..<count).map { index in
                switch generator.next() % 5 {
                case 0, 1: .error("e", "error \(index)", at: .point(index))
                case 2, 3: .warning("w", "warning \(index)", at: .point(index))
                default: Diagnostic("n", .note, "note \(index)", at: .point(index))
                }
            }
            let limit = 1 + trial % 6
            var cap = LintDiagnostics(limit: DiagnosticLimit(count: limit))
            cap.add(contentsOf: diagnostics)
            #expect(cap.printed == Self.reference(diagnostics, limit: limit), "limit \(limit): \(diagnostics.map(\.message))")
            #expect(cap.errors == diagnostics.filter { $0.severity == .error }.count)
            #expect(cap.warnings == diagnostics.filter { $0.severity == .warning }.count)
            #expect(cap.kept.filter { $0.severity != .note }.count <= 2 * limit)  // notes print as before
        }
    }

    @Test func withoutALimitKeepsEverything() {
        let diagnostics: [Diagnostic] = (0..<100).map { .error("e", "error \($0)", at: .point($0)) }
        for limit in [nil, 0] {
            var cap = LintDiagnostics(limit: DiagnosticLimit(count: limit))
            cap.add(contentsOf: diagnostics)
            #expect(cap.printed == diagnostics)
        }
    }

    /// The huge literal of ``HugeLiteralTests``: with the limit, 50 are kept and 20,000 counted.
    @Test func lintKeepsTheLimitAndCountsTheRest() {
        let file = SourceFile(path: "T.swift", text: HugeLiteralTests.source)
        let lint = Linter.lint(CallSiteFinder.find(in: file, language: .swift), limit: DiagnosticLimit(count: 50))
        #expect(lint.diagnostics.count == 50)
        #expect(lint.errorCount == 20_000)
        #expect(lint.calls.first?.errorCount == 20_000)
        var summary = LintSummary()
        summary.add(lint)
        #expect(summary.errors == 20_000)
    }
}

/// A small deterministic generator (SplitMix64).
typealias SplitMix = SplitMix64
