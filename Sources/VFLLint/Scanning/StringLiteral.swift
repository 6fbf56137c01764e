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
    /// Where each concatenated piece after the first starts in ``bytes``, with the end of the
    /// piece before it in the file (its closing quote).
    public var pieceStarts: [PieceStart] = []

    /// See ``pieceStarts``.
    public struct PieceStart: Sendable, Equatable {
        public var index: Int
        public var previousEnd: Int
    }
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
        joined.append(other)
        return joined
    }

    /// Appends `other` in place: joining n pieces one by one costs their total size, not n².
    public mutating func append(_ other: StringLiteral) {
        let base = bytes.count
        pieceStarts.append(PieceStart(index: base, previousEnd: contentEnd))
        pieceStarts += other.pieceStarts.map { PieceStart(index: $0.index + base, previousEnd: $0.previousEnd) }
        bytes += other.bytes
        offsets += other.offsets
        contentEnd = other.contentEnd
        range = range.union(other.range)
        isInterpolated = isInterpolated || other.isInterpolated
        isUnterminated = isUnterminated || other.isUnterminated
    }

    /// The file range of the value's bytes `range`: from the source of its first byte to the
    /// source of the byte after it (so an escape is covered whole), or to the closing quote.
    public func fileRange(of range: SourceRange) -> SourceRange {
        let start = sourceStart(ofByte: range.start)
        guard range.end > range.start else { return .point(start) }
        return SourceRange(start: start, end: max(start, sourceEnd(beforeByte: range.end)))
    }

    /// Where byte `index` comes from (`contentEnd` past the end).
    private func sourceStart(ofByte index: Int) -> Int {
        index >= 0 && index < offsets.count ? offsets[index] : contentEnd
    }

    /// Where the source of the bytes before `index` ends: the next byte's source, or the end
    /// of the piece when `index` starts the next concatenated piece.
    private func sourceEnd(beforeByte index: Int) -> Int {
        // Pieces are in byte order: a binary search, so n diagnostics in n pieces cost n log n.
        var low = 0
        var high = pieceStarts.count
        while low < high {
            let middle = (low + high) / 2
            if pieceStarts[middle].index < index { low = middle + 1 } else { high = middle }
        }
        if low < pieceStarts.count, pieceStarts[low].index == index { return pieceStarts[low].previousEnd }
        return sourceStart(ofByte: index)
    }
}
