import Foundation
import LayoutModel
import VFLLanguage
import VFLRendering

/// `textDocument/hover`: on a name, its declaration and uses; on a guide, what it is; on a
/// VFL line, the constraints that part of the line lowers to (as `vflgen constraints` prints
/// them) with their generated property names.
extension LanguageServer {
    func hover(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let position = Position(params.object("position")) else { return .failure(.init(code: ErrorCode.invalidParams, message: "no position")) }
        let offset = document.offset(of: position)
        let analysis = analysis(of: document)
        let index = analysis.index
        var markdown: String?
        var range: SourceRange?
        if let occurrence = index.occurrence(at: offset) {
            markdown = describe(occurrence.symbol, index: index, analysis: analysis, document: document)
            range = occurrence.range
        } else if let element = index.elements.first(where: { $0.kind != .line && $0.range.start <= offset && offset <= $0.range.end }) {
            markdown = describe(element, document: document, platform: analysis.settings.platform)
            range = element.range
        }
        if markdown == nil, let line = index.elements.first(where: { $0.kind == .line && $0.range.start <= offset && offset < $0.range.end }) {
            markdown = constraints(at: offset, line: line.range, analysis: analysis)
            range = line.range
        }
        guard let markdown else { return .success(NSNullValue.null) }
        return .success(["contents": ["kind": "markdown", "value": markdown], "range": document.range(of: range).json] as JSONObject)
    }

    private func describe(_ symbol: SourceIndex.Symbol, index: SourceIndex, analysis: Analysis, document: Document) -> String {
        let uses = index.occurrences(of: symbol).filter { !$0.isDeclaration }
        let lines = uses.map { document.source.location(of: $0.range.start).line }
        var usedOn = uses.isEmpty ? "not used" : "used \(uses.count) time\(uses.count == 1 ? "" : "s") (line\(Set(lines).count == 1 ? "" : "s") "
            + Array(Set(lines)).sorted().prefix(12).map(String.init).joined(separator: ", ") + (Set(lines).count > 12 ? ", …" : "") + ")"
        let entry = index.layouts[symbol.layout]
        let layout = analysis.compilation.file.layouts.first { $0.name == entry.name && $0.range.start == entry.range.start }
        switch symbol.kind {
        case .view:
            let declared = entry.views.first { $0.name == symbol.name }
            let text = declared.map { document.source.text(in: $0.range).trimmingCharacters(in: .whitespaces) } ?? "view \(symbol.name)"
            let type = declared?.type ?? analysis.settings.platform.defaultViewType
            let owner = declared?.isExternal == true ? "external view `\(symbol.name)` (`\(type)`) that layout `\(entry.name)` uses but does not own" : "view `\(symbol.name)` (`\(type)`) of layout `\(entry.name)`"
            var sizes = ""
            if let view = layout?.view(named: symbol.name), view.intrinsicWidth == nil, view.intrinsicHeight == nil {
                let reports = services.contentSizes(view)
                if !reports.isEmpty {
                    func side(_ value: Double?) -> String { value.map(\.shortestDescription) ?? "–" }
                    sizes = "\n\nIntrinsic size from its content: " + reports.map { "\(side($0.width))×\(side($0.height)) at \($0.category)" }.joined(separator: ", ")
                }
            }
            let frames = layout.flatMap { frameTable(of: symbol.name, in: $0, analysis: analysis) }.map { "\n\n" + $0 } ?? ""
            return "```vfl\n\(text)\n```\n\(owner), \(usedOn)\(sizes)\(frames)"
        case .guide:
            return "```vfl\nguide \(symbol.name)\n```\nlayout guide `\(symbol.name)` that layout `\(entry.name)` creates (`\(analysis.settings.platform == .uikit ? "UILayoutGuide" : "NSLayoutGuide")`), \(usedOn)"
        case .metric:
            let declared = entry.metrics.first { $0.name == symbol.name }
            let text = declared.map { document.source.text(in: $0.range).trimmingCharacters(in: .whitespaces) } ?? "metric \(symbol.name)"
            var usage = ""
            if let metric = layout?.metric(named: symbol.name) {
                var roles: [String] = []
                if metric.usage.contains(.constant) { roles.append("a constant (`CGFloat`)") }
                if metric.usage.contains(.priority) { roles.append("a priority (`Float`)") }
                if !roles.isEmpty { usage = " as " + roles.joined(separator: " and ") }
            }
            usedOn = usedOn.replacingOccurrences(of: "used ", with: "used\(usage) ")
            return "```vfl\n\(text)\n```\nmetric `\(symbol.name)` of layout `\(entry.name)`, \(usedOn)"
        case .layout:
            var text = "layout `\(entry.name)`: \(entry.views.count) views, \(entry.metrics.count) metrics"
            if let layout { text += ", \(layout.constraints.count) always-on constraints" }
            if !entry.variants.isEmpty { text += "; variants " + entry.variants.map { "`\($0.name)`" }.joined(separator: ", ") }
            return text + "\n\nGenerated as `\(entry.name)Layout`."
        case .variant:
            var text = "variant `\(symbol.name)` of layout `\(entry.name)`"
            guard let variant = layout?.variants.first(where: { $0.name == symbol.name }) else { return text }
            let count = variant.constraints.count
            text += ": \(count) constraint\(count == 1 ? "" : "s")"
            if variant.conditions.isEmpty {
                return text + ", active only while it is selected (`activate(.\(symbol.name))`)"
            }
            // A variant that switches itself (`variant NAME when …`).
            let method = analysis.settings.platform == .uikit ? "activateVariant(for:size:)" : "activateVariant(for:)"
            return text + "; applies when " + variant.conditions.map(\.text).joined(separator: " and ")
                + ", where `\(method)` switches to it (the first variant in file order whose conditions hold)"
        }
    }

