/// Apple: `@MainActor class UILayoutGuide : NSObject`. A rectangle that takes part in Auto
/// Layout without being a view; it has no baseline anchors.
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    /// Apple: `weak var owningView: UIView?`.
    open weak var owningView: UIView?
    /// Apple: `var identifier: String`.
    open var identifier: String = ""
    /// Apple: `var layoutFrame: CGRect { get }` (set by a layout engine).
    open internal(set) var layoutFrame: CGRect = .zero

    public override init() {
        super.init()
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
