import LayoutModel

/// The bytes of the names ``ConstraintNaming`` spells for one layout, one after another: base
/// names, qualified and numbered names and the names they are checked against are spelled
/// here, no `String` made per name, and a name is a range of these bytes (``NameTable`` files
/// them by range). Only a name handed to a caller that wants a `String` becomes one.
///
/// A value type over memory its ``Allocation`` owns and frees; written only by the naming code
/// of one layout (copies share the memory: ``ConstraintNameList`` reads it once naming is done).
/// Appending reads and writes no property of a class (the pointer, count and room are this
/// struct's), so a piece is a capacity check and a copy.
struct NameBytes {
    /// Owns the memory (replaced when it grows) and frees it.
    final class Allocation {
        var base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }
    }

    private var allocation: Allocation
    /// Where the bytes are (valid until the next append).
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        allocation = Allocation(capacity: self.capacity)
        base = allocation.base
    }

    /// Forgets every byte, to spell another layout's names: into this memory when no copy
    /// shares it (a ``ConstraintNameList`` handed out before still reads it), else into new memory.
    mutating func reset() {
        if isKnownUniquelyReferenced(&allocation) {
            count = 0
        } else {
            self = NameBytes(capacity: capacity)
        }
    }

    /// Room for `extra` more bytes: where they go.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity - count < extra { grow(extra) }
        return base + count
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        allocation.base.deallocate()
        allocation.base = newBase
        base = newBase
        capacity = newCapacity
    }

    /// Forgets the bytes from offset `index` on (a name spelled to be looked up, not kept).
    @inline(__always)
    mutating func removeAll(from index: Int) {
        count = index
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    /// Appends `length` bytes from `source` (not in these bytes: see ``appendCopy(start:count:)``).
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        guard length > 0 else { return }
        Self.copy(source, to: reserve(length), count: length)
        count += length
    }

    /// Copies `length` bytes (at least one) as ``UTF8Buffer/copy(_:to:count:)`` does: names
    /// and their pieces are short, and short copies avoid a call to `memcpy`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int) {
        UTF8Buffer.copy(UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count: length)
    }

    /// Appends a string literal (ASCII).
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Appends `text`'s UTF-8. (Disfavoured, so that a literal goes to
    /// ``append(_:)-(StaticString)``: its bytes copied, no `String` made.)
    @_disfavoredOverload
    mutating func append(_ text: String) {
        let appended = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            if let start = bytes.baseAddress { append(start, count: bytes.count) }
            return true
        }
        if appended == nil {
            var text = text
            text.withUTF8 { bytes -> Void in
                if let start = bytes.baseAddress { append(start, count: bytes.count) }
            }
        }
    }

    /// Appends ``SwiftIdentifier/upperFirst(_:)`` of `piece`, without making it on its own
    /// when it starts with an ASCII lowercase letter (every name the front end accepts does).
    @_disfavoredOverload
    mutating func appendUpperFirst(_ piece: String) {
        let handled = piece.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let start = bytes.baseAddress, let first = bytes.first, first >= 97 && first <= 122 else { return false }
            append(byte: first - 32)
            append(start + 1, count: bytes.count - 1)
            return true
        }
        if handled != true { append(SwiftIdentifier.upperFirst(piece)) }
    }

    /// Appends the bytes of `piece` (UTF-8: a word of a name).
    @inline(__always)
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        if let start = piece.baseAddress { append(start, count: piece.count) }
    }

    /// ``appendUpperFirst(_:)-(String)`` of the word whose UTF-8 is `piece` (not in these
    /// bytes): its bytes copied with the first upper-cased when it is an ASCII lowercase letter,
    /// else made as a `String` and upper-cased as that does.
    @inline(__always)
    mutating func appendUpperFirst(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let start = piece.baseAddress, piece.count > 0, start.pointee >= 97 && start.pointee <= 122 else {
            return append(SwiftIdentifier.upperFirst(String(decoding: piece, as: UTF8.self)))
        }
        append(byte: start.pointee - 32)
        append(start + 1, count: piece.count - 1)
    }

    /// Appends `literal` (lowercase ASCII first: an attribute's name) with its first letter
    /// upper-cased.
    @inline(__always)
    mutating func appendUpperFirst(_ literal: StaticString) {
        let start = literal.utf8Start
        let first = start.pointee
        append(byte: first >= 97 && first <= 122 ? first - 32 : first)
        append(start + 1, count: literal.utf8CodeUnitCount - 1)
    }

    /// Appends `value` in decimal, as `String(value)` spells it (``UTF8Buffer/writeDecimal(_:to:)``).
    mutating func append(decimal value: Int) {
        let out = reserve(UTF8Buffer.maximumDecimalLength)
        count += UTF8Buffer.writeDecimal(value, to: out)
    }

    /// Appends a copy of the `length` bytes at offset `start` of these bytes.
    @inline(__always)
    mutating func appendCopy(start: Int, count length: Int) {
        guard length > 0 else { return }
        let target = reserve(length)  // (may move the bytes: read the source after it)
        Self.copy(base + start, to: target, count: length)
        count += length
    }

    /// The `length` bytes at offset `start` as a `String`.
    func string(start: Int, count length: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
    }
}
