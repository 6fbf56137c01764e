extension LayoutConstraint {
    /// The exact one-line form printed by `vflgen constraints`:
    /// `FIRST REL SECOND[ * MULT][ + C| - C][ @PRIO][ #NAME]` or `FIRST REL C[ @PRIO][ #NAME]`,
    /// where a side is `ITEM.ATTR`, or `offset(ORIGIN.ATTR, ITEM.ATTR)` when it has an origin
    /// (equal spacing). A multiplier written as a fraction keeps its form: ` * A / B` or
    /// ` / B` (``MultiplierFraction``).
    ///
    /// A multiplier of 1, a constant of 0 (next to a second item) and priority 1000 are
    /// omitted. Metrics are shown by their values; ` #NAME` only for an explicit `#name`.
    public var text: String {
        var out = ""
        appendText(to: &out)
        return out
    }

    /// Appends ``text`` to `out` without building it on its own (`vflgen constraints` writes
    /// hundreds of thousands of them).
    public func appendText(to out: inout String) {
        writeText(to: &out)
    }

    /// Appends ``text``'s bytes to `out` (the form `vflgen constraints` writes).
    public func appendText(to out: inout UTF8Buffer) {
        out.write { writeText(to: &$0) }
    }

    /// Appends ``text``'s bytes through `out` (many constraints written in a row).
    public func appendText(to out: inout UTF8Buffer.Writer) {
        writeText(to: &out)
    }

    /// Appends each of `constraints`' ``text`` and a newline after it, through `out`: what
    /// ``appendText(to:)-(UTF8Buffer.Writer)`` writes one by one, but the item names of the
    /// table the constraints share (a layout's) are turned into bytes once, in `names`, not read
    /// out of a `String` for every side of every constraint. Keep one `names` for a layout's
    /// lists (its always-on constraints and each variant's), or one for a whole file: a table
    /// of another layout is loaded into the same memory.
    public static func appendTextLines(of constraints: [LayoutConstraint], to out: inout UTF8Buffer.Writer, names: inout ItemNameBytes) {
        var writer = ItemTextWriter(out: out, names: names)
        names = ItemNameBytes()  // the writer's arrays stay uniquely referenced (load keeps their memory)
        // Read in place through the array's buffer: iterating copied each constraint (a retain
        // and a release of its names table, and the copy itself: a sixth of the writer).
        constraints.withUnsafeBufferPointer { constraints in
            guard let base = constraints.baseAddress else { return }
            for index in constraints.indices {
                writer.appendText(at: base + index)
                writer.out.append(byte: UInt8(ascii: "\n"))
            }
        }
        out = writer.out
        names = writer.names
    }

    /// ``text`` written to either kind of output (specialised for each in this module).
    fileprivate func writeText<Output: TextOutput>(to out: inout Output) {
        appendSide(firstOriginNumber, firstOriginAttribute, firstNumber, firstAttribute, to: &out)
        out.write(" ")
        out.write(relation.staticName)
        out.write(" ")
        if secondNumber != ConstraintNames.none, let secondAttribute {
            appendSide(secondOriginNumber, secondOriginAttribute, secondNumber, secondAttribute, to: &out)
            if multiplier != 1 {
                if let multiplierFraction {
                    multiplierFraction.writeText(to: &out)
                } else {
                    out.write(" * ")
                    out.write(number: multiplier)
                }
            }
            let c = constantValue
            if c > 0 {
                out.write(" + ")
                out.write(number: c)
            } else if c < 0 {
                out.write(" - ")
                out.write(number: -c)
            }
        } else {
            out.write(number: constantValue)
        }
        if priorityValue != 1000 {
            out.write(" @")
            out.write(number: priorityValue)
        }
        if let name {
            out.write(" #")
            out.write(name)
        }
    }

    /// `item.attr`, or `offset(origin.attr, item.attr)`.
    /// Items are written from their numbers (``ConstraintNames/itemName(_:)``), without making
    /// a ``LayoutItem``.
    private func appendSide<Output: TextOutput>(
        _ origin: Int32, _ originAttribute: LayoutAttribute, _ item: Int32, _ attribute: LayoutAttribute, to out: inout Output
    ) {
        let hasOrigin = origin != ConstraintNames.none
        if hasOrigin {
            out.write("offset(")
            out.write(item: origin, of: names)
            out.write(".")
            out.write(originAttribute.staticName)
            out.write(", ")
        }
        out.write(item: item, of: names)
        out.write(".")
        out.write(attribute.staticName)
        if hasOrigin { out.write(")") }
    }
}

/// The item names of one ``ConstraintNames`` table as UTF-8 bytes, end to end, for
/// ``LayoutConstraint/appendTextLines(of:to:names:)``.
public struct ItemNameBytes {
    /// The table whose names are in ``bytes``.
    fileprivate var table: ConstraintNames?
    fileprivate var bytes: [UInt8] = []
    /// Where each item's name ends in ``bytes``.
    fileprivate var ends: [Int] = []

    public init() {}

    /// Whether the loaded table is the one `constraint` refers to (read without retaining it).
    @inline(__always)
    fileprivate func holds(_ constraint: UnsafePointer<LayoutConstraint>) -> Bool {
        guard let table else { return false }
        return constraint.pointee.refersToNames(in: table)
    }

