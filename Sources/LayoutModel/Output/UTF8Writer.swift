extension UTF8Buffer {
    /// Appends to a ``UTF8Buffer`` many pieces in a row (`vflgen constraints --format json`
    /// writes about 40 per constraint): the buffer's storage is made its own once, and each
    /// piece is a capacity check and a copy into its memory, inlined where it is written.
    /// Get one from ``UTF8Buffer/write(_:)``; it is valid only inside that call.
    public struct Writer {
        /// Where the bytes are, how many there are and the room for them: the buffer's storage's,
        /// copied here so that writing reads and writes no property of a class.
        @usableFromInline var base: UnsafeMutablePointer<UInt8>
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
        /// The storage the bytes are in (replaced when it grows).
        @usableFromInline var storage: Storage

        @usableFromInline init(storage: Storage) {
            self.storage = storage
            base = storage.base
            count = storage.count
            capacity = storage.capacity
        }

        /// Room for `extra` more bytes: where they go.
        @inlinable @inline(__always)
        mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
            if capacity - count < extra { grow(extra) }
            return base + count
        }

        /// Moves the bytes to storage with room for `extra` more (at least twice the room).
        @usableFromInline mutating func grow(_ extra: Int) {
            storage.count = count
            storage = storage.copy(capacity: max(capacity * 2, count + extra))
            base = storage.base
            capacity = storage.capacity
        }

        /// Appends `bytes` (which must be UTF-8 text).
        @inlinable @inline(__always)
        public mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, bytes.count > 0 else { return }
            UTF8Buffer.copy(UnsafeRawPointer(source), to: UnsafeMutableRawPointer(reserve(bytes.count)), count: bytes.count)
            count += bytes.count
        }

        /// Appends what `body` writes at the pointer it is given, at most `bound` bytes (valid
        /// UTF-8), returning how many it wrote: many pieces for one capacity check (a JSON
        /// object's keys and numbers).
        @inlinable @inline(__always)
        public mutating func append(upTo bound: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
            let written = body(reserve(bound))
            precondition(written >= 0 && written <= bound, "UTF8Buffer.Writer: wrote past the room asked for")
            count += written
        }

        /// Appends one byte (an ASCII character: `UInt8(ascii: "{")`).
        @inlinable @inline(__always)
        public mutating func append(byte: UInt8) {
            reserve(1).pointee = byte
            count += 1
        }

        /// Appends a string literal. (Literals come here: ``append(_:)-(String)`` is
        /// disfavoured for them, so no `String` is made for one.)
        @inlinable @inline(__always)
        public mutating func append(_ literal: StaticString) {
            if literal.hasPointerRepresentation {
                append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
            } else {
                literal.withUTF8Buffer { append(bytes: $0) }
            }
        }

        /// Appends `text`'s UTF-8.
        @inlinable @_disfavoredOverload
        public mutating func append(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
                var text = text
                text.withUTF8 { append(bytes: $0) }
            }
        }

        /// Appends `value` in decimal, as `String(value)` spells it. 0 to 99 (the JSON's columns
        /// and lengths) are written in place, the others by a call.
        @inlinable @inline(__always)
        public mutating func append(_ value: Int) {
            if UInt(bitPattern: value) < 100 {
                if value < 10 { return append(byte: UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")) }
                let out = reserve(2)
                out[0] = UInt8(truncatingIfNeeded: value / 10) &+ UInt8(ascii: "0")
                out[1] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
                count += 2
                return
            }
            append(anyInteger: value)
        }

        /// ``append(_:)-(Int)`` of any integer.
        @inlinable @inline(never)
        mutating func append(anyInteger value: Int) {
            let out = reserve(UTF8Buffer.maximumDecimalLength)
            count += UTF8Buffer.writeDecimal(value, to: out)
        }

        /// Appends `value` as ``Swift/Double/shortestDescription`` spells it, without making a
        /// `String` for the usual whole numbers (`8`, `1000`, `-4`). Whole numbers from 0 to 99
        /// (most spacings and sizes) are written in place, the others by a call.
        @inlinable @inline(__always)
        public mutating func append(number value: Double) {
            // `-0` passes too: its digit is `0`, as `shortestDescription` spells it for a whole number.
            if value >= 0, value < 100 {
                let whole = Int(value)
                if Double(whole) == value { return append(whole) }
            }
            append(anyNumber: value)
        }

        /// ``append(number:)`` of any number.
        @inlinable @inline(never)
        mutating func append(anyNumber value: Double) {
            if let whole = UTF8Buffer.wholeNumber(value) { append(whole) } else { append(value.shortestDescription) }
        }

        /// The number of bytes in the buffer, those written through this writer included.
        @inlinable public var byteCount: Int { count }

        /// Calls `body` with the bytes written from offset `start` on (valid only during the call).
        @inlinable
        public func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
            precondition(start >= 0 && start <= count, "UTF8Buffer.Writer: offset out of range")
            return try body(UnsafeBufferPointer(start: base + start, count: count - start))
        }

        /// Forgets the bytes from offset `start` on (to take back a piece just written).
        @inlinable
        public mutating func removeAll(from start: Int) {
            precondition(start >= 0 && start <= count, "UTF8Buffer.Writer: offset out of range")
            count = start
        }
    }

    /// Calls `body` with a ``Writer`` that appends to this buffer, for writing many pieces in a
    /// row; the bytes it writes are in the buffer when the call returns.
    @inlinable
    public mutating func write<Result>(_ body: (inout Writer) throws -> Result) rethrows -> Result {
        var writer = beginWriting()
        defer { endWriting(writer) }
        return try body(&writer)
    }

    /// A writer on this buffer's storage, made its own.
    @usableFromInline mutating func beginWriting() -> Writer {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.capacity) }
        return Writer(storage: storage)
    }

    /// Takes back the storage and count of a writer made by ``beginWriting()``.
    @usableFromInline mutating func endWriting(_ writer: Writer) {
        storage = writer.storage
        storage.count = writer.count
    }
}
