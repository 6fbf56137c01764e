#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Formats constraints (`identifier constant=… priority=… active`) and frames for printing.
enum ConstraintReport {
    @MainActor
    static func lines(for constraints: [NSLayoutConstraint]) -> [String] {
        constraints.map { constraint in
            let name = constraint.identifier ?? "(unnamed)"
            let state = constraint.isActive ? "active" : "inactive"
            return "\(name) constant=\(constraint.constant) priority=\(constraint.priority.rawValue) \(state)"
        }
    }

    /// Lays `container` out at `width`×`height` (what UIKit does when the screen appears) and
    /// formats each named view's frame: `name x y width height`.
    @MainActor
    static func frames(of views: KeyValuePairs<String, UIView>, in container: UIView, width: CGFloat, height: CGFloat) -> [String] {
        container.frame = CGRect(x: 0, y: 0, width: width, height: height)
        container.layoutIfNeeded()
        return views.map { name, view in
            let frame = view.frame
            return "\(name) \(number(frame.minX)) \(number(frame.minY)) \(number(frame.width)) \(number(frame.height))"
        }
    }

    /// `12` for whole numbers, `12.5` otherwise.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
#endif
