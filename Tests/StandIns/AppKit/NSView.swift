/// Apple: `@MainActor class NSView : NSResponder`. The Auto Layout and hierarchy surface
/// that generated code and the examples use.
@MainActor
open class NSView: NSObject {
    open var frame: CGRect
    open private(set) weak var superview: NSView?
    open private(set) var subviews: [NSView] = []
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var isHidden: Bool = false

    /// Constraints installed on this view (see ``ConstraintInstallation``).
    var installedConstraints: [NSLayoutConstraint] = []
    var ownedLayoutGuides: [NSLayoutGuide] = []
    private var marginsGuide: NSLayoutGuide?
    private var safeAreaGuide: NSLayoutGuide?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Apple: `required init?(coder: NSCoder)` (nothing is decoded here).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy

    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Apple: `func isDescendant(of view: NSView) -> Bool` (a view is a descendant of itself).
    open func isDescendant(of view: NSView) -> Bool {
        var candidate: NSView? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.superview
        }
        return false
    }

    // MARK: Constraints

    open var constraints: [NSLayoutConstraint] { installedConstraints }

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.install(constraint, on: self)
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.uninstall(constraint, from: self)
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Layout guides

    open var layoutGuides: [NSLayoutGuide] { ownedLayoutGuides }

    open func addLayoutGuide(_ layoutGuide: NSLayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        ownedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    open func removeLayoutGuide(_ layoutGuide: NSLayoutGuide) {
        ownedLayoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// Apple: `var layoutMarginsGuide: NSLayoutGuide { get }`.
    open var layoutMarginsGuide: NSLayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = NSLayoutGuide()
        guide.identifier = "NSViewLayoutMarginsGuide"
        addLayoutGuide(guide)
        marginsGuide = guide
        return guide
    }

    /// Apple: `var safeAreaLayoutGuide: NSLayoutGuide { get }`.
    open var safeAreaLayoutGuide: NSLayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = NSLayoutGuide()
        guide.identifier = "NSViewSafeAreaLayoutGuide"
        addLayoutGuide(guide)
        safeAreaGuide = guide
        return guide
    }

    // MARK: Anchors

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
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
