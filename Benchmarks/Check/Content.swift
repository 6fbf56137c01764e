import BenchmarkLayouts
import Foundation
import LayoutModel
import VFLCheck
import VFLEngine
import VFLLanguage
import VFLText

/// `--content`: the check across content (issue 38 §5) on Examples/Layouts (or the files
/// given): every UIKit device preset, both directions where a layout has them, the categories
/// L, XXXL and AX5 each with the strings as written and doubled, against the same check at
/// the default category only, in the same run (goal: at most 3×); then the same on random
/// screens whose labels and buttons are all sized by sample content.
func printContent(paths: [String], repeats: Int) throws {
    var layouts: [Layout] = []
    for path in paths {
        let source = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        layouts += VFLCompiler.compile(source, platform: .uikit).file.layouts
    }
    print("content: \(paths.count) files, \(layouts.count) layouts")
    printContent(layouts, repeats: repeats)
    // Random screens whose labels and buttons are all sized by sample content (RichLayouts
    // with content, 12 views, seeds 1–20): every configuration differs, nothing is skipped.
    let random = (1...20).flatMap { seed in
        VFLCompiler.compile(SourceFile(path: "C.vfl", text: RichLayouts.layout(views: 12, seed: UInt64(seed), name: "C\(seed)", content: true)), platform: .uikit).file.layouts
    }
    print("content: 20 random 12-view screens sized by sample content (RichLayouts, seeds 1-20)")
    printContent(random, repeats: repeats)
}

func printContent(_ layouts: [Layout], repeats: Int) {
    let presets = DevicePresets.uikit
    let standard = CheckAxes(presets: presets, contents: [.standard])
    let content = CheckAxes(presets: presets, contents: CheckAxes.contents(categories: [.large, .xxxLarge, .ax5], longText: true))
    func time(_ axes: CheckAxes) -> (seconds: Double, analyses: Int) {
        var best = Double.infinity
        var analyses = 0
        for _ in 0..<repeats {
            let start = cpuNow()
            analyses = layouts.reduce(0) { $0 + LayoutCheck.run($1, axes: axes).analyses.count }
            best = min(best, cpuNow() - start)
        }
        return (best, analyses)
    }
    // Warm up the text model's tables (decoded on first use) before anything is timed.
    _ = time(content)
    // Alternating, so that load changes hit both alike.
    var baseline = (seconds: Double.infinity, analyses: 0), six = baseline
    for _ in 0..<3 {
        let b = time(standard), m = time(content)
        if b.seconds < baseline.seconds { baseline = b }
        if m.seconds < six.seconds { six = m }
    }
    print("  L, XXXL, AX5, each as written and long, against L alone; CPU, best of \(3 * repeats)")
    print(String(format: "  default category only (baseline): %8.2f ms  (%d analyses)", baseline.seconds * 1000, baseline.analyses))
    print(String(format: "  six configurations:               %8.2f ms  (%d analyses)  %.2f× the baseline (goal at most 3×)", six.seconds * 1000, six.analyses, six.seconds / baseline.seconds))
}

/// `--proofs`: `vflgen check`'s work on one file (the analysis and every fix proved, VFLCheck's
/// FileCheck in the default content configurations) on random rich screens of `sizes` views,
/// with engines shared by the re-solves and proofs and, as the baseline in the same run, with
/// an engine built for each (``LayoutCheck/buildsEngineForEachSolve``).
func printProofs(sizes: [Int], seed: UInt64) {
    print("proofs: the whole check of random rich screens (RichLayouts, seed \(seed)): analysis and fix proofs, CPU, best of 2")
    var shared: [Int: Double] = [:]
    for views in sizes {
        let text = RichLayouts.layout(views: views, seed: seed)
        let file = VFLCompiler.compile(SourceFile(path: "Rich.vfl", text: text), platform: .uikit).file
        let check = FileCheck(axes: CheckAxes(presets: DevicePresets.uikit), severity: .warning)
        func time(fresh: Bool) -> (Double, Int) {
            var best = Double.infinity
            var fixes = 0
            for _ in 0..<2 {
                let start = cpuNow()
                let findings = LayoutCheck.$buildsEngineForEachSolve.withValue(fresh) { check.findings(in: file) }
                best = min(best, cpuNow() - start)
                fixes = findings.reduce(0) { $0 + $1.fixes.count }
            }
            return (best, fixes)
        }
        let (before, fixes) = time(fresh: true)
        let (after, fixesAfter) = time(fresh: false)
        shared[views] = after
        print(String(format: "  %3d views: engines built for each solve %9.2f ms, shared %9.2f ms (%.2f×; %d and %d fixes offered)",
                     views, before * 1000, after * 1000, before / after, fixes, fixesAfter))
    }
    if let fifty = shared[50], let hundred = shared[100] {
        print(String(format: "  growth from 50 to 100 views, shared: %.2f× (goal at most 2.5×)", hundred / fifty))
    }
}
