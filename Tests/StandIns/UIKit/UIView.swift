/// Apple: `@MainActor class UIView : UIResponder`. The Auto Layout and hierarchy surface
/// that generated code and the examples use.
@available(iOS 2.0, *)
@MainActor
open class UIView: NSObject {
    /// Apple: `var frame: CGRect`. Auto Layout assigns it in ``layoutIfNeeded()``.
    open var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            setNeedsLayout()
        }
    }

    /// Apple: `var bounds: CGRect`. Setting it changes the size around the same center.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            let center = self.center
            boundsOrigin = newValue.origin
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// Apple: `var center: CGPoint`.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    open private(set) weak var superview: UIView?

    /// Apple: `var traitCollection: UITraitCollection { get }` (`UITraitEnvironment`, iOS 8).
    /// A view reports the traits a test set with ``standInTestingTraitCollection`` (not UIKit
    /// API; see `StandInTesting.swift`), as UIKit gives a window's the screen's; any other view
    /// inherits its superview's (unspecified size classes without one).
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        testingTraitCollection ?? superview?.traitCollection ?? UITraitCollection()
    }

    /// Apple: `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`
    /// (`UITraitEnvironment`), deprecated in iOS 17 for the trait change registration API.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var testingTraitCollection: UITraitCollection?
    open private(set) var subviews: [UIView] = []
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var isHidden: Bool = false

    /// Apple: `var layoutMargins: UIEdgeInsets` (default 8 on every side).
    @available(iOS 8.0, *)
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { setNeedsLayout() }
    }

    /// Apple: `var insetsLayoutMarginsFromSafeArea: Bool` (default `true`): the layout margins
    /// guide is inset by `safeAreaInsets + layoutMargins` on each edge.
    @available(iOS 11.0, tvOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea: Bool = true {
        didSet { setNeedsLayout() }
    }

    /// Apple: `var safeAreaInsets: UIEdgeInsets { get }`. A view whose value a test set with
    /// ``standInTestingSafeAreaInsets`` (not UIKit API; see `StandInTesting.swift`) reports
    /// it, as a view controller's root view reports the bars'. Any other view reports, as in
    /// UIKit, how far its superview's safe area lies inside its frame on each edge (0 for a
    /// view without a superview); the layout pass re-solves until these settle.
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets {
        if let testingSafeAreaInsets { return testingSafeAreaInsets }
        guard let superview else { return .zero }
        let outer = superview.safeAreaInsets
        let bounds = superview.bounds
        let safe = CGRect(
            x: bounds.minX + outer.left, y: bounds.minY + outer.top,
            width: bounds.width - outer.left - outer.right, height: bounds.height - outer.top - outer.bottom)
        return UIEdgeInsets(
            top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// Apple: `var semanticContentAttribute: UISemanticContentAttribute`.
    @available(iOS 9.0, *)
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsLayout() }
    }

    /// Apple: `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`.
    /// The stand-in's app is left-to-right; `.forceRightToLeft` on the view or an ancestor
    /// (nearest wins) makes it right-to-left.
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var candidate: UIView? = self
        while let view = candidate {
            switch view.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight: return .leftToRight
            default: candidate = view.superview
            }
        }
        return .leftToRight
    }

    /// Apple: `class let noIntrinsicMetric: CGFloat` (-1).
    @available(iOS 6.0, *)
    public static let noIntrinsicMetric: CGFloat = -1

    /// Apple: `var intrinsicContentSize: CGSize { get }`. A plain view has none, a standard
    /// control the figures of VFLEngine's ContentSizeTable; override it in a subclass, as on iOS, and call ``invalidateIntrinsicContentSize()`` when it changes.
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize {
        StandardContent.intrinsicSize(of: type(of: self).contentSizeClass)
    }

    /// Not UIKit API: the ``StandardContent`` (ContentSizeTable) entry whose intrinsic size
    /// and content priorities this class reports; each stand-in control overrides it, and a
    /// subclass inherits it. A plain view has no intrinsic size, hugging 250, compression 750.
    class var contentSizeClass: String { "UIView" }

    /// Apple: `func invalidateIntrinsicContentSize()`.
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
    }

    /// Apple: `func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority`.
    @available(iOS 6.0, *)
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Apple: `func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)`.
    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        setNeedsLayout()
    }

    /// Apple: `func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority`.
    @available(iOS 6.0, *)
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Apple: `func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)`.
    @available(iOS 6.0, *)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        setNeedsLayout()
    }

    // MARK: Layout pass

    /// Apple: `func setNeedsLayout()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Apple: `func layoutIfNeeded()`. The stand-in always lays out the whole tree this view
    /// belongs to: it solves every installed constraint with the engine (see
    /// ``AutoLayoutPass``) and assigns `frame` to every view, then calls `layoutSubviews()`
    /// top-down.
    open func layoutIfNeeded() {
        AutoLayoutPass.run(containing: self)
    }

    /// Apple: `func layoutSubviews()`; called after the frames are assigned.
    open func layoutSubviews() {}

    // MARK: Storage

    private var storedFrame: CGRect
    private var boundsOrigin: CGPoint = .zero
    var needsLayout = true
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var testingSafeAreaInsets: UIEdgeInsets?
    /// See ``standInTestingBaselines`` (StandInTestingBaselines.swift).
    var testingBaselines: (first: CGFloat, last: CGFloat)?

    /// Constraints installed on this view (see ``ConstraintInstallation``).
    var installedConstraints: [NSLayoutConstraint] = []
    var ownedLayoutGuides: [UILayoutGuide] = []
    private(set) var marginsGuide: UILayoutGuide?
    private(set) var safeAreaGuide: UILayoutGuide?

    public init(frame: CGRect) {
        self.storedFrame = frame
        super.init()
        applyStandardContentPriorities()
    }

    /// Apple: `required init?(coder: NSCoder)` (nothing is decoded here).
    public required init?(coder: NSCoder) {
        self.storedFrame = .zero
        super.init()
        applyStandardContentPriorities()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The content priorities of ``contentSizeClass`` (from ContentSizeTable).
    private func applyStandardContentPriorities() {
        let priorities = StandardContent.priorities(of: type(of: self).contentSizeClass)
        hugging = (horizontal: priorities.hugging.0, vertical: priorities.hugging.1)
        compressionResistance = (horizontal: priorities.compression.0, vertical: priorities.compression.1)
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Apple: `func isDescendant(of view: UIView) -> Bool` (a view is a descendant of itself).
    open func isDescendant(of view: UIView) -> Bool {
        var candidate: UIView? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.superview
        }
        return false
    }

    // MARK: Constraints

    @available(iOS 6.0, *)
    open var constraints: [NSLayoutConstraint] { installedConstraints }

    @available(iOS 6.0, *)
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.install(constraint, on: self)
    }

    @available(iOS 6.0, *)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    @available(iOS 6.0, *)
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.uninstall(constraint, from: self)
    }

    @available(iOS 6.0, *)
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Layout guides

    @available(iOS 9.0, *)
    open var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

    @available(iOS 9.0, *)
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        ownedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    @available(iOS 9.0, *)
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        ownedLayoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// Apple: `var layoutMarginsGuide: UILayoutGuide { get }`.
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        addLayoutGuide(guide)
        marginsGuide = guide
        return guide
    }

    /// Apple: `var safeAreaLayoutGuide: UILayoutGuide { get }`.
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        addLayoutGuide(guide)
        safeAreaGuide = guide
        return guide
    }

    // MARK: Anchors

    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    @available(iOS 9.0, *)
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    @available(iOS 9.0, *)
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    @available(iOS 9.0, *)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    @available(iOS 9.0, *)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    @available(iOS 9.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    @available(iOS 9.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    @available(iOS 9.0, *)
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    @available(iOS 9.0, *)
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
