import LayoutModel
import VFLEngine
import VFLLanguage
import VFLText

/// Which frames the editor shows for a layout: the check's where it solved the chosen
/// configuration, else solved on demand (kept until the document changes).
extension LanguageServer {
    /// The frames of `layout` at the chosen configuration; `nil` while the check that solves
    /// them runs, when the document has errors, or when the layout cannot be solved there.
    func chosenFrames(of layout: Layout, in analysis: Analysis) -> SolvedSize? {
        guard !analysis.compilation.hasErrors else { return nil }
        let preset = frameConfiguration.preset(for: analysis.settings.platform)
        let checkIsOn = analysis.settings.checkSeverity != nil
        // With the check on, its frames come with its findings.
        if checkIsOn, analysis.frames == nil { return nil }
        let checked = analysis.frames?[layout.name]?.chosen(layout, preset: preset)
        if let checked, frameConfiguration.category == .default { return checked }
        let key = "\(layout.name)\u{0}\(preset.name)\u{0}\(frameConfiguration.category.rawValue)"
        if let solved = analysis.solved[key] { return solved }
        let solved = checked.map { LayoutFrameSizes.solve(layout, like: $0, content: frameConfiguration.content) }
            ?? LayoutFrameSizes.solve(layout, at: preset, content: frameConfiguration.content)
        analysis.solved[key] = solved
        return solved
    }

    /// `size` solved again at AX5 (the largest text size), when some view of `layout` has
    /// content that text size changes; `nil` otherwise.
    func largestTextFrames(of layout: Layout, like size: SolvedSize, in analysis: Analysis) -> SolvedSize? {
        guard size.environment.content.category != .ax5 else { return nil }
        let content = ContentConfiguration(category: .ax5)
        let measured = layout.views.contains { view in
            view.intrinsicWidth == nil && view.intrinsicHeight == nil && ContentMeasure.intrinsicSize(of: view, in: content) != nil
        }
        guard measured else { return nil }
        let key = "\(layout.name)\u{0}\(size.name)\u{0}\(size.variant ?? "")\u{0}AX5"
        if let solved = analysis.solved[key] { return solved }
        let solved = LayoutFrameSizes.solve(layout, like: size, content: content)
        analysis.solved[key] = solved
        return solved
    }

    /// The layout of the compilation that `entry` of the index names.
    func layout(of entry: SourceIndex.LayoutEntry, in analysis: Analysis) -> Layout? {
        analysis.compilation.file.layouts.first { $0.name == entry.name && $0.range.start == entry.range.start }
    }

    /// Reads the frames' device and text size from initialization options or settings; tells
    /// the user about a name that is no preset or text size. With `refresh`, a change asks the
    /// client for inlay hints again (never while initializing: no request may precede the
    /// answer to `initialize`).
    func chooseFrames(_ options: JSONObject, refresh: Bool = true) {
        var configuration = frameConfiguration
        let problems = configuration.read(options)
        for problem in problems { showMessage("vflgen: \(problem)", type: 2) }
        guard configuration != frameConfiguration else { return }
        frameConfiguration = configuration
        if refresh { refreshInlayHints() }
    }

    /// Asks the client to fetch inlay hints again, when it can be asked.
    func refreshInlayHints() {
        if clientCapabilities.inlayHintRefresh { request("workspace/inlayHint/refresh", nil) }
    }

    /// A frame as the editor writes it: `370×20 at (16, 62)`, hundredths at most.
    static func describe(_ frame: Rect) -> String {
        "\(points(frame.width))×\(points(frame.height)) at (\(points(frame.x)), \(points(frame.y)))"
    }

    static func points(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        let rounded = (value * 100).rounded() / 100
        return (rounded == 0 ? 0 : rounded).shortestDescription
    }
}
