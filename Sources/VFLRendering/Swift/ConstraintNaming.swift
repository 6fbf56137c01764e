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
        var explicitNames: Set<String> = []
        for entry in entries {
            if let explicit = entry.constraint.name { explicitNames.insert(explicit) }
        }
        var uniqueness = NameUniqueness(reserved: reserved, explicitNames: explicitNames, capacity: entries.count)
        let bases = entries.map { entry -> String? in
            guard entry.constraint.name == nil else { return nil }
            let base = baseName(of: entry.constraint, variant: entry.variant)
            uniqueness.count(base: base)
            return base
        }
        var names: [String] = []
        names.reserveCapacity(entries.count)
        for (entry, base) in zip(entries, bases) {
            names.append(uniqueness.name(base: base, explicit: entry.constraint.name) { qualifier(of: entry.constraint) })
        }
        return names
    }

    /// The base name of `constraint` before making it unique (`variant` is the raw variant name).
    public static func baseName(of constraint: LayoutConstraint, variant: String?) -> String {
        var scratch = UTF8Buffer()
        return baseName(of: constraint, variant: variant, scratch: &scratch)
    }

    /// ``baseName(of:variant:)`` spelled in `scratch` (emptied first: one buffer serves a
    /// whole layout) and made a `String` once.
    static func baseName(of constraint: LayoutConstraint, variant: String?, scratch name: inout UTF8Buffer) -> String {
        name.removeAll()
        let first = constraint.first
        let firstAttribute = constraint.firstAttribute.rawValue
        // The first piece of the name is capitalised after a variant's name.
        func start(_ piece: String) {
            if let variant {
                name.append(variant)
                appendUpperFirst(piece, to: &name)
            } else {
                name.append(piece)
            }
        }
        switch (first.viewName, constraint.second, constraint.secondAttribute) {
        case _ where constraint.firstOrigin != nil:
            // The gap the constraint sets: `offset(logo.bottom, photo.top)` → `logoToPhotoGap`.
            start(constraint.firstOrigin!.item.name)
            name.append("To")
            appendUpperFirst(first.name, to: &name)
            name.append("Gap")
        case (let view?, nil, _), (let view?, _?, nil):
            start(view)
            appendUpperFirst(firstAttribute, to: &name)
        case (let view?, let second?, let secondAttribute?):
            start(view)
            appendUpperFirst(firstAttribute, to: &name)
            if let secondView = second.viewName {
                name.append("To")
                appendUpperFirst(secondView, to: &name)
                appendUpperFirst(secondAttribute.rawValue, to: &name)
            }
        case (nil, let second?, let secondAttribute?):
            if let secondView = second.viewName {
                start(secondView)
                appendUpperFirst(secondAttribute.rawValue, to: &name)
            } else {
                start(first.name)
                appendUpperFirst(firstAttribute, to: &name)
                name.append("To")
                appendUpperFirst(second.name, to: &name)
                appendUpperFirst(secondAttribute.rawValue, to: &name)
            }
        case (nil, _, _):
            start(first.name)
            appendUpperFirst(firstAttribute, to: &name)
        }
        switch constraint.relation {
        case .equal: break
        case .greaterThanOrEqual: name.append("Min")
        case .lessThanOrEqual: name.append("Max")
        }
        return name.string
    }

    /// Appends ``SwiftIdentifier/upperFirst(_:)`` of `piece` to `name`, without making it on
    /// its own when it starts with an ASCII lowercase letter (every accepted name does).
    private static func appendUpperFirst(_ piece: String, to name: inout UTF8Buffer) {
        let handled = piece.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, first >= 97 && first <= 122 else { return false }
            name.append(byte: first - 32)
            name.append(bytes: UnsafeBufferPointer(rebasing: bytes.dropFirst()))
            return true
        }
        if handled != true { name.append(SwiftIdentifier.upperFirst(piece)) }
    }

    /// What tells `constraint` apart from others with its base name: the item the base name
    /// leaves out, the constant (always, so the result never equals the base name), a
    /// multiplier other than 1 and a priority other than required.
    public static func qualifier(of constraint: LayoutConstraint) -> String {
        var qualifier = ""
        if let second = constraint.second, let secondAttribute = constraint.secondAttribute {
            switch (constraint.first.viewName, second.viewName) {
            case (_?, nil):
                qualifier += "To" + itemWord(second, secondAttribute, besides: constraint.firstAttribute)
            case (nil, _?):
                qualifier += "From" + itemWord(constraint.first, constraint.firstAttribute, besides: secondAttribute)
            default:
                break
            }
        }
        qualifier += "Constant" + termWord(constraint.constant)
        if constraint.multiplier != 1 {
            qualifier += "Times" + numberWord(constraint.multiplier)
        }
        if !constraint.isRequired {
            qualifier += "Priority" + termWord(constraint.priority)
        }
        return qualifier
    }

    /// `Margins`, or `MarginsCenterX` when the attribute differs from the constrained view's.
    private static func itemWord(_ item: LayoutItem, _ attribute: LayoutAttribute, besides other: LayoutAttribute) -> String {
        let word = SwiftIdentifier.upperFirst(item.name)
        return attribute == other ? word : word + SwiftIdentifier.upperFirst(attribute.rawValue)
    }

    /// A metric's name (`Padding`, `MinusPadding` for its negative) or a number's.
    private static func termWord(_ term: Term) -> String {
        guard let metric = term.metric else { return numberWord(term.value) }
        return (term.value < 0 ? "Minus" : "") + SwiftIdentifier.upperFirst(metric)
    }

    /// A number spelled for an identifier: `30`, `Minus8`, `0_5`, `1e_05`.
    private static func numberWord(_ value: Double) -> String {
        var word = ""
        for character in SwiftLiteral.number(value) {
            switch character {
            case "-": word += word.isEmpty ? "Minus" : "_"
            case ".": word += "_"
            case "+": break
            default: word.append(character)
            }
        }
        return word
    }
}
