import LayoutModel
import VFLEngine

/// Checks the layouts of one compiled `.vfl` file at their sizes; shared by `vflgen check`
/// and `vflgen generate --check` (the build plugin).
struct FileCheck {
    /// The presets a layout without `container` lines (or with `container devices`) is checked at.
    var presets: [DevicePreset]
    /// `.error` with `--werror` / `"check": "error"`.
    var severity: Diagnostic.Severity

    /// The findings of every layout, in file order, without those a `// vflgen:ignore` comment silences.
    func findings(in file: LayoutFile) -> [CheckFinding] {
        file.layouts.flatMap { check($0, in: file.source).findings.map(\.built) }
    }

    /// One layout's findings (the engine's and as printed), without those a comment silences,
    /// and each analysed size (`vflgen preview` draws them).
    func check(_ layout: Layout, in source: SourceFile) -> (findings: [(finding: LayoutFinding, built: CheckFinding)], analyses: [SizeAnalysis]) {
        let builder = CheckFindingBuilder(layout: layout)
        let run = LayoutCheck.run(layout, presets: presets)
        var findings: [(finding: LayoutFinding, built: CheckFinding)] = []
        for finding in run.findings {
            let built = builder.finding(finding, severity: severity)
            if let range = built.diagnostic.range, IgnoreComment.silences(built.kind, at: range, in: source) { continue }
            findings.append((finding, built))
        }
        return (findings, run.analyses)
    }
}
