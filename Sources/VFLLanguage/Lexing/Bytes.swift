#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// Byte classes and scanners over UTF-8 text. The lexer never builds a `String` per
/// character and never uses Foundation or regular expressions.
enum Bytes {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let dot = UInt8(ascii: ".")
    static let dash = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let bar = UInt8(ascii: "|")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let at = UInt8(ascii: "@")
    static let equals = UInt8(ascii: "=")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let underscore = UInt8(ascii: "_")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")
    static let lowerX = UInt8(ascii: "x")

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }

    /// `[A-Za-z_]`: VFL names are C identifiers.
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 97 < 26 || byte == underscore
    }

    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// Eight bytes (the first in the low byte) with bit 7 of each byte set where that byte is
    /// not ``isIdentifierContinue(_:)`` (`[A-Za-z0-9_]`), all eight classified at once. Each
    /// range test adds a constant to the low seven bits of every byte, which carries into bit
    /// 7 exactly when the byte is at least the range's start (no carry crosses a byte);
    /// bytes of 0x80 and above are never identifier bytes.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low = word & ~high
        // Letters, case folded: 0x61...0x7A.
        let folded = low | (0x20 &* ones)
        let letter = (folded &+ (0x1F &* ones)) & ~(folded &+ (0x05 &* ones))
        // Digits: 0x30...0x39.
        let digit = (low &+ (0x50 &* ones)) & ~(low &+ (0x46 &* ones))
        // `_`: a zero byte after the exclusive or.
        let underscore = ~((low ^ (0x5F &* ones)) &+ (0x7F &* ones))
        return ~((letter | digit | underscore) & ~word) & high
    }
}

/// A read-only view of the file's bytes with the scanners the parsers share.
struct ByteText {
    let bytes: UnsafeBufferPointer<UInt8>

    @inline(__always)
    subscript(_ index: Int) -> UInt8 { bytes[index] }

    /// The byte at `index`, or 0 past `end`.
    @inline(__always)
    func byte(at index: Int, end: Int) -> UInt8 { index < end ? bytes[index] : 0 }

