import LayoutModel

/// The names a ``LayoutModel/ConstraintNames`` table's numbers stand for, as JSON string
/// literals (quotes included, escaped as ``JSONText/string(_:)`` escapes them), end to end in
/// one array: `vflgen constraints --format json` writes a constraint's items and metrics by
/// copying their literals, not by reading and checking a `String` per field. A layout's
/// constraints share one table, so it is loaded about once per layout (``load(_:)`` when a
/// constraint refers to another table than the last: ``LayoutModel/LayoutConstraint/refersToNames(in:)``);
/// keep one for a whole file, so each table is loaded into the memory the last one left.
struct JSONNameLiterals {
    /// The table whose names are here.
    private(set) var table: ConstraintNames?
    private var bytes: [UInt8] = []
    /// Where each item's literal ends in ``bytes``, then each metric's (after the items').
    private var ends: [Int] = []
    private var itemCount = 0
    /// Whether every item name and constraint label (`#name`) of the table is plain
    /// (``JSONText/isPlain(_:)-(UInt8)`` for every byte): a constraint's text, made of those,
    /// attributes, relations and numbers, then needs no escaping.
    private(set) var isPlain = true

    init() {}

    /// Whether `constraint`'s numbers are in the loaded table.
    @inline(__always)
    func isLoaded(for constraint: UnsafePointer<LayoutConstraint>) -> Bool {
        guard let table else { return false }
        return constraint.pointee.refersToNames(in: table)
    }

    /// Loads `names`' items and metrics.
    @inline(never)
    mutating func load(_ names: ConstraintNames) {
        table = names
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        isPlain = true
        for name in names.items where !append(name) { isPlain = false }
        itemCount = names.items.count
        for name in names.metrics { append(name) }
        for label in names.labels where !Self.isPlain(label) { isPlain = false }
    }

    /// Appends `name`'s literal; returns whether the name is plain (its bytes copied between
    /// the quotes, as ``JSONText/append(string:to:)-(_,UTF8Buffer.Writer)`` copies them).
    @discardableResult
    private mutating func append(_ name: String) -> Bool {
        let plain = name.utf8.withContiguousStorageIfAvailable { name -> Bool in
            guard JSONText.isPlain(name) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: name)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if plain != true {
            var literal = JSONText.string(name)
            literal.withUTF8 { bytes.append(contentsOf: $0) }
        }
        ends.append(bytes.count)
        return plain == true
    }

    private static func isPlain(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { JSONText.isPlain($0) }
    }

    /// Appends item `number`'s name (``LayoutModel/ConstraintNames/itemName(_:)``) as a literal.
    @inline(__always)
    func appendItem(_ number: Int32, to out: inout UTF8Buffer.Writer) {
        switch number {
        case -1: out.append("\"superview\"")
        case -2: out.append("\"margins\"")
        case -3: out.append("\"safeArea\"")
        case -4: out.append("\"readable\"")
        case -5: out.append("\"keyboard\"")
        default: appendLiteral(Int(number), to: &out)
        }
    }

    /// Appends metric `number`'s name as a literal.
    @inline(__always)
    func appendMetric(_ number: Int32, to out: inout UTF8Buffer.Writer) {
        appendLiteral(itemCount + Int(number), to: &out)
    }

    @inline(__always)
    private func appendLiteral(_ index: Int, to out: inout UTF8Buffer.Writer) {
        let start = index == 0 ? 0 : ends[index - 1]
        let end = ends[index]
        bytes.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
