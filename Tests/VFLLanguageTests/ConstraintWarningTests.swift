import LayoutModel
import Testing
@testable import VFLLanguage

/// `diagnostics` without `self-constraint` warnings: Apple's `[a]-[a]` lowers as Apple's parser
/// does, with that warning, in the lowering tables that otherwise expect no diagnostic.
func withoutSelfConstraintWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { $0.id != .selfConstraint }
}

/// `duplicate-constraint` and `self-constraint` (issue 12 §3): legal VFL that is almost
/// certainly a mistake is a warning at the constraint, with a note at the first of a duplicate.
@Suite struct ConstraintWarningTests {
    static let cases: [DiagnosticCase] = [
        .line("H:|-2️⃣[a]-[b]-m-[c]-|\n        H:1️⃣[a]-[b]", warning(.duplicateConstraint, 1, "duplicate constraint 'b.leading == a.trailing + 8'"), note(2, "first made here")),
        .init("""
        layout L {
            view a
            V:|-[a(2️⃣30)]
            V:[a(1️⃣30)]
        }
        """, warning(.duplicateConstraint, 1, "duplicate constraint 'a.height == 30'"), note(2, "first made here")),
        // A duplicate inside a variant, of a constraint outside it (both are active together).
        .init("""
        layout L {
            view a
            H:2️⃣|[a]|
            variant wide {
                H:1️⃣|[a]
            }
            variant narrow {
                H:|-8-[a]
            }
        }
        """, warning(.duplicateConstraint, 1, "duplicate constraint 'a.leading == superview.leading'"), note(2, "first made here")),
        // -0 and 0 are the same constant.
        .init("""
        layout L {
            view a
            view b
            H:|2️⃣[a]-(-0)-[b]|
            H:1️⃣[a]-0-[b]
        }
        """, warning(.duplicateConstraint, 1, "duplicate constraint 'b.leading == a.trailing'"), note(2, "first made here")),
        .init("""
        layout L {
            view avatar
            H:|-[avatar(1️⃣==avatar)]-|
        }
        """, warning(.selfConstraint, 1, "constraint 'avatar.width == avatar.width' relates view 'avatar' to itself")),
        .init("""
        layout L {
            view a
            H:|-1️⃣[a]-[a]-|
        }
        """, warning(.selfConstraint, 1, "constraint 'a.leading == a.trailing + 8' relates view 'a' to itself")),
        // Past 1e9, the check, frames and preview cannot solve exactly (the layouts fuzzer's
        // check-versus-frames comparison, Tests/Fuzz/README.md): a constant, from a metric too…
        .init("layout L {\n    view a\n    H:|[a(1️⃣1e20)]\n}",
              warning(.numberTooLarge, 1, "the constant 1e+20 of 'a.width == 1e+20' is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        .init("layout L {\n    view a\n    metric m = -1e300\n    H:1️⃣|-m-[a]\n}",
              warning(.numberTooLarge, 1, "the constant -1e+300 of 'a.leading == superview.leading - 1e+300' is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        // …and a multiplier (the fuzzer's `h == h * 1e308`, which frames could not solve while
        // the check could), named over a smaller constant.
        .init("layout L {\n    view a\n    view b\n    H:|[a]|\n    1️⃣a.height == b.height * 1e308 + 20\n}",
              warning(.numberTooLarge, 1, "the multiplier 1e+308 of 'a.height == b.height * 1e+308 + 20' is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        // 1e15 (the largest size vflgen reads) is past it: a 1e15 constant next to an 8-point
        // spacing hid an 8-point conflict from one tool and not the other (issue 23's fuzzer).
        .init("layout L {\n    view a\n    H:1️⃣|-1e15-[a]\n}",
              warning(.numberTooLarge, 1, "the constant 1000000000000000 of 'a.leading == superview.leading + 1000000000000000' is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        // A multiplier times the layout's largest number past 1e9, though each is within it (the
        // layouts fuzzer: `v2.width >= v0.width * 123456789.125` beside 1,000-point widths).
        .init("layout L {\n    view a\n    view b\n    H:|[a(1000)]\n    1️⃣b.width == a.width * 123456789.125\n}",
              warning(.numberTooLarge, 1, "the multiplier 123456789.125 of 'b.width == a.width * 123456789.125' times the layout's largest number, 1000, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        // …also when the largest number is an intrinsic hint or in a variant.
        .init("layout L {\n    view a intrinsic 2000x10\n    view b\n    variant wide {\n        1️⃣b.height == a.height * 1e6\n    }\n}",
              warning(.numberTooLarge, 1, "the multiplier 1000000 of 'b.height == a.height * 1000000' times the layout's largest number, 2000, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
    ]

    /// Not warned: the same constraint in two variants (never active together), a different
    /// constant or priority, and the same pair of views on different attributes.
    static let clean: [DiagnosticCase] = [
        .init("""
        layout L {
            view a
            V:|[a]
            variant wide {
                H:|[a]|
            }
            variant narrow {
                H:|[a]|
            }
        }
        """),
        .init("layout L {\n    view a\n    view b\n    H:|[a(30)][b]|\n    H:[a(40)]\n    H:[a(30@750)]\n}"),
        // A metric is not its value: generated code reads the live metric.
        .init("layout L {\n    view a\n    view b\n    metric m = 8\n    H:|[a]-m-[b]|\n    H:[a]-8-[b]\n    V:|[a(m)]|\n    V:[a(8)]\n}"),
        .init("layout L {\n    view a\n    view b\n    H:|[a][b]|  options: [.alignAllTop]\n    V:|[a][b]|\n}"),
        // A multiplier whose product with the largest number stays within 1e9, and 16/9.
        .init("layout L {\n    view a\n    view b\n    H:|[a(1000)]\n    b.width == a.width * 1e6\n    b.height == a.height * 16 / 9\n}"),
        // 1e9 itself is within the limit, either sign: as constants, and as multipliers where the
        // largest number is under 1 point.
        .init("layout L {\n    view a\n    view b\n    H:|-1e9-[a(-1e9)]\n    a.height == b.height - 1e9\n}"),
        .init("layout L {\n    view a\n    view b\n    a.width == b.width * 1e9\n    a.height == b.height * -1e9 + 0.5\n}"),
    ]

    @Test(arguments: cases + clean)
    func constraintWarnings(example: DiagnosticCase) {
        let summaries = diagnosticSummaries(example.source, platform: example.platform, expected: example.expected)
        #expect(summaries.actual == summaries.expected)
    }

    /// The duplicate search hashes both items: `|[vN]|` lines make `superview.trailing ==
    /// vN.trailing` for every view, which collided on the first item alone, so a layout of
    /// 20,000 such lines took a minute to check (quadratic in its views).
    @Test func duplicateSearchHashesTheSecondItem() {
        let result = compile("layout L {\n" + (0..<1000).map { "    view v\($0)\n    H:|[v\($0)]|\n" }.joined() + "}\n")
        #expect(result.diagnostics.isEmpty)
        let trailing = result.file.layouts[0].constraints.filter { $0.first == .superview }
        #expect(trailing.count == 1000)
        var names = ConstraintKey.NameNumbers()
        #expect(Set(trailing.map { ConstraintKey($0, names: &names).hash }).count == 1000)
    }

    /// The front end's constraints share one name table and are compared by their numbers; a
    /// layout whose constraints do not share one (built by hand, or edited) is compared by names.
    @Test func constraintsFromOtherTablesAreComparedByName() {
        let result = compile("layout L {\n    view a\n    view b\n    metric gap = 8\n    H:|[a]-gap-[b]|\n}")
        #expect(result.diagnostics.isEmpty)
        var layout = result.file.layouts[0]
        let spacing = layout.constraints.first { $0.kind == .spacing }!
        #expect(spacing.names === layout.constraints[0].names)
        let byName = LayoutConstraint(
            first: spacing.first, spacing.firstAttribute, spacing.relation, second: spacing.second, spacing.secondAttribute,
            constant: spacing.constant, priority: spacing.priority, kind: .explicit, source: SourceRange(start: 0, end: 1)
        )
        #expect(byName.names !== spacing.names)
        layout.constraints.append(byName)
        var self_ = LayoutConstraint(first: .view("b"), .width, .equal, second: .view("b"), .width, kind: .size, source: SourceRange(start: 1, end: 2))
        self_.constant = Term(8, metric: "gap")
        layout.constraints.append(self_)
        var checker = ConstraintWarnings()
        var diagnostics: [Diagnostic] = []
        checker.check(layout, into: &diagnostics)
        #expect(diagnostics.map(\.id) == [.duplicateConstraint, .selfConstraint])
        // In a variant too, against the always-on constraints.
        layout.constraints.removeLast(2)
        layout.variants = [LayoutVariant(name: "v", constraints: [byName], range: SourceRange(start: 0, end: 1))]
        diagnostics = []
        checker.check(layout, into: &diagnostics)
        #expect(diagnostics.map(\.id) == [.duplicateConstraint])
    }

    /// A table that names one view twice (only a hand-made one can): its numbers are not
    /// compared as they are, so the duplicate is still found.
    @Test func aTableWithANameTwiceIsComparedByName() {
        let names = ConstraintNames(items: ["a", "a", "b"], metrics: [])
        #expect(!names.hasUniqueNames)
        #expect(ConstraintNames(items: ["a", "b"], metrics: ["a"]).hasUniqueNames)
        #expect(!ConstraintNames(items: (0..<40).map { "v\($0 % 39)" }, metrics: []).hasUniqueNames)
        let first = LayoutConstraint(names: names, first: 0, .width, .equal, second: 2, .width, kind: .size, source: SourceRange(start: 0, end: 1))
        let second = LayoutConstraint(names: names, first: 1, .width, .equal, second: 2, .width, kind: .size, source: SourceRange(start: 0, end: 1))
        #expect(first == second)
        let layout = Layout(name: "L", views: [], metrics: [], constraints: [first, second], variants: [], range: SourceRange(start: 0, end: 1))
        var checker = ConstraintWarnings()
        var diagnostics: [Diagnostic] = []
        checker.check(layout, into: &diagnostics)
        #expect(diagnostics.map(\.id) == [.duplicateConstraint])
    }
}
