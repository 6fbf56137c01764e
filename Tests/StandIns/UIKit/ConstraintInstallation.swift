/// Where activation state lives: every activation and deactivation, and every change to an
/// active constraint's constant or priority, goes through here. A constraint is recorded on
/// its items' nearest common ancestor view (UIKit's rule), in that view's `constraints`.
///
/// ``AutoLayoutPass`` reads the installed constraints back from every view's `constraints`
/// when a layout pass runs (`layoutIfNeeded()`); changes here only mark the view as needing layout.
@MainActor
enum ConstraintInstallation {
    /// Counts installations, so that a layout pass adds constraints to the engine in the order
    /// they were activated (as Auto Layout's incremental engine does; it decides which
    /// conflicting required constraint gets broken).
    static var nextInstallationOrder = 0

    static func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn == nil else { return }
        guard let ancestor = commonAncestor(of: constraint) else {
            preconditionFailure(
                "Unable to activate constraint \(constraint.identifier ?? "") because its items have no common ancestor."
            )
        }
        install(constraint, on: ancestor)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let view = constraint.installedOn else { return }
        uninstall(constraint, from: view)
    }

    /// `UIView.addConstraint(_:)`: installs on `view` itself.
    static func install(_ constraint: NSLayoutConstraint, on view: UIView) {
        if let current = constraint.installedOn {
            if current === view { return }
            uninstall(constraint, from: current)
        }
        view.installedConstraints.append(constraint)
        constraint.installedOn = view
        constraint.installationOrder = nextInstallationOrder
        nextInstallationOrder += 1
        view.setNeedsLayout()
    }

    static func uninstall(_ constraint: NSLayoutConstraint, from view: UIView) {
        view.installedConstraints.removeAll { $0 === constraint }
        view.setNeedsLayout()
        if constraint.installedOn === view { constraint.installedOn = nil }
    }

    static func constantDidChange(_ constraint: NSLayoutConstraint) {
        constraint.installedOn?.setNeedsLayout()
    }

    static func priorityDidChange(_ constraint: NSLayoutConstraint) {
        constraint.installedOn?.setNeedsLayout()
    }

    /// The view an item lays out in: a view itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The nearest view that is, or is an ancestor of, both items' views.
    /// Offset sides (`anchorWithOffset(to:)`) count their origin's item too.
    static func commonAncestor(of constraint: NSLayoutConstraint) -> UIView? {
        guard let first = view(of: constraint.firstItem) else { return nil }
        var others: [AnyObject?] = [constraint.firstOrigin?.item, constraint.secondOrigin?.item]
        if constraint.secondItem != nil { others.insert(constraint.secondItem, at: 0) }
        var ancestor = first
        for item in others where item != nil {
            guard let other = view(of: item) else { return nil }
            var candidate: UIView? = ancestor
            while let view = candidate, !other.isDescendant(of: view) { candidate = view.superview }
            guard let found = candidate else { return nil }
            ancestor = found
        }
        return ancestor
    }
}
