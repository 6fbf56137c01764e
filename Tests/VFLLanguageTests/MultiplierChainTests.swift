import LayoutModel
import Testing
import VFLLanguage

/// The chains of multipliers of whole layouts (``MultiplierChains``), which decide the front
/// end's `number-too-large` for chains and which agreements the layouts fuzzer owes: `.vfl`
/// source → each chain's constraints (as text) and factor.
@Suite struct MultiplierChainTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var lines: [String]
        var views = "a b c"
        /// Each chain: its constraints' text and its factor.
        var chains: [([String], Double)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one multiplier", lines: ["b.width == a.width * 4"], chains: [(["b.width == a.width * 4"], 4)]),
        Case(name: "a tiny multiplier scales the other way", lines: ["b.width == a.width * 0.001"], chains: [(["b.width == a.width * 0.001"], 1000)]),
        Case(name: "two in a chain multiply", lines: ["b.width == a.width * 3", "c.width == b.width * 5"],
             chains: [(["b.width == a.width * 3", "c.width == b.width * 5"], 15)]),
        Case(name: "two from one view do not", lines: ["b.width == a.width * 3", "c.width == a.width * 5"],
             chains: [(["b.width == a.width * 3", "c.width == a.width * 5"], 5)]),
        Case(name: "round a cycle", lines: ["b.width == a.width * 2000", "a.width >= b.width * 900"],
             chains: [(["b.width == a.width * 2000", "a.width >= b.width * 900"], 1_800_000)]),
        Case(name: "a balanced cycle", lines: ["b.width == a.width * 2", "a.width == b.width * 0.5"],
             chains: [(["b.width == a.width * 2", "a.width == b.width * 0.5"], 2)]),
        // An additive constraint between the two closes a cycle of gain 2 (`a` to `b` times 2,
        // back at 1): the bound is the range of scales (2) times that cycle's gain, where the
        // largest gain of a path is 2. A bound, not the exact gain: never below it.
        Case(name: "a cycle through an additive constraint", lines: ["b.width == a.width * 2", "a.width == b.width * 0.5", "H:[a][b]"],
             chains: [(["b.width == a.width * 2", "a.width == b.width * 0.5"], 4)]),
        Case(name: "axes apart", lines: ["b.width == a.width * 3", "b.height == a.height * 5"],
             chains: [(["b.width == a.width * 3"], 3), (["b.height == a.height * 5"], 5)]),
        Case(name: "an aspect ratio joins the axes", lines: ["b.width == a.width * 3", "b.height == b.width * 5"],
             chains: [(["b.width == a.width * 3", "b.height == b.width * 5"], 15)]),
        Case(name: "proportions of the container do not chain", lines: ["a.width == superview.width * 0.2", "b.width == superview.width * 0.2", "H:|[a][b]"],
             chains: [(["a.width == superview.width * 0.2", "b.width == superview.width * 0.2"], 5)]),
        // Scales past `Double`'s range (5e-324 one way, then back by an equality and on to the
        // container) made 0 × infinity, a NaN range, and no chain at all: the layouts fuzzer
        // found the agreement test owed on such a layout (2026-11-27). Now unbounded.
        Case(name: "scales past Double's range", lines: ["H:[v1(v0)]", "H:|[v1(v0*5e-324)]-[v0(v0*751)]-|"], views: "v0 v1",
             chains: [(["v1.width == v0.width * 5e-324", "v0.width == v0.width * 751"], .infinity)]),
        Case(name: "a multiplier of 0 relates nothing", lines: ["a.width == a.width * 0", "b.width == a.width * 0"], chains: []),
    ]

    @Test(arguments: cases)
    func chains(of example: Case) throws {
        let views = example.views.split(separator: " ").map { "    view \($0)\n" }.joined()
        let source = "layout L {\n\(views)" + example.lines.map { "    \($0)\n" }.joined() + "}\n"
        let compiled = VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: .uikit)
        #expect(!compiled.hasErrors, "\(compiled.diagnostics)")
        let layout = try #require(compiled.file.layouts.first)
        let chains = MultiplierChains.chains(in: layout.constraints)
        #expect(chains.map { $0.constraints.map { layout.constraints[$0].text } } == example.chains.map(\.0))
        for (chain, expected) in zip(chains, example.chains) {
            if expected.1.isInfinite {
                #expect(chain.factor == expected.1, "\(chain.factor) for \(expected.0)")
            } else {
                #expect(abs(chain.factor - expected.1) <= 1e-9 * expected.1, "\(chain.factor) for \(expected.0)")
            }
        }
    }

    /// The fuzzer's layout itself: warned, and past the limit for the agreement test.
    @Test func theFuzzersLayoutPastDoublesRange() throws {
        let source = """
        layout L {
            view v0: UITextField
            view v1
            view v2
            view v3
            metric m0 = -100
            H:[v1(v0)][v0(==v3@250,>=-100@1)]-[v3(==v1)]-(m0)-|
            H:|[v1(v0*5e-324)]-m0-[v0(v0*751)]-m0-|
        }
        """
        let compiled = VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: .uikit)
        let layout = try #require(compiled.file.layouts.first)
        #expect(MultiplierChains.largestMagnitude(layout, variant: nil) == .infinity)
        #expect(compiled.diagnostics.contains { $0.message.hasPrefix("the multipliers of 'v1.width == v0.width * 5e-324' and 1 other constraint chain to a factor of up to more than 1e308") })
    }

    /// The container's longest side is one of the layout's numbers: the largest preset's
    /// without a `container` line or with `container devices`, else the declared sizes.
    /// `presets` and `checked` are the layout's own answers to where it is checked.
    @Test(arguments: [
        ("", 1376.0, true, 1), ("container devices\n", 1376, true, 1), ("container 343x120\n", 343, false, 1),
        ("container 343x_\n    container _x2000\n", 2000, false, 2), ("container 300x200\n    container devices\n", 1376, true, 2),
    ])
    func theContainersLongestSideIsOneOfTheNumbers(containers: String, side: Double, presets: Bool, checked: Int) throws {
        let source = "layout L {\n    view a\n    view b\n    \(containers)    H:|-8-[a]\n    b.width == a.width * 1000000\n}\n"
        let compiled = VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: .uikit)
        #expect(!compiled.hasErrors, "\(compiled.diagnostics)")
        let layout = try #require(compiled.file.layouts.first)
        #expect(MultiplierChains.largestContainerSide(of: layout) == side)
        #expect(layout.usesDevicePresets == presets)
        #expect(layout.checkedContainers.count == checked)
        #expect(layout.checkedContainers.contains { $0.size == .devices } == presets)
        #expect(MultiplierChains.largestMagnitude(layout, variant: nil) == side * 1_000_000)
        // 1e6 times 343 is within 1e9; times 1,376 or 2,000 it is not.
        let warned = compiled.diagnostics.contains { $0.message.contains("the multiplier 1000000 of 'b.width == a.width * 1000000' times the container's longest side, \(side.shortestDescription) points") }
        #expect(warned == (side * 1_000_000 > PointLimit.exact), "\(compiled.diagnostics.map(\.message))")
    }

    /// A variant is measured with the always-on constraints, not with another variant's.
    @Test func variantsAreMeasuredApart() throws {
        let source = """
        layout L {
            view a
            view b
            view c
            H:|-1000-[a]
            b.width == a.width * 40000
            variant wide {
                c.width == b.width * 30
            }
            variant narrow {
                c.width == a.width * 20
            }
        }
        """
        let compiled = VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: .uikit)
        let layout = try #require(compiled.file.layouts.first)
        // The largest number is the largest preset's side, 1,376 (over the 1,000-point spacing).
        #expect(MultiplierChains.largestMagnitude(layout, variant: nil) == 55_040_000)
        #expect(abs(MultiplierChains.largestMagnitude(layout, variant: layout.variants[0]) - 1.6512e9) <= 1)
        #expect(MultiplierChains.largestMagnitude(layout, variant: layout.variants[1]) == 55_040_000)
        #expect(compiled.diagnostics.map(\.message).filter { $0.contains("chain") }.count == 1)
    }
}
