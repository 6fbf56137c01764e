/// Output text collected as UTF-8 bytes: the commands that print large results
/// (`vflgen constraints`, text and JSON) write many small pieces per constraint, and appending
/// a piece here is a capacity check and a copy, a fraction of appending it to a `String`
/// (which checks its storage and keeps its count and ASCII flags at every append) or to an
/// `[UInt8]` (a generic append per piece).
///
/// A value type: copies share their bytes until one of them is written to. Every piece is
/// valid UTF-8 (string literals, `String`s, numbers), so ``string`` decodes without repairs.
public struct UTF8Buffer {
    /// The bytes, their count and the room for them. (Read and written only by this module's
    /// own code: ``Writer``'s inlinable methods touch its pointer, never its properties.)
    @usableFromInline final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        /// A copy of the bytes with room for at least `capacity`.
        func copy(capacity: Int) -> Storage {
            let copy = Storage(capacity: max(capacity, count))
            UnsafeMutableRawPointer(copy.base).copyMemory(from: base, byteCount: count)
            copy.count = count
            return copy
        }
    }

    @usableFromInline var storage: Storage

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        storage = Storage(capacity: capacity)
    }

    /// The number of bytes written.
    public var count: Int { storage.count }

    /// Whether nothing is written.
    public var isEmpty: Bool { storage.count == 0 }

    /// The bytes as text.
    public var string: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self)
    }

    /// Calls `body` with the bytes from offset `start` on (valid only during the call).
    public func withBytes<Result>(from start: Int = 0, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base + start, count: storage.count - start))
    }

    /// Forgets the bytes, keeping the room they took.
    public mutating func removeAll() {
        removeAll(from: 0)
    }

    /// Forgets the bytes from offset `index` on (to take back a piece just written).
    public mutating func removeAll(from index: Int) {
        precondition(index >= 0 && index <= storage.count, "UTF8Buffer: offset out of range")
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.capacity) }
        storage.count = index
    }

    /// Forgets the first `count` bytes, moving the rest to the front (what a chunked writer keeps
    /// after writing a prefix).
    public mutating func removeFirst(_ count: Int) {
        precondition(count >= 0 && count <= storage.count, "UTF8Buffer: count out of range")
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.capacity) }
        let rest = storage.count - count
        if rest > 0, count > 0 { UnsafeMutableRawPointer(storage.base).copyMemory(from: storage.base + count, byteCount: rest) }
        storage.count = rest
    }

    /// Room for `extra` more bytes, owned by this buffer alone: where they go.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) || storage.capacity - storage.count < extra {
            storage = storage.copy(capacity: max(storage.capacity * 2, storage.count + extra))
        }
        return storage.base + storage.count
    }

    /// Appends `bytes` (which must be UTF-8 text).
    public mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        Self.copy(UnsafeRawPointer(source), to: UnsafeMutableRawPointer(reserve(bytes.count)), count: bytes.count)
        storage.count += bytes.count
    }

    /// Copies `count` bytes (at least one). The pieces written are mostly short (names,
    /// punctuation, the JSON's keys), and up to 32 bytes are copied in overlapping 8-byte loads
    /// and stores instead of a call to `memcpy`. Also used by the renderer's name buffer.
    @inlinable @inline(__always)
    public static func copy(_ source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        switch count {
        case 17...32:
            let a = source.loadUnaligned(as: UInt64.self), b = (source + 8).loadUnaligned(as: UInt64.self)
            let c = (source + count - 16).loadUnaligned(as: UInt64.self), d = (source + count - 8).loadUnaligned(as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            (target + 8).storeBytes(of: b, as: UInt64.self)
            (target + count - 16).storeBytes(of: c, as: UInt64.self)
            (target + count - 8).storeBytes(of: d, as: UInt64.self)
        case 8...16:
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (target + count - 8).storeBytes(of: (source + count - 8).loadUnaligned(as: UInt64.self), as: UInt64.self)
        case 4..<8:
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            (target + count - 4).storeBytes(of: (source + count - 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
        case 1..<4:
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            (target + count / 2).storeBytes(of: (source + count / 2).load(as: UInt8.self), as: UInt8.self)
            (target + count - 1).storeBytes(of: (source + count - 1).load(as: UInt8.self), as: UInt8.self)
        default:
            target.copyMemory(from: source, byteCount: count)
        }
    }

    /// Appends one byte (an ASCII character: `UInt8(ascii: "{")`).
    public mutating func append(byte: UInt8) {
        reserve(1).pointee = byte
        storage.count += 1
    }

    /// Appends a string literal.
    public mutating func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        } else {
            literal.withUTF8Buffer { append(bytes: $0) }
        }
    }

    /// Appends `text`'s UTF-8.
    public mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var text = text
            text.withUTF8 { append(bytes: $0) }
        }
    }

    /// Appends `text`'s UTF-8.
    public mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var text = text
            text.withUTF8 { append(bytes: $0) }
        }
    }

    /// Appends `value` in decimal, as `String(value)` spells it.
    public mutating func append(_ value: Int) {
        // (Reserve first: it may replace `storage`, which `storage.count += …` would read before.)
        let out = reserve(Self.maximumDecimalLength)
        storage.count += Self.writeDecimal(value, to: out)
    }

    /// The most bytes ``writeDecimal(_:to:)`` writes: a sign and up to 20 digits.
    @inlinable public static var maximumDecimalLength: Int { 21 }

    /// Writes `value` in decimal (as `String(value)` spells it) at `out`, which has room for
    /// ``maximumDecimalLength`` bytes; returns the number of bytes written. Shared by
    /// ``append(_:)-(Int)``, ``Writer`` and the renderer's name buffer.
    @inlinable
    public static func writeDecimal(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // One or two digits (constants, columns, lengths: most numbers written) without the loops.
        if UInt(bitPattern: value) < 100 {
            if value < 10 {
                out[0] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
                return 1
            }
            out[0] = UInt8(truncatingIfNeeded: value / 10) &+ UInt8(ascii: "0")
            out[1] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
            return 2
        }
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        length += digits
        var index = length
        // Two digits per division (line numbers in the JSON's source ranges have five or six).
        let pairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        while magnitude >= 100 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            index -= 2
            out[index] = pairs.utf8Start[pair]
            out[index + 1] = pairs.utf8Start[pair + 1]
        }
        if magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude) &* 2
            out[index - 2] = pairs.utf8Start[pair]
            out[index - 1] = pairs.utf8Start[pair + 1]
        } else {
            out[index - 1] = UInt8(truncatingIfNeeded: magnitude) &+ UInt8(ascii: "0")
        }
        return length
    }

    /// Appends `value` as ``Swift/Double/shortestDescription`` spells it, without making a
    /// `String` for the usual whole numbers (`8`, `1000`, `-4`).
    public mutating func append(number value: Double) {
        if let whole = Self.wholeNumber(value) { append(whole) } else { append(value.shortestDescription) }
    }

    /// `value` as an `Int` when ``Swift/Double/shortestDescription`` spells it as one (a whole
    /// number under 1e15 in magnitude; `-0` is `0`, as it spells it), else `nil`. Shared by
    /// ``append(number:)`` and ``Writer``.
    @inlinable
    static func wholeNumber(_ value: Double) -> Int? {
        guard abs(value) < 1e15, let integral = Int64(exactly: value) else { return nil }
        return Int(integral)
    }
}
