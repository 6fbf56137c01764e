import LayoutModel
import VFLEngine

/// Checks the layouts of one compiled `.vfl` file at their sizes; shared by `vflgen check`
/// and `vflgen generate --check` (the build plugin).
public struct FileCheck {
    /// What each layout is checked across: presets and content configurations.
    public var axes: CheckAxes
    /// The presets a layout without `container` lines (or with `container devices`) is checked at.
    public var presets: [DevicePreset] { axes.presets }
    /// The severity of findings that depend on the size (`.error` with `--werror` /
    /// `"check": "error"`); a conflict at every size is always an error (docs/Check.md).
    public var severity: Diagnostic.Severity
    /// Whether a view whose size comes from content vflgen cannot measure (an image view
    /// without `image`) is reported (`content-size`); `check --verbose` asks for it.
    public var reportsContentGuesses: Bool

    /// A check across `axes` (the default content configurations unless given).
    public init(axes: CheckAxes, severity: Diagnostic.Severity, reportsContentGuesses: Bool = false) {
        self.axes = axes
        self.severity = severity
        self.reportsContentGuesses = reportsContentGuesses
    }

    /// A check at `presets` in ``CheckAxes/defaultContents``.
    public init(presets: [DevicePreset], severity: Diagnostic.Severity, reportsContentGuesses: Bool = false) {
        self.init(axes: CheckAxes(presets: presets), severity: severity, reportsContentGuesses: reportsContentGuesses)
    }

    /// The findings of every layout, in file order, without those a `// vflgen:ignore` comment silences.
    public func findings(in file: LayoutFile) -> [CheckFinding] { run(file).findings }

    /// One checked size of a layout (and variant): its name and the container's solved size
    /// (a side taken from the content is the fitting size).
    public struct CheckedSize {
        public var layout: String
        public var variant: String?
        public var size: String
        public var container: Size

        public init(layout: String, variant: String?, size: String, container: Size) {
            self.layout = layout
            self.variant = variant
            self.size = size
            self.container = container
        }
    }

    /// The findings, and every size each layout was checked at.
    public func run(_ file: LayoutFile) -> (findings: [CheckFinding], sizes: [CheckedSize]) {
        var result: [CheckFinding] = []
        var sizes: [CheckedSize] = []
        for layout in file.layouts {
            let check = check(layout, in: file.source, once: true)
            result += check.findings.map(\.built)
            sizes += check.analyses.map {
                CheckedSize(layout: layout.name, variant: $0.variant, size: $0.size.name, container: $0.containerSize)
            }
        }
        return (result, sizes)
    }

    /// One layout's findings (the engine's and as printed), without those a comment silences,
    /// and each analysed size (`vflgen preview` draws them, each variant's with its findings).
    /// With `once`, a conflict among always-on constraints found in several variants is one
    /// finding listing them (``CheckFinding/variants``), its sizes those of every variant.
    public func check(_ layout: Layout, in source: SourceFile, once: Bool = false) -> (findings: [(finding: LayoutFinding, built: CheckFinding)], analyses: [SizeAnalysis]) {
        let run = LayoutCheck.run(layout, axes: axes)
        let builder = CheckFindingBuilder(layout: layout, source: source, axes: axes, analyses: run.analyses, findings: run.findings)
        var groups: [(finding: LayoutFinding, elsewhere: [(variant: String?, sizes: [String])])] = []
        var byMembers: [[String]: Int] = [:]
        for finding in run.findings {
            if !reportsContentGuesses, case .contentGuess = finding.detail { continue }
            if once, !layout.variants.isEmpty, case .conflict(let members, _) = finding.detail,
               members.allSatisfy({ layout.constraints.contains($0) }) {
                let key = members.map(\.text)
                if let index = byMembers[key] {
                    groups[index].elsewhere.append((finding.variant, finding.sizes))
                    groups[index].finding.atEverySize = groups[index].finding.atEverySize && finding.atEverySize
                    continue
                }
                byMembers[key] = groups.count
            }
            groups.append((finding, []))
        }
        var findings: [(finding: LayoutFinding, built: CheckFinding)] = []
        for (finding, elsewhere) in groups {
            let built = builder.finding(finding, severity: severity, elsewhere: elsewhere)
            if let range = built.diagnostic.range, IgnoreComment.silences(built.kind, at: range, in: source) { continue }
            findings.append((finding, built))
        }
        return (findings, run.analyses)
    }
}
