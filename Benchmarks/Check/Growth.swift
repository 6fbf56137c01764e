// The layouts and figures of `vflgen-bench-check --growth` (issue 19 §3, issue 23 "Time"): the
// check alone (LayoutCheck.run at the device presets), in process, on layouts that once grew
// super-linearly: mixed screens of 10 to 200 views, 200 labels tied on their priorities, 2,000
// small cells in one file. Prints each time and the growth exponent between sizes (1 is linear,
// 2 quadratic). `Benchmarks/check-growth.sh` times the same files checked by the debug-built
// `vflgen` as a whole process, as the build plugin runs it.

import BenchmarkLayouts
import Foundation
import LayoutModel
import VFLEngine
import VFLLanguage

/// Best CPU time of `repeats` checks of every layout in `text`.
func checkTime(_ text: String, repeats: Int = 3) -> Double {
    let layouts = VFLCompiler.compile(SourceFile(path: "Growth.vfl", text: text), platform: .uikit).file.layouts
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = cpuNow()
        for layout in layouts { _ = LayoutCheck.run(layout, presets: DevicePresets.uikit) }
        best = min(best, cpuNow() - start)
    }
    return best
}

/// Prints the growth figures.
func printGrowth() {
    print("growth: the check alone of mixed layouts (rows of 4 views: mixed content priorities, intrinsic hints, metrics), best of 3")
    var previous: (views: Int, time: Double)?
    for views in [10, 20, 50, 100, 200] {
        let time = checkTime(GrowthLayouts.mixed(views: views))
        let exponent = previous.map { String(format: "%.2f", log(time / $0.time) / log(Double(views) / Double($0.views))) } ?? "-"
        print(String(format: "  %3d views: %9.2f ms   growth exponent from the previous size: %@ (1 = linear)", views, time * 1000, exponent))
        previous = (views, time)
    }
    print(String(format: "200 labels in a column, equal priorities: %.2f ms; 2,000 small layouts in one file: %.2f ms",
                 checkTime(GrowthLayouts.column(labels: 200)) * 1000, checkTime(GrowthLayouts.cells(2000), repeats: 1) * 1000))
    printRich()
}

/// Prints the check's time on the random rich screens (``RichLayouts``, issue 39: goals 0.2 s
/// at 40 views, 1 s at 100, growth from 50 to 100 views at most 2.5×).
func printRich(repeats: Int = 3, seed: UInt64 = GrowthLayouts.richSeed, sizes: [Int] = GrowthLayouts.richSizes) {
    print("rich: the check alone of random screens using every extension (RichLayouts, seed \(seed)), best of \(repeats)")
    var times: [Int: Double] = [:]
    for views in sizes {
        let text = RichLayouts.layout(views: views, seed: seed)
        times[views] = checkTime(text, repeats: repeats)
        let layouts = VFLCompiler.compile(SourceFile(path: "Rich.vfl", text: text), platform: .uikit).file.layouts
        let run = LayoutCheck.run(layouts[0], presets: DevicePresets.uikit)
        print(String(format: "  %3d views: %9.2f ms   (%d sizes analysed, %d findings)", views, times[views]! * 1000, run.analyses.count, run.findings.count))
    }
    if let fifty = times[50], let hundred = times[100] {
        print(String(format: "  growth from 50 to 100 views: %.2f× (goal at most 2.5×)", hundred / fifty))
    }
}

/// Writes the growth layouts (``GrowthLayouts/files``) as `.vfl` files into `folder` (for
/// Benchmarks/check-growth.sh and .ci/callgrind-guard.sh).
func writeGrowthLayouts(to folder: String) throws {
    for (name, text) in GrowthLayouts.files {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
}
