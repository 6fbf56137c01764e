import LayoutModel

/// Gives every constraint of a layout a readable, deterministic, unique property name.
///
/// The scheme (docs/GeneratedCode.md, "Constraint names"):
/// - A view against the container or one of its guides: the view and its attribute,
///   `iconLeading` (`icon.leading == superview.leading + 15`), `skipTrailing`
///   (`superview.trailing == skip.trailing + 15`).
/// - A view against a constant: `iconWidth` (`icon.width == 30`).
/// - Two views: first view and attribute, `To`, second view and attribute:
///   `titleLeadingToIconTrailing`, `titleCenterYToIconCenterY`, `oneWidthToTwoWidth`.
/// - `>=` appends `Min`, `<=` appends `Max` (`iconWidthMin`, `iconWidthMax`).
/// - A constraint in a variant starts with the variant's name: `landscapeTitleLeadingToIconTrailing`.
/// - A name already taken in the layout (by an earlier constraint, a view, or a member of the
///   generated class) gets the first free number from 2: `iconWidth2`.
///
/// A name depends only on its own constraint and the earlier ones with the same base, so
/// editing unrelated lines never renames a constraint.
public struct ConstraintNaming {
    private var taken: Set<String>
    /// The next number to try for each base name already used, so that many constraints
    /// with the same base are named in linear time.
    private var nextNumber: [String: Int] = [:]

    /// `reserved` holds names already used in the generated type (views, members).
    public init(reserved: Set<String>) {
        self.taken = reserved
    }

    /// The base name of `constraint` before making it unique (`variant` is the raw variant name).
    public static func baseName(of constraint: LayoutConstraint, variant: String?) -> String {
        var name: String
        let first = constraint.first
        let firstAttribute = constraint.firstAttribute.rawValue
        switch (first.viewName, constraint.second, constraint.secondAttribute) {
        case (let view?, nil, _), (let view?, _?, nil):
            name = view + SwiftIdentifier.upperFirst(firstAttribute)
        case (let view?, let second?, let secondAttribute?):
            if let secondView = second.viewName {
                name = view + SwiftIdentifier.upperFirst(firstAttribute) + "To"
                    + SwiftIdentifier.upperFirst(secondView) + SwiftIdentifier.upperFirst(secondAttribute.rawValue)
            } else {
                name = view + SwiftIdentifier.upperFirst(firstAttribute)
            }
        case (nil, let second?, let secondAttribute?):
            if let secondView = second.viewName {
                name = secondView + SwiftIdentifier.upperFirst(secondAttribute.rawValue)
            } else {
                name = first.name + SwiftIdentifier.upperFirst(firstAttribute) + "To"
                    + SwiftIdentifier.upperFirst(second.name) + SwiftIdentifier.upperFirst(secondAttribute.rawValue)
            }
        case (nil, _, _):
            name = first.name + SwiftIdentifier.upperFirst(firstAttribute)
        }
        switch constraint.relation {
        case .equal: break
        case .greaterThanOrEqual: name += "Min"
        case .lessThanOrEqual: name += "Max"
        }
        if let variant {
            name = variant + SwiftIdentifier.upperFirst(name)
        }
        return name
    }

    /// The unique name for the next constraint, recording it as taken.
    public mutating func name(for constraint: LayoutConstraint, variant: String?) -> String {
        let base = Self.baseName(of: constraint, variant: variant)
        var candidate = base
        var number = nextNumber[base] ?? 2
        while taken.contains(candidate) || SwiftIdentifier.keywords.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        nextNumber[base] = number
        taken.insert(candidate)
        return candidate
    }
}
