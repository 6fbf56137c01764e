import LayoutModel
import VFLEngine
import VFLText

/// A view's sample content in its picture: the text in the model's font size, wrapped and
/// truncated as the text model lays it out ("…" where it is cut), and an image as a crossed
/// placeholder with its size.
extension SVGPicture {
    static let sampleTextColor = "#111418"
    /// The font the pictures set sample text in: Inter, whose widths the text model uses (Inter
    /// Display from 20 points, as the model switches), else the system font, else a sans-serif.
    static func sampleFontFamily(pointSize: Double) -> String {
        (pointSize >= 20 ? "'Inter Display', " : "") + "Inter, -apple-system, BlinkMacSystemFont, Helvetica, Arial, sans-serif"
    }

    /// The markup of `view`'s sample content in `frame` (empty when it shows none), and
    /// whether text was drawn (the view's caption then stays in its tooltip only).
    static func sampleContent(of view: ViewDeclaration, frame: Rect, in picture: PreviewPicture) -> (markup: String, drewText: Bool) {
        guard let content = view.content, let kind = ContentMeasure.kind(of: view) else { return ("", false) }
        if kind == .image, let image = content.image {
            let color = ViewColor(viewName: view.name).stroke
            var out = "<g class=\"sample-image\" data-view=\"\(view.name.escapedForMarkup)\">\n"
            out += "<line x1=\"\(n(frame.x))\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(frame.maxY))\" stroke=\"\(color)\" stroke-width=\"1\"/>\n"
            out += "<line x1=\"\(n(frame.maxX))\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.x))\" y2=\"\(n(frame.maxY))\" stroke=\"\(color)\" stroke-width=\"1\"/>\n"
            if frame.height > 14, frame.width > 40 {
                out += "<text x=\"\(n(frame.x + 3))\" y=\"\(n(frame.maxY - 4))\" font-size=\"9\" fill=\"\(color)\">image \(n(image.width))×\(n(image.height))</text>\n"
            }
            out += "</g>\n"
            return (out, false)
        }
        guard !content.texts.isEmpty, let text = ContentMeasure.texts(of: view, in: picture.content).first else { return ("", false) }
        let font = ContentMeasure.font(of: view, in: picture.content)
        let padding = ContentMeasure.padding(kind, appKit: picture.platform == .appkit)
        let lines = kind == .label || kind == .field ? content.numberOfLines : 1
        let available = max(0, frame.width - padding.horizontal)
        let measured = ContentMeasure.measure(text, font: font, lines: lines, width: available)
        var rows = measured.lines.map(\.text)
        if lines == 1, rows.count > 1 { rows = [rows[0]] }
        // A cut text ends in "…" (the model may already have put it there).
        if measured.truncated || (lines == 1 && measured.width > available + 0.01) || (lines > 0 && measured.lines.count > lines) {
            if let last = rows.last, !last.hasSuffix("…") { rows[rows.count - 1] = Self.truncated(last, font: font, width: available) }
        }
        let textHeight = Double(rows.count) * font.lineHeight
        // Centred vertically as UILabel centres its text; each baseline an ascender below its line's top.
        var y = frame.y + max(0, (frame.height - textHeight) / 2)
        let rightToLeft = picture.direction == .rightToLeft
        let anchor = kind == .button ? "middle" : rightToLeft ? "end" : "start"
        let x = kind == .button ? frame.x + frame.width / 2 : rightToLeft ? frame.maxX - padding.horizontal / 2 : frame.x + padding.horizontal / 2
        let clip = "clip-\(PreviewCanvas.slug(view.name))-\(StableHash.of(view.name))"
        let weight = fontWeight(of: view)
        var out = "<g class=\"sample-text\" data-view=\"\(view.name.escapedForMarkup)\" data-text=\"\(text.escapedForMarkup)\" data-lines=\"\(rows.count)\" data-font-size=\"\(n(font.pointSize))\">\n"
        out += "<clipPath id=\"\(clip)\"><rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/></clipPath>\n"
        for row in rows {
            let baseline = y + font.ascender
            out += "<text x=\"\(n(x))\" y=\"\(n(baseline))\" text-anchor=\"\(anchor)\" font-family=\"\(sampleFontFamily(pointSize: font.pointSize))\" font-size=\"\(n(font.pointSize))\""
            // The system font's tracking, which the model's widths include.
            if font.tracking != 0 { out += " letter-spacing=\"\(n(font.tracking))\"" }
            out += (weight == 400 ? "" : " font-weight=\"\(weight)\"") + " fill=\"\(kind == .button ? "#0a64d6" : kind == .field && content.textRole == .placeholder ? "#8a8f98" : sampleTextColor)\""
            out += " clip-path=\"url(#\(clip))\" xml:space=\"preserve\">\(row.escapedForMarkup)</text>\n"
            y += font.lineHeight
        }
        out += "</g>\n"
        return (out, true)
    }

    /// `text` cut so that it and "…" fit `width` in `font`.
    static func truncated(_ text: String, font: ResolvedFont, width: Double) -> String {
        var characters = Array(text)
        while !characters.isEmpty, TextMeasure.width(of: String(characters) + "…", font: font) > width { characters.removeLast() }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    /// The CSS weight of the view's font.
    static func fontWeight(of view: ViewDeclaration) -> Int {
        switch view.content?.font {
        case .system(_, let weight?):
            let weights = ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
            return weights[weight] ?? 400
        case .style("headline"): return 600
        case .style("largeTitle"), .style("title1"), .style("title2"), .style("title3"): return 400
        default: return 400
        }
    }
}
