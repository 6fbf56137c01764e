import LayoutModel
import VFLEngine
import VFLLanguage

/// `textDocument/inlayHint`: after each view's declaration, its frame at the chosen
/// configuration (``FrameConfiguration``), from the check's solve; after a metric on a VFL or
/// equation line, the number it stands for (once per line and metric). Answered at once:
/// while the check runs there are no frames yet, and the client is asked to refresh when
/// they arrive (`workspace/inlayHint/refresh`).
extension LanguageServer {
    func inlayHints(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let range = Range(params.object("range")) else { return .failure(.init(code: ErrorCode.invalidParams, message: "no range")) }
        let wanted = SourceRange(start: document.offset(of: range.start), end: document.offset(of: range.end))
        func inRange(_ offset: Int) -> Bool { wanted.start <= offset && offset <= wanted.end }
        let analysis = analysis(of: document)
        let index = analysis.index
        var hints: [(offset: Int, hint: JSONObject)] = []
        // Starts the check when it has not run for this version (the frames come with it).
        _ = findings(of: document)
        let platform = analysis.settings.platform
        let preset = frameConfiguration.preset(for: platform)
        for entry in index.layouts where entry.range.start <= wanted.end && wanted.start <= entry.range.end {
            guard let layout = layout(of: entry, in: analysis) else { continue }
            if let size = chosenFrames(of: layout, in: analysis), size.isFinite, size.frames.count == layout.views.count {
                let positions = Dictionary(layout.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
                for declared in entry.views where inRange(declared.range.end) {
                    guard let position = positions[declared.name] else { continue }
                    let frame = size.frames[position]
                    var label = Self.describe(frame)
                    if size.name != preset.name { label += " · \(size.name)" }
                    hints.append((declared.range.end, [
                        "position": document.position(of: declared.range.end).json,
                        "label": label,
                        "kind": 1,
                        "paddingLeft": true,
                        "tooltip": ["kind": "markdown", "value": frameTooltip(declared.name, frame, size)] as JSONObject,
                    ]))
                }
            }
        }
        // A metric's number after its uses, once per line and metric.
        var layouts: [Int: Layout] = [:]
        var shown: Set<String> = []
        let uses = index.occurrences.filter { $0.symbol.kind == .metric && !$0.isDeclaration && inRange($0.range.end) }
        for occurrence in uses.sorted(by: { $0.range.start < $1.range.start }) {
            let layoutIndex = occurrence.symbol.layout
            if layouts[layoutIndex] == nil, index.layouts.indices.contains(layoutIndex) {
                layouts[layoutIndex] = layout(of: index.layouts[layoutIndex], in: analysis)
            }
            guard let metric = layouts[layoutIndex]?.metric(named: occurrence.symbol.name) else { continue }
            let line = document.position(of: occurrence.range.start).line
            guard shown.insert("\(layoutIndex)\u{0}\(line)\u{0}\(metric.name)").inserted else { continue }
            let declaredLine = document.position(of: metric.range.start).line + 1
            hints.append((occurrence.range.end, [
                "position": document.position(of: occurrence.range.end).json,
                "label": "=\(metric.value.shortestDescription)",
                "kind": 2,
                "tooltip": "metric \(metric.name) = \(metric.value.shortestDescription) (line \(declaredLine))",
            ]))
        }
        return .success(hints.sorted { $0.offset < $1.offset }.map(\.hint))
    }

    private func frameTooltip(_ name: String, _ frame: Rect, _ size: SolvedSize) -> String {
        var text = "Frame of `\(name)` at \(size.name)"
        if let variant = size.variant { text += ", variant `\(variant)`" }
        text += ", text size \(size.environment.content.category.rawValue): x \(Self.points(frame.x)), y \(Self.points(frame.y)), "
        text += "width \(Self.points(frame.width)), height \(Self.points(frame.height)) (points, from the container's top-left corner)."
        if size.hasConflict { text += " Required constraints conflict at this size: Auto Layout breaks one, so this is one of the frames it may show." }
        return text + "\n\nThe device is chosen with the `device` setting or the `vflgen.selectDevice` command."
    }
}