    private func describe(_ element: SourceIndex.Element, document: Document, platform: Platform) -> String? {
        let text = document.source.text(in: element.range)
        switch element.kind {
        case .guide:
            if text.hasPrefix("."), let guide = ScrollGuide(name: String(text.dropFirst())) {
                return Self.scrollGuides[guide]
            }
            return Self.guides[text].map { "layout guide `\(text)`: \($0)" }
        case .option:
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            guard let option = FormatOption(rawValue: name) else { return nil }
            if let attribute = option.alignmentAttribute {
                return "`NSLayoutConstraint.FormatOptions.\(name)`: aligns the \(attribute.rawValue) of every pair of neighbouring views in the line"
            }
            return "`NSLayoutConstraint.FormatOptions.\(name)`" + (option.isAvailable(on: platform) ? "" : " (not available on AppKit)")
        case .attribute:
            return "layout attribute `\(text.hasPrefix(".") ? String(text.dropFirst()) : text)` (`NSLayoutConstraint.Attribute`)"
        case .container:
            return Self.guides[text].map { "layout guide `\(text)`: \($0)" } ?? "`\(text)`: the container view (the layout's root view)"
        case .number, .line:
            return nil
        case .unknownName:
            return "`\(text)` is not declared in this layout"
        }
    }

    /// What each guide is, with the container property and the first OS that has it (SDK headers).
    static let guides: [String: String] = [
        "safeArea": "the container's `safeAreaLayoutGuide` (UIKit: iOS 11, tvOS 11; AppKit: macOS 11), the area not covered by bars and the notch",
        "margins": "the container's `layoutMarginsGuide` (UIKit: iOS 9; AppKit: macOS 11), its layout margins",
        "readable": "the container's `readableContentGuide` (UIKit only, iOS 9), a width comfortable for reading",
        "keyboard": "the container's `keyboardLayoutGuide` (UIKit only, iOS 15), its top edge follows the keyboard; only at the end of a `V:` line",
    ]

    /// What a scroll view's guides are (UIScrollView.h: iOS 11, tvOS 11).
    static let scrollGuides: [ScrollGuide: String] = [
        .content: "scroll view guide `content`: the scroll view's `contentLayoutGuide` (UIKit only, iOS 11, tvOS 11), the scrollable content; the views inside must reach from its top to its bottom (and leading to trailing) to give it a size",
        .frame: "scroll view guide `frame`: the scroll view's `frameLayoutGuide` (UIKit only, iOS 11, tvOS 11), its visible frame whatever the scroll offset",
    ]

    /// The constraints the part of the line under the cursor makes (else the whole line's).
    private func constraints(at offset: Int, line: SourceRange, analysis: Analysis) -> String? {
        guard let layout = analysis.compilation.file.layouts.first(where: { $0.range.start <= offset && offset <= $0.range.end }) else {
            return analysis.compilation.hasErrors ? "This line has an error; fix it to see its constraints." : nil
        }
        let names = ConstraintNaming.names(of: layout)
        var all: [(LayoutConstraint, String, String?)] = zip(layout.constraints, names.constraints).map { ($0, $1, nil) }
        for (variant, variantNames) in zip(layout.variants, names.variants) {
            all += zip(variant.constraints, variantNames).map { ($0, $1, variant.name) }
        }
        let inLine = all.filter { $0.0.source.start >= line.start && $0.0.source.end <= line.end }
        guard !inLine.isEmpty else { return "This line makes no constraints" + (analysis.compilation.hasErrors ? " (it may have an error)." : ".") }
        let here = inLine.filter { $0.0.source.start <= offset && offset < $0.0.source.end }
        let shown = here.isEmpty ? inLine : here
        var text = "```\n"
        let width = shown.map { $0.0.text.count }.max() ?? 0
        for (constraint, name, _) in shown {
            text += constraint.text + String(repeating: " ", count: width - constraint.text.count) + "  // \(name)\n"
        }
        text += "```\n"
        text += here.isEmpty ? "The line's \(shown.count) constraint\(shown.count == 1 ? "" : "s")" : "\(shown.count) of the line's \(inLine.count) constraints"
        if let variant = shown.first?.2 { text += ", in variant `\(variant)`" }
        return text + " (generated property names after `//`)."
    }
}

/// JSON `null` for results.
enum NSNullValue {
    static var null: Any { NSNull() }
}
