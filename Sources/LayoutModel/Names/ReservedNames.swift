/// The names a `.vfl` declaration cannot take, and why: the one rule (docs/Language.md,
/// "Names"). The front end applies it to every declaration and `#name`, so `generate`, `check`,
/// every other command and the editor report a reserved name at its `.vfl` line, and rename
/// refuses it; the renderer applies it again only to guard layouts built without the front end.
///
/// Names become Swift identifiers in generated code and items in `vflgen constraints`: a name
/// may not be a Swift keyword, an item vflgen prints for the container, or a name the generated
/// code gives a meaning (a member of the layout class, a type it refers to).
public enum ReservedNames {
    /// What a name names.
    public enum Kind: String, Sendable, CaseIterable {
        case layout, view, guide, metric, variant, constraint
    }

    /// Why a name is refused: `id` is `invalid-name` (not a usable Swift identifier, or an item
    /// vflgen prints) or `reserved-name` (generated code uses it); `reason` completes
    /// "'NAME' cannot be a KIND name: …".
    public struct Problem: Equatable, Sendable {
        public let id: DiagnosticID
        public let reason: String

        /// `'container' cannot be a view name: the generated layout class has a member 'container'`.
        public func message(name: String, kind: Kind) -> String {
            "'\(name)' cannot be a \(kind.rawValue) name: \(reason)"
        }
    }

    /// Words reserved in Swift (usable only in backticks): refused as names.
    public static let swiftKeywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Contextual words generated code writes in backticks where they would be read as keywords;
    /// accepted as names.
    public static let contextualKeywords: Set<String> = ["package", "each", "some", "any"]

    /// Words with a fixed meaning after a dot or as a member, even in backticks (`x.self`,
    /// `X.Type`, `init`): refused as names.
    public static let fixedMeaning: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super"]

    /// Items `vflgen constraints` prints for the container and its guides: refused for every
    /// declaration.
    public static let containerItems: Set<String> = ["superview", "margins", "safeArea"]

    /// The guides vflgen added later (`readable|`, `|keyboard`): refused only for views and
    /// guides, which are printed next to them (a variant may still be called `keyboard`).
    public static let guideItems: Set<String> = ["readable", "keyboard"]

    /// The members of the generated layout class, and the file-level helpers the built-in
    /// templates write: refused for views, guides and `#name`s (which become properties).
    public static let generatedMembers: Set<String> = [
        "container", "metrics", "activeVariant", "constraints", "activate", "deactivate",
        "applyMetricChanges", "Metrics", "Variant", "Views", "Constraints", "views", "constraintStore", "vflgenSetUp",
        "vflgenInstall", "vflgenConstraint", "vflgenSetConstant", "vflgenSetPriority",
    ]

    /// Types generated code refers to inside the layout class: a view, guide or metric so named
    /// would hide the type.
    public static let generatedTypeNames: Set<String> = [
        "UIView", "NSView", "NSLayoutConstraint", "UILayoutPriority", "CGFloat", "Float", "Bool",
        "String", "KeyValuePairs", "Metrics", "Variant", "Views", "Constraints", "Equatable", "Sendable", "CaseIterable",
    ]

    /// The generated class's nested types (a view class spelled with one of these names is
    /// written through a file-level type alias).
    public static let nestedTypeNames: Set<String> = ["Metrics", "Variant", "Views", "Constraints"]

    /// Members of the generated `Variant` enum (`CaseIterable`): refused for variants.
    public static let variantMembers: Set<String> = ["allCases"]

    /// Why `name` cannot name a `kind`, or `nil` when it can.
    public static func problem(with name: String, kind: Kind) -> Problem? {
        if !isIdentifier(name) { return Problem(id: .invalidName, reason: "it is not an identifier ([A-Za-z_][A-Za-z0-9_]*)") }
        if name == "_" { return Problem(id: .invalidName, reason: "'_' is not an identifier") }
        if swiftKeywords.contains(name) || fixedMeaning.contains(name) { return Problem(id: .invalidName, reason: "it is a Swift keyword") }
        switch kind {
        case .layout, .metric, .variant, .view, .guide:
            if containerItems.contains(name) { return Problem(id: .invalidName, reason: "it is reserved for the container and its guides") }
        case .constraint:
            break
        }
        switch kind {
        case .view, .guide:
            if guideItems.contains(name) { return Problem(id: .invalidName, reason: "it is reserved for the container and its guides") }
            if generatedMembers.contains(name) { return Problem(id: .reservedName, reason: "the generated layout class has a member '\(name)'") }
            if generatedTypeNames.contains(name) { return Problem(id: .reservedName, reason: "the generated code uses the type '\(name)'") }
        case .metric:
            if generatedTypeNames.contains(name) { return Problem(id: .reservedName, reason: "the generated code uses the type '\(name)'") }
        case .variant:
            if variantMembers.contains(name) { return Problem(id: .reservedName, reason: "the generated Variant enum has a member '\(name)'") }
        case .constraint:
            if generatedMembers.contains(name) { return Problem(id: .reservedName, reason: "the generated layout class has a member '\(name)'") }
        case .layout:
            break
        }
        return nil
    }

