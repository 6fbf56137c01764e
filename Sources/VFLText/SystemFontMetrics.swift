/// The system font's (SF Pro's) metrics that do not depend on the glyphs: its vertical metrics
/// and its size-dependent tracking.
enum SystemFontMetrics {
    /// SF Pro's ascender, per em (1950 / 2048): at 17 pt, `UIFont.ascender` 16.19.
    static let ascender = 1950.0 / 2048.0
    /// SF Pro's descender, per em (−494 / 2048): at 17 pt, −4.10. No line gap (`UIFont.leading` 0),
    /// so a line is 2444 / 2048 = 1.193359375 em: 20.287 points at 17 pt, 20.5 on the 2× grid.
    static let descender = -494.0 / 2048.0

    /// SF Pro's tracking (letter spacing) in points at `size`: the table's value per em at the
    /// whole sizes around `size`, interpolated, times the size. Below 6 pt the 6 pt value holds,
    /// from 80 pt on there is none.
    static func tracking(atSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let first = trackingTable.first!, last = trackingTable.last!
        if size <= first.size { return first.perMille / 1000 * size }
        if size >= last.size { return last.perMille / 1000 * size }
        let lower = Int(size.rounded(.down))
        let fraction = size - Double(lower)
        let a = perMille(atWholeSize: lower), b = perMille(atWholeSize: lower + 1)
        return (a + (b - a) * fraction) / 1000 * size
    }

    /// The table's value (1/1000 em) at a whole size: the row at or below it.
    static func perMille(atWholeSize size: Int) -> Double {
        var value = trackingTable[0].perMille
        for row in trackingTable where row.size <= Double(size) { value = row.perMille }
        return value
    }

    /// SF Pro's tracking by point size, in 1/1000 em: Apple's Human Interface Guidelines,
    /// "Typography" → "Specifications" → "Tracking values" (iOS, iPadOS, visionOS: SF Pro).
    /// The published table has a row for every size from 6 to 80 pt (and the tracking in points,
    /// this value times the size); only the rows where the value changes are kept here, a size
    /// takes the value of the row at or below it.
    static let trackingTable: [(size: Double, perMille: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11),
        (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1),
        (80, 0),
    ]
}
