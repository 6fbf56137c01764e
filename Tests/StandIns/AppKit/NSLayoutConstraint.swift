/// Apple: `@MainActor class NSLayoutConstraint : NSObject`.
///
/// `firstItem.firstAttribute REL secondItem.secondAttribute * multiplier + constant`.
/// Activation state lives in ``ConstraintInstallation`` (the one place a layout engine hooks in).
@available(macOS 10.7, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Apple: `enum NSLayoutConstraint.Attribute : Int, @unchecked Sendable`.
    public enum Attribute: Int, @unchecked Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        // No margin attributes: `.leftMargin` … `.centerYWithinMargins` are UIKit-only
        // (iOS 8+, Mac Catalyst), absent from AppKit's `NSLayoutConstraint.Attribute`.
        case notAnAttribute = 0

        public static var baseline: NSLayoutConstraint.Attribute { .lastBaseline }
    }

    /// Apple: `enum NSLayoutConstraint.Relation : Int, @unchecked Sendable`.
    public enum Relation: Int, @unchecked Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Apple: `enum NSLayoutConstraint.Axis : Int, @unchecked Sendable`.
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0, vertical = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    open private(set) var firstAttribute: NSLayoutConstraint.Attribute
    open private(set) var secondAttribute: NSLayoutConstraint.Attribute
    open private(set) var relation: NSLayoutConstraint.Relation
    open private(set) var multiplier: CGFloat

    /// Apple: `var constant: CGFloat`.
    open var constant: CGFloat {
        didSet { ConstraintInstallation.constantDidChange(self) }
    }

    /// Apple: `var priority: NSLayoutConstraint.Priority`. Like AppKit, changing between required and
    /// optional on an installed (active) constraint, or a priority outside (0, 1000], is a
    /// programming error (Apple raises an exception; the stand-in traps, see ``ConstraintPriorityRules``).
    open var priority: NSLayoutConstraint.Priority = .required {
        willSet { ConstraintPriorityRules.check(newValue.rawValue, replacing: priority.rawValue, installed: isActive) }
        didSet { ConstraintInstallation.priorityDidChange(self) }
    }

    /// Apple: `var identifier: String?`.
    @available(macOS 10.7, *)
    open var identifier: String?

    /// Apple: `var shouldBeArchived: Bool`.
    open var shouldBeArchived: Bool = false

    /// Apple: `var isActive: Bool`.
    @available(macOS 10.10, *)
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { ConstraintInstallation.activate(self) } else { ConstraintInstallation.deactivate(self) }
        }
    }

    /// The view the constraint is installed on (the items' nearest common ancestor) while active.
    weak var installedOn: NSView?

    /// When it was last installed (see ``ConstraintInstallation/nextInstallationOrder``).
    var installationOrder = 0

    /// For a side made by `anchorWithOffset(to:)`: the offset's origin (the side is
    /// `item.attribute − origin`; see ``OffsetLayoutDimension``).
    var firstOrigin: OffsetOrigin?
    var secondOrigin: OffsetOrigin?

    init(
        firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation,
        secondItem: AnyObject?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Apple: `convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    /// relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    /// attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat)`.
    @available(macOS 10.7, *)
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
            secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c
        )
    }

    /// Apple: `class func activate(_ constraints: [NSLayoutConstraint])`.
    @available(macOS 10.10, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ConstraintInstallation.activate(constraint) }
    }

    /// Apple: `class func deactivate(_ constraints: [NSLayoutConstraint])`.
    @available(macOS 10.10, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ConstraintInstallation.deactivate(constraint) }
    }
}
