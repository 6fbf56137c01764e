import LayoutModel

/// `index.html`: every picture of a ``PreviewGallery`` grouped by layout, one row per
/// canvas with the variants (and directions) side by side, each captioned with size,
/// variant and direction and followed by its findings. Inputs with errors show their
/// diagnostics (`path:line:col: error: …` with the source line) instead of pictures.
public enum GalleryPage {
    /// Pictures are shown at this fraction of their size in points (all at the same scale,
    /// so devices compare); each links to its SVG at full size.
    public static let scale = 0.75

    /// The scale a picture is shown at: ``scale`` for screens, so devices compare; a small
    /// container (a cell or a bar, at most 500 × 300 points) is enlarged to about 500 pixels
    /// wide, at most twice its size, so its views and captions can be read.
    public static func scale(for picture: PreviewPicture) -> Double {
        let size = picture.canvas.size
        guard size.width <= 500, size.height <= 300, size.width > 0 else { return scale }
        return max(scale, min(2, 500 / size.width))
    }

    /// The page. With `liveVersion` (`--watch`), it polls `version.js` and reloads itself
    /// when the version there differs from its own.
    public static func render(_ gallery: PreviewGallery, liveVersion: String?) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>vflgen preview</title>
        <style>
        body { font-family: Helvetica, Arial, sans-serif; margin: 16px; background: #f4f5f7; color: #1b1f24; }
        h1 { font-size: 20px; margin: 0 0 12px; }
        h2 { font-size: 17px; margin: 24px 0 4px; }
        h2 .path, .summary { font-weight: normal; font-size: 13px; color: #56627a; }
        h3 { font-size: 13px; margin: 12px 0 4px; color: #56627a; }
        nav { font-size: 13px; }
        .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figure img { display: block; }
        figcaption { font-size: 12px; margin-top: 4px; }
        ul.findings { margin: 4px 0 0; padding-left: 16px; font-size: 12px; color: #d62828; max-width: 360px; }
        .last-good { color: #d62828; }
        .errors pre { background: #fff0f0; border-left: 4px solid #d62828; padding: 8px; font-size: 13px; white-space: pre-wrap; }
        </style>
        </head>
        <body>
        <h1>vflgen preview</h1>

        """
        let layoutCount = Set(gallery.pictures.map { "\($0.path)\u{0}\($0.layout.name)" }).count
        html += "<p class=\"summary\">\(gallery.pictures.count) picture\(gallery.pictures.count == 1 ? "" : "s") of \(layoutCount) layout\(layoutCount == 1 ? "" : "s")</p>\n"
        if !gallery.failedInputs.isEmpty {
            let renderer = DiagnosticRenderer(showsExcerpts: true)
            html += "<section class=\"errors\">\n"
            for input in gallery.failedInputs {
                html += "<h2>\(input.source.path.escapedForMarkup)</h2>\n<pre>"
                for diagnostic in input.diagnostics {
                    html += renderer.render(diagnostic, in: input.source).escapedForMarkup
                }
                html += "</pre>\n"
            }
            html += "</section>\n"
        }
        html += contents(gallery.pictures)
        html += layoutSections(gallery.pictures)
        if let liveVersion {
            html += reloadScript(liveVersion)
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// One `<section>` per layout (in order of first appearance), one row per canvas.
    static func layoutSections(_ pictures: [PreviewPicture]) -> String {
        var html = ""
        var index = 0
        var sectionNumber = 0
        while index < pictures.count {
            let first = pictures[index]
            var end = index
            while end < pictures.count, pictures[end].path == first.path, pictures[end].layout.name == first.layout.name { end += 1 }
            sectionNumber += 1
            html += "<section class=\"layout\" id=\"layout-\(sectionNumber)\">\n<h2>\(first.layout.name.escapedForMarkup) <span class=\"path\">\(first.path.escapedForMarkup)</span></h2>\n"
            // One row per canvas, in order of first appearance (variants may use different ones).
            let group = pictures[index..<end]
            var canvases: [PreviewCanvas] = []
            for picture in group where !canvases.contains(picture.canvas) { canvases.append(picture.canvas) }
            for canvas in canvases {
                let size = "\(canvas.size.width.shortestDescription)×\(canvas.size.height.shortestDescription)"
                html += "<h3>\(canvas.name.escapedForMarkup) \(size)</h3>\n<div class=\"row\">\n"
                for picture in group where picture.canvas == canvas { html += figure(picture) }
                html += "</div>\n"
            }
            html += "</section>\n"
            index = end
        }
        return html
    }

    /// Links to each layout's section (`#layout-1`, … in page order), when there are several.
    static func contents(_ pictures: [PreviewPicture]) -> String {
        var layouts: [(path: String, name: String)] = []
        for picture in pictures where layouts.last.map({ $0.path != picture.path || $0.name != picture.layout.name }) ?? true {
            layouts.append((picture.path, picture.layout.name))
        }
        guard layouts.count > 1 else { return "" }
        let links = layouts.enumerated().map { index, layout in
            "<a href=\"#layout-\(index + 1)\">\(layout.name.escapedForMarkup)</a>"
        }
        return "<nav>" + links.joined(separator: " · ") + "</nav>\n"
    }

    static func figure(_ picture: PreviewPicture) -> String {
        let size = picture.canvas.size
        let name = picture.fileName.escapedForMarkup
        let box = SVGPicture.box(picture)
        let scale = Self.scale(for: picture)
        let width = box.width * scale
        let height = box.height * scale
        var html = "<figure>\n<a href=\"\(name)\"><img src=\"\(name)\" width=\"\(SVGPicture.n(width))\" height=\"\(SVGPicture.n(height))\" alt=\"\(picture.caption.escapedForMarkup)\"></a>\n"
        let variant = picture.variant.map { "variant \($0.name)" } ?? "no variant"
        html += "<figcaption><b>\(picture.title.escapedForMarkup)</b> · \(variant.escapedForMarkup) · "
        html += "\(size.width.shortestDescription)×\(size.height.shortestDescription) · \(picture.directionName)"
        if picture.content != .standard { html += " · \(picture.content.description.escapedForMarkup)" }
        if picture.isLastGood { html += " · <span class=\"last-good\">last good version: the file has errors (above)</span>" }
        html += "</figcaption>\n"
        if !picture.findings.isEmpty {
            html += "<ul class=\"findings\">\n"
            for finding in picture.findings {
                let place = finding.location.isEmpty ? "" : "\(picture.path):\(finding.location): "
                html += "<li>\(place.escapedForMarkup)<b>\(finding.kind.escapedForMarkup)</b>: \(finding.message.escapedForMarkup)</li>\n"
            }
            html += "</ul>\n"
        }
        html += "</figure>\n"
        return html
    }

    /// Polls `version.js` (a `<script>` element, so it also works from `file://`, where
    /// `fetch` is not allowed) and reloads when the version changes.
    static func reloadScript(_ version: String) -> String {
        """
        <script>
        (function () {
          var current = "\(version)";
          window.vflgenPreviewVersion = function (version) {
            if (version !== current) { location.reload(); }
          };
          setInterval(function () {
            var script = document.createElement("script");
            script.src = "version.js?" + Date.now();
            script.onload = script.onerror = function () { script.remove(); };
            document.head.appendChild(script);
          }, 300);
        })();
        </script>

        """
    }

    /// `version.js`: calls the page back with the gallery's current version.
    static func versionScript(_ version: String) -> String {
        "vflgenPreviewVersion(\"\(version)\");\n"
    }
}
