/// UIKit's rounding of text sizes: `UILabel.intrinsicContentSize` is rounded UP to the
/// screen's pixel grid (a 17 pt line, 20.287 points of font line height, is 20.5 on a 2× screen).
public enum PixelGrid {
    /// The screen scale vflgen assumes: 2 (pixels per point), the scale of the devices the
    /// existing content-size table was measured on (`UILabel` 20.5 tall). A 3× screen rounds
    /// to thirds instead (20.333); the difference is at most half a point.
    public static let defaultScale = 2.0

    /// `value` rounded up to the next multiple of 1/`scale` (values a billionth above a
    /// multiple, floating-point noise, stay on it).
    public static func roundUp(_ value: Double, scale: Double = defaultScale) -> Double {
        guard value.isFinite, scale > 0 else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
