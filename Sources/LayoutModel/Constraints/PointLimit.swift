/// The largest number of points vflgen reads anywhere a size or an inset is given: `container`
/// lines, `intrinsic` and `baseline` hints, `vflgen frames --size/--margins/--safe-area/
/// --keyboard/--intrinsic`, and custom devices in `vflgen.json`. 10^15 points: integers are
/// exact in a `Double` up there, far past any screen, and sums of such sizes stay finite.
public enum PointLimit {
    public static let maximum = 1e15
    /// How messages spell it: `at most 1e15 points`.
    public static let text = "1e15"

    /// The largest constant or multiplier the check, frames and preview solve exactly: 10^9.
    /// A `Double` keeps about 16 significant digits; past 10^9 points, rounding in a solve that
    /// mixes such a number with ordinary sizes reaches a thousandth of a point and decides
    /// between a conflict and none differently in different orders of the same constraints
    /// (the layouts fuzzer's check-versus-frames comparison, Tests/Fuzz/README.md). Past it the
    /// front end warns (`number-too-large`).
    public static let exact = 1e9
    /// How messages spell ``exact``.
    public static let exactText = "1e9"

    /// The longest side of vflgen's built-in device presets, in points: the iPad Pro 13-inch
    /// (M4)'s 1,376 (VFLEngine's `DevicePresets`; `DevicePresetTests` keeps the two equal).
    /// Positions in a solve run up to the container's size, so a multiplier scales the
    /// container as it scales a constant: the front end counts this side (or a layout's own
    /// `container` sizes) among a layout's numbers when it bounds chains of multipliers
    /// (``MultiplierChains``). A `vflgen frames --size`, or a custom device in `vflgen.json`,
    /// larger than this is not counted.
    public static let largestPresetSide = 1376.0
}
