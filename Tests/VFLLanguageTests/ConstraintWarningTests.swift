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
        // layouts fuzzer: `v2.width >= v0.width * 123456789.125` beside 1,000-point widths). The
        // container's side is one of its numbers (positions run up to it): the largest preset's
        // 1,376 points, here over the 1,000-point width.
        .init("layout L {\n    view a\n    view b\n    H:|[a(1000)]\n    1️⃣b.width == a.width * 123456789.125\n}",
              warning(.numberTooLarge, 1, "the multiplier 123456789.125 of 'b.width == a.width * 123456789.125' times the container's longest side, 1376 points on the largest device preset, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        // …also when the largest number is an intrinsic hint or in a variant.
        .init("layout L {\n    view a intrinsic 2000x10\n    view b\n    variant wide {\n        1️⃣b.height == a.height * 1e6\n    }\n}",
              warning(.numberTooLarge, 1, "the multiplier 1000000 of 'b.height == a.height * 1000000' times the layout's largest number, 2000, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
        // A chain of multipliers, each within it and each times the largest number too (50,000
        // × 1,376, 30 × 1,376), but 50,000 × 30 × 1,376 is not (the layouts fuzzer's 751 × 390
        // cycles beside 1,000-point spacings, issue 23): warned at the largest, with a note at
        // the other.
        .init("layout L {\n    view a\n    view b\n    view c\n    H:|[a(1000)]\n    1️⃣b.width == a.width * 50000\n    2️⃣c.width == b.width * 30\n}",
              warning(.numberTooLarge, 1, "the multipliers of 'b.width == a.width * 50000' and 1 other constraint chain to a factor of up to 1500000, which times the container's longest side, 1376 points on the largest device preset, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device"),
              note(2, "chained with the multiplier 30 here")),
        // …round a cycle: 2,000 one way, 900 back.
        .init("layout L {\n    view a\n    view b\n    H:|-1000-[a]\n    1️⃣b.width == a.width * 2000\n    2️⃣a.width >= b.width * 900\n}",
              warning(.numberTooLarge, 1, "the multipliers of 'b.width == a.width * 2000' and 1 other constraint chain to a factor of up to 1800000, which times the container's longest side, 1376 points on the largest device preset, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device"),
              note(2, "chained with the multiplier 900 here")),
        // A tiny multiplier scales the other way: `a` is 10^7 times `b`.
        .init("layout L {\n    view a\n    view b\n    H:|[a(1000)]\n    1️⃣a.width == b.width * 0.0000001\n}",
              warning(.numberTooLarge, 1, "the multiplier 1e-07 of 'a.width == b.width * 1e-07' scales the other way by 10000000, which times the container's longest side, 1376 points on the largest device preset, is over 1e9; vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device")),
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
        // A multiplier whose product with the largest number (the largest preset's 1,376-point
        // side) stays within 1e9, and 16/9.
        .init("layout L {\n    view a\n    view b\n    H:|[a(1000)]\n    b.width == a.width * 5e5\n    b.height == a.height * 16 / 9\n}"),
        // Ordinary screens whose multipliers, all multiplied together, would pass 1e9 but chain
        // no further than one proportion: a form whose every row makes the field twice its label
        // (2^30), a grid of 16:9 images (an aspect ratio each, aligned), thirty rows each twice a
        // 1,000-point header in one column, and cells a fifth of the container's width.
        .init("layout Form {\n    view l0\n    view f0\n    view l1\n    view f1\n    view l2\n    view f2\n    view l3\n    view f3\n    view l4\n    view f4\n    view l5\n    view f5\n    view l6\n    view f6\n    view l7\n    view f7\n    view l8\n    view f8\n    view l9\n    view f9\n    view l10\n    view f10\n    view l11\n    view f11\n    view l12\n    view f12\n    view l13\n    view f13\n    view l14\n    view f14\n    view l15\n    view f15\n    view l16\n    view f16\n    view l17\n    view f17\n    view l18\n    view f18\n    view l19\n    view f19\n    view l20\n    view f20\n    view l21\n    view f21\n    view l22\n    view f22\n    view l23\n    view f23\n    view l24\n    view f24\n    view l25\n    view f25\n    view l26\n    view f26\n    view l27\n    view f27\n    view l28\n    view f28\n    view l29\n    view f29\n    H:|-[l0]-[f0]-|\n    f0.width == l0.width * 2\n    H:|-[l1]-[f1]-|\n    f1.width == l1.width * 2\n    H:|-[l2]-[f2]-|\n    f2.width == l2.width * 2\n    H:|-[l3]-[f3]-|\n    f3.width == l3.width * 2\n    H:|-[l4]-[f4]-|\n    f4.width == l4.width * 2\n    H:|-[l5]-[f5]-|\n    f5.width == l5.width * 2\n    H:|-[l6]-[f6]-|\n    f6.width == l6.width * 2\n    H:|-[l7]-[f7]-|\n    f7.width == l7.width * 2\n    H:|-[l8]-[f8]-|\n    f8.width == l8.width * 2\n    H:|-[l9]-[f9]-|\n    f9.width == l9.width * 2\n    H:|-[l10]-[f10]-|\n    f10.width == l10.width * 2\n    H:|-[l11]-[f11]-|\n    f11.width == l11.width * 2\n    H:|-[l12]-[f12]-|\n    f12.width == l12.width * 2\n    H:|-[l13]-[f13]-|\n    f13.width == l13.width * 2\n    H:|-[l14]-[f14]-|\n    f14.width == l14.width * 2\n    H:|-[l15]-[f15]-|\n    f15.width == l15.width * 2\n    H:|-[l16]-[f16]-|\n    f16.width == l16.width * 2\n    H:|-[l17]-[f17]-|\n    f17.width == l17.width * 2\n    H:|-[l18]-[f18]-|\n    f18.width == l18.width * 2\n    H:|-[l19]-[f19]-|\n    f19.width == l19.width * 2\n    H:|-[l20]-[f20]-|\n    f20.width == l20.width * 2\n    H:|-[l21]-[f21]-|\n    f21.width == l21.width * 2\n    H:|-[l22]-[f22]-|\n    f22.width == l22.width * 2\n    H:|-[l23]-[f23]-|\n    f23.width == l23.width * 2\n    H:|-[l24]-[f24]-|\n    f24.width == l24.width * 2\n    H:|-[l25]-[f25]-|\n    f25.width == l25.width * 2\n    H:|-[l26]-[f26]-|\n    f26.width == l26.width * 2\n    H:|-[l27]-[f27]-|\n    f27.width == l27.width * 2\n    H:|-[l28]-[f28]-|\n    f28.width == l28.width * 2\n    H:|-[l29]-[f29]-|\n    f29.width == l29.width * 2\n    V:|-[l0]-[l1]-[l2]-[l3]-[l4]-[l5]-[l6]-[l7]-[l8]-[l9]-[l10]-[l11]-[l12]-[l13]-[l14]-[l15]-[l16]-[l17]-[l18]-[l19]-[l20]-[l21]-[l22]-[l23]-[l24]-[l25]-[l26]-[l27]-[l28]-[l29]  options: [.alignAllLeading]\n}"),
        .init("layout Gallery {\n    view p0\n    p0.height == p0.width * 9 / 16\n    view p1\n    p1.height == p1.width * 9 / 16\n    view p2\n    p2.height == p2.width * 9 / 16\n    view p3\n    p3.height == p3.width * 9 / 16\n    view p4\n    p4.height == p4.width * 9 / 16\n    view p5\n    p5.height == p5.width * 9 / 16\n    view p6\n    p6.height == p6.width * 9 / 16\n    view p7\n    p7.height == p7.width * 9 / 16\n    view p8\n    p8.height == p8.width * 9 / 16\n    view p9\n    p9.height == p9.width * 9 / 16\n    view p10\n    p10.height == p10.width * 9 / 16\n    view p11\n    p11.height == p11.width * 9 / 16\n    view p12\n    p12.height == p12.width * 9 / 16\n    view p13\n    p13.height == p13.width * 9 / 16\n    view p14\n    p14.height == p14.width * 9 / 16\n    view p15\n    p15.height == p15.width * 9 / 16\n    view p16\n    p16.height == p16.width * 9 / 16\n    view p17\n    p17.height == p17.width * 9 / 16\n    view p18\n    p18.height == p18.width * 9 / 16\n    view p19\n    p19.height == p19.width * 9 / 16\n    view p20\n    p20.height == p20.width * 9 / 16\n    view p21\n    p21.height == p21.width * 9 / 16\n    view p22\n    p22.height == p22.width * 9 / 16\n    view p23\n    p23.height == p23.width * 9 / 16\n    view p24\n    p24.height == p24.width * 9 / 16\n    view p25\n    p25.height == p25.width * 9 / 16\n    view p26\n    p26.height == p26.width * 9 / 16\n    view p27\n    p27.height == p27.width * 9 / 16\n    view p28\n    p28.height == p28.width * 9 / 16\n    view p29\n    p29.height == p29.width * 9 / 16\n    H:|-[p0]-[p1]-[p2]-[p3]-[p4]-|  options: [.alignAllTop, .alignAllBottom]\n    H:|-[p5]-[p6]-[p7]-[p8]-[p9]-|  options: [.alignAllTop, .alignAllBottom]\n    H:|-[p10]-[p11]-[p12]-[p13]-[p14]-|  options: [.alignAllTop, .alignAllBottom]\n    H:|-[p15]-[p16]-[p17]-[p18]-[p19]-|  options: [.alignAllTop, .alignAllBottom]\n    H:|-[p20]-[p21]-[p22]-[p23]-[p24]-|  options: [.alignAllTop, .alignAllBottom]\n    H:|-[p25]-[p26]-[p27]-[p28]-[p29]-|  options: [.alignAllTop, .alignAllBottom]\n    V:|-[p0]-[p5]-[p10]-[p15]-[p20]-[p25]  options: [.alignAllLeading, .alignAllTrailing]\n    V:|-[p1]-[p6]-[p11]-[p16]-[p21]-[p26]  options: [.alignAllLeading, .alignAllTrailing]\n    V:|-[p2]-[p7]-[p12]-[p17]-[p22]-[p27]  options: [.alignAllLeading, .alignAllTrailing]\n    V:|-[p3]-[p8]-[p13]-[p18]-[p23]-[p28]  options: [.alignAllLeading, .alignAllTrailing]\n    V:|-[p4]-[p9]-[p14]-[p19]-[p24]-[p29]  options: [.alignAllLeading, .alignAllTrailing]\n}"),
        .init("layout Table {\n    view header\n    view r0\n    r0.height == header.height * 2\n    view r1\n    r1.height == header.height * 2\n    view r2\n    r2.height == header.height * 2\n    view r3\n    r3.height == header.height * 2\n    view r4\n    r4.height == header.height * 2\n    view r5\n    r5.height == header.height * 2\n    view r6\n    r6.height == header.height * 2\n    view r7\n    r7.height == header.height * 2\n    view r8\n    r8.height == header.height * 2\n    view r9\n    r9.height == header.height * 2\n    view r10\n    r10.height == header.height * 2\n    view r11\n    r11.height == header.height * 2\n    view r12\n    r12.height == header.height * 2\n    view r13\n    r13.height == header.height * 2\n    view r14\n    r14.height == header.height * 2\n    view r15\n    r15.height == header.height * 2\n    view r16\n    r16.height == header.height * 2\n    view r17\n    r17.height == header.height * 2\n    view r18\n    r18.height == header.height * 2\n    view r19\n    r19.height == header.height * 2\n    view r20\n    r20.height == header.height * 2\n    view r21\n    r21.height == header.height * 2\n    view r22\n    r22.height == header.height * 2\n    view r23\n    r23.height == header.height * 2\n    view r24\n    r24.height == header.height * 2\n    view r25\n    r25.height == header.height * 2\n    view r26\n    r26.height == header.height * 2\n    view r27\n    r27.height == header.height * 2\n    view r28\n    r28.height == header.height * 2\n    view r29\n    r29.height == header.height * 2\n    V:|[header][r0][r1][r2][r3][r4][r5][r6][r7][r8][r9][r10][r11][r12][r13][r14][r15][r16][r17][r18][r19][r20][r21][r22][r23][r24][r25][r26][r27][r28][r29]|\n    V:[header(1000)]\n}"),
        .init("layout Cells {\n    view c0\n    c0.width == superview.width * 0.2\n    view c1\n    c1.width == superview.width * 0.2\n    view c2\n    c2.width == superview.width * 0.2\n    view c3\n    c3.width == superview.width * 0.2\n    view c4\n    c4.width == superview.width * 0.2\n    view c5\n    c5.width == superview.width * 0.2\n    view c6\n    c6.width == superview.width * 0.2\n    view c7\n    c7.width == superview.width * 0.2\n    view c8\n    c8.width == superview.width * 0.2\n    view c9\n    c9.width == superview.width * 0.2\n    view c10\n    c10.width == superview.width * 0.2\n    view c11\n    c11.width == superview.width * 0.2\n    view c12\n    c12.width == superview.width * 0.2\n    view c13\n    c13.width == superview.width * 0.2\n    view c14\n    c14.width == superview.width * 0.2\n    view c15\n    c15.width == superview.width * 0.2\n    view c16\n    c16.width == superview.width * 0.2\n    view c17\n    c17.width == superview.width * 0.2\n    view c18\n    c18.width == superview.width * 0.2\n    view c19\n    c19.width == superview.width * 0.2\n    view c20\n    c20.width == superview.width * 0.2\n    view c21\n    c21.width == superview.width * 0.2\n    view c22\n    c22.width == superview.width * 0.2\n    view c23\n    c23.width == superview.width * 0.2\n    view c24\n    c24.width == superview.width * 0.2\n    H:|[c0][c1][c2][c3][c4]|\n    H:|[c5][c6][c7][c8][c9]|\n    H:|[c10][c11][c12][c13][c14]|\n    H:|[c15][c16][c17][c18][c19]|\n    H:|[c20][c21][c22][c23][c24]|\n    V:|-1000-[c0]\n}"),
        // Two large multipliers on different axes do not chain.
        .init("layout L {\n    view a\n    view b\n    H:|[a(1000)]\n    b.width == a.width * 50000\n    b.height == a.height * 30\n}"),
        // 1e9 itself is within the limit, either sign: as constants, and as multipliers where the
        // largest number is 1 point (a 1x1 container, no constant over 1).
        .init("layout L {\n    view a\n    view b\n    H:|-1e9-[a(-1e9)]\n    a.height == b.height - 1e9\n}"),
        .init("layout L {\n    view a\n    view b\n    container 1x1\n    a.width == b.width * 1e9\n    a.height == b.height * -1e9 + 0.5\n}"),
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
