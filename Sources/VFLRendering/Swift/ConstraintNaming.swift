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
/// - An equal-spacing constraint (`~`) is named after the gap it sets, by its two ends:
///   `logoToPhotoGap` (`offset(logo.bottom, photo.top) == …`), `safeAreaToLogoGap`.
/// - A constraint in a variant starts with the variant's name: `landscapeTitleLeadingToIconTrailing`.
/// - A name written with `#name` (vflgen extension) is used as written, in every variant.
/// - A name already taken in the layout (by an earlier constraint, a `#name` anywhere in the
///   layout, a view, or a member of the generated class) gets the first free number from 2:
///   `iconWidth2`. Automatic names yield to `#name`s.
///
/// A name depends only on its own constraint, the layout's `#name`s and the earlier ones
/// with the same base, so editing unrelated lines never renames a constraint.
public struct ConstraintNaming {
    private var taken: Set<String>
    /// The next number to try for each base name already used, so that many constraints
    /// with the same base are named in linear time.
    private var nextNumber: [String: Int] = [:]

    /// `reserved` holds names already used in the generated type (views, members).
    public init(reserved: Set<String>) {
        self.taken = reserved
    }

    /// Naming for `layout`: its views, the generated members in `reserved`, and every
    /// `#name` of the layout (variants included) are taken before any automatic name.
    public init(for layout: Layout, reserved: Set<String>) {
        let explicit = (layout.constraints + layout.variants.flatMap(\.constraints)).compactMap(\.name)
        self.init(reserved: reserved.union(layout.views.map(\.name)).union(explicit))
    }

    /// Every constraint's name in `layout`, as the generated class names them: the always-on
    /// constraints, then each variant's (for `vflgen constraints --format json` and tools).
    public static func names(in layout: Layout, reserved: Set<String>) -> (constraints: [String], variants: [[String]]) {
        var naming = ConstraintNaming(for: layout, reserved: reserved)
        let constraints = layout.constraints.map { naming.name(for: $0, variant: nil) }
        let variants = layout.variants.map { variant in variant.constraints.map { naming.name(for: $0, variant: variant.name) } }
        return (constraints, variants)
    }

    /// The base name of `constraint` before making it unique (`variant` is the raw variant name).
    public static func baseName(of constraint: LayoutConstraint, variant: String?) -> String {
        var name: String
        let first = constraint.first
        let firstAttribute = constraint.firstAttribute.rawValue
        switch (first.viewName, constraint.second, constraint.secondAttribute) {
        case _ where constraint.firstOrigin != nil:
            // The gap the constraint sets: `offset(logo.bottom, photo.top)` → `logoToPhotoGap`.
            name = constraint.firstOrigin!.item.name + "To" + SwiftIdentifier.upperFirst(first.name) + "Gap"
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
        if let explicit = constraint.name {
            taken.insert(explicit)
            return explicit
        }
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
