import LayoutModel

/// The Swift condition that selects a self-switching variant (`variant wide when horizontal
/// regular and width >= 700`, docs/Language.md): `traits.horizontalSizeClass == .regular &&
/// size.width >= 700`, over the generated `variant(for:size:)` method's parameters.
enum VariantConditionContext {
    static func expression(_ conditions: [VariantCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .sizeClass(let axis, let sizeClass):
                "traits.\(axis == .horizontal ? "horizontal" : "vertical")SizeClass == .\(sizeClass.rawValue)"
            case .size(let axis, let atLeast, let threshold):
                "size.\(axis == .horizontal ? "width" : "height") \(atLeast ? ">=" : "<") \(SwiftLiteral.number(threshold))"
            }
        }.joined(separator: " && ")
    }
}
