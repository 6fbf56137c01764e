/// Why a solver operation failed. The solver is left exactly as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot be satisfied together with the required constraints
    /// already present. `conflicting` lists those that, with `constraint`, have no solution
    /// (read from the infeasibility certificate of the phase-one simplex).
    case unsatisfiable(constraint: Constraint, conflicting: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority below required.
    case requiredEditPriority(Variable)
    /// A priority outside 0 < p ≤ 1000, or a non-finite number in a constraint.
    case invalidConstraint(Constraint, reason: String)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicting):
            let others = conflicting.map { $0.description }.joined(separator: "; ")
            return "unsatisfiable required constraint \(constraint)" + (others.isEmpty ? "" : " (conflicts with: \(others))")
        case .duplicateConstraint(let constraint): return "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint \(constraint)"
        case .duplicateEditVariable(let variable): return "variable \(variable.id) already is an edit variable"
        case .unknownEditVariable(let variable): return "variable \(variable.id) is not an edit variable"
        case .requiredEditPriority(let variable): return "edit variable \(variable.id) needs a priority below 1000"
        case .invalidConstraint(let constraint, let reason): return "invalid constraint \(constraint): \(reason)"
        }
    }
}
