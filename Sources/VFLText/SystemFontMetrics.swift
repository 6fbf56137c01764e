/// The system font's (SF Pro's) metrics that do not depend on the glyphs: its vertical metrics
/// and its size-dependent tracking.
enum SystemFontMetrics {
    /// SF Pro's ascender, per em (1950 / 2048): `UIFont.systemFont(ofSize: 17).ascender` is 16.1865234375.
    static let ascender = 1950.0 / 2048.0
    /// SF Pro's descender, per em (−494 / 2048): at 17 pt, −4.1005859375. No line gap (`leading` 0).
    static let descender = -494.0 / 2048.0

    /// SF Pro's tracking (letter spacing) in points at `size`, from the table in Apple's Human
    /// Interface Guidelines ("Typography" → "Specifications" → "Tracking values", iOS/iPadOS,
    /// SF Pro): sizes between two rows are interpolated linearly; below the first and above the
    /// last row, the row's value per em (1/1000 em) is scaled to the size.
    static func tracking(atSize size: Double) -> Double {
        guard size > 0 else { return 0 }
        let table = trackingTable
        if size <= table[0].size { return table[0].perMille / 1000 * size }
        if size >= table[table.count - 1].size { return table[table.count - 1].perMille / 1000 * size }
        var low = 0
        while table[low + 1].size < size { low += 1 }
        let (a, b) = (table[low], table[low + 1])
        let t = (size - a.size) / (b.size - a.size)
        return a.points + (b.points - a.points) * t
    }

    /// (size in points, tracking in 1/1000 em, tracking in points), as published.
    static let trackingTable: [(size: Double, perMille: Double, points: Double)] = [
        (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17), (10, 12, 0.12),
        (11, 6, 0.06), (12, 0, 0.0), (13, -6, -0.08), (14, -11, -0.15), (15, -16, -0.23),
        (16, -20, -0.31), (17, -26, -0.43), (18, -25, -0.44), (19, -24, -0.45), (20, -23, -0.45),
        (21, -18, -0.36), (22, -12, -0.26), (23, -4, -0.10), (24, 3, 0.07), (25, 6, 0.15),
        (26, 8, 0.22), (27, 11, 0.29), (28, 14, 0.38), (29, 14, 0.40), (30, 14, 0.40),
        (31, 13, 0.39), (32, 13, 0.41), (33, 12, 0.40), (34, 12, 0.40), (35, 11, 0.38),
        (36, 10, 0.37), (37, 10, 0.36), (38, 10, 0.37), (39, 10, 0.38), (40, 10, 0.37),
        (41, 9, 0.36), (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
        (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 8, 0.33), (50, 7, 0.35),
        (51, 7, 0.36), (52, 6, 0.33), (53, 6, 0.31), (54, 6, 0.32), (56, 6, 0.30),
        (58, 5, 0.28), (60, 4, 0.26), (62, 4, 0.24), (64, 4, 0.22), (66, 3, 0.19),
        (68, 2, 0.17), (70, 2, 0.14), (72, 2, 0.14), (76, 1, 0.07), (80, 0, 0),
        (84, 0, 0), (88, 0, 0), (92, 0, 0), (96, 0, 0),
    ]
}
