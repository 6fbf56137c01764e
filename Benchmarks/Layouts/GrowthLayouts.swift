// The layouts that once made the check grow super-linearly (issue 19 §3, issue 23 "Time"), in
// one place for everything that measures or tests them: `vflgen-bench-check --growth` and
// `--write-growth` (Benchmarks/check-growth.sh), the CI guard's mixed and column workloads
// (.ci/callgrind-guard.sh writes them with `--write-growth`) and the warm/cold check tests on
// large layouts (VFLGenCLITests).

/// Layouts whose check time must grow near-linearly in their views (issue 19 §3, issue 23
/// "Time"), generated with fixed numbers so every run measures the same ones.
public enum GrowthLayouts {
    /// A screen of `views` views in rows of four — an image, a label with its own hugging and
    /// compression resistance, a short label and a button — aligned on their centers, rows in a
    /// column between metrics: mixed content priorities, intrinsic hints and metrics. (Such a
    /// layout of 40 views took 21 s to check, 100 views minutes.)
    public static func mixed(views: Int) -> String {
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
    public static func column(labels: Int) -> String {
        var text = "layout Column\(labels) {\n"
        for index in 0..<labels { text += "    view l\(index): UILabel intrinsic 100x21\n" }
        text += "    V:|-" + (0..<labels).map { "[l\($0)]" }.joined(separator: "-") + "-|\n"
        for index in 0..<labels { text += "    H:|-[l\(index)]-|\n" }
        return text + "}\n"
    }

    /// `count` small cells (an icon and two labels with equal priorities) in one file.
    public static func cells(_ count: Int) -> String {
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

    /// The random rich screens' sizes (``RichLayouts``, issue 39) and their one seed.
    public static let richSizes = [25, 40, 50, 100]
    public static let richSeed: UInt64 = 39

    /// The files `vflgen-bench-check --write-growth` writes: `Mixed10.vfl` to `Mixed200.vfl`
    /// (Benchmarks/check-growth.sh times 10, 20, 50, 100 and 200; the CI guard checks 40 and 80
    /// and generates 120), `Column20.vfl`, `Column40.vfl` (the guard) and `Column200.vfl`,
    /// `Cells2000.vfl`, and `Rich25.vfl`, `Rich40.vfl`, `Rich50.vfl`, `Rich100.vfl` (random screens using
    /// every extension, ``RichLayouts``, seed ``richSeed``: the benchmark and the guard).
    public static var files: [(name: String, text: String)] {
        var files = [10, 20, 40, 50, 80, 100, 120, 200].map { (name: "Mixed\($0).vfl", text: mixed(views: $0)) }
        files += [20, 40, 200].map { (name: "Column\($0).vfl", text: column(labels: $0)) }
        files.append((name: "Cells2000.vfl", text: cells(2000)))
        files += richSizes.map { (name: "Rich\($0).vfl", text: RichLayouts.layout(views: $0, seed: richSeed)) }
        return files
    }
}
