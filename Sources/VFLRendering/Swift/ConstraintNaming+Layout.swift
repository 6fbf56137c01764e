import LayoutModel

extension ConstraintNaming {
    /// The generated property name of every constraint of `layout`: the always-on constraints'
    /// names, then each variant's (in `layout.variants` order), each list in file order — the
    /// names the generated code uses (the generator names through this, and so do tools that
    /// point at constraints: `vflgen check`, `vflgen constraints --format json`).
    public static func names(of layout: Layout) -> (constraints: [String], variants: [[String]]) {
        var entries: [Entry] = layout.constraints.map { ($0, nil) }
        for variant in layout.variants { entries += variant.constraints.map { ($0, variant.name) } }
        var names = Self.names(for: entries, reserved: RenderContextBuilder.reservedNames(of: layout))[...]
        let constraints = Array(names.prefix(layout.constraints.count))
        names = names.dropFirst(layout.constraints.count)
        let variants = layout.variants.map { variant in
            defer { names = names.dropFirst(variant.constraints.count) }
            return Array(names.prefix(variant.constraints.count))
        }
        return (constraints, variants)
    }
}
