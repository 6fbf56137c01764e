/// Measures and lays out text in the system font the way `UILabel` does (docs/Text.md):
/// widths from the glyph table plus the font's tracking, words wrapped at the width, a line that
/// does not fit cut at the tail with "…" (`lineBreakMode` `.byTruncatingTail`, the default).
public enum TextMeasure {
    /// The width of `text` drawn on one unbroken line (`NSAttributedString.size().width`), not
    /// rounded: the sum of its characters' advances and the tracking after each. Spaces count,
    /// line breaks do not.
    public static func width(of text: String, font: ResolvedFont) -> Double {
        let table = GlyphWidths.table(weight: font.weight, pointSize: font.pointSize)
        var width = 0.0
        var joined = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if joined { joined = false; continue }  // a ZWJ sequence draws as one glyph
            if value == 0x200D { joined = true; continue }
            let ems = GlyphWidths.advance(value, in: table)
            if ems > 0 { width += ems * font.pointSize + font.tracking }  // as LineLayout adds them
        }
        return width
    }

    /// `text` laid out in `font` as a `UILabel` with `numberOfLines` lines (0: as many as it
    /// needs; negative counts as 0) and `preferredMaxLayoutWidth` `maxWidth` (`nil`: unconstrained,
    /// every paragraph on one line: the label's intrinsic size).
    ///
    /// Words wrap at `maxWidth`: after spaces (which hang at the end of the line and do not count),
    /// after hyphens and dashes, and between CJK characters; a word longer than the width breaks
    /// between characters. When the text needs more lines than `numberOfLines`, the last line
    /// shown is cut at the tail with "…". Line breaks in the text start new lines.
    /// The size is rounded up to the pixel grid (`PixelGrid.defaultScale`, unless `scale` is given).
    public static func measure(_ text: String, font: ResolvedFont, numberOfLines: Int, maxWidth: Double?,
                               scale: Double = PixelGrid.defaultScale) -> TextMeasurement {
        guard !text.isEmpty else { return TextMeasurement(width: 0, height: 0, lines: [], truncated: false) }
        let limit = maxWidth.map { $0.isFinite ? max($0, 0) : .infinity } ?? .infinity
        // The common case, one paragraph that fits on one line, without building the layout.
        if let width = singleParagraphWidth(text, font: font), width <= limit + LineLayout.tolerance {
            return TextMeasurement(
                width: PixelGrid.roundUp(width, scale: scale),
                height: PixelGrid.roundUp(font.lineHeight, scale: scale),
                lines: [TextLine(text: text, width: width)],
                truncated: false)
        }
        let layout = LineLayout(text: text, font: font)
        let (lines, truncated) = layout.lines(numberOfLines: max(numberOfLines, 0), maxWidth: limit)
        let widest = lines.reduce(0) { max($0, $1.width) }
        return TextMeasurement(
            width: PixelGrid.roundUp(widest, scale: scale),
            height: PixelGrid.roundUp(Double(lines.count) * font.lineHeight, scale: scale),
            lines: lines,
            truncated: truncated)
    }

    /// The width of `text` on one line (as `width(of:)`), or `nil` when it has a line break.
    static func singleParagraphWidth(_ text: String, font: ResolvedFont) -> Double? {
        let table = GlyphWidths.table(weight: font.weight, pointSize: font.pointSize)
        var width = 0.0
        var joined = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if LineLayout.isLineBreak(value) { return nil }
            if joined { joined = false; continue }
            if value == 0x200D { joined = true; continue }
            let ems = GlyphWidths.advance(value, in: table)
            if ems > 0 { width += ems * font.pointSize + font.tracking }
        }
        return width
    }
}
