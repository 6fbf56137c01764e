import LayoutModel
import VFLRendering

/// The property name `vflgen generate` gives each constraint of a layout, for
/// `vflgen constraints --format json`: ``ConstraintNaming`` (the generator's own naming;
/// explicit `#name`s as written, automatic names yielding to them) over the layout's
/// constraints in the generator's order, with the same reserved names.
enum GeneratedConstraintNames {
    /// The names of `layout.constraints`, then of each variant's constraints.
    static func names(for layout: Layout) -> (constraints: [String], variants: [[String]]) {
        var entries: [ConstraintNaming.Entry] = layout.constraints.map { ($0, nil) }
        for variant in layout.variants { entries += variant.constraints.map { ($0, variant.name) } }
        let reserved = RenderContextBuilder.generatedMembers.union(layout.views.map(\.name))
        var names = ConstraintNaming.names(for: entries, reserved: reserved)[...]
        let constraints = Array(names.prefix(layout.constraints.count))
        names = names.dropFirst(layout.constraints.count)
        let variants = layout.variants.map { variant in
            defer { names = names.dropFirst(variant.constraints.count) }
            return Array(names.prefix(variant.constraints.count))
        }
        return (constraints, variants)
    }
}
