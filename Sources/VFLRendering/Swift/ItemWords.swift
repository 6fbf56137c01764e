import LayoutModel

/// The items of one ``LayoutModel/ConstraintNames`` table as the words of constraint names
/// (``ConstraintNaming/word(_:_:)``), each as it is and with its first letter upper-cased
/// (``NameBytes/appendUpperFirst(_:)-(String)``), as bytes end to end: a base name's items are
/// copied, not read out of a `String` each. A layout's constraints share one table, so it is
/// loaded about once per layout (when a constraint refers to another table than the last).
struct ItemWords {
    /// The table whose items are here.
    private var table: ConstraintNames?
    private var bytes: [UInt8] = []
    /// Per item, where its word ends in ``bytes``, then where its upper-cased word ends.
    private var ends: [Int] = []

    init() {}

    /// Loads `constraint`'s table unless it is the loaded one.
    @inline(__always)
    mutating func prepare(for constraint: borrowing LayoutConstraint) {
        if let table, constraint.refersToNames(in: table) { return }
        load(constraint.names)
    }

    @inline(never)
    private mutating func load(_ names: ConstraintNames) {
        table = names
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        var scratch = NameBytes(capacity: 64)
        for number in names.items.indices {
            let word = ConstraintNaming.word(names, Int32(number))
            scratch.removeAll(from: 0)
            scratch.append(word)
            bytes.append(contentsOf: UnsafeBufferPointer(start: scratch.base, count: scratch.count))
            ends.append(bytes.count)
            scratch.removeAll(from: 0)
            scratch.appendUpperFirst(word)
            bytes.append(contentsOf: UnsafeBufferPointer(start: scratch.base, count: scratch.count))
            ends.append(bytes.count)
        }
    }

    /// Appends item `number`'s word (of the table ``prepare(for:)`` loaded), upper-cased first
    /// when `upperFirst`.
    @inline(__always)
    func append(_ number: Int32, upperFirst: Bool, to name: inout NameBytes) {
        guard number >= 0 else { return Self.appendContainer(number, upperFirst: upperFirst, to: &name) }
        let index = 2 * Int(number) + (upperFirst ? 1 : 0)
        let start = index == 0 ? 0 : ends[index - 1]
        let end = ends[index]
        bytes.withUnsafeBufferPointer { name.append($0.baseAddress! + start, count: end - start) }
    }

    /// The container and its guides (``LayoutModel/ConstraintNames/itemName(_:)``).
    private static func appendContainer(_ number: Int32, upperFirst: Bool, to name: inout NameBytes) {
        switch number {
        case -1: upperFirst ? name.append("Superview") : name.append("superview")
        case -2: upperFirst ? name.append("Margins") : name.append("margins")
        case -3: upperFirst ? name.append("SafeArea") : name.append("safeArea")
        case -4: upperFirst ? name.append("Readable") : name.append("readable")
        case -5: upperFirst ? name.append("Keyboard") : name.append("keyboard")
        default: preconditionFailure("no item \(number)")
        }
    }
}
