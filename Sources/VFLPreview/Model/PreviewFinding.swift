import LayoutModel
import VFLEngine

/// Something wrong with a layout at one canvas, drawn on the views it concerns (red outline
/// and a short label) and listed under the picture.
public struct PreviewFinding: Hashable, Sendable {
    /// The short label drawn on the view: `conflict`, `ambiguous`, `off screen`.
    public var kind: String
    /// The full message, as `vflgen frames`/`check` print it.
    public var message: String
    /// The views it concerns (outlined in red).
    public var views: [String]
    /// Where in the `.vfl` file, as `line:col` (empty when it has no place).
    public var location: String

    public init(kind: String, message: String, views: [String], location: String) {
        self.kind = kind
        self.message = message
        self.views = views
        self.location = location
    }

    /// A required constraint the engine left out because it conflicts: drawn on the views
    /// of the constraint.
    public static func conflict(_ failure: UnsatisfiableConstraint, size: Size, in source: SourceFile) -> PreviewFinding {
        let constraint = failure.constraint
        let views = [constraint.first.viewName, constraint.second?.viewName].compactMap { $0 }
        var unique: [String] = []
        for view in views where !unique.contains(view) { unique.append(view) }
        return PreviewFinding(
            kind: "conflict",
            message: "required constraint '\(constraint.text)' cannot be satisfied at \(size.description); left out",
            views: unique,
            location: source.location(of: constraint.source.start).description)
    }
}
