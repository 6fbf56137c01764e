import LayoutModel
import VFLEngine

/// One picture to draw: a variant (or none) of a layout on a canvas in a direction with its
/// sample content at a Dynamic Type size, and the findings of a layout check for it (`nil`:
/// the engine's own conflicts are drawn).
public struct PictureRequest: Sendable {
    public var variant: LayoutVariant?
    public var canvas: PreviewCanvas
    public var direction: LayoutDirection
    public var findings: [PreviewFinding]?
    /// The content size category and text length the views are measured and drawn with.
    public var content: ContentConfiguration
    /// The canvas's sides that are the smallest the constraints allow (`container 390x_`): the
    /// picture solves them again in its own content, so a card drawn at AX5 is as tall as its
    /// text is there, not as at the size the canvas was made for.
    public var fitting: FittingSides

    public init(
        variant: LayoutVariant?, canvas: PreviewCanvas, direction: LayoutDirection, findings: [PreviewFinding]? = nil,
        content: ContentConfiguration = .standard, fitting: FittingSides = []
    ) {
        self.variant = variant
        self.canvas = canvas
        self.direction = direction
        self.findings = findings
        self.content = content
        self.fitting = fitting
    }

    /// Every canvas × content configuration × (no variant, then each variant) × left-to-right
    /// (and right-to-left when the layout uses leading/trailing), without check findings.
    public static func all(of layout: Layout, on canvases: [PreviewCanvas], contents: [ContentConfiguration] = [.standard]) -> [PictureRequest] {
        let directions: [LayoutDirection] = layout.usesDirectionalAttributes ? [.leftToRight, .rightToLeft] : [.leftToRight]
        let variants: [LayoutVariant?] = [nil] + layout.variants.map(Optional.some)
        return canvases.flatMap { canvas in
            contents.flatMap { content in
                variants.flatMap { variant in
                    directions.map { PictureRequest(variant: variant, canvas: canvas, direction: $0, content: content) }
                }
            }
        }
    }
}

/// Every picture of a preview, solved with the layout engine (the same frames as `vflgen
/// frames`). Files with errors contribute their diagnostics instead.
public struct PreviewGallery: Sendable {
    /// In input order: file, layout, then as requested.
    public var pictures: [PreviewPicture]
    /// Inputs whose errors stopped their pictures.
    public var failedInputs: [PreviewInput]

    /// Solves the pictures `requests` asks for, for every layout (or only the layouts named
    /// `layout`) of the inputs without errors.
    public init(inputs: [PreviewInput], layout name: String? = nil, requests: (PreviewInput, Layout) -> [PictureRequest]) {
        var pictures: [PreviewPicture] = []
        var failed: [PreviewInput] = []
        var usedNames: Set<String> = []
        for input in inputs {
            if input.hasErrors {
                failed.append(input)
                continue
            }
            for layout in input.layouts where name == nil || layout.name == name {
                for request in requests(input, layout) {
                    var environment = request.canvas.environment(request.direction)
                    environment.content = request.content
                    var canvas = request.canvas
                    if !request.fitting.isEmpty {
                        // The fitting sides at this content (the environment's size there is 0).
                        if request.fitting.contains(.width) { environment.size.width = 0 }
                        if request.fitting.contains(.height) { environment.size.height = 0 }
                        let fitted = LayoutFrames.solve(layout, variant: request.variant, in: environment, fitting: request.fitting).containerSize
                        if fitted.width.isFinite && fitted.height.isFinite {
                            canvas.size = fitted
                            environment = canvas.environment(request.direction)
                            environment.content = request.content
                        }
                    }
                    let solved = LayoutFrames.solve(layout, variant: request.variant, in: environment)
                    let findings = request.findings ?? solved.unsatisfiable.map {
                        PreviewFinding.conflict($0, size: canvas.size, in: input.source)
                    }
                    var picture = PreviewPicture(
                        path: input.source.path, layout: layout, variant: request.variant, canvas: canvas,
                        direction: request.direction, solved: solved, findings: findings, fileName: "")
                    picture.platform = input.platform
                    picture.content = request.content
                    picture.fileName = Self.uniqueFileName(for: picture, avoiding: &usedNames)
                    pictures.append(picture)
                }
            }
        }
        self.pictures = pictures
        self.failedInputs = failed
    }

    /// Every layout on each of `canvases(layout)` with each of `contents`, with and without
    /// each variant (see ``PictureRequest/all(of:on:contents:)``), findings from the engine.
    public init(
        inputs: [PreviewInput], layout name: String? = nil, contents: [ContentConfiguration] = [.standard],
        canvases: (Layout) -> [PreviewCanvas]
    ) {
        self.init(inputs: inputs, layout: name) { _, layout in PictureRequest.all(of: layout, on: canvases(layout), contents: contents) }
    }

    /// `Welcome.landscape--iphone-16-pro-portrait--rtl.svg`; a name already taken (the same
    /// layout name in two files) gets `-2`, `-3`, … before the extension.
    static func uniqueFileName(for picture: PreviewPicture, avoiding used: inout Set<String>) -> String {
        var title = ""
        for scalar in picture.title.unicodeScalars {
            let safe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == ".")
            title += safe ? String(scalar) : "-"
        }
        var base = "\(title)--\(picture.canvas.slug)--\(picture.directionName.lowercased())"
        if picture.content != .standard { base += "--\(PreviewCanvas.slug(picture.content.description))" }
        var candidate = base
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate + ".svg"
    }

    /// The files to write into the output folder, by name: one SVG per picture and
    /// `index.html`; `live` (for `--watch`) adds `version.js` and the page's reload script.
    public func files(live: Bool) -> [(name: String, contents: String)] {
        var files = pictures.map { (name: $0.fileName, contents: SVGPicture.render($0)) }
        let page = GalleryPage.render(self, liveVersion: live ? "" : nil)
        if live {
            var hash = StableHash()
            for file in files { hash.combine(file.name); hash.combine(file.contents) }
            hash.combine(page)
            let version = hash.hex
            files.append(("index.html", GalleryPage.render(self, liveVersion: version)))
            files.append(("version.js", GalleryPage.versionScript(version)))
        } else {
            files.append(("index.html", page))
        }
        return files
    }
}
