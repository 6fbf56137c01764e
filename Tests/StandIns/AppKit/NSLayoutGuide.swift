/// Apple: `@MainActor class NSLayoutGuide : NSObject` (NSLayoutGuide.h, macOS 10.11). A
/// rectangle that takes part in Auto Layout without being a view; it has no baseline anchors.
@available(macOS 10.11, *)
@MainActor
open class NSLayoutGuide: NSObject {
    /// Apple: `var frame: NSRect { get }`: the guide's rectangle in its owning view's
    /// coordinates, valid once the owning view is laid out (set by the stand-in's layout pass).
    open internal(set) var frame: NSRect = .zero
    /// Apple: `weak var owningView: NSView?`.
    open weak var owningView: NSView?
    /// Apple: `var identifier: NSUserInterfaceItemIdentifier` ('NS' prefixes are AppKit's).
    open var identifier = NSUserInterfaceItemIdentifier("")

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

/// Apple: `struct NSUserInterfaceItemIdentifier : Hashable, Equatable, RawRepresentable, Sendable`
/// (NSUserInterfaceItemIdentification.h: `typedef NSString *NSUserInterfaceItemIdentifier`).
public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
