/// Priorities as the generated code holds them. `UILayoutPriority` and
/// `NSLayoutConstraint.Priority` wrap a `Float`, so a priority written as `@1e-46` is 0 at
/// run time and `@999.99999999` is 1000 (required). Every check (range, required-ness) and
/// every output (`constraints`, `frames`, generated code) uses the `Float` value, so vflgen
/// never accepts a priority that Auto Layout would see differently.
public enum LayoutPriority {
    /// The value a priority written as `value` has at run time: the nearest `Float`, as the
    /// `Double` with the same shortest spelling (`0.1`, not `0.10000000149011612`).
    public static func held(_ value: Double) -> Double {
        // Whole numbers up to 2^24 (every priority written as one: 250, 750, 999) are exact in
        // a Float and spelled the same: no text round trip (it was 1% of the front end).
        if value.rounded(.towardZero) == value, abs(value) <= 16_777_216 { return value }
        let float = Float(value)
        guard float.isFinite, let spelled = Double(float.description), Float(spelled) == float else {
            return Double(float)
        }
        return spelled
    }

    /// Whether `value` is a valid priority once held as a `Float`: greater than 0 and at most 1000.
    public static func isInRange(_ value: Double) -> Bool {
        let float = Float(value)
        return float > 0 && float <= 1000
    }

    /// `1e-46` or, when the `Float` differs, `1e-46 (0 as the Float a priority holds)`, for messages.
    public static func describe(_ value: Double) -> String {
        let held = held(value)
        guard held != value, held.isFinite || value.isFinite else { return value.shortestDescription }
        // Too large for a Float is infinite there: said in words, never printed as `inf`.
        guard held.isFinite else { return "\(value.shortestDescription) (too large for the Float a priority holds)" }
        return "\(value.shortestDescription) (\(held.shortestDescription) as the Float a priority holds)"
    }
}
