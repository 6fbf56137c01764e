import LayoutModel
import VFLRendering

/// The property name `vflgen generate` gives each constraint of a layout, for
/// `vflgen constraints --format json`: an explicit `#name` as written; every other
/// constraint named by ``ConstraintNaming`` (the generator's own naming), with the layout's
/// explicit names reserved so that an automatic name yields to them.
enum GeneratedConstraintNames {
    /// The names of `layout.constraints`, then of each variant's constraints.
    static func names(for layout: Layout) -> (constraints: [String], variants: [[String]]) {
        let everyConstraint = layout.constraints + layout.variants.flatMap(\.constraints)
        let explicit = Set(everyConstraint.compactMap(\.name))
        var naming = ConstraintNaming(
            reserved: RenderContextBuilder.generatedMembers.union(layout.views.map(\.name)).union(explicit)
        )
        func name(_ constraint: LayoutConstraint, variant: String?) -> String {
            constraint.name ?? naming.name(for: constraint, variant: variant)
        }
        let constraints = layout.constraints.map { name($0, variant: nil) }
        let variants = layout.variants.map { variant in variant.constraints.map { name($0, variant: variant.name) } }
        return (constraints, variants)
    }
}
