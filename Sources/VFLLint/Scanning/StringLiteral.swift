import LayoutModel

/// A string literal's value together with where each of its bytes came from, so that a
/// position inside the value (a VFL diagnostic) maps back to a line and column of the file
/// through escapes, multi-line indentation, raw delimiters and concatenation.
public struct StringLiteral: Sendable, Equatable {
    /// The decoded UTF-8 bytes of the value.
    public var bytes: [UInt8] = []
    /// Where the bytes came from, as runs: the bytes from a run's `index` up to the next run's
    /// come from consecutive file offsets starting at its `offset`. A plain literal is one run
    /// per piece; each escape sequence starts one or two. (One offset per byte was 8 bytes of
    /// memory per byte of the literal: 40 MB for a 5 MB literal, issue #25.)
    private var runs: [Run] = []

    private struct Run: Sendable, Equatable {
        var index: Int
        var offset: Int
    }

    /// For each byte of ``bytes``, the file offset of the source text it came from (the `\`
    /// of an escape sequence). Built on demand from the runs (for tests and tools).
    public var offsets: [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count)
        for index in bytes.indices { offsets.append(sourceStart(ofByte: index)) }
        return offsets
    }
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
        if let last = runs.last, last.offset + (bytes.count - last.index) == offset {
            // Continues the last run.
        } else {
            runs.append(Run(index: bytes.count, offset: offset))
        }
        bytes.append(byte)
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
        for run in other.runs {
            if let last = runs.last, run.index == 0, last.offset + (base - last.index) == run.offset { continue }
            runs.append(Run(index: run.index + base, offset: run.offset))
        }
        bytes += other.bytes
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
        guard index >= 0, index < bytes.count else { return contentEnd }
        // The last run starting at or before `index` (runs are in byte order; the first starts at 0).
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].index <= index { low = middle } else { high = middle - 1 }
        }
        return runs[low].offset + (index - runs[low].index)
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
