/// Bytes and scanners used only by vflgen's extensions and by hexadecimal numbers.
extension Bytes {
    static let tilde = UInt8(ascii: "~")
    static let hash = UInt8(ascii: "#")
    static let percent = UInt8(ascii: "%")
    static let star = UInt8(ascii: "*")
    static let upperX = UInt8(ascii: "X")
    static let lowerP = UInt8(ascii: "p")
    static let upperP = UInt8(ascii: "P")

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- 97 < 6 }
}

extension ByteText {
    /// A number as VFL lines and metric declarations read it: hexadecimal after `0x`
    /// (``scanHexNumber(from:end:)``), otherwise decimal (``scanNumber(from:end:)``).
    func scanDecimalOrHexNumber(from start: Int, end: Int) -> (value: Double?, end: Int) {
        startsHexNumber(at: start, end: end) ? scanHexNumber(from: start, end: end) : scanNumber(from: start, end: end)
    }

    /// Whether the text at `start` is `0x`/`0X` (after an optional `-`): a hexadecimal number.
    @inline(__always)
    private func startsHexNumber(at start: Int, end: Int) -> Bool {
        var index = start
        if index < end, bytes[index] == Bytes.dash { index += 1 }
        guard index + 1 < end, bytes[index] == UInt8(ascii: "0") else { return false }
        return bytes[index + 1] == Bytes.lowerX || bytes[index + 1] == Bytes.upperX
    }

    /// Scans a hexadecimal number the way `strtod` reads one (Apple's runtime parses VFL
    /// numbers with it): `-`? `0x` hex digits with an optional `.`, then an optional binary
    /// exponent `p[+-]digits`. `0x10` is 16, `0x1.8p1` is 3. Returns `nil` (with the end of
    /// the bad text) when there is no hex digit or the value is not finite.
    private func scanHexNumber(from start: Int, end: Int) -> (value: Double?, end: Int) {
        var index = start
        if bytes[index] == Bytes.dash { index += 1 }
        index += 2  // 0x
        var digits = 0
        while index < end, Bytes.isHexDigit(bytes[index]) { index += 1; digits += 1 }
        if index < end, bytes[index] == Bytes.dot {
            index += 1
            while index < end, Bytes.isHexDigit(bytes[index]) { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            var badEnd = index
            while badEnd < end, Bytes.isIdentifierContinue(bytes[badEnd]) { badEnd += 1 }
            return (nil, badEnd)
        }
        if index < end, bytes[index] == Bytes.lowerP || bytes[index] == Bytes.upperP {
            var exponent = index + 1
            if exponent < end, bytes[exponent] == Bytes.dash || bytes[exponent] == Bytes.plus { exponent += 1 }
            if exponent < end, Bytes.isDigit(bytes[exponent]) {
                index = exponent
                while index < end, Bytes.isDigit(bytes[index]) { index += 1 }
            }
        }
        guard let value = Double(string(start, index)), value.isFinite else { return (nil, index) }
        return (value, index)
    }
}
