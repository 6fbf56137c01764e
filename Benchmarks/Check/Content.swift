import BenchmarkLayouts
import Foundation
import LayoutModel
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
