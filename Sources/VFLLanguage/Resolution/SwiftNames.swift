/// Which names can be layout, view, metric and variant names: generated code uses them as
/// Swift identifiers, and `vflgen constraints` prints views next to `superview` and the guides (`margins`, `safeArea`, `readable`, `keyboard`).
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

    /// The guides vflgen added later (`readable|`, `|keyboard`): reserved for view names only,
    /// since only views are printed next to them (a variant may still be called `keyboard`).
    static let reservedViewNames: Set<String> = ["readable", "keyboard"]

    /// A 4096-bit filter over (length, first byte, last byte) of every reserved word.
    private static let reservedFilter: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 64)
        for word in keywords.union(reservedItems).union(reservedViewNames).union(["_"]) {
            let bytes = Array(word.utf8)
            let key = filterKey(count: bytes.count, first: bytes[0], last: bytes[bytes.count - 1])
            bits[key >> 6] |= 1 << UInt64(key & 63)
        }
        return bits
    }()

    @inline(__always)
    private static func filterKey(count: Int, first: UInt8, last: UInt8) -> Int {
        (count &* 31 ^ Int(first) &* 7 ^ Int(last) &* 131) & 4095
    }

    /// A cheap filter before ``problem(with:)``: `false` means the name is certainly fine.
    @inline(__always)
    static func mayBeReserved(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        let key = filterKey(count: bytes.count, first: first, last: last)
        return reservedFilter[key >> 6] & (1 << UInt64(key & 63)) != 0
    }

    /// Why `name` cannot be used, or `nil` when it can.
    static func problem(with name: String) -> String? {
        if name == "_" { return "'_' is not an identifier" }
        if keywords.contains(name) { return "it is a Swift keyword" }
        if reservedItems.contains(name) { return "it is reserved for the container and its guides" }
        return nil
    }

    /// Why `name` cannot be used for a declaration of `kind` (`"view"`, `"metric"`, …), or `nil`.
    static func problem(with name: String, kind: String) -> String? {
        if kind == "view", reservedViewNames.contains(name) { return "it is reserved for the container and its guides" }
        return problem(with: name)
    }
}
