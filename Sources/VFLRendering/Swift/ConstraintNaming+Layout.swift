import LayoutModel

extension ConstraintNaming {
    /// The generated property name of every constraint of `layout`: the always-on constraints'
    /// names, then each variant's (in `layout.variants` order), each list in file order — the
    /// names the generated code uses (the generator names through this, and so do tools that
    /// point at constraints: `vflgen check`, `vflgen constraints --format json`).
    ///
    /// The same names as ``names(for:reserved:)`` of the layout's constraints with
    /// ``RenderContextBuilder``'s reserved names, read from the layout in place (no list of
    /// copied constraints).
    public static func names(of layout: Layout) -> (constraints: [String], variants: [[String]]) {
        var explicitNames: Set<String> = []
        var total = layout.constraints.count
        for index in layout.constraints.indices {
            if let explicit = layout.constraints[index].name { explicitNames.insert(explicit) }
        }
        for variant in layout.variants {
            total += variant.constraints.count
            for index in variant.constraints.indices {
                if let explicit = variant.constraints[index].name { explicitNames.insert(explicit) }
            }
        }
        var uniqueness = NameUniqueness(
            reserved: RenderContextBuilder.reservedNames(of: layout), explicitNames: explicitNames, capacity: total)
        // Every automatic base name is counted before any name is given.
        var scratch = UTF8Buffer(capacity: 128)
        func bases(of constraints: [LayoutConstraint], variant: String?) -> [String?] {
            constraints.indices.map { index -> String? in
                guard constraints[index].name == nil else { return nil }
                let base = baseName(of: constraints[index], variant: variant, scratch: &scratch)
                uniqueness.count(base: base)
                return base
            }
        }
        let constraintBases = bases(of: layout.constraints, variant: nil)
        let variantBases = layout.variants.map { bases(of: $0.constraints, variant: $0.name) }
        func names(of constraints: [LayoutConstraint], bases: [String?]) -> [String] {
            constraints.indices.map { index in
                uniqueness.name(base: bases[index], explicit: constraints[index].name) { qualifier(of: constraints[index]) }
            }
        }
        let constraintNames = names(of: layout.constraints, bases: constraintBases)
        let variantNames = layout.variants.indices.map { names(of: layout.variants[$0].constraints, bases: variantBases[$0]) }
        return (constraintNames, variantNames)
    }
}
