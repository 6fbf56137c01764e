import BenchmarkLayouts
import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage

/// ``WarmColdCheckTests`` on large layouts: grids of labels (the language server benchmark's
/// layout) and mixed screens, where a swept engine makes many pivots between sizes and can
/// land on a degenerate optimal basis (the grid with its gap set to 0, at the iPad sizes). At
/// every size the swept analysis, with and without starting the sweep over where its tableau
/// decides too little (``LayoutCheck/undecidedLimit``), finds what an engine built cold for
/// that size alone finds.
@Suite struct WarmColdLargeLayoutTests {
    /// `views` labels in rows of `columns`, `gap` apart (as in Benchmarks/LanguageServer).
    static func grid(views: Int, columns: Int, gap: Int) -> String {
        var text = "layout Grid {\n    metric gap = \(gap)\n"
        for index in 0..<views { text += "    view v\(index): UILabel intrinsic 80x20\n" }
        for row in stride(from: 0, to: views, by: columns) {
            text += "    H:|-" + (row..<min(views, row + columns)).map { "[v\($0)]" }.joined(separator: "-gap-") + "-(>=0)-|\n"
        }
        for column in 0..<columns {
            text += "    V:|-" + stride(from: column, to: views, by: columns).map { "[v\($0)]" }.joined(separator: "-gap-") + "-(>=0)-|\n"
        }
        return text + "}\n"
    }

    static func layout(_ text: String) throws -> Layout {
        let compiled = VFLCompiler.compile(SourceFile(path: "Large.vfl", text: text), platform: .uikit)
        #expect(!compiled.hasErrors)
        return try #require(compiled.file.layouts.first)
    }

    /// The grid with gap 0 reaches, at the iPad (A16) portrait preset, a swept basis whose
    /// tableau leaves more than ``LayoutCheck/undecidedLimit`` candidates to probe: the layouts
    /// below exercise starting the sweep over.
    @Test func aSweptGridReachesATableauThatDecidesTooLittle() throws {
        let layout = try Self.layout(Self.grid(views: 60, columns: 10, gap: 0))
        let sizes = CheckSize.sizes(for: layout, variant: nil, presets: DevicePresets.uikit).filter { $0.environment.layoutDirection == .leftToRight }
        var model = AnalysisModel(sweeping: layout, variant: nil, direction: .leftToRight, startingAt: sizes[0])
        var cache = SizeAnalysis.CandidateCache()
        var tooLittle: [String] = []
        for size in sizes {
            let moved = model.move(to: size)
            #expect(moved)
            if SizeAnalysis.analyse(model, layout: layout, variant: nil, at: size, cache: &cache, undecidedLimit: LayoutCheck.undecidedLimit) == nil {
                tooLittle.append(size.name)
            }
        }
        #expect(tooLittle == ["iPad (A16) (portrait)"])
        // An engine built at that size decides every candidate from its tableau.
        let size = try #require(sizes.first { $0.name == "iPad (A16) (portrait)" })
        var fresh = AnalysisModel(sweeping: layout, variant: nil, direction: .leftToRight, startingAt: size)
        var freshCache = SizeAnalysis.CandidateCache()
        let moved = fresh.move(to: size)
        #expect(moved)
        #expect(SizeAnalysis.analyse(fresh, layout: layout, variant: nil, at: size, cache: &freshCache, undecidedLimit: 0) != nil)
    }

    static let layouts: [String] = [
        grid(views: 60, columns: 10, gap: 0), grid(views: 60, columns: 10, gap: 8), grid(views: 100, columns: 20, gap: 0),
        GrowthLayouts.mixed(views: 80),
    ]

    /// Every size, every variant, both directions; the sweep with the default limit, starting
    /// over at any undecided candidate (0), and never starting over.
    @Test(arguments: layouts.indices)
    func warmSweepFindsWhatColdEnginesFind(_ index: Int) throws {
        let layout = try Self.layout(Self.layouts[index])
        let sizes = CheckSize.sizes(for: layout, variant: nil, presets: DevicePresets.uikit)
        let cold = sizes.map { SizeAnalysis.analyse(layout, variant: nil, at: $0) }
        for limit in [LayoutCheck.undecidedLimit, 0, .max] {
            let warm = LayoutCheck.analyses(layout, variant: nil, at: sizes, undecidedLimit: limit)
            #expect(warm.count == sizes.count)
            for (analysis, expected) in zip(warm, cold) {
                let at = "layout \(index) limit \(limit) \(expected.size.name)"
                #expect(analysis.conflicts == expected.conflicts, "\(at)")
                #expect(analysis.ambiguities == expected.ambiguities, "\(at)")
                #expect(analysis.contentGuesses == expected.contentGuesses, "\(at)")
                #expect(analysis.offScreen == expected.offScreen, "\(at)")
                #expect(analysis.isFinite == expected.isFinite, "\(at)")
                #expect(analysis.containerSize == expected.containerSize, "\(at)")
            }
        }
    }

    /// The 200-view mixed screen: 50 rows aligned on their centers in a column too tall for
    /// every preset, its bottom spacing at 250. The engine that sweeps it once solved rows for
    /// the ½ of a center, doubling coefficients row by row (2^38 in 100 rows); past rounding it
    /// gave the last row's image a height of −1,317 points where its compression resistance
    /// (750) outranks the bottom spacing. Swept or built cold, the column keeps every view at
    /// its size and leaves the container at the bottom.
    @Test func aColumnOfCenteredRowsIsSweptExactly() throws {
        let layout = try Self.layout(GrowthLayouts.mixed(views: 200))
        let sizes = Array(CheckSize.sizes(for: layout, variant: nil, presets: DevicePresets.uikit).prefix(2))
        let warm = LayoutCheck.analyses(layout, variant: nil, at: sizes)
        for (analysis, size) in zip(warm, sizes) {
            let cold = SizeAnalysis.analyse(layout, variant: nil, at: size)
            #expect(analysis.offScreen == cold.offScreen, "\(size.name)")
            #expect(!analysis.offScreen.contains { $0.problem == .negativeHeight || $0.problem == .negativeWidth }, "\(size.name)")
            #expect(analysis.offScreen.contains { $0.view == 196 && $0.problem == .bottom }, "\(size.name)")
        }
    }
}