    /// The end of the identifier starting at `start` (which must be an identifier start).
    @inline(__always)
    func identifierEnd(from start: Int, end: Int) -> Int {
        var index = start + 1
        // Eight bytes at a time while they lie before `end`: names are often longer than a word.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= end {
                let stops = Bytes.nonIdentifierBytes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
                if stops != 0 { return index + stops.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < end, Bytes.isIdentifierContinue(bytes[index]) { index += 1 }
        return index
    }

    /// Skips spaces and tabs.
    @inline(__always)
    func skipWhitespace(from start: Int, end: Int) -> Int {
        var index = start
        while index < end, Bytes.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The text of `start..<end`.
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The text of `range`.
    func string(_ range: SourceRange) -> String { string(range.start, range.end) }

    /// Source text quoted in a diagnostic message: `start..<end` widened to whole UTF-8
    /// characters, with control characters escaped (`\r`, `\u{1B}`), so a message never
    /// garbles or restyles the terminal it is printed to.
    func quoted(_ start: Int, _ end: Int) -> String {
        var end = end
        while end < bytes.count, bytes[end] & 0b1100_0000 == 0b1000_0000 { end += 1 }
        return string(start, end).escapingControlCharacters
    }

    /// Whether two ranges hold the same bytes (compared eight at a time).
    @inline(__always)
    func equal(_ a: SourceRange, _ b: SourceRange) -> Bool {
        let count = a.end - a.start
        guard count == b.end - b.start else { return false }
        guard count > 0, let base = bytes.baseAddress else { return true }
        let first = UnsafeRawPointer(base + a.start)
        let second = UnsafeRawPointer(base + b.start)
        if count < 8, a.start + 8 <= bytes.count, b.start + 8 <= bytes.count {
            // A short name (most are) in one load each, the bytes past it masked off.
            let mask = UInt64.max >> UInt64(64 - 8 * count)
            return (first.loadUnaligned(as: UInt64.self).littleEndian ^ second.loadUnaligned(as: UInt64.self).littleEndian) & mask == 0
        }
        var offset = 0
        while offset + 8 <= count {
            if first.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        if offset < count, count >= 8 {
            // The last eight bytes (some compared already) in one load each.
            return first.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == second.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        while offset < count {
            if first.load(fromByteOffset: offset, as: UInt8.self) != second.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    /// A hash of every byte in `range` for ``SymbolTable``, seeded per process (see
    /// ``NameHash``). Names that share their length and a few bytes (`cell_000001`,
    /// `cell_000002`…) must not collide: one probe per name keeps lookups linear in the
    /// file's size whatever names an input chooses.
    @inline(__always)
    func hash(_ range: SourceRange) -> UInt64 { hash(range, seed: NameHash.frontEndSeed) }

    /// ``hash(_:)`` under `seed` (``NameHash/frontEndSeed``, read once by the caller).
    @inline(__always)
    func hash(_ range: SourceRange, seed: UInt64) -> UInt64 {
        guard let base = bytes.baseAddress else { return NameHash.hash(nil, count: 0, seed: seed) }
        let count = range.end - range.start
        if count > 0, count < 8, range.start + 8 <= bytes.count {
            // A short name (most are) in one load instead of a byte loop: the same word
            // ``NameHash`` builds from its bytes, so the same hash.
            let word = UnsafeRawPointer(base + range.start).loadUnaligned(as: UInt64.self).littleEndian
            let state = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
            return NameHash.finish(NameHash.combine(state, word & (UInt64.max >> UInt64(64 - 8 * count))))
        }
        return NameHash.hash(UnsafeRawPointer(base + range.start), count: range.end - range.start, seed: seed)
    }

    /// The offset of the first `byte` in `start..<end`, or `end`.
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int, end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress else { return end }
        guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `start..<end` spells `word` (ASCII).
    @inline(__always)
    func matches(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let count = end - start
        guard count == word.utf8CodeUnitCount else { return false }
        guard count > 0, let base = bytes.baseAddress else { return true }
        let text = base + start
        let spelled = word.utf8Start
        var offset = 0
        while offset < count {
            if text[offset] != spelled[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Scans a number the way `strtod` reads a decimal: digits, an optional fraction and an
    /// optional exponent, after an optional `-`. Returns `nil` (with the end of the bad text)
    /// when the text at `start` is not such a number; `+5` and `.5` are rejected as Apple does.
    func scanNumber(from start: Int, end: Int) -> (value: Double?, end: Int) {
        var index = start
        var negative = false
        if index < end, bytes[index] == Bytes.dash {
            negative = true
            index += 1
        }
        guard index < end, Bytes.isDigit(bytes[index]) else {
            return (nil, badNumberEnd(from: start, end: end))
        }
        var integer: Int64 = 0
        var digits = 0
        var isSimple = true
        while index < end, Bytes.isDigit(bytes[index]) {
            if digits < 18 {
                integer = integer &* 10 &+ Int64(bytes[index] &- 48)
            } else {
                isSimple = false
            }
            digits += 1
            index += 1
        }
        if index < end, bytes[index] == Bytes.dot {
            isSimple = false
            index += 1
            while index < end, Bytes.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] == Bytes.lowerE || bytes[index] == Bytes.upperE {
            isSimple = false
            var exponent = index + 1
            if exponent < end, bytes[exponent] == Bytes.dash || bytes[exponent] == Bytes.plus { exponent += 1 }
            guard exponent < end, Bytes.isDigit(bytes[exponent]) else {
                return (nil, badNumberEnd(from: start, end: end))
            }
            index = exponent
            while index < end, Bytes.isDigit(bytes[index]) { index += 1 }
        }
        if isSimple {
            let value = Double(integer)
            return (negative ? -value : value, index)
        }
        // Rare path: let the standard library's strtod-exact conversion do it. Overflow to
        // infinity is rejected: no constraint can use it.
        guard let value = Double(string(start, index)), value.isFinite else {
            return (nil, index)
        }
        return (value, index)
    }

    /// Where a malformed number ends, for the diagnostic's range.
    private func badNumberEnd(from start: Int, end: Int) -> Int {
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            guard Bytes.isIdentifierContinue(byte) || byte == Bytes.dot || byte == Bytes.plus else { break }
            index += 1
        }
        return min(index, end)
    }
}
