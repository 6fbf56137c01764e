import LayoutModel
import VFLEngine

/// Scroll views in a picture (docs/Preview.md, "Scroll views"): the views inside a scroll
/// view are drawn at scroll offset 0 and clipped to its frame, as the screen shows them; beside
/// the container, a panel shows each scroll view's whole content (its content size, every
/// view inside unclipped) with the visible part outlined.
extension SVGPicture {
    /// One scroll view's panel: the scroll view's solved frame, its content size, and where the
    /// panel's top-left corner is drawn.
    struct ScrollPanel {
        var name: String
        var frame: Rect
        var content: Size
        var origin: (x: Double, y: Double)
        /// The views inside (directly or through plain views), in declaration order.
        var inside: [String]

        /// The panel's area: the content, and the visible part when it is larger.
        var extent: Rect {
            Rect(x: origin.x, y: origin.y - SVGPicture.panelCaption, width: max(content.width, frame.width),
                 height: max(content.height, frame.height) + SVGPicture.panelCaption)
        }
    }

    /// The space above a panel for its caption.
    static let panelCaption = 18.0

    /// The panels of `picture`'s scroll views with a finite content size, right of the bezel
    /// and one under the other.
    static func scrollPanels(_ picture: PreviewPicture) -> [ScrollPanel] {
        guard !picture.solved.contentSizes.isEmpty else { return [] }
        let size = drawnSize(picture.canvas)
        var panels: [ScrollPanel] = []
        var top = panelCaption
        for (name, content) in picture.solved.contentSizes {
            guard let frame = picture.solved.frame(of: name).flatMap(drawable), content.width.isFinite, content.height.isFinite,
                  max(abs(content.width), abs(content.height)) < drawingLimit else { continue }
            let inside = picture.layout.views.filter { $0.parent != nil && picture.layout.enclosingScrollView(of: $0.name, platform: picture.platform) == name }
                .map(\.name)
            let panel = ScrollPanel(
                name: name, frame: frame, content: Size(width: max(0, content.width), height: max(0, content.height)),
                origin: (size.width + 3 * bezel, top), inside: inside)
            panels.append(panel)
            top = panel.extent.maxY + bezel + panelCaption
        }
        return panels
    }

    /// The names of the views drawn clipped to a scroll view (and in its panel).
    static func viewsInScrollViews(_ panels: [ScrollPanel]) -> Set<String> {
        Set(panels.flatMap(\.inside))
    }

    /// The views inside each scroll view, clipped to its frame (at scroll offset 0).
    static func clippedContents(_ panels: [ScrollPanel], frames: [(name: String, frame: Rect)], in picture: PreviewPicture) -> String {
        var out = ""
        for (index, panel) in panels.enumerated() where !panel.inside.isEmpty {
            out += "<clipPath id=\"scroll-clip-\(index)\">" + rect(panel.frame, attributes: "").dropLast() + "</clipPath>\n"
            out += "<g class=\"scroll-content\" data-scroll-view=\"\(panel.name.escapedForMarkup)\" clip-path=\"url(#scroll-clip-\(index))\">\n"
            for (name, frame) in frames where panel.inside.contains(name) {
                out += view(name, frame: frame, in: picture)
            }
            out += "</g>\n"
        }
        return out
    }

    /// Each scroll view's whole content beside the container: the content's rectangle with
    /// its size, every view inside at its place in the content, and the part visible at
    /// offset 0 (the scroll view's frame) dashed.
    static func scrollPanelMarkup(_ panels: [ScrollPanel], frames: [(name: String, frame: Rect)], in picture: PreviewPicture) -> String {
        var out = ""
        for panel in panels {
            let content = Rect(x: panel.origin.x, y: panel.origin.y, width: panel.content.width, height: panel.content.height)
            let caption = "\(panel.name).content \(n(panel.content.width))×\(n(panel.content.height))"
            out += "<g class=\"scroll-panel\" data-scroll-view=\"\(panel.name.escapedForMarkup)\" data-content-size=\"\(panel.content.width.shortestDescription) \(panel.content.height.shortestDescription)\">\n"
            out += "<text class=\"scroll-caption\" x=\"\(n(content.x))\" y=\"\(n(content.y - 5))\" font-size=\"11\" fill=\"\(textColor)\">\(caption.escapedForMarkup)</text>\n"
            out += rect(content, attributes: "class=\"scroll-content-area\" fill=\"\(containerColor)\" stroke=\"\(guideColor)\" stroke-width=\"1\"")
            for (name, frame) in frames where panel.inside.contains(name) {
                let moved = Rect(x: frame.x - panel.frame.x + content.x, y: frame.y - panel.frame.y + content.y, width: frame.width, height: frame.height)
                out += view(name, frame: moved, in: picture, copy: "-content")
            }
            let visible = Rect(x: content.x, y: content.y, width: panel.frame.width, height: panel.frame.height)
            out += rect(visible, attributes: "class=\"scroll-visible\" fill=\"none\" stroke=\"\(findingColor)\" stroke-width=\"1\" stroke-dasharray=\"6 3\"")
            out += "</g>\n"
        }
        return out
    }
}
