import UIKit

/// Priority changes on a width constraint of a view in a container, as an app makes them:
/// what Apple's `NSLayoutConstraint.priority` allows, and what it refuses (the stand-in traps).
@MainActor
enum PriorityScenarios {
    /// A 100-wide constraint on a subview of a 390 × 844 container, active or not.
    static func widthConstraint(active: Bool, priority: Float = 1000) -> (container: UIView, view: UIView, constraint: NSLayoutConstraint) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: 100)
        constraint.priority = UILayoutPriority(priority)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        constraint.isActive = active
        return (container, view, constraint)
    }

    /// Allowed: an inactive required constraint made optional, activated, then changed
    /// between optional priorities, deactivated and made required again. The view's width
    /// after each pass (the constraint holds at every priority here).
    static func allowedChanges() -> [String] {
        let (container, view, constraint) = widthConstraint(active: false)
        var widths: [String] = []
        constraint.priority = UILayoutPriority(750)
        constraint.isActive = true
        container.layoutIfNeeded()
        widths.append(RuntimeScene.text(view.frame))
        constraint.priority = UILayoutPriority(999)
        constraint.priority = .defaultLow
        container.layoutIfNeeded()
        widths.append(RuntimeScene.text(view.frame))
        constraint.isActive = false
        constraint.priority = .required
        constraint.isActive = true
        container.layoutIfNeeded()
        widths.append(RuntimeScene.text(view.frame))
        return widths
    }

    /// Refused (traps): an active required constraint made optional. (The container must
    /// stay alive: a constraint is installed only while the view it is installed on exists.)
    static func activeRequiredMadeOptional() {
        let (container, _, constraint) = widthConstraint(active: true)
        withExtendedLifetime(container) { constraint.priority = UILayoutPriority(750) }
    }

    /// Refused (traps): an active optional constraint made required.
    static func activeOptionalMadeRequired() {
        let (container, _, constraint) = widthConstraint(active: true, priority: 750)
        withExtendedLifetime(container) { constraint.priority = .required }
    }

    /// Refused (traps), active or not: a priority of 0, or above 1000.
    static func outOfRange(_ priority: Float) {
        let (_, _, constraint) = widthConstraint(active: false)
        constraint.priority = UILayoutPriority(priority)
    }
}
