import LayoutModel

/// What makes two constraints the same to Auto Layout — everything but where they come from,
/// their kind and their name — as integers: items and metrics by numbers for their names,
/// attributes and relation packed into one word. Two constraints have equal keys exactly when
/// their items, attributes, relation, multiplier, constant and priority (number and metric)
/// and offset origins are equal.
struct ConstraintKey: Equatable {
    /// Items: a view's name number (≥ 0), the container or a guide (< 0, as in
    /// ``ConstraintNames``), ``none``.
    var first: Int32
    var second: Int32
    var firstOrigin: Int32
    var secondOrigin: Int32
    /// First, second, first-origin and second-origin attributes (4 bits each, 0 for none)
    /// and the relation (bits 16–17).
    var shape: UInt32
    /// The metrics of the constant and the priority (name numbers), or ``none``.
    var constantMetric: Int32
    var priorityMetric: Int32
    var multiplier: Double
    var constant: Double
    var priority: Double

    static let none = Int32.min

    /// Numbers for one layout's names (views and metrics): equal names get equal numbers.
    typealias NameNumbers = SeededTable<String, Void>

    init(_ constraint: LayoutConstraint, names: inout NameNumbers) {
        self = withUnsafePointer(to: constraint) { ConstraintKey($0, numbers: &names) }
    }

    /// The key of the constraint at `constraint`, read in place, from its numbers as they are:
    /// for constraints that share one name table whose names are unique (the front end's
    /// layouts), where equal numbers are equal names. No name is looked up.
    @inline(__always)
    init(numbersOf constraint: UnsafePointer<LayoutConstraint>) {
        first = constraint.pointee.firstNumber
        second = constraint.pointee.secondNumber
        firstOrigin = constraint.pointee.firstOriginNumber
        secondOrigin = constraint.pointee.secondOriginNumber
        constantMetric = constraint.pointee.constantMetricNumber
        priorityMetric = constraint.pointee.priorityMetricNumber
        multiplier = constraint.pointee.multiplier
        constant = constraint.pointee.constantValue
        priority = constraint.pointee.priorityValue
        shape = Self.shape(of: constraint)
    }

    /// The key of the constraint at `constraint`, read in place (passing the constraint by value
    /// copied it), its names numbered in `numbers`, which then must serve every constraint
    /// compared with it.
    init(_ constraint: UnsafePointer<LayoutConstraint>, numbers: inout NameNumbers) {
        first = Self.number(constraint.pointee.first, &numbers)
        second = Self.none
        if let item = constraint.pointee.second { second = Self.number(item, &numbers) }
        firstOrigin = Self.none
        if let origin = constraint.pointee.firstOrigin { firstOrigin = Self.number(origin.item, &numbers) }
        secondOrigin = Self.none
        if let origin = constraint.pointee.secondOrigin { secondOrigin = Self.number(origin.item, &numbers) }
        constantMetric = Self.none
        if let metric = constraint.pointee.constant.metric { constantMetric = Self.number(of: metric, &numbers) }
        priorityMetric = Self.none
        if let metric = constraint.pointee.priority.metric { priorityMetric = Self.number(of: metric, &numbers) }
        multiplier = constraint.pointee.multiplier
        constant = constraint.pointee.constantValue
        priority = constraint.pointee.priorityValue
        shape = Self.shape(of: constraint)
    }

    /// The attributes (4 bits each: first, second, first origin, second origin) and the
    /// relation (bits 16–17).
    @inline(__always)
    private static func shape(of constraint: UnsafePointer<LayoutConstraint>) -> UInt32 {
        var shape = UInt32(constraint.pointee.firstAttribute.appleRawValue)
        if let attribute = constraint.pointee.secondAttribute { shape |= UInt32(attribute.appleRawValue) << 4 }
        // Offset origins (equal spacing only) are rare.
        if constraint.pointee.firstOriginNumber != none || constraint.pointee.secondOriginNumber != none {
            if let origin = constraint.pointee.firstOrigin { shape |= UInt32(origin.attribute.appleRawValue) << 8 }
            if let origin = constraint.pointee.secondOrigin { shape |= UInt32(origin.attribute.appleRawValue) << 12 }
        }
        switch constraint.pointee.relation {
        case .equal: break
        case .lessThanOrEqual: shape |= 1 << 16
        case .greaterThanOrEqual: shape |= 2 << 16
        }
        return shape
    }

    private static func number(_ item: LayoutItem, _ names: inout NameNumbers) -> Int32 {
        switch item {
        case .view(let name): number(of: name, &names)
        case .scrollGuide: number(of: item.name, &names)
        case .superview: -1
        case .margins: -2
        case .safeArea: -3
        case .readable: -4
        case .keyboard: -5
        }
    }

    private static func number(of name: String, _ names: inout NameNumbers) -> Int32 {
        Int32(truncatingIfNeeded: names.insert(name, hash: NameHash.hash(name, seed: NameHash.frontEndSeed), value: ()).index)
    }

    /// The key's hash under ``NameHash/seed`` (per process, so keys cannot be crafted offline
    /// to collide). Numbers are hashed with `+ 0` so that `-0` and `0`, which are equal,
    /// hash alike.
    var hash: UInt64 { hash(seed: NameHash.frontEndSeed) }

    /// ``hash`` with the seed read once by the caller.
    @inline(__always)
    func hash(seed: UInt64) -> UInt64 {
        var state = seed
        state = NameHash.combine(state, UInt64(UInt32(bitPattern: first)) | UInt64(UInt32(bitPattern: second)) << 32)
        state = NameHash.combine(state, UInt64(UInt32(bitPattern: firstOrigin)) | UInt64(UInt32(bitPattern: secondOrigin)) << 32)
        state = NameHash.combine(state, UInt64(shape) | UInt64(UInt32(bitPattern: constantMetric)) << 32)
        state = NameHash.combine(state, UInt64(UInt32(bitPattern: priorityMetric)))
        state = NameHash.combine(state, (multiplier + 0).bitPattern)
        state = NameHash.combine(state, (constant + 0).bitPattern)
        state = NameHash.combine(state, (priority + 0).bitPattern)
        return NameHash.finish(state)
    }
}
