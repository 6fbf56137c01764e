import LayoutModel

/// Gives every constraint of a layout a readable, deterministic, unique property name.
///
/// The scheme (docs/GeneratedCode.md, "Constraint names"):
/// - A constraint with an explicit name (`#name`, ``LayoutConstraint/name``) gets it; explicit
///   names always win, automatic names yield to them.
/// - A view against the container or one of its guides: the view and its attribute,
///   `iconLeading` (`icon.leading == superview.leading + 15`), `skipTrailing`
///   (`superview.trailing == skip.trailing + 15`).
/// - A view against a constant: `iconWidth` (`icon.width == 30`).
/// - A scroll view's guide is named as a view is, its name without the dot: `formContent`
///   (`emailTopToFormContentTop` for `email.top == form.content.top + 24`).
/// - Two views: first view and attribute, `To`, second view and attribute:
///   `titleLeadingToIconTrailing`, `titleCenterYToIconCenterY`, `oneWidthToTwoWidth`.
/// - `>=` appends `Min`, `<=` appends `Max` (`iconWidthMin`, `iconWidthMax`).
/// - An equal-spacing constraint (`~`) is named after the gap it sets, by its two ends:
///   `logoToPhotoGap` (`offset(logo.bottom, photo.top) == …`), `safeAreaToLogoGap`.
/// - A constraint in a variant starts with the variant's name: `landscapeTitleLeadingToIconTrailing`.
/// - When that name is shared by several constraints of the layout, or taken (by a view, a
///   member of the generated class, an explicit name or a keyword), *each* of those constraints
///   appends what it is rather than where it is: the item the name leaves out (`ToMargins`,
///   `FromSuperview`), its constant (`Constant30`, `ConstantPadding`, `ConstantMinus8`), a
///   multiplier (`Times0_5`) and a priority other than required (`Priority250`,
///   `PriorityLow`): `iconWidthConstant30`, `iconLeadingToMarginsConstant0`.
/// - Only constraints that are equal in all of that (duplicates, which the front end warns
///   about) are told apart by a number from 2, in order: `iconWidthConstant30_2`.
///
/// So a name depends only on its own constraint and on whether others share its base name:
/// inserting a line can rename a constraint it collides with (a compile error where the old
/// name is used) but never hands an existing name to a different constraint.
public enum ConstraintNaming {
    /// One constraint to name: the constraint and its variant's raw name (`nil` outside variants).
    public typealias Entry = (constraint: LayoutConstraint, variant: String?)

    /// The property names of `entries`, in order. `reserved` holds names already used in the
    /// generated type (views, members).
    public static func names(for entries: [Entry], reserved: Set<String>) -> [String] {
        var uniqueness = NameUniqueness(capacity: entries.count + reserved.count, membersReserved: false)
        for name in reserved.sorted() { uniqueness.reserve(name) }
        for entry in entries { withUnsafePointer(to: entry.constraint) { uniqueness.count($0, variant: entry.variant) } }
        for entry in entries { withUnsafePointer(to: entry.constraint) { uniqueness.nameNext($0) } }
        let list = uniqueness.list
        return (0..<list.count).map { list[$0] }
    }

    /// The base name of `constraint` before making it unique (`variant` is the raw variant name).
    public static func baseName(of constraint: LayoutConstraint, variant: String?) -> String {
        var name = NameBytes(capacity: 64)
        var words = ItemWords()
        withUnsafePointer(to: constraint) { spellBase(at: $0, variant: variant, words: &words, to: &name) }
        return name.string(start: 0, count: name.count)
    }

    /// Appends ``baseName(of:variant:)`` of the constraint at `constraint` to `name`, reading it
    /// in place (passing it as a value copied it: its 124 bytes, a retain and a release of its
    /// names table), its items' words from `words` (loaded for its table when it is another)
    /// and its attributes' static spellings.
    static func spellBase(at constraint: UnsafePointer<LayoutConstraint>, variant: String?, words: inout ItemWords, to name: inout NameBytes) {
        if !words.holds(constraint) { words.load(constraint.pointee.names) }
        let first = constraint.pointee.firstNumber
        let second = constraint.pointee.secondNumber
        let secondAttribute = constraint.pointee.secondAttribute
        let hasSecond = second != ConstraintNames.none && secondAttribute != nil
        if constraint.pointee.firstOriginNumber != ConstraintNames.none {
            // The gap the constraint sets: `offset(logo.bottom, photo.top)` → `logoToPhotoGap`.
            words.appendFirstWord(constraint.pointee.firstOriginNumber, variant: variant, to: &name)
            name.append("To")
            words.appendUpperFirstWord(first, to: &name)
            name.append("Gap")
        } else if first >= 0 {
            // A view: against the container, a guide or a constant, or against a view.
            words.appendFirstWord(first, variant: variant, to: &name)
            name.appendUpperFirst(constraint.pointee.firstAttribute.staticName)
            if hasSecond, second >= 0 {
                name.append("To")
                words.appendUpperFirstWord(second, to: &name)
                name.appendUpperFirst(secondAttribute!.staticName)
            }
        } else if hasSecond, second >= 0 {
            // The container or a guide against a view: named after the view.
            words.appendFirstWord(second, variant: variant, to: &name)
            name.appendUpperFirst(secondAttribute!.staticName)
        } else {
            // No view at all.
            words.appendFirstWord(first, variant: variant, to: &name)
            name.appendUpperFirst(constraint.pointee.firstAttribute.staticName)
            if hasSecond {
                name.append("To")
                words.appendUpperFirstWord(second, to: &name)
                name.appendUpperFirst(secondAttribute!.staticName)
            }
        }
        switch constraint.pointee.relation {
        case .equal: break
        case .greaterThanOrEqual: name.append("Min")
        case .lessThanOrEqual: name.append("Max")
        }
    }

