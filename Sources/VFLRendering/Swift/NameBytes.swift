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

    private let allocation: Allocation
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

    /// Copies `length` bytes (at least one): names and their pieces are short, and up to 32
    /// bytes are copied in overlapping 8-byte loads and stores (or single bytes) instead of a
    /// call to `memcpy`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        switch length {
        case 8...16:
            let a = from.loadUnaligned(as: UInt64.self), b = (from + length - 8).loadUnaligned(as: UInt64.self)
            to.storeBytes(of: a, as: UInt64.self)
            (to + length - 8).storeBytes(of: b, as: UInt64.self)
        case 17...32:
            let a = from.loadUnaligned(as: UInt64.self), b = (from + 8).loadUnaligned(as: UInt64.self)
            let c = (from + length - 16).loadUnaligned(as: UInt64.self), d = (from + length - 8).loadUnaligned(as: UInt64.self)
            to.storeBytes(of: a, as: UInt64.self)
            (to + 8).storeBytes(of: b, as: UInt64.self)
            (to + length - 16).storeBytes(of: c, as: UInt64.self)
            (to + length - 8).storeBytes(of: d, as: UInt64.self)
        case 1..<8:
            for index in 0..<length { target[index] = source[index] }
        default:
            target.update(from: source, count: length)
        }
    }

    /// Appends a string literal (ASCII).
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Appends `text`'s UTF-8.
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
    mutating func appendUpperFirst(_ piece: String) {
        let handled = piece.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let start = bytes.baseAddress, let first = bytes.first, first >= 97 && first <= 122 else { return false }
            append(byte: first - 32)
            append(start + 1, count: bytes.count - 1)
            return true
        }
        if handled != true { append(SwiftIdentifier.upperFirst(piece)) }
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

    /// Appends `value` in decimal, as `String(value)` spells it.
    mutating func append(decimal value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let out = reserve(digits)
        var index = digits
        repeat {
            index -= 1
            out[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
            magnitude /= 10
        } while magnitude > 0
        count += digits
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
