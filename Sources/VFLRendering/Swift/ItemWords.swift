import LayoutModel

/// The words ``ConstraintNaming`` spells base names from (``ConstraintNaming/word(_:_:)``), as
/// bytes, for the items of one names table: loaded once per table (a layout's), so that a
/// constraint's name copies its items' bytes instead of reading each as a `String` (a retain,
/// a release and a look at its storage per word, twice per constraint).
struct ItemWords {
    /// The table whose items' words are loaded.
    private var table: ConstraintNames?
    private var bytes = NameBytes(capacity: 256)
    /// Per item number (≥ 0): where its word is in ``bytes`` (high 32 bits) and its length.
    private var ranges: [UInt64] = []

    /// Whether the loaded table is the one `constraint` refers to (read without retaining it).
    @inline(__always)
    func holds(_ constraint: UnsafePointer<LayoutConstraint>) -> Bool {
        guard let table else { return false }
        return constraint.pointee.refersToNames(in: table)
    }

    /// Loads the words of `names`' items.
    @inline(never)
    mutating func load(_ names: ConstraintNames) {
        table = names
        bytes.removeAll(from: 0)
        ranges.removeAll(keepingCapacity: true)
        for number in names.items.indices {
            let start = bytes.count
            bytes.append(ConstraintNaming.word(names, Int32(number)))
            ranges.append(UInt64(UInt32(start)) << 32 | UInt64(UInt32(bytes.count - start)))
        }
    }

    /// Appends the word of item `number` of the loaded table to `name`.
    @inline(__always)
    func appendWord(_ number: Int32, to name: inout NameBytes) {
        if number >= 0 {
            let range = ranges[Int(number)]
            name.append(bytes.base + Int(range >> 32), count: Int(range & 0xFFFF_FFFF))
        } else {
            let literal = ConstraintNames.containerName(number)
            name.append(literal.utf8Start, count: literal.utf8CodeUnitCount)
        }
    }

    /// Appends the first word of a name, item `number`'s: after `variant`'s name (the raw name of
    /// the constraint's variant) capitalised, else as it is.
    @inline(__always)
    func appendFirstWord(_ number: Int32, variant: String?, to name: inout NameBytes) {
        if let variant {
            name.append(variant)
            appendUpperFirstWord(number, to: &name)
        } else {
            appendWord(number, to: &name)
        }
    }

    /// Appends the word of item `number` with its first letter upper-cased
    /// (``NameBytes/appendUpperFirst(_:)-(UnsafeBufferPointer<UInt8>)``).
    @inline(__always)
    func appendUpperFirstWord(_ number: Int32, to name: inout NameBytes) {
        if number >= 0 {
            let range = ranges[Int(number)]
            name.appendUpperFirst(UnsafeBufferPointer(start: bytes.base + Int(range >> 32), count: Int(range & 0xFFFF_FFFF)))
        } else {
            name.appendUpperFirst(ConstraintNames.containerName(number))
        }
    }
}