    /// Item `number`'s name as a word of a Swift name: a scroll view's guide `form.content`
    /// is `formContent`; every other item its name.
    static func word(_ table: ConstraintNames, _ number: Int32) -> String {
        let name = table.itemName(number)
        guard table.hasScrollGuides, number >= 0, let dot = name.firstIndex(of: ".") else { return name }
        let guide = name[name.index(after: dot)...]
        return name[..<dot] + guide.prefix(1).uppercased() + guide.dropFirst()
    }

    /// What tells `constraint` apart from others with its base name: the item the base name
    /// leaves out, the constant (always, so the result never equals the base name), a
    /// multiplier other than 1 and a priority other than required.
    public static func qualifier(of constraint: LayoutConstraint) -> String {
        var name = NameBytes(capacity: 64)
        spellQualifier(of: constraint, to: &name)
        return name.string(start: 0, count: name.count)
    }

    /// Appends ``qualifier(of:)`` to `name`.
    static func spellQualifier(of constraint: borrowing LayoutConstraint, to name: inout NameBytes) {
        let table = constraint.names
        let first = constraint.firstNumber
        let second = constraint.secondNumber
        if second != ConstraintNames.none, let secondAttribute = constraint.secondAttribute {
            if first >= 0, second < 0 {
                name.append("To")
                appendItemWord(word(table, second), secondAttribute, besides: constraint.firstAttribute, to: &name)
            } else if first < 0, second >= 0 {
                name.append("From")
                appendItemWord(word(table, first), constraint.firstAttribute, besides: secondAttribute, to: &name)
            }
        }
        name.append("Constant")
        appendTermWord(constraint.constantValue, metric: constraint.constantMetricNumber, in: table, to: &name)
        if constraint.multiplier != 1 {
            name.append("Times")
            appendNumberWord(constraint.multiplier, to: &name)
        }
        if !constraint.isRequired {
            name.append("Priority")
            appendTermWord(constraint.priorityValue, metric: constraint.priorityMetricNumber, in: table, to: &name)
        }
    }

    /// `Margins`, or `MarginsCenterX` when the attribute differs from the constrained view's.
    private static func appendItemWord(_ item: String, _ attribute: LayoutAttribute, besides other: LayoutAttribute, to name: inout NameBytes) {
        name.appendUpperFirst(item)
        if attribute != other { name.appendUpperFirst(attribute.staticName) }
    }

    /// A metric's name (`Padding`, `MinusPadding` for its negative) or a number's.
    private static func appendTermWord(_ value: Double, metric: Int32, in table: ConstraintNames, to name: inout NameBytes) {
        guard metric != ConstraintNames.none else { return appendNumberWord(value, to: &name) }
        if value < 0 { name.append("Minus") }
        name.appendUpperFirst(table.metrics[Int(metric)])
    }

    /// A number spelled for an identifier: `30`, `Minus8`, `0_5`, `1e_05` (``SwiftLiteral/number(_:)``
    /// with `-` first as `Minus`, other `-` and `.` as `_`, `+` left out).
    private static func appendNumberWord(_ value: Double, to name: inout NameBytes) {
        // A whole number is spelled in decimal (as `shortestDescription` spells it), without a `String`.
        if value.isFinite, abs(value) < 1e15, let whole = Int64(exactly: value) {
            if whole < 0 { name.append("Minus") }
            name.append(decimal: Int(whole.magnitude))
            return
        }
        var isEmpty = true
        for byte in SwiftLiteral.number(value).utf8 {
            switch byte {
            case UInt8(ascii: "-"): isEmpty ? name.append("Minus") : name.append(byte: UInt8(ascii: "_"))
            case UInt8(ascii: "."): name.append(byte: UInt8(ascii: "_"))
            case UInt8(ascii: "+"): continue
            default: name.append(byte: byte)
            }
            isEmpty = false
        }
    }
}
