import VFLText

/// The content a layout is measured with, besides its device: the user's Dynamic Type size
/// and whether each sample string is doubled (Xcode's double-length pseudolanguage). `frames`
/// solves one configuration; `check` and `preview` run several.
public struct ContentConfiguration: Sendable, Hashable {
    public var category: ContentSizeCategory
    /// Each sample string at double length (``LongText/doubled(_:)``).
    public var longText: Bool

    public init(category: ContentSizeCategory = .default, longText: Bool = false) {
        self.category = category
        self.longText = longText
    }

    /// The default category, sample strings as written.
    public static let standard = ContentConfiguration()

    /// The category's short name (`L`, `AX5`), for modules that do not import VFLText.
    public var categoryName: String { category.rawValue }

    /// Whether the category is iOS's default (L).
    public var isDefaultCategory: Bool { category == .default }

    /// How reports name it: `L`, `AX5, long text`.
    public var description: String { longText ? "\(category.rawValue), long text" : category.rawValue }
}

extension ContentSizeCategory {
    /// The names of all twelve categories, smallest first, for help and error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
