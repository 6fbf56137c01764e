import LayoutModel
import VFLEngine

/// Every picture of a preview: each layout of each file × (no variant, then each variant)
/// × each canvas × left-to-right (and right-to-left when the layout uses leading/trailing),
/// solved with the layout engine. Files with errors contribute their diagnostics instead.
public struct PreviewGallery: Sendable {
    /// In input order: file, layout, canvas, variant, direction.
    public var pictures: [PreviewPicture]
    /// Inputs whose errors stopped their pictures.
    public var failedInputs: [PreviewInput]

    /// Solves every picture. `layout` keeps only the layouts of that name; `canvases(layout)`
    /// gives the containers a layout is drawn in; `findings` may add findings (e.g. the
    /// layout check's) to those the engine reports itself (conflicts).
    public init(
        inputs: [PreviewInput], layout name: String? = nil, canvases: (Layout) -> [PreviewCanvas],
        findings: (PreviewInput, Layout, LayoutVariant?, PreviewCanvas, LayoutDirection, SolvedLayout) -> [PreviewFinding] = { _, _, _, _, _, _ in [] }
    ) {
        var pictures: [PreviewPicture] = []
        var failed: [PreviewInput] = []
        var usedNames: Set<String> = []
        for input in inputs {
            if input.hasErrors {
                failed.append(input)
                continue
            }
            for layout in input.layouts where name == nil || layout.name == name {
                let directions: [LayoutDirection] = layout.usesDirectionalAttributes ? [.leftToRight, .rightToLeft] : [.leftToRight]
                let variants: [LayoutVariant?] = [nil] + layout.variants.map(Optional.some)
                for canvas in canvases(layout) {
                    for variant in variants {
                        for direction in directions {
                            let solved = LayoutFrames.solve(layout, variant: variant, in: canvas.environment(direction))
                            var pictureFindings = solved.unsatisfiable.map {
                                PreviewFinding.conflict($0, size: canvas.size, in: input.source)
                            }
                            pictureFindings += findings(input, layout, variant, canvas, direction, solved)
                            var picture = PreviewPicture(
                                path: input.source.path, layout: layout, variant: variant, canvas: canvas,
                                direction: direction, solved: solved, findings: pictureFindings, fileName: "")
                            picture.fileName = Self.uniqueFileName(for: picture, avoiding: &usedNames)
                            pictures.append(picture)
                        }
                    }
                }
            }
        }
        self.pictures = pictures
        self.failedInputs = failed
    }

    /// `Welcome.landscape--iphone-16-pro-portrait--rtl.svg`; a name already taken (the same
    /// layout name in two files) gets `-2`, `-3`, … before the extension.
    static func uniqueFileName(for picture: PreviewPicture, avoiding used: inout Set<String>) -> String {
        var title = ""
        for scalar in picture.title.unicodeScalars {
            let safe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == ".")
            title += safe ? String(scalar) : "-"
        }
        let base = "\(title)--\(picture.canvas.slug)--\(picture.directionName.lowercased())"
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
