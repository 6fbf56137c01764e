/// A text style: UIKit's `UIFont.TextStyle`, whose font scales with Dynamic Type.
///
/// AppKit has the same eleven styles (`NSFont.TextStyle`, macOS 11 and later) at fixed sizes
/// (body 13 pt): `DynamicType.font(_:category:platform:)` with `.macOS` gives those.
/// The raw values are the Swift spellings (`UIFont.TextStyle.title1`), as written in `.vfl` files.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The style named `name`: the Swift spelling (`title1`, `caption2`), case-insensitive.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = style
    }
}
