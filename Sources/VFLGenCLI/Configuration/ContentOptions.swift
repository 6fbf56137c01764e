import VFLEngine
import VFLText

/// The content axes on the command line, one spelling for `frames`, `preview` (and `check`):
/// `--content-size AX5` (one category), `--content-sizes L,AX5` or `all`, `--long-text`.
enum ContentOptions {
    /// A content size category by its short name (`L`, `AX5`; any case).
    static func category(_ text: String, option: String, orAll: Bool = false) throws(Arguments.UsageError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(name: text.trimmingCharacters(in: .whitespaces)) else {
            throw Arguments.UsageError(
                "unknown content size '\(text)' for '\(option)'; the categories are \(ContentSizeCategory.allNames)\(orAll ? " (or 'all')" : "")")
        }
        return category
    }

    /// `L,AX5` (each once, in the order written) or `all` (the twelve, smallest first).
    static func categories(_ text: String, option: String) throws(Arguments.UsageError) -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return ContentSizeCategory.allCases }
        var categories: [ContentSizeCategory] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let category = try category(String(part), option: option, orAll: true)
            if !categories.contains(category) { categories.append(category) }
        }
        return categories
    }

    /// The configurations `--content-sizes` and `--long-text` ask for: each category as
    /// written, and with `--long-text` each again with long text; `defaults` without
    /// `--content-sizes`.
    static func configurations(_ arguments: Arguments, defaults: [ContentSizeCategory]) throws(Arguments.UsageError) -> [ContentConfiguration] {
        let categories = try arguments.value("--content-sizes").map { text throws(Arguments.UsageError) in try Self.categories(text, option: "--content-sizes") } ?? defaults
        let lengths = arguments.flag("--long-text") ? [false, true] : [false]
        return categories.flatMap { category in lengths.map { ContentConfiguration(category: category, longText: $0) } }
    }
}
