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
        var result: [CheckFinding] = []
        for layout in file.layouts {
            let builder = CheckFindingBuilder(layout: layout)
            for finding in LayoutCheck.run(layout, presets: presets).findings {
                let built = builder.finding(finding, severity: severity)
                if let range = built.diagnostic.range, IgnoreComment.silences(built.kind, at: range, in: file.source) { continue }
                result.append(built)
            }
        }
        return result
    }
}
