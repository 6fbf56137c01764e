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
    /// The same bound relative to the magnitude of the numbers a row was built from: a
    /// `Double` carries about 16 significant digits, so a row built from constants near 1e8
    /// is only exact to about 1e-8 and cannot be held to an absolute bound of that size
    /// (issue 23: `V:|-123456789.125-[v0]|` came out one unit in the last place short and
    /// was called unsatisfiable). 64 units in the last place leave room for many roundings and
    /// still tell an 8-point conflict beside a 1e15 constant (past the front end's 1e9 warning).
    public static let relativeFeasibility: Double = 64 * Double.ulpOfOne

    /// The largest ``Row/magnitude`` a feasibility bound follows: the tools promise exact
    /// answers for numbers up to 1e9 (past that the front end warns `number-too-large`), so
    /// rounding in a row is at most 64 units in the last place of 1e9, 1.4e-5 points. A row's
    /// magnitude is a worst case that grows with every pivot (751 × 751 × … through a chain of
    /// multipliers), and uncapped it once hid a real 1,000-point conflict (issue 23).
    public static let largestRoundingScale: Double = 1e9

    /// The scale a feasibility bound follows for a row whose ``Row/magnitude`` is `magnitude`
    /// and whose layout's largest constant is `largestConstant`: the magnitude up to
    /// ``largestRoundingScale``, never below the largest constant.
    public static func roundingScale(magnitude: Double, largestConstant: Double) -> Double {
        max(min(magnitude, largestRoundingScale), largestConstant)
    }

    /// The feasibility bound for a row built from numbers of magnitude up to `scale`.
    public static func feasibility(atScale scale: Double) -> Double {
        max(feasibility, relativeFeasibility * scale)
    }
    /// Reduced costs within this of zero count as zero when choosing entering symbols.
    public static let cost: Double = 1e-9
}
