import LayoutModel
import Testing

/// `LayoutPriority.held` reads whole numbers without a text round trip: the same value as the
/// round trip through the `Float`'s shortest spelling gives.
@Suite struct LayoutPriorityHeldTests {
    static func roundTrip(_ value: Double) -> Double {
        let float = Float(value)
        guard float.isFinite, let spelled = Double(float.description), Float(spelled) == float else { return Double(float) }
        return spelled
    }

    @Test func wholeNumbersAreTheRoundTrip() {
        var values: [Double] = Array(-3_000...3_000).map(Double.init)
        values += [16_777_215, 16_777_216, 16_777_217, 1e7, -1e7, 2e7, 1e15, -0.0, 0.5, 999.5, 0.1, 1e-46, 999.99999999]
        for value in values {
            let held = LayoutPriority.held(value)
            let expected = Self.roundTrip(value)
            #expect(held == expected && held.sign == expected.sign, "\(value)")
        }
    }
}
