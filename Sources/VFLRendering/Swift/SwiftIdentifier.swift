import LayoutModel

/// Checks and spells names from `.vfl` files as Swift identifiers, so that nothing from an
/// input reaches generated code except validated names.
///
/// Accepted names are ASCII: a letter or `_` followed by letters, digits and `_` (not `_`
/// alone). Swift keywords are accepted and written in backticks (`` `default` ``).
public enum SwiftIdentifier {
    /// Whether `name` can be written into generated Swift (possibly in backticks).
    public static func isValid(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, name != "_" else { return false }
        guard first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        return utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIILetter($0) || isASCIIDigit($0) }
    }

    /// Whether `name` is a dotted type name (`UILabel`, `MyKit.BadgeView`) whose parts are
    /// valid identifiers and not keywords.
    public static func isValidTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.allSatisfy { isValid($0) && !keywords.contains($0) }
    }

    /// `name`, in backticks when it is a Swift keyword. `name` must be valid.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` with its first letter upper-cased (`icon` → `Icon`), for composed names.
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.utf8.first else { return name }
        if first >= 97 && first <= 122 {  // ASCII a-z: the usual case, without Unicode tables
            var bytes = Array(name.utf8)
            bytes[0] = first - 32
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let character = name.first else { return name }
        return character.uppercased() + name.dropFirst()
    }

    /// Swift's keywords and contextual words that need backticks as declaration names.
    /// Whether `name` is one of ``keywords`` (names longer than every keyword are not looked up).
    static func isKeyword(_ name: String) -> Bool {
        name.utf8.count <= longestKeyword && keywords.contains(name)
    }

    /// The length in bytes of the longest keyword.
    private static let longestKeyword = keywords.reduce(0) { max($0, $1.utf8.count) }

    /// The words generated code writes in backticks: Swift's keywords, the contextual keywords
    /// (ReservedNames, which refuses only the former as `.vfl` names) and `_`.
    public static let keywords: Set<String> = ReservedNames.swiftKeywords.union(ReservedNames.contextualKeywords).union(["_"])

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

/// Text that goes into a `//` comment of generated code: control characters, line and
/// paragraph separators and bidirectional overrides become `?`, so no input can end the
/// comment or disguise the code around it.
public func commentSafe(_ text: String) -> String {
    // Fast path: printable ASCII needs no change.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            out.unicodeScalars.append("?")
        default:
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
