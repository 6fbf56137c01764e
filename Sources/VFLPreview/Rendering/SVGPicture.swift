import LayoutModel
import VFLEngine

/// Draws one ``PreviewPicture`` as a self-contained SVG document, to scale (one unit per
/// point; the container's top-left corner is the origin, so each view's `<rect>` has exactly
/// its solved frame as `x`, `y`, `width`, `height`).
///
/// Layers, bottom to top: a dark bezel around the container, the container (white), the safe
/// area (shaded), the views (a rectangle each, in their stable colour, with their sample text
/// or image placeholder, else name, class and size), the margins/readable/keyboard guides the layout uses (dashed, over the views so
/// they stay visible), baseline hints (dashed), findings (red outline and label on the views concerned), and the list of
/// findings under the bezel.
public enum SVGPicture {
    /// The bezel's width around the container, in points.
    public static let bezel = 16.0
    /// The bezel's colour; nothing else in a picture uses it (the browser test finds the
    /// picture in a screenshot by it).
    public static let bezelColor = "#2b2d42"
    static let containerColor = "#ffffff"
    static let safeAreaColor = "#e3ecf8"
    static let guideColor = "#56627a"
    static let textColor = "#1b1f24"
    static let findingColor = "#d62828"
    static let findingLineHeight = 15.0

