import LayoutModel

/// What a view of a standard class brings to Auto Layout by itself: its intrinsic content size
/// per axis and its content priorities. One table, read by `vflgen check`, `vflgen frames` and
/// `vflgen preview` (and the sources of every figure are in docs/Check.md, "Content sizes").
public struct ContentSize: Sendable, Equatable {
    /// One axis of an intrinsic content size.
    public enum Extent: Sendable, Equatable {
        /// A size the class reports whatever its content (a switch is 51 wide).
        case fixed(Double)
        /// A size that comes from content vflgen cannot measure at build time (`what`: its
        /// text, its image): unknown until an `intrinsic` hint gives it.
        case content(String)
        /// No intrinsic size on this axis (`UIView.noIntrinsicMetric`): the constraints decide.
        case none

        /// The engine's value: the fixed size, else none.
        public var value: Double? {
            if case .fixed(let size) = self { return size }
            return nil
        }
    }

    public var width: Extent
    public var height: Extent
    public var hugging: (horizontal: Double, vertical: Double)
    public var compressionResistance: (horizontal: Double, vertical: Double)
    /// Where the figures come from (docs/Check.md lists them).
    public var source: String

    public init(
        width: Extent, height: Extent, hugging: (Double, Double) = (250, 250), compression: (Double, Double) = (750, 750),
        source: String
    ) {
        self.width = width
        self.height = height
        self.hugging = hugging
        self.compressionResistance = compression
        self.source = source
    }

    public static func == (lhs: ContentSize, rhs: ContentSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.hugging == rhs.hugging
            && lhs.compressionResistance == rhs.compressionResistance && lhs.source == rhs.source
    }

    /// An axis's extent.
    public subscript(axis: LayoutAxis) -> Extent { axis == .horizontal ? width : height }

    /// A plain `UIView`/`NSView` (and every class not in the table): no intrinsic size,
    /// hugging 250, compression resistance 750.
    public static let plain = ContentSize(width: .none, height: .none, source: "UIView/NSView: no intrinsic content size")
}
