#if canImport(UIKit)
import UIKit

/// Formats constraints for printing: `identifier constant=… priority=… active`.
enum ConstraintReport {
    @MainActor
    static func lines(for constraints: [NSLayoutConstraint]) -> [String] {
        constraints.map { constraint in
            let name = constraint.identifier ?? "(unnamed)"
            let state = constraint.isActive ? "active" : "inactive"
            return "\(name) constant=\(constraint.constant) priority=\(constraint.priority.rawValue) \(state)"
        }
    }
}
#endif
