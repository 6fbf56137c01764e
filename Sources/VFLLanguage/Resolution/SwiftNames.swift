/// Which names can be layout, view, metric and variant names: generated code uses them as
/// Swift identifiers, and `vflgen constraints` prints views next to `superview` and `margins`.
enum SwiftNames {
    /// Words reserved in Swift (usable only with backticks) — not valid names here.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// Item names that `vflgen constraints` prints for the container and its guides.
    static let reservedItems: Set<String> = ["superview", "margins", "safeArea"]

    /// Why `name` cannot be used, or `nil` when it can.
    static func problem(with name: String) -> String? {
        if name == "_" { return "'_' is not an identifier" }
        if keywords.contains(name) { return "it is a Swift keyword" }
        if reservedItems.contains(name) { return "it is reserved for the container and its guides" }
        return nil
    }
}
