import LayoutModel

extension ConstraintNaming {
    /// The generated property name of every constraint of `layout`, keyed by variant name
    /// (`""`: the always-on constraints), each list in file order — the names the generated
    /// code uses (for tools that point at constraints, such as `vflgen check`).
    public static func names(of layout: Layout) -> [String: [String]] {
        var entries: [Entry] = layout.constraints.map { ($0, nil) }
        for variant in layout.variants { entries += variant.constraints.map { ($0, variant.name) } }
        var names = Self.names(for: entries, reserved: RenderContextBuilder.generatedMembers.union(layout.views.map(\.name)))[...]
        var result: [String: [String]] = ["": Array(names.prefix(layout.constraints.count))]
        names = names.dropFirst(layout.constraints.count)
        for variant in layout.variants {
            result[variant.name] = Array(names.prefix(variant.constraints.count))
            names = names.dropFirst(variant.constraints.count)
        }
        return result
    }
}