    /// The layout-wide part of the rule: a view or guide named like the class of one of the
    /// layout's `views` (name, declared type) on either platform (`view UIButton` beside `view
    /// signIn: UIButton`, or `view NSTextField` beside a `UILabel`) would hide that class in the
    /// generated code. Class names are capitalized, so most names need no look-up.
    public static func problem(withViewName name: String, classesOf views: some Sequence<(name: String, type: String?)>) -> Problem? {
        guard let first = name.utf8.first, first &- 65 < 26 else { return nil }
        for view in views {
            for platform in Platform.allCases {
                let type = ViewTypeTranslation.type(for: view.type, on: platform)
                guard type.utf8.count >= name.utf8.count, type.hasPrefix(name),
                      type.utf8.count == name.utf8.count || type.utf8.dropFirst(name.utf8.count).first == UInt8(ascii: ".") else { continue }
                return Problem(id: .reservedName, reason: "view '\(view.name)' is a \(name), a class the generated code names")
            }
        }
        return nil
    }

    /// Whether `name` is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || ($0 >= 48 && $0 <= 57) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }

    // MARK: A cheap filter

    /// Two 4096-bit filters of every word ``problem(with:kind:)`` refuses by name: bits 0..<4096
    /// over (length, first byte, last byte), bits 4096..<8192 over (length, second byte, last
    /// byte but one). One alone let through about one common name in sixteen (`low`, a metric
    /// of the front end's benchmark, in every layout), each then looked up in seven `Set`s of
    /// `String`s (1,800 instructions, 2% of the front end).
    private static let filter: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 128)
        let words = swiftKeywords.union(fixedMeaning).union(containerItems).union(guideItems).union(generatedMembers)
            .union(generatedTypeNames).union(variantMembers).union(["_"])
        for word in words {
            let bytes = Array(word.utf8)
            let (key, second) = filterKeys(bytes.count, bytes[0], bytes[bytes.count - 1], bytes[min(1, bytes.count - 1)], bytes[max(bytes.count - 2, 0)])
            for key in [key, second] { bits[key >> 6] |= 1 << UInt64(key & 63) }
        }
        return bits
    }()

    /// The two filter bits of a word of `count` bytes: its first, last, second and last but one
    /// (the first and last again for a word of one byte).
    @inline(__always)
    private static func filterKeys(_ count: Int, _ first: UInt8, _ last: UInt8, _ second: UInt8, _ penultimate: UInt8) -> (Int, Int) {
        ((count &* 31 ^ Int(first) &* 7 ^ Int(last) &* 131) & 4095,
         4096 + ((count &* 113 ^ Int(second) &* 37 ^ Int(penultimate) &* 11) & 4095))
    }

    /// For an identifier's bytes: `false` means ``problem(with:kind:)`` certainly finds nothing,
    /// so the front end makes no `String` for most names.
    @inline(__always)
    public static func mayBeReserved(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        let count = bytes.count
        let (key, second) = filterKeys(count, first, last, bytes[min(1, count - 1)], bytes[max(count - 2, 0)])
        return filter[key >> 6] & (1 << UInt64(key & 63)) != 0 && filter[second >> 6] & (1 << UInt64(second & 63)) != 0
    }
}

extension DiagnosticID {
    /// A declared name that is not a usable Swift identifier (a keyword, `_`) or is an item
    /// vflgen prints (`superview`, `margins`, `safeArea`; for views and guides also `readable`,
    /// `keyboard`): ``ReservedNames``.
    public static let invalidName: DiagnosticID = "invalid-name"
    /// A declared name the generated code gives a meaning (`view container`, `metric CGFloat`,
    /// `variant allCases`, `#constraints`): ``ReservedNames``.
    public static let reservedName: DiagnosticID = "reserved-name"
}
