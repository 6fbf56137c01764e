/// SplitMix64 (Steele, Lea and Flood, 2014): the randomized tests' deterministic generator, the
/// same numbers on every platform and Swift version, so a failure reproduces from its seed.
/// One copy for every test target (there were eight).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; the seed is its first value.
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by remainder: not exactly
    /// uniform, but the same on every platform, unlike the standard library's.
    public mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
