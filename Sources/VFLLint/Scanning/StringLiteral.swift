import LayoutModel

/// A string literal's value together with where each of its bytes came from, so that a
/// position inside the value (a VFL diagnostic) maps back to a line and column of the file
/// through escapes, multi-line indentation, raw delimiters and concatenation.
public struct StringLiteral: Sendable, Equatable {
    /// The decoded UTF-8 bytes of the value.
    public var bytes: [UInt8] = []
    /// For each byte of ``bytes``, the file offset of the source text it came from (the `\`
    /// of an escape sequence).
    public var offsets: [Int] = []
    /// The file offset just after the value's last source byte (the closing quote's offset).
    public var contentEnd: Int = 0
    /// The whole literal, delimiters included.
    public var range: SourceRange = .point(0)
    /// Contains `\(…)`: the value is only known at run time.
    public var isInterpolated = false
    /// The literal ends before its closing delimiter (end of line or file).
    public var isUnterminated = false

    public init() {}

    /// The value as a Swift string.
    public var value: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ byte: UInt8, from offset: Int) {
        bytes.append(byte)
        offsets.append(offset)
    }

    mutating func append(scalar: Unicode.Scalar, from offset: Int) {
        for byte in String(Character(scalar)).utf8 { append(byte, from: offset) }
    }

    /// This literal followed by `other` (`"a" + "b"`, `@"a" @"b"`).
    public func concatenated(with other: StringLiteral) -> StringLiteral {
        var joined = self
        joined.bytes += other.bytes
        joined.offsets += other.offsets
        joined.contentEnd = other.contentEnd
        joined.range = range.union(other.range)
        joined.isInterpolated = isInterpolated || other.isInterpolated
        joined.isUnterminated = isUnterminated || other.isUnterminated
        return joined
    }

    /// The file range of the value's bytes `range` (a point range maps to a point).
    public func fileRange(of range: SourceRange) -> SourceRange {
        let count = bytes.count
        let start = range.start < count ? offsets[max(0, range.start)] : contentEnd
        guard range.end > range.start else { return .point(start) }
        let last = min(range.end, count) - 1
        let end = last >= 0 ? offsets[last] + 1 : contentEnd
        return SourceRange(start: start, end: max(start, end))
    }
}
