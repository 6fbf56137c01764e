/// A size class, as `UIUserInterfaceSizeClass` names them.
public enum SizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    case compact, regular
}

/// One condition of `variant NAME when …` (vflgen extension): a size class on one axis, or
/// the container's width or height against a threshold.
public enum VariantCondition: Hashable, Sendable {
    /// `horizontal regular`, `vertical compact`: the trait collection's size class.
    case sizeClass(Axis, SizeClass)
    /// `width >= 700`, `height < 500`: the container's size, in points. `atLeast` is `>=`,
    /// otherwise `<`, so that `>= T` and `< T` split the sizes without overlap.
    case size(Axis, atLeast: Bool, Double)

    /// The condition as written in a `.vfl` file: `horizontal regular`, `width >= 700`.
    public var text: String {
        switch self {
        case .sizeClass(let axis, let sizeClass):
            "\(axis.rawValue) \(sizeClass.rawValue)"
        case .size(let axis, let atLeast, let threshold):
            "\(axis == .horizontal ? "width" : "height") \(atLeast ? ">=" : "<") \(threshold.shortestDescription)"
        }
    }

    /// Whether the condition holds for the given size classes and container size.
    public func holds(horizontal: SizeClass, vertical: SizeClass, width: Double, height: Double) -> Bool {
        switch self {
        case .sizeClass(let axis, let sizeClass):
            (axis == .horizontal ? horizontal : vertical) == sizeClass
        case .size(let axis, let atLeast, let threshold):
            (axis == .horizontal ? width : height) >= threshold ? atLeast : !atLeast
        }
    }
}

extension LayoutVariant {
    /// Whether all of the variant's conditions hold (and it has some).
    public func applies(horizontal: SizeClass, vertical: SizeClass, width: Double, height: Double) -> Bool {
        !conditions.isEmpty && conditions.allSatisfy { $0.holds(horizontal: horizontal, vertical: vertical, width: width, height: height) }
    }
}

extension Layout {
    /// The variant the generated switching method activates for these traits and size: the
    /// first, in file order, whose conditions all hold; `nil` when none does (or no variant
    /// has conditions).
    public func variantApplying(horizontal: SizeClass, vertical: SizeClass, width: Double, height: Double) -> LayoutVariant? {
        variants.first { $0.applies(horizontal: horizontal, vertical: vertical, width: width, height: height) }
    }

    /// Whether any variant says when it applies (`variant NAME when …`).
    public var hasConditionalVariants: Bool { variants.contains { !$0.conditions.isEmpty } }
}
