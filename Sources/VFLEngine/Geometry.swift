import LayoutModel

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.shortDescription)x\(height.shortDescription)" }
}

/// A rectangle with its origin at the top-left corner, y growing downwards (UIKit's
/// convention; see docs/Engine.md for AppKit's flipped coordinates).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether the origin, the size and the far edges (`maxX`, `maxY`) are all finite numbers:
    /// a frame that is not cannot be printed, checked or drawn (huge constants sum to `inf`).
    public var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && maxX.isFinite && maxY.isFinite
    }

    public var description: String {
        "(\(x.shortDescription), \(y.shortDescription), \(width.shortDescription), \(height.shortDescription))"
    }
}

/// Insets from each edge (UIKit's `UIEdgeInsets`: left/right are physical, not leading/trailing).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets(all: 0)
    /// A plain `UIView`'s default layout margins.
    public static let defaultMargins = EdgeInsets(all: 8)
}

/// Which way leading/trailing point.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// A layout axis, for priorities that differ per axis.
public enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
}

extension Double {
    /// Shortest round-trip text without a trailing `.0`.
    var shortDescription: String {
        shortestDescription
    }
}
