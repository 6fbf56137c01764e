/// The largest number of points vflgen reads anywhere a size or an inset is given: `container`
/// lines, `intrinsic` and `baseline` hints, `vflgen frames --size/--margins/--safe-area/
/// --keyboard/--intrinsic`, and custom devices in `vflgen.json`. 10^15 points: integers are
/// exact in a `Double` up there, far past any screen, and sums of such sizes stay finite.
public enum PointLimit {
    public static let maximum = 1e15
    /// How messages spell it: `at most 1e15 points`.
    public static let text = "1e15"
}
