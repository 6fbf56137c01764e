import BenchmarkLayouts
import Foundation
import LayoutModel
import Testing
import VFLCheck
import VFLEngine
import VFLLanguage

/// Fix proofs analyse the edited layout on sweeping engines, as the check does (issue 39),
/// instead of an engine built for each size: the fixes offered must be the ones proved on
/// engines built for each size (``LayoutCheck/buildsEngineForEachSolve``), in every content
/// configuration.
@Suite struct SharedEngineTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// L, XXXL and AX5, each with the sample strings as written and doubled.
    static let contents = CheckAxes.contents(categories: [.large, .xxxLarge, .ax5], longText: true)

    /// Random screens whose labels and buttons are sized by sample content (styles that scale,
    /// fixed fonts, wrapping labels, tied content priorities): every configuration differs.
    static func contentScreens(_ seeds: ClosedRange<Int>, views: Int = 12) -> [String] {
        seeds.map { RichLayouts.layout(views: views, seed: UInt64($0), name: "C\($0)", content: true) }
    }

    /// Examples/Layouts and the check fixtures.
    static func files() throws -> [String] {
        try ["Examples/Layouts", "Tests/VFLGenCLITests/Fixtures/Check"].flatMap { folder in
            let base = root.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".vfl") }.sorted()
                .map { try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8) }
        }
    }

    @Test func fixesProvedOnSweptEnginesAreTheFixesProvedOnFreshOnes() throws {
        let fixes = try Self.files().reduce(0) { $0 + Self.compareFixes(in: $1) }
        #expect(fixes > 10)
    }

    /// The random content screens compared: seed 4 by default, seeds 1 to 6 with
    /// `VFLGEN_FINDINGS_ALL=1` (in a debug build each costs 15 to 80 s of CPU, the fresh engines
    /// most of it; run them all when the check's engines or proofs change).
    static var contentSeeds: [Int] { EngineFindingsTests.everything ? Array(1...6) : [4] }

    /// The same on random content screens, one test case per seed so that they run in parallel.
    @Test(arguments: contentSeeds) func fixesProvedOnSweptEnginesOfAContentScreen(seed: Int) {
        Self.compareFixes(in: Self.contentScreens(seed...seed)[0])
    }

    /// Compares the findings and fixes of `text` proved on swept engines with those proved on
    /// engines built for each size; returns how many fixes were offered.
    @discardableResult static func compareFixes(in text: String) -> Int {
        let compiled = VFLCompiler.compile(SourceFile(path: "Input.vfl", text: text), platform: .uikit)
        guard !compiled.hasErrors else { return 0 }
        let check = FileCheck(axes: CheckAxes(presets: DevicePresets.uikit, contents: contents), severity: .warning)
        let shared = check.findings(in: compiled.file)
        let fresh = LayoutCheck.$buildsEngineForEachSolve.withValue(true) { check.findings(in: compiled.file) }
        #expect(shared.map { "\($0)" } == fresh.map { "\($0)" }, "\(text.prefix(200))")
        return shared.reduce(0) { $0 + $1.fixes.count }
    }
}
