/// What Apple's `NSLayoutConstraint.priority` setter refuses, as the stand-in enforces it
/// (not Apple API). Documented for `NSLayoutConstraint.priority`: priorities may not change
/// between required (1000) and optional once the constraint is installed (active), and no
/// priority exceeds required; a priority must be greater than 0. Apple raises an
/// `NSInternalInconsistencyException`; the stand-in traps, so generated code that would crash
/// on a device crashes the tests too.
enum ConstraintPriorityRules {
    /// Why setting `newValue` on a constraint whose priority is `current` is refused, or `nil`.
    static func violation(_ newValue: Float, replacing current: Float, installed: Bool) -> String? {
        if !(newValue > 0 && newValue <= 1000) {
            return "A priority must be greater than 0 and at most 1000 (required); \(newValue) was passed."
        }
        if installed && (current == 1000) != (newValue == 1000) {
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(newValue) and the existing priority was \(current)."
        }
        return nil
    }

    /// Traps on a ``violation(_:replacing:installed:)``.
    static func check(_ newValue: Float, replacing current: Float, installed: Bool) {
        if let violation = violation(newValue, replacing: current, installed: installed) {
            preconditionFailure(violation)
        }
    }
}