    public static func render(_ picture: PreviewPicture) -> String {
        let size = drawnSize(picture.canvas)
        // A frame that is not finite (the check names the number to blame) is not drawn.
        let frames = picture.solved.frames.compactMap { view in drawable(view.frame).map { (name: view.name, frame: $0) } }
        let box = box(picture)
        let viewsBottom = max(size.height, drawnExtent(picture).maxY)

        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(box.width))" height="\(n(box.height))" \
        viewBox="\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))" \
        font-family="Helvetica, Arial, sans-serif" data-layout="\(picture.title.escapedForMarkup)" \
        data-canvas="\(picture.canvas.name.escapedForMarkup)" data-direction="\(picture.directionName)">
        <title>\(picture.caption.escapedForMarkup)</title>
        <desc>Drawn by vflgen preview from \(picture.path.escapedForMarkup)</desc>

        """
        svg += "<rect class=\"bezel\" x=\"\(n(-bezel))\" y=\"\(n(-bezel))\" width=\"\(n(size.width + 2 * bezel))\" "
        svg += "height=\"\(n(size.height + 2 * bezel))\" rx=\"\(n(bezel))\" fill=\"\(bezelColor)\"/>\n"
        svg += rect(Rect(x: 0, y: 0, width: size.width, height: size.height), attributes: "class=\"container\" fill=\"\(containerColor)\"")
        svg += rect(picture.canvas.safeAreaFrame, attributes: "class=\"safe-area\" fill=\"\(safeAreaColor)\"")
        let panels = scrollPanels(picture)
        let scrolling = viewsInScrollViews(panels)
        for (name, frame) in frames where !scrolling.contains(name) {
            svg += view(name, frame: frame, in: picture)
        }
        svg += clippedContents(panels, frames: frames, in: picture)
        svg += scrollPanelMarkup(panels, frames: frames, in: picture)
        svg += guides(picture)
        svg += baselines(picture, frames: frames)
        svg += findings(picture, frames: frames, below: viewsBottom + bezel, width: box.width, left: box.x)
        svg += "</svg>\n"
        return svg
    }

    /// The picture's extent in points: the container and every view (some may be off
    /// screen), the bezel around them, and a line per finding below.
    public static func box(_ picture: PreviewPicture) -> Rect {
        let (minX, minY, maxX, maxY) = drawnExtent(picture)
        let width = maxX - minX + 2 * bezel
        return Rect(x: minX - bezel, y: minY - bezel, width: width, height: maxY - minY + 2 * bezel + listHeight(picture, width: width))
    }

    /// What is drawn, bezel and findings aside: the container, every view outside a scroll
    /// view, and the scroll views' panels.
    static func drawnExtent(_ picture: PreviewPicture) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let size = drawnSize(picture.canvas)
        var minX = 0.0, minY = 0.0, maxX = size.width, maxY = size.height
        // A view inside a scroll view is clipped to it; its panel beside the container shows it.
        let panels = scrollPanels(picture)
        let scrolling = viewsInScrollViews(panels)
        for panel in panels {
            maxX = max(maxX, panel.extent.maxX)
            maxY = max(maxY, panel.extent.maxY)
        }
        for (name, solved) in picture.solved.frames where !scrolling.contains(name) {
            guard let frame = drawable(solved) else { continue }
            minX = min(minX, frame.x)
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        return (minX, minY, maxX, maxY)
    }

    /// The height of the list of findings under the picture.
    static func listHeight(_ picture: PreviewPicture, width: Double) -> Double {
        let lines = findingLines(picture, width: width).count
        return lines == 0 ? 0 : Double(lines) * findingLineHeight + 6
    }

    /// A frame with a negative width or height drawn where it covers (SVG draws nothing for
    /// negative sizes); the solved numbers stay in `data-frame`.
    static func normalized(_ frame: Rect) -> Rect {
        Rect(x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY), width: abs(frame.width), height: abs(frame.height))
    }

    /// The farthest a drawn edge goes from the origin, in points: sums and differences of
    /// drawn numbers (the picture's box, label positions) stay finite. Views farther away are
    /// drawn cut at this distance; `data-frame` and the label keep their solved numbers.
    public static let drawingLimit = 1e15

    /// A solved frame as drawn: normalized and cut at ``drawingLimit``; `nil` when it is not
    /// finite (never written into a picture).
    static func drawable(_ frame: Rect) -> Rect? {
        guard frame.isFinite else { return nil }
        let frame = normalized(frame)
        guard max(abs(frame.x), abs(frame.maxX), abs(frame.y), abs(frame.maxY)) > drawingLimit else { return frame }
        let clamp = { (value: Double) in min(max(value, -drawingLimit), drawingLimit) }
        let minX = clamp(frame.x), minY = clamp(frame.y)
        return Rect(x: minX, y: minY, width: clamp(frame.maxX) - minX, height: clamp(frame.maxY) - minY)
    }

    /// The container's size as drawn: a side that is not finite (a fitting size of a layout
    /// whose numbers are too large) or past ``drawingLimit`` is cut to 0…limit.
    static func drawnSize(_ canvas: PreviewCanvas) -> Size {
        let side = { (value: Double) in value.isFinite ? min(max(value, 0), drawingLimit) : 0 }
        return Size(width: side(canvas.size.width), height: side(canvas.size.height))
    }

    static func guides(_ picture: PreviewPicture) -> String {
        let used = picture.usedGuides
        var out = ""
        let dashed = "fill=\"none\" stroke=\"\(guideColor)\" stroke-width=\"1\" stroke-dasharray=\"4 3\""
        // In a fixed order, so the bytes do not depend on set order.
        let guides: [(LayoutItem, Rect)] = [
            (.margins, picture.canvas.marginsFrame), (.readable, picture.canvas.readableFrame), (.keyboard, picture.canvas.keyboardFrame),
        ]
        for (guide, frame) in guides where used.contains(guide) {
            if guide == .keyboard, picture.canvas.keyboardHeight > 0 {
                // The keyboard shown: its area, marked, under the guide's top edge.
                out += rect(frame, attributes: "class=\"keyboard\" fill=\"\(guideColor)\" fill-opacity=\"0.15\"")
                out += "<text class=\"keyboard\" x=\"\(n(frame.x + frame.width / 2))\" y=\"\(n(frame.y + 16))\" text-anchor=\"middle\" font-size=\"12\" fill=\"\(guideColor)\">keyboard shown</text>\n"
            }
            if guide == .keyboard {
                // The keyboard guide's top edge, the only edge a layout can use.
                out += "<line class=\"guide\" data-guide=\"keyboard\" x1=\"0\" y1=\"\(n(frame.y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(frame.y))\" \(dashed)/>\n"
            } else {
                out += rect(frame, attributes: "class=\"guide\" data-guide=\"\(guide.name)\" \(dashed)")
            }
        }
        return out
    }

    static func view(_ name: String, frame: Rect, in picture: PreviewPicture, copy: String = "") -> String {
        let color = ViewColor(viewName: name)
        let declaration = picture.layout.view(named: name)
        if declaration?.isGuide == true { return declaredGuide(name, frame: frame, in: picture) }
        var type = declaration?.type ?? picture.platform.defaultViewType
        if declaration?.isExternal == true { type = "external " + type }
        let solved = picture.solved.frame(of: name).flatMap { $0.isFinite ? $0 : nil } ?? frame
        // To 1/100 point on the label (`167.11×94`); exact in the tooltip and `data-frame`.
        let sizeText = "\(n(solved.width))×\(n(solved.height))"
        var out = "<g class=\"view\" data-view=\"\(name.escapedForMarkup)\">\n"
        out += "<title>\(name.escapedForMarkup): \(type.escapedForMarkup) \(solved.description)</title>\n"
        out += rect(frame, attributes: "class=\"frame\" data-view=\"\(name.escapedForMarkup)\" data-frame=\"\(solved.x.shortestDescription) \(solved.y.shortestDescription) \(solved.width.shortestDescription) \(solved.height.shortestDescription)\" fill=\"\(color.fill)\" stroke=\"\(color.stroke)\" stroke-width=\"1\"")
        let content = declaration.map { sampleContent(of: $0, frame: frame, in: picture, copy: copy) } ?? (markup: "", drewText: false)
        out += content.markup
        // A view showing its sample text is named in its tooltip; a caption would cover the text.
        if !content.drewText { out += label([name, type, sizeText], in: frame, color: textColor) }
        out += "</g>\n"
        return out
    }

    /// A declared layout guide (`guide content`): dashed like the system guides, with its name
    /// and size, no fill (a guide draws nothing on screen).
    static func declaredGuide(_ name: String, frame: Rect, in picture: PreviewPicture) -> String {
        let solved = picture.solved.frame(of: name) ?? frame
        var out = "<g class=\"declared-guide\" data-view=\"\(name.escapedForMarkup)\">\n"
        out += "<title>\(name.escapedForMarkup): layout guide \(solved.description)</title>\n"
        out += rect(frame, attributes: "class=\"guide\" data-guide=\"\(name.escapedForMarkup)\" data-frame=\"\(solved.x.shortestDescription) \(solved.y.shortestDescription) \(solved.width.shortestDescription) \(solved.height.shortestDescription)\" fill=\"none\" stroke=\"\(guideColor)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"")
        out += label([name, "guide", "\(n(solved.width))×\(n(solved.height))"], in: frame, color: guideColor)
        out += "</g>\n"
        return out
    }

    /// The smallest font a caption is drawn at (points).
    static let smallestFont = 6.0

    /// The caption that fits a view's rectangle: name (bold), class and size on three lines;
    /// else on one line; else the name alone; else the name shortened with "…"; else nothing
    /// (the view's tooltip still names it). Fonts from 11 down to ``smallestFont`` points
    /// (7 for three lines), text about 0.56 em wide a character.
    static func fittingLabel(_ lines: [String], in frame: Rect) -> (rows: [String], font: Double)? {
        func font(for rows: [String]) -> Double? {
            let longest = Double(rows.map(\.count).max() ?? 1)
            let size = min(11, (frame.height - 4) / (Double(rows.count) * 1.2), (frame.width - 4) / (0.56 * longest))
            let rounded = (size * 10).rounded(.down) / 10
            return rounded >= (rows.count > 1 ? 7 : smallestFont) ? rounded : nil
        }
        if let size = font(for: lines) { return (lines, size) }
        let oneLine = [lines.joined(separator: " · ")]
        if let size = font(for: oneLine) { return (oneLine, size) }
        guard let name = lines.first else { return nil }
        if let size = font(for: [name]) { return ([name], size) }
        var shortened = String(name.dropLast())
        while shortened.count >= 2 {
            if let size = font(for: [shortened + "…"]) { return ([shortened + "…"], size) }
            shortened = String(shortened.dropLast())
        }
        return nil
    }

    /// The view's caption, top-left in the rectangle, fitting it (see ``fittingLabel(_:in:)``).
    static func label(_ lines: [String], in frame: Rect, color: String) -> String {
        guard let (rows, font) = fittingLabel(lines, in: frame) else { return "" }
        var out = ""
        for (index, row) in rows.enumerated() {
            let y = frame.y + 2 + font * (1 + 1.2 * Double(index))
            let weight = index == 0 ? " font-weight=\"bold\"" : ""
            out += "<text x=\"\(n(frame.x + 3))\" y=\"\(n(y))\" font-size=\"\(n(font))\"\(weight) fill=\"\(color)\">\(row.escapedForMarkup)</text>\n"
        }
        return out
    }

    /// Baseline hints (`baseline F[,L]`), dashed across the view.
    static func baselines(_ picture: PreviewPicture, frames: [(name: String, frame: Rect)]) -> String {
        var out = ""
        for (name, frame) in frames {
            guard let declaration = picture.layout.view(named: name) else { continue }
            var offsets: [Double] = []
            for offset in [declaration.firstBaseline, declaration.lastBaseline].compactMap({ $0 }) where !offsets.contains(offset) {
                offsets.append(offset)
            }
            let color = ViewColor(viewName: name).stroke
            for offset in offsets {
                let y = frame.y + offset
                out += "<line class=\"baseline\" data-view=\"\(name.escapedForMarkup)\" x1=\"\(n(frame.x))\" y1=\"\(n(y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(y))\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>\n"
            }
        }
        return out
    }

    static func findings(_ picture: PreviewPicture, frames: [(name: String, frame: Rect)], below listTop: Double, width: Double, left: Double) -> String {
        guard !picture.findings.isEmpty else { return "" }
        var out = ""
        var labelled: [String: Int] = [:]
        for finding in picture.findings {
            for view in finding.views {
                guard let frame = frames.first(where: { $0.name == view })?.frame else { continue }
                let count = labelled[view, default: 0]
                labelled[view] = count + 1
                if count == 0 {
                    out += rect(frame, attributes: "class=\"finding\" data-view=\"\(view.escapedForMarkup)\" fill=\"none\" stroke=\"\(findingColor)\" stroke-width=\"2\"")
                }
                // Under the view, so the view's own label stays readable.
                let y = frame.maxY + 10 + Double(count) * 10
                out += "<text class=\"finding-label\" x=\"\(n(frame.x + 1))\" y=\"\(n(y))\" font-size=\"9\" font-weight=\"bold\" fill=\"\(findingColor)\">\(finding.kind.escapedForMarkup)</text>\n"
            }
        }
        for (index, line) in findingLines(picture, width: width).enumerated() {
            let y = listTop + findingLineHeight * Double(index + 1) - 3
            out += "<text class=\"finding-item\" x=\"\(n(left + 4))\" y=\"\(n(y))\" font-size=\"11\" fill=\"\(findingColor)\">\(line.escapedForMarkup)</text>\n"
        }
        return out
    }

    /// The findings as listed under the picture (`line:col: kind: message`), wrapped at
    /// spaces to the picture's width (continuation lines indented).
    static func findingLines(_ picture: PreviewPicture, width: Double) -> [String] {
        // At most 10,000 characters a line (and no `Int` from a huge or non-finite width).
        let columns = (width - 8) / (11 * 0.55)
        let perLine = columns.isFinite ? Int(min(max(20, columns), 10_000)) : 10_000
        return picture.findings.flatMap { finding in
            let place = finding.location.isEmpty ? "" : "\(finding.location): "
            return wrapped("\(place)\(finding.kind): \(finding.message)", perLine: perLine)
        }
    }

    /// `text` wrapped at spaces into lines of at most `perLine` characters where the words
    /// allow (a longer word gets a line of its own), continuation lines indented by two spaces.
    static func wrapped(_ text: String, perLine: Int) -> [String] {
        if let lines = wrappedASCII(text, perLine: perLine) { return lines }
        var lines: [String] = []
        var line = ""
        // `line.count`, kept as words are added rather than counted again at each word.
        var count = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordCount = word.count
            if !line.isEmpty, count + 1 + wordCount > perLine {
                lines.append(line)
                line = "  "
                count = 2
            }
            let separated = !(line.isEmpty || line == "  ")
            let joinsCleanly = (line.unicodeScalars.last?.isASCII ?? true) && (word.unicodeScalars.first?.isASCII ?? true)
            if separated { line += " " }
            line += word
            // Characters add up where both sides of each seam are ASCII (no ASCII character
            // joins a space, and the line before an unseparated word is empty or ends in one);
            // a combining mark or the like may join the character before it: count again.
            count = joinsCleanly ? count + (separated ? 1 : 0) + wordCount : line.count
        }
        lines.append(line)
        return lines
    }

    /// ``wrapped(_:perLine:)`` of text whose every character is one ASCII byte (no CR, which
    /// makes one character with a following LF), on the bytes: splitting a String into
    /// Characters and counting them was most of the wrapping's time. `nil` for other text.
    static func wrappedASCII(_ text: String, perLine: Int) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            let space = UInt8(ascii: " ")
            var lines: [String] = []
            var line: [UInt8] = []
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != space { end += 1 }
                if !line.isEmpty, line.count + 1 + (end - start) > perLine {
                    lines.append(String(decoding: line, as: UTF8.self))
                    line = [space, space]
                }
                if !(line.isEmpty || line == [space, space]) { line.append(space) }
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                guard end < bytes.count else { break }
                start = end + 1
            }
            lines.append(String(decoding: line, as: UTF8.self))
            return lines
        }
    }

    static func rect(_ frame: Rect, attributes: String) -> String {
        "<rect x=\"\(frame.x.shortestDescription)\" y=\"\(frame.y.shortestDescription)\" width=\"\(frame.width.shortestDescription)\" height=\"\(frame.height.shortestDescription)\" \(attributes)/>\n"
    }

    /// A derived number (text positions, the picture's box) to 1/100 point.
    /// Numbers too large for a hundredth print as they are; one that is not finite (which no
    /// caller passes: frames are ``drawable(_:)``) prints as 0, never `inf` or `nan`.
    static func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return abs(value) < 1e13 ? ((value * 100).rounded() / 100).shortestDescription : value.shortestDescription
    }
}
