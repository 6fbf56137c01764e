/// The numerical tolerances of the solver (see docs/Engine.md, "Tolerances").
public enum Tolerance {
    /// Row and objective coefficients whose magnitude falls below this after arithmetic are
    /// dropped (treated as exact zeros). Layout coordinates are O(1…1e6), coefficients O(1).
    public static let coefficient: Double = 1e-9
    /// Minimum magnitude of a pivot element; smaller entries are never pivoted on, which
    /// keeps near-zero pivots from blowing up rows.
    public static let pivot: Double = 1e-9
    /// A restricted row is infeasible only when its constant is below `-feasibility`; an
    /// artificial objective counts as zero (constraint satisfiable) within this bound.
    public static let feasibility: Double = 1e-8
    /// Reduced costs within this of zero count as zero when choosing entering symbols.
    public static let cost: Double = 1e-9
}
