import LayoutModel

extension ConstraintNaming {
    /// The generated property name of every constraint of `layout`: the always-on constraints'
    /// names, then each variant's (in `layout.variants` order), each list in file order — the
    /// names the generated code uses (the generator names through this, and so do tools that
    /// point at constraints: `vflgen check`, `vflgen constraints --format json`).
    ///
    /// The same names as ``names(for:reserved:)`` of the layout's constraints with
    /// ``RenderContextBuilder``'s reserved names.
    public static func names(of layout: Layout) -> (constraints: [String], variants: [[String]]) {
        let list = nameList(of: layout)
        var next = 0
        func take(_ count: Int) -> [String] {
            defer { next += count }
            return (next..<next + count).map { list[$0] }
        }
        let constraintNames = take(layout.constraints.count)
        let variantNames = layout.variants.map { take($0.constraints.count) }
        return (constraintNames, variantNames)
    }

    /// ``names(of:)`` as one list of bytes, read from the layout in place: the always-on
    /// constraints' names, then each variant's. The generated members are reserved through the
    /// table of keywords (their flag), not filed per layout; the views are.
    /// (A ``ConstraintNamer`` gives the same lists, reusing its memory from layout to layout.)
    public static func nameList(of layout: Layout) -> ConstraintNameList {
        var namer = ConstraintNamer()
        return namer.nameList(of: layout)
    }
}

/// Names the constraints of one layout after another (``ConstraintNaming/nameList(of:)``), in
/// the same memory: its tables, the names' bytes (unless a list it handed out is still kept)
/// and its table's items' words are made once, not once per layout (`vflgen constraints
/// --format json` names every layout of a file).
public struct ConstraintNamer {
    private var uniqueness: NameUniqueness?

    public init() {}

    /// ``ConstraintNaming/nameList(of:)`` of `layout`.
    public mutating func nameList(of layout: Layout) -> ConstraintNameList {
        var total = layout.constraints.count
        for variant in layout.variants { total += variant.constraints.count }
        let capacity = total + layout.views.count
        var uniqueness: NameUniqueness
        if var kept = self.uniqueness.take() {
            kept.reset(capacity: capacity)
            uniqueness = kept
        } else {
            uniqueness = NameUniqueness(capacity: capacity, membersReserved: true)
        }
        defer { self.uniqueness = uniqueness }
        for view in layout.views { uniqueness.reserve(view.name) }
        // Every automatic base name is counted (and every explicit name filed) before any name is
        // given. The constraints are read in place (through their buffers: no copy of each).
        layout.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices { uniqueness.count(constraints.baseAddress! + index, variant: nil) }
        }
        for variant in layout.variants {
            variant.constraints.withUnsafeBufferPointer { constraints in
                for index in constraints.indices { uniqueness.count(constraints.baseAddress! + index, variant: variant.name) }
            }
        }
        layout.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices { uniqueness.nameNext(constraints.baseAddress! + index) }
        }
        for variant in layout.variants {
            variant.constraints.withUnsafeBufferPointer { constraints in
                for index in constraints.indices { uniqueness.nameNext(constraints.baseAddress! + index) }
            }
        }
        return uniqueness.list
    }
}
