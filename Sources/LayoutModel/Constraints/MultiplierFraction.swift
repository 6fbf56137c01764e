/// A multiplier written as a fraction (vflgen extension): `* A/B` or `/ B`, as in
/// `hero.height == hero.width * 9/16` or `[a(b/2-10)]`.
///
/// `vflgen constraints` prints it in this form (`* 9 / 16`, `/ 2`) and generated code passes
/// it as written (`multiplier: 9.0 / 16.0`), so a reader sees the ratio rather than
/// `0.5625`. ``value`` is the multiplier itself, the same `Double` the parser computed
/// (`A / B`, or `1 / B`), so the constraint's value does not depend on the form.
public struct MultiplierFraction: Hashable, Sendable {
    /// `A` in `* A/B`; `nil` for `/ B` alone.
    public var numerator: Double?
    /// `B`, never 0.
    public var denominator: Double

    @inlinable public init(numerator: Double?, denominator: Double) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `A / B`, or `1 / B` without a numerator.
    @inlinable public var value: Double { (numerator ?? 1) / denominator }

    /// What follows the second side in a constraint's text: ` * A / B` or ` / B`, numbers in
    /// shortest round-trip form.
    public func appendText(to out: inout String) {
        writeText(to: &out)
    }

    /// ``appendText(to:)`` to either kind of output.
    func writeText<Output: TextOutput>(to out: inout Output) {
        if let numerator {
            out.write(" * ")
            out.write(number: numerator)
        }
        out.write(" / ")
        out.write(number: denominator)
    }
}
