#if canImport(UIKit)
import UIKit

/// Drives the generated `RuntimeWelcomeLayout` against the stand-in UIKit and reports what
/// happened as plain values. (Kept apart from the test file: a file importing both Testing
/// and a module named UIKit would need Swift Testing's UIKit cross-import overlay.)
@MainActor
final class RuntimeHarness {
    /// The state of every constraint of the layout, by identifier.
    struct Snapshot: Equatable {
        var active: Set<String> = []
        var constants: [String: Double] = [:]
        var priorities: [String: Float] = [:]
        var installedOnContainer = 0
        var installedOnIcon = 0
        var activeVariant: String?
    }

    let container = UIView()
    let icon = UIImageView()
    let title = UILabel()
    let skip = UIButton()
    private(set) lazy var layout = RuntimeWelcomeLayout(in: container, icon: icon, title: title, skip: skip)

    /// Puts `icon` in a wrapper view inside the container before the layout is made.
    func nestIconInWrapper() {
        let wrapper = UIView()
        container.addSubview(wrapper)
        wrapper.addSubview(icon)
    }

    var viewsAreDirectSubviews: Bool { [icon, title, skip].allSatisfy { $0.superview === container } }
    var iconIsInWrapper: Bool { icon.superview !== container && icon.isDescendant(of: container) }
    var viewsUseAutoLayout: Bool { [icon, title, skip].allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints } }

    func snapshot() -> Snapshot {
        var snapshot = Snapshot()
        let all = layout.constraints + RuntimeWelcomeLayout.Variant.allCases.flatMap { layout.constraints(for: $0) }
        for constraint in all {
            let name = constraint.identifier ?? "?"
            if constraint.isActive { snapshot.active.insert(name) }
            snapshot.constants[name] = Double(constraint.constant)
            snapshot.priorities[name] = constraint.priority.rawValue
        }
        snapshot.installedOnContainer = container.constraints.count
        snapshot.installedOnIcon = icon.constraints.count
        snapshot.activeVariant = layout.activeVariant.map { "\($0)" }
        return snapshot
    }

    /// The constraints outside the variants alone, as an app activates them explicitly (the
    /// layout has variants, so its generated `activate()` is unavailable).
    func activate() { NSLayoutConstraint.activate(layout.constraints) }
    func activatePortrait() { layout.activate(.portrait) }
    func activateLandscape() { layout.activate(.landscape) }
    func deactivate() { layout.deactivate() }
    func setPadding(_ value: Double) { layout.metrics.padding = CGFloat(value) }
    func setLow(_ value: Float) { layout.metrics.low = UILayoutPriority(rawValue: value) }
    func setMetrics(padding: Double, low: Float) { layout.metrics = .init(padding: CGFloat(padding), low: UILayoutPriority(rawValue: low)) }
}
#endif
