import LayoutModel
import Testing
@testable import VFLLanguage

/// Issue #25: under a ``DiagnosticLimit`` the front end keeps the first `count` errors and
/// warnings in source order and counts the rest. The oracle is the whole list, cut afterwards.
@Suite struct DiagnosticLimitTests {
    /// The whole sorted list cut to the first `count` errors and warnings (notes all kept), the
    /// excluded ones dropped first, with the counts of the errors and warnings cut.
    static func reference(_ diagnostics: [Diagnostic], count: Int, excluding: (Diagnostic) -> Bool) -> LimitedDiagnostics {
        var errors = 0
        var warnings = 0
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics where !excluding(diagnostic) {
            switch diagnostic.severity {
            case .error:
                errors += 1
                if errors > count { continue }
            case .warning:
                warnings += 1
                if warnings > count { continue }
            case .note: break
            }
            kept.append(diagnostic)
        }
        return LimitedDiagnostics(diagnostics: kept, omittedErrors: max(0, errors - count), omittedWarnings: max(0, warnings - count))
    }

    /// Files with errors and warnings of every stage interleaved (parser, resolver, duplicate
    /// layouts, the lowered constraints' warnings, unused declarations), many of each.
    static let sources: [String] = {
        var mixed = "layout A {\n    view a\n    view b\n    view unused1\n    metric m = 8\n"
        for index in 0..<120 {
            switch index % 6 {
            case 0: mixed += "    H:|-[a]-[nope\(index)]-|\n"
            case 1: mixed += "    H:|-[a]-[b]-|\n"  // a duplicate from the second one on
            case 2: mixed += "    V:|-[a(==a)]\n"  // a self constraint
            case 3: mixed += "    H:[a]-(\n"  // a syntax error
            case 4: mixed += "    view late\(index)\n"  // unused
            default: mixed += "    V:[b]-zz\(index)-[a]\n"  // an unknown metric
            }
        }
        mixed += "}\nlayout A {\n    view c\n    H:|[c]|\n}\n"
        var names = "layout B {\n    view a\n    H:|"
        for index in 0..<500 { names += "[x\(index)]" }
        names += "|\n}\n"
        return [mixed, names, mixed + names, names + mixed]
    }()

    @Test(arguments: sources)
    func keepsTheFirstOfTheWholeList(_ text: String) {
        let source = SourceFile(path: "T.vfl", text: text)
        let whole = VFLCompiler.check(source, platform: .uikit)
        #expect(whole.filter { $0.severity == .error }.count > 50)
        let exclusions: [(Diagnostic) -> Bool] = [
            { _ in false },
            { $0.id == .unusedView || $0.id == .unknownMetric },
            { ($0.range?.start ?? 0) % 3 == 0 },
        ]
        for count in [1, 2, 5, 50, 1_000] {
            for excluding in exclusions {
                var layouts = 0
                let limited = VFLCompiler.compileLayouts(
                    source, platform: .uikit, limit: DiagnosticLimit(count: count), excluding: excluding
                ) { _ in layouts += 1 }
                let expected = Self.reference(whole, count: count, excluding: excluding)
                #expect(limited.diagnostics == expected.diagnostics, "limit \(count)")
                #expect(limited.omittedErrors == expected.omittedErrors, "limit \(count)")
                #expect(limited.omittedWarnings == expected.omittedWarnings, "limit \(count)")
            }
        }
    }

    /// The list on its own: random severities and positions (many equal), compacted as it
    /// grows, against the stable sort of everything, cut.
    @Test func theListKeepsTheCandidates() {
        var random = SystemRandomNumberGenerator()
        for trial in 0..<300 {
            let count = 1 + trial % 7
            let diagnostics: [Diagnostic] = (0..<Int.random(in: 0..<400, using: &random)).map { index in
                let range: SourceRange? = Int.random(in: 0..<10, using: &random) == 0 ? nil : .point(Int.random(in: 0..<60, using: &random))
                switch Int.random(in: 0..<5, using: &random) {
                case 0, 1: return .error("e", "error \(index)", at: range)
                case 2, 3: return .warning("w", "warning \(index)", at: range)
                default: return Diagnostic("n", .note, "note \(index)", at: range)
                }
            }
            var list = DiagnosticList(limit: DiagnosticLimit(count: count))
            list.append(contentsOf: diagnostics)
            list.compact()
            let sorted = VFLCompiler.sortedBySource(diagnostics)
            let expected = Self.reference(sorted, count: count, excluding: { _ in false })
            #expect(VFLCompiler.sortedBySource(list.items) == expected.diagnostics)
            #expect(list.omittedErrors == expected.omittedErrors)
            #expect(list.omittedWarnings == expected.omittedWarnings)
        }
    }

    /// A format line with 200,000 unknown views: a limit of 50 keeps 50.
    @Test func aHugeLineKeepsTheLimit() {
        var text = "layout Huge {\n    view a\n    H:|[a]"
        for index in 0..<200_000 { text += "[v\(index)]" }
        text += "|\n}\n"
        let limited = VFLCompiler.compileLayouts(SourceFile(path: "T.vfl", text: text), platform: .uikit, limit: DiagnosticLimit(count: 50)) { _ in }
        #expect(limited.diagnostics.count == 50)
        #expect(limited.omittedErrors == 199_950)
        #expect(limited.diagnostics.last?.message == "unknown view 'v49'")
    }
}
