/// A concrete font: what `UIFont` reports for a text style at a content size category, or for
/// a system font of a given size. All lengths are in points.
public struct ResolvedFont: Hashable, Sendable {
    /// The point size (`UIFont.pointSize`).
    public var pointSize: Double
    /// The weight; it changes the glyph widths.
    public var weight: FontWeight
    /// The height of one line of a `UILabel` in this font (`UIFont.lineHeight`): ascender
    /// minus descender (the system font has no line gap), 1.193359375 × the point size.
    /// A label's height is its line count times this, rounded up to the pixel grid.
    public var lineHeight: Double
    /// The distance from the baseline to the top of the line (`UIFont.ascender`), positive.
    public var ascender: Double
    /// The distance from the baseline to the bottom of the line (`UIFont.descender`), negative.
    public var descender: Double
    /// The published line spacing (baseline to baseline) of the text style at this category:
    /// the "Leading" column of Apple's Dynamic Type table (body at Large: 22). Designers use it;
    /// `UILabel` does not (it spaces lines by `lineHeight`). For a fixed-size system font, the
    /// leading the table gives the nearest text style of that size, or `lineHeight` rounded up.
    public var leading: Double
    /// The letter spacing the system font adds after every character at this size, in points
    /// (SF Pro's published tracking: −0.43 at 17 pt, +0.40 at 34 pt). Included in every width.
    public var tracking: Double

    /// A font with every metric given.
    public init(pointSize: Double, weight: FontWeight, lineHeight: Double, ascender: Double,
                descender: Double, leading: Double, tracking: Double) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.tracking = tracking
    }
}