    @inline(never)
    fileprivate mutating func load(_ names: ConstraintNames) {
        table = names
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        for name in names.items {
            if name.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: Array(name.utf8))
            }
            ends.append(bytes.count)
        }
    }
}

/// A ``UTF8Buffer/Writer`` that writes constraints' ``LayoutConstraint/text`` with declared
/// items' names from their bytes (``ItemNameBytes``), among other pieces its user writes
/// through ``out`` (`vflgen constraints --format json` writes each text inside an object).
/// Make one for a list of constraints, not one per constraint, and take ``out`` and ``names``
/// back when done.
public struct ItemTextWriter: TextOutput {
    public var out: UTF8Buffer.Writer
    public var names: ItemNameBytes

    public init(out: UTF8Buffer.Writer, names: ItemNameBytes) {
        self.out = out
        self.names = names
    }

    /// Appends `constraint`'s ``LayoutConstraint/text`` (as ``LayoutConstraint/appendText(to:)-(UTF8Buffer.Writer)``).
    public mutating func appendText(of constraint: LayoutConstraint) {
        constraint.writeText(to: &self)
    }

    /// Appends the ``LayoutConstraint/text`` of the constraint at `constraint`, read in place
    /// field by field (no copy of the constraint, no retain of its names table): what
    /// ``appendText(of:)`` writes, for lists read through their buffers.
    public mutating func appendText(at constraint: UnsafePointer<LayoutConstraint>) {
        if !names.holds(constraint) { names.load(constraint.pointee.names) }
        let none = ConstraintNames.none
        appendSide(
            constraint.pointee.firstOriginNumber, constraint.pointee.firstOriginAttribute,
            constraint.pointee.firstNumber, constraint.pointee.firstAttribute
        )
        out.append(byte: UInt8(ascii: " "))
        out.append(constraint.pointee.relation.staticName)
        out.append(byte: UInt8(ascii: " "))
        let secondNumber = constraint.pointee.secondNumber
        if secondNumber != none, let secondAttribute = constraint.pointee.secondAttribute {
            appendSide(constraint.pointee.secondOriginNumber, constraint.pointee.secondOriginAttribute, secondNumber, secondAttribute)
            let multiplier = constraint.pointee.multiplier
            if multiplier != 1 {
                if let multiplierFraction = constraint.pointee.multiplierFraction {
                    multiplierFraction.writeText(to: &self)
                } else {
                    out.append(" * ")
                    out.append(number: multiplier)
                }
            }
            let c = constraint.pointee.constantValue
            if c > 0 {
                out.append(" + ")
                out.append(number: c)
            } else if c < 0 {
                out.append(" - ")
                out.append(number: -c)
            }
        } else {
            out.append(number: constraint.pointee.constantValue)
        }
        let priority = constraint.pointee.priorityValue
        if priority != 1000 {
            out.append(" @")
            out.append(number: priority)
        }
        if constraint.pointee.nameNumber != none { appendLabel(of: constraint) }
    }

    /// ` #NAME`: rare, so out of line.
    @inline(never)
    private mutating func appendLabel(of constraint: UnsafePointer<LayoutConstraint>) {
        guard let name = constraint.pointee.name else { return }
        out.append(" #")
        out.append(name)
    }

    /// `item.attr`, or `offset(origin.attr, item.attr)`, as ``LayoutConstraint/text`` writes a side.
    @inline(__always)
    private mutating func appendSide(_ origin: Int32, _ originAttribute: LayoutAttribute, _ item: Int32, _ attribute: LayoutAttribute) {
        let hasOrigin = origin != ConstraintNames.none
        if hasOrigin {
            out.append("offset(")
            appendItem(origin)
            out.append(byte: UInt8(ascii: "."))
            out.append(originAttribute.staticName)
            out.append(", ")
        }
        appendItem(item)
        out.append(byte: UInt8(ascii: "."))
        out.append(attribute.staticName)
        if hasOrigin { out.append(byte: UInt8(ascii: ")")) }
    }

    /// Item `number` of the loaded table: a declared item's bytes, or the container's or a
    /// guide's name (``ConstraintNames/itemName(_:)``) as a literal.
    @inline(__always)
    private mutating func appendItem(_ number: Int32) {
        guard number >= 0 else { return out.append(ConstraintNames.containerName(number)) }
        let index = Int(number)
        names.ends.withUnsafeBufferPointer { ends in
            precondition(index < ends.count, "item number out of its table")
            let start = index == 0 ? 0 : ends[index - 1]
            names.bytes.withUnsafeBufferPointer { bytes in
                out.append(bytes: UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + start }, count: ends[index] - start))
            }
        }
    }

    @inline(__always) public mutating func write(_ literal: StaticString) { out.append(literal) }
    @inline(__always) public mutating func write(_ text: String) { out.append(text) }
    @inline(__always) public mutating func write(number value: Double) { out.append(number: value) }

    @inline(__always)
    public mutating func write(item number: Int32, of table: ConstraintNames) {
        // The container and its guides: literals.
        guard number >= 0 else { return out.append(table.itemName(number)) }
        if names.table !== table { names.load(table) }
        let index = Int(number)
        let start = index == 0 ? 0 : names.ends[index - 1]
        let end = names.ends[index]
        names.bytes.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
