/// A label's font as a layout file declares it.
public enum FontSpec: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`: scales with the content size category.
    case textStyle(TextStyle)
    /// `UIFont.systemFont(ofSize:weight:)`: a fixed size that does not scale with Dynamic Type.
    case system(size: Double, weight: FontWeight)

    /// The font of a `UILabel` made in code: the 17 pt system font (`UIFont.labelFontSize`), not scaled.
    public static let labelDefault = FontSpec.system(size: 17, weight: .regular)

    /// Whether the font follows the content size category.
    public var scalesWithDynamicType: Bool {
        if case .textStyle = self { return true }
        return false
    }
}
