import LayoutModel
import VFLRendering

/// The property name `vflgen generate` gives each constraint of a layout, for
/// `vflgen constraints --format json`: an explicit `#name` as written; every other
/// constraint named by ``ConstraintNaming`` (the generator's own naming), with the layout's
/// explicit names reserved so that an automatic name yields to them.
enum GeneratedConstraintNames {
    /// The names of `layout.constraints`, then of each variant's constraints.
    static func names(for layout: Layout) -> (constraints: [String], variants: [[String]]) {
        var entries: [ConstraintNaming.Entry] = layout.constraints.map { ($0, nil) }
        for variant in layout.variants { entries += variant.constraints.map { ($0, variant.name) } }
        var names = ConstraintNaming.names(
            for: entries, reserved: RenderContextBuilder.generatedMembers.union(layout.views.map(\.name)))[...]
        let constraints = layout.constraints.map { _ in names.removeFirst() }
        let variants = layout.variants.map { variant in variant.constraints.map { _ in names.removeFirst() } }
        return (constraints, variants)
    }
}
