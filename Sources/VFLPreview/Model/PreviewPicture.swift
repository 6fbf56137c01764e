import LayoutModel
import VFLEngine

/// One picture of the gallery: a layout (and variant) solved on one canvas in one direction.
public struct PreviewPicture: Sendable {
    /// The `.vfl` file's path as given.
    public var path: String
    public var layout: Layout
    public var variant: LayoutVariant?
    public var canvas: PreviewCanvas
    public var direction: LayoutDirection
    public var solved: SolvedLayout
    public var findings: [PreviewFinding]
    /// The picture's file name in the output folder (unique in one gallery).
    public var fileName: String
    /// The platform the layout was compiled for.
    public var platform: Platform = .uikit
    /// The Dynamic Type size and text length the sample content is drawn with.
    public var content: ContentConfiguration = .standard
    /// `--watch`: a picture from the file's last version without errors, kept while the
    /// current one has errors (marked in its caption).
    public var isLastGood = false

    public init(
        path: String, layout: Layout, variant: LayoutVariant?, canvas: PreviewCanvas, direction: LayoutDirection,
        solved: SolvedLayout, findings: [PreviewFinding], fileName: String
    ) {
        self.path = path
        self.layout = layout
        self.variant = variant
        self.canvas = canvas
        self.direction = direction
        self.solved = solved
        self.findings = findings
        self.fileName = fileName
    }

    /// `Layout` or `Layout.variant`.
    public var title: String { variant.map { "\(layout.name).\($0.name)" } ?? layout.name }

    /// `LTR` or `RTL`.
    public var directionName: String { direction == .leftToRight ? "LTR" : "RTL" }

    /// One line: `Welcome · iPhone 16 Pro portrait 402×874 · LTR`, then ` · AX5, long text`
    /// when the content is not the default.
    public var caption: String {
        "\(title) · \(canvas.name) \(canvas.size.width.shortestDescription)×\(canvas.size.height.shortestDescription) · \(directionName)"
            + (content == .standard ? "" : " · \(content.description)")
    }

    /// The container's guides the layout's constraints (variant included) refer to.
    var usedGuides: [LayoutItem] { layout.usedGuides(with: variant) }
}

extension Layout {
    /// Whether any constraint (variants included) uses leading or trailing, so that the
    /// layout looks different right-to-left.
    public var usesDirectionalAttributes: Bool {
        constraints.contains(where: \.usesDirectionalAttributes) || variants.contains { $0.constraints.contains(where: \.usesDirectionalAttributes) }
    }
}
