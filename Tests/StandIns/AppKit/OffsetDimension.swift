/// The origin of an offset dimension (`origin.anchorWithOffset(to: target)`): one attribute
/// of one item, held weakly like an anchor's item. Not AppKit API.
struct OffsetOrigin {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
}

/// The `NSLayoutDimension` that `anchorWithOffset(to:)` returns: the distance from an origin
/// anchor to a target anchor (`target − origin`). Its constraints carry the origin
/// (``NSLayoutConstraint/firstOrigin``, ``NSLayoutConstraint/secondOrigin``), which the layout
/// pass hands to the engine as an offset side.
@MainActor
final class OffsetLayoutDimension: NSLayoutDimension {
    let origin: OffsetOrigin

    init<Axis: AnyObject>(from origin: NSLayoutAnchor<Axis>, to target: NSLayoutAnchor<Axis>) {
        self.origin = OffsetOrigin(item: origin.item, attribute: origin.attribute)
        super.init(item: target.item ?? origin, attribute: target.attribute)
    }

    /// The origin of an anchor that is an offset dimension.
    static func origin(of anchor: AnyObject?) -> OffsetOrigin? {
        (anchor as? OffsetLayoutDimension)?.origin
    }
}

extension NSLayoutXAxisAnchor {
    /// Apple: `func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension`
    /// (iOS 10, macOS 10.12): the distance from this anchor to `otherAnchor`.
    @available(macOS 10.12, *)
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        OffsetLayoutDimension(from: self, to: otherAnchor)
    }
}

extension NSLayoutYAxisAnchor {
    /// Apple: `func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension`
    /// (iOS 10, macOS 10.12): the distance from this anchor to `otherAnchor`.
    @available(macOS 10.12, *)
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        OffsetLayoutDimension(from: self, to: otherAnchor)
    }
}
