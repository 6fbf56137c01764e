// The layouts and figures of `vflgen-bench-check --growth` (issue 19 §3, issue 23 "Time"): the
// check alone (LayoutCheck.run at the device presets), in process, on layouts that once grew
// super-linearly: mixed screens of 10 to 200 views, 200 labels tied on their priorities, 2,000
// small cells in one file. Prints each time and the growth exponent between sizes (1 is linear,
// 2 quadratic). `Benchmarks/check-growth.sh` times the same files checked by the debug-built
// `vflgen` as a whole process, as the build plugin runs it.

import Foundation
import LayoutModel
import VFLEngine
import VFLLanguage

/// Layouts whose check time must grow near-linearly in their views (issue 19 §3, issue 23
/// "Time"), generated with fixed numbers so every run measures the same ones.
enum GrowthLayouts {
    /// A screen of `views` views in rows of four — an image, a label with its own hugging and
    /// compression resistance, a short label and a button — aligned on their centers, rows in a
    /// column between metrics: mixed content priorities, intrinsic hints and metrics. (Such a
    /// layout of 40 views took 21 s to check, 100 views minutes.)
    static func mixed(views: Int) -> String {
        var text = "layout Mixed\(views) {\n    metric pad = 12\n    metric gap = 8\n    metric low = 250\n"
        for index in 0..<views {
            switch index % 4 {
            case 0: text += "    view v\(index): UIImageView intrinsic 32x32\n"
            case 1: text += "    view v\(index): UILabel intrinsic \(60 + index % 7 * 20)x21 hugging \(250 + index % 2) compression \(749 + index % 3 / 2)\n"
            case 2: text += "    view v\(index): UILabel intrinsic \(30 + index % 5 * 10)x17\n"
            default: text += "    view v\(index): UIButton intrinsic 60x44 hugging \(251 + index % 2),250\n"
            }
        }
        for row in stride(from: 0, to: views, by: 4) {
            let names = (row..<min(row + 4, views)).map { "[v\($0)]" }
            text += "    H:|-pad-" + names.joined(separator: "-gap-") + "-(>=pad)-|  options: [.alignAllCenterY]\n"
        }
        text += "    V:|-pad-" + stride(from: 0, to: views, by: 4).map { "[v\($0)]" }.joined(separator: "-gap-") + "-(>=pad@low)-|\n"
        return text + "}\n"
    }

    /// `labels` labels in a column, every one with the same (default) priorities: one content
    /// priority tie of all of them at every size.
    static func column(labels: Int) -> String {
        var text = "layout Column\(labels) {\n"
        for index in 0..<labels { text += "    view l\(index): UILabel intrinsic 100x21\n" }
        text += "    V:|-" + (0..<labels).map { "[l\($0)]" }.joined(separator: "-") + "-|\n"
        for index in 0..<labels { text += "    H:|-[l\(index)]-|\n" }
        return text + "}\n"
    }

    /// `count` small cells (an icon and two labels with equal priorities) in one file.
    static func cells(_ count: Int) -> String {
        var text = ""
        for index in 0..<count {
            text += """
            layout Cell\(index) {
                view icon: UIImageView intrinsic 40x40
                view title: UILabel intrinsic 120x21
                view detail: UILabel intrinsic 80x17
                H:|-[icon]-[title]-(>=8)-|
                H:[icon]-[detail]-(>=8)-|
                V:|-[icon]-|
                V:|-[title]-4-[detail]-|
            }

            """
        }
        return text
    }
}

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
}

/// Writes the growth layouts as `.vfl` files into `folder` (for Benchmarks/check-growth.sh).
func writeGrowthLayouts(to folder: String) throws {
    var files = [("Column200.vfl", GrowthLayouts.column(labels: 200)), ("Cells2000.vfl", GrowthLayouts.cells(2000))]
    for views in [10, 20, 50, 100, 200] { files.append(("Mixed\(views).vfl", GrowthLayouts.mixed(views: views))) }
    for (name, text) in files {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
}
