/// One displayed line of a label.
public struct TextLine: Hashable, Sendable {
    /// The line's text as drawn: without the spaces where it wrapped, with "…" where it was cut.
    public var text: String
    /// Its width in points (not rounded; trailing spaces do not count).
    public var width: Double

    /// A line of `text`, `width` points wide.
    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

/// A label's text, laid out: what `UILabel` would show and the size it would report.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line, rounded up to the pixel grid (`UILabel.intrinsicContentSize.width`).
    public var width: Double
    /// The line count times the font's line height, rounded up to the pixel grid (0 for no text).
    public var height: Double
    /// The lines as displayed, top to bottom.
    public var lines: [TextLine]
    /// Whether text was cut (a line ends in "…" or lines were dropped).
    public var truncated: Bool

    /// A measurement with every field given.
    public init(width: Double, height: Double, lines: [TextLine], truncated: Bool) {
        self.width = width
        self.height = height
        self.lines = lines
        self.truncated = truncated
    }
}
