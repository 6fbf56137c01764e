/// How the two sides of a ``Constraint`` relate.
public enum ConstraintRelation: String, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A linear constraint `lhs REL rhs` with an Auto Layout priority.
///
/// Constraints have identity: adding the same object twice is a ``SolverError/duplicateConstraint(_:)``,
/// and removal finds the constraint by identity.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The constraint as `expression REL 0` (`lhs - rhs`).
    public let expression: LinearExpression
    /// How `expression` relates to 0.
    public let relation: ConstraintRelation
    /// 1…1000; ``Priority/required`` (1000) is never violated. Lower priorities are optimised
    /// in strict order: one unit of error at a higher priority outweighs any error below it.
    public let priority: Double
    /// A name for error messages and debugging (the engine uses the constraint's text).
    public let label: String

    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: ConstraintRelation, _ rhs: some LinearExpressionConvertible,
        priority: Double = Priority.required, label: String = ""
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// `expression REL 0`: the expression as ``init(_:_:_:priority:label:)`` makes it from
    /// `lhs - rhs`, made by the caller in one buffer (the engine makes one for every constraint).
    public init(expression: LinearExpression, _ relation: ConstraintRelation, priority: Double = Priority.required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// Whether the priority is required (≥ 1000).
    public var isRequired: Bool { priority >= Priority.required }

    public var description: String {
        label.isEmpty ? "constraint (\(relation.rawValue), priority \(priority))" : label
    }
}

/// Common Auto Layout priorities.
public enum Priority {
    /// 1000: never violated.
    public static let required: Double = 1000
    /// 750: compression resistance.
    public static let defaultHigh: Double = 750
    /// 250: content hugging.
    public static let defaultLow: Double = 250
    /// 50: what `systemLayoutSizeFitting` uses.
    public static let fittingSizeLevel: Double = 50
}
