/// Apple: `@MainActor class NSView : NSResponder`. The Auto Layout and hierarchy surface
/// that generated code and the examples use.
@MainActor
open class NSView: NSObject {
    /// Apple: `var frame: NSRect`, in the superview's coordinates (see ``isFlipped``).
    /// Auto Layout assigns it in ``layoutSubtreeIfNeeded()``.
    open var frame: NSRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            needsLayout = true
        }
    }

    /// Apple: `var bounds: NSRect`. Setting it sets the origin and changes the frame's size
    /// (the stand-in does not scale a view's coordinate system, as a bounds size different
    /// from the frame's would in AppKit).
    open var bounds: NSRect {
        get { NSRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    open private(set) weak var superview: NSView?
    open private(set) var subviews: [NSView] = []
    @available(macOS 10.7, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var isHidden: Bool = false

    /// Apple: `var isFlipped: Bool { get }` (default `false`: origin at the bottom-left, y
    /// upwards). Override it to return `true` for top-left origin, as in AppKit.
    open var isFlipped: Bool { false }

    /// Apple: `var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection`. The stand-in
    /// lays out a whole tree in its root view's direction.
    @available(macOS 10.8, *)
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight {
        didSet { needsLayout = true }
    }

    /// Apple: `var additionalSafeAreaInsets: NSEdgeInsets`.
    @available(macOS 11.0, *)
    open var additionalSafeAreaInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
        didSet { needsLayout = true }
    }

    /// Apple: `var safeAreaInsets: NSEdgeInsets { get }`: how far the superview's safe area
    /// lies inside this view's frame on each edge, plus `additionalSafeAreaInsets`. The
    /// stand-in has no window, so a root view's is `additionalSafeAreaInsets` alone; the
    /// layout pass re-solves until subviews' insets settle.
    @available(macOS 11.0, *)
    open var safeAreaInsets: NSEdgeInsets {
        var insets = additionalSafeAreaInsets
        guard let superview else { return insets }
        let outer = superview.safeAreaInsets
        let bounds = superview.bounds
        // The superview's safe rectangle, with y measured its way (from the bottom if unflipped).
        let safeMinY = bounds.minY + (superview.isFlipped ? outer.top : outer.bottom)
        let safeMaxY = bounds.maxY - (superview.isFlipped ? outer.bottom : outer.top)
        let beyondMinY = max(0, safeMinY - frame.minY)
        let beyondMaxY = max(0, frame.maxY - safeMaxY)
        insets.left += max(0, bounds.minX + outer.left - frame.minX)
        insets.right += max(0, frame.maxX - (bounds.maxX - outer.right))
        insets.top += superview.isFlipped ? beyondMinY : beyondMaxY
        insets.bottom += superview.isFlipped ? beyondMaxY : beyondMinY
        return insets
    }

    /// Apple: `class let noIntrinsicMetric: CGFloat` (-1).
    @available(macOS 10.11, *)
    public static let noIntrinsicMetric: CGFloat = -1

    /// Apple: `var intrinsicContentSize: NSSize { get }`. A plain view has none, a standard
    /// control the figures of VFLEngine's ContentSizeTable; override it in a subclass and call ``invalidateIntrinsicContentSize()`` when it changes.
    @available(macOS 10.7, *)
    open var intrinsicContentSize: NSSize {
        StandardContent.intrinsicSize(of: type(of: self).contentSizeClass)
    }

    /// Not AppKit API: the ``StandardContent`` (ContentSizeTable) entry whose intrinsic size
    /// and content priorities this class reports; each stand-in control overrides it, and a
    /// subclass inherits it. A plain view has no intrinsic size, hugging 250, compression 750.
    class var contentSizeClass: String { "NSView" }

    /// Apple: `func invalidateIntrinsicContentSize()`.
    @available(macOS 10.7, *)
    open func invalidateIntrinsicContentSize() {
        needsLayout = true
    }

    /// Apple: `func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority`.
    @available(macOS 10.7, *)
    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        orientation == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Apple: `func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation)`.
    @available(macOS 10.7, *)
    open func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        if orientation == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        needsLayout = true
    }

    /// Apple: `func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority`.
    @available(macOS 10.7, *)
    open func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        orientation == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Apple: `func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation)`.
    @available(macOS 10.7, *)
    open func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        if orientation == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        needsLayout = true
    }

    // MARK: Layout pass

    /// Apple: `var needsLayout: Bool`.
    @available(macOS 10.7, *)
    open var needsLayout: Bool = true

    /// Apple: `func layoutSubtreeIfNeeded()`. The stand-in always lays out the whole tree this
    /// view belongs to: it solves every installed constraint with the engine (see
    /// ``AutoLayoutPass``), assigns `frame` to every view, then calls `layout()` top-down.
    @available(macOS 10.7, *)
    open func layoutSubtreeIfNeeded() {
        AutoLayoutPass.run(containing: self)
    }

    /// Apple: `func layout()`; called after the frames are assigned.
    @available(macOS 10.7, *)
    open func layout() {}

    // MARK: Storage

    private var storedFrame: NSRect
    private var boundsOrigin: NSPoint = .zero
    var hugging = (horizontal: NSLayoutConstraint.Priority.defaultLow, vertical: NSLayoutConstraint.Priority.defaultLow)
    var compressionResistance = (horizontal: NSLayoutConstraint.Priority.defaultHigh, vertical: NSLayoutConstraint.Priority.defaultHigh)
    /// See ``standInTestingBaselines`` (StandInTestingBaselines.swift).
    var testingBaselines: (first: CGFloat, last: CGFloat)?

    /// Constraints installed on this view (see ``ConstraintInstallation``).
    var installedConstraints: [NSLayoutConstraint] = []
    var ownedLayoutGuides: [NSLayoutGuide] = []
    private(set) var marginsGuide: NSLayoutGuide?
    private(set) var safeAreaGuide: NSLayoutGuide?

    /// Apple: `init(frame frameRect: NSRect)`.
    public init(frame frameRect: NSRect) {
        self.storedFrame = frameRect
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

    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        needsLayout = true
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

    @available(macOS 10.7, *)
    open var constraints: [NSLayoutConstraint] { installedConstraints }

    @available(macOS 10.7, *)
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.install(constraint, on: self)
    }

    @available(macOS 10.7, *)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    @available(macOS 10.7, *)
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.uninstall(constraint, from: self)
    }

    @available(macOS 10.7, *)
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Layout guides

    @available(macOS 10.11, *)
    open var layoutGuides: [NSLayoutGuide] { ownedLayoutGuides }

    @available(macOS 10.11, *)
    open func addLayoutGuide(_ layoutGuide: NSLayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        ownedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    @available(macOS 10.11, *)
    open func removeLayoutGuide(_ layoutGuide: NSLayoutGuide) {
        ownedLayoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// Apple: `var layoutMarginsGuide: NSLayoutGuide { get }`.
    @available(macOS 11.0, *)
    open var layoutMarginsGuide: NSLayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = NSLayoutGuide()
        guide.identifier = NSUserInterfaceItemIdentifier("NSViewLayoutMarginsGuide")
        addLayoutGuide(guide)
        marginsGuide = guide
        return guide
    }

    /// Apple: `var safeAreaLayoutGuide: NSLayoutGuide { get }`.
    @available(macOS 11.0, *)
    open var safeAreaLayoutGuide: NSLayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = NSLayoutGuide()
        guide.identifier = NSUserInterfaceItemIdentifier("NSViewSafeAreaLayoutGuide")
        addLayoutGuide(guide)
        safeAreaGuide = guide
        return guide
    }

    // MARK: Anchors

    @available(macOS 10.11, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    @available(macOS 10.11, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    @available(macOS 10.11, *)
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    @available(macOS 10.11, *)
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    @available(macOS 10.11, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    @available(macOS 10.11, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    @available(macOS 10.11, *)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    @available(macOS 10.11, *)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    @available(macOS 10.11, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    @available(macOS 10.11, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    @available(macOS 10.11, *)
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    @available(macOS 10.11, *)
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
