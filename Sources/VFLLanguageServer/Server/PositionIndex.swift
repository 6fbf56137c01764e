/// LSP positions (lines and UTF-16 code units) ↔ UTF-8 byte offsets for one text, each
/// conversion in time independent of the line's length and the file's size (but a binary search).
///
/// Lines are LSP's: a line ends at `\n`, `\r\n` or a lone `\r`. A position past a line's end
/// means the line's end, before its line break; a line past the last one means the end of
/// the text. A character inside a surrogate pair (a UTF-16 position between the two halves
/// of one scalar) means the scalar's end.
///
/// How: the UTF-16 length of any prefix of the text is the number of its bytes that start a
/// scalar, plus one more for each that starts a 4-byte scalar (two UTF-16 units). That count
/// is kept every ``stride`` bytes and at every line's start, so the count at any offset is a
/// table look-up plus fewer than ``stride`` bytes, and the offset of a count is a binary search
/// of the table plus as many.
struct PositionIndex {
    /// Bytes between two stored counts.
    static let stride = 16
    private let bytes: [UInt8]
    /// The offset at which each line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int]
    /// `unitsBefore[k]`: the UTF-16 length of the first `k * stride` bytes.
    private let unitsBefore: [Int]
    /// The UTF-16 length of the text before each line.
    private let lineStartUnits: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var startUnits = [0]
        var units: [Int] = []
        units.reserveCapacity(bytes.count / Self.stride + 1)
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if index % Self.stride == 0 { units.append(count) }
                let byte = buffer[index]
                count += Self.units(byte)
                if byte == 10 || (byte == 13 && (index + 1 == buffer.count || buffer[index + 1] != 10)) {
                    starts.append(index + 1)
                    startUnits.append(count)
                }
                index += 1
            }
            if buffer.count % Self.stride == 0 { units.append(count) }
        }
        lineStarts = starts
        lineStartUnits = startUnits
        unitsBefore = units
    }

    /// The UTF-16 units a byte adds to the length: 1 for the lead byte of a scalar (2 for one
    /// of four bytes), 0 for a continuation byte.
    @inline(__always)
    private static func units(_ byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
    }

    /// The UTF-16 length of the first `offset` bytes.
    private func units(before offset: Int) -> Int {
        let block = offset / Self.stride
        return bytes.withUnsafeBufferPointer { bytes in
            var count = unitsBefore[block]
            var index = block * Self.stride
            while index < offset {
                count += Self.units(bytes[index])
                index += 1
            }
            return count
        }
    }

    /// Where line `line` ends, before its line break.
    func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The 0-based line holding `offset` (a line break belongs to the line it ends).
    func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte offset of an LSP position, clamped to its line's content and to the text.
    func offset(line: Int, character: Int) -> Int {
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        let end = contentEnd(ofLine: line)
        let startUnits = lineStartUnits[line]
        // Past the line's end (as measured without overflow): the line's end.
        guard character < units(before: end) - startUnits else { return end }
        let target = startUnits + character
        // The last stored count inside the line that is still short of the target.
        var low = start / Self.stride + 1
        var high = end / Self.stride
        var from = start
        var count = startUnits
        while low <= high {
            let mid = (low + high) / 2
            if unitsBefore[mid] < target {
                from = mid * Self.stride
                count = unitsBefore[mid]
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        var index = from
        while index < end, count < target {
            count += Self.units(bytes[index])
            index += 1
        }
        // To the end of a scalar whose lead byte was counted.
        while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    /// The LSP position of a byte offset (clamped to the text; an offset inside a line break
    /// is the line's end).
    func position(of offset: Int) -> (line: Int, character: Int) {
        let offset = max(0, min(offset, bytes.count))
        let line = line(at: offset)
        let clamped = min(offset, contentEnd(ofLine: line))
        return (line, units(before: clamped) - lineStartUnits[line])
    }

    /// A forward walk over the text for offsets asked in increasing order (semantic tokens,
    /// which come in document order): each position is the previous one moved by the bytes in
    /// between, so a whole document's tokens cost one pass over its bytes, with no search.
    func cursor() -> Cursor { Cursor(index: self) }

    struct Cursor {
        fileprivate let index: PositionIndex
        private var offset = 0
        private var line = 0
        /// The UTF-16 length of the text before `offset`.
        private var units = 0
        /// Bytes stepped over so far (at most the text's length: each is stepped over once).
        private(set) var bytesWalked = 0

        fileprivate init(index: PositionIndex) {
            self.index = index
        }

        /// The LSP position of `target`, as ``PositionIndex/position(of:)`` gives it; walking
        /// forward from the offset asked last.
        mutating func position(of target: Int) -> (line: Int, character: Int) {
            let target = max(0, min(target, index.bytes.count))
            // Behind the walk (never for tokens in order): a search, as without a cursor.
            guard target >= offset else { return index.position(of: target) }
            let starts = index.lineStarts
            bytesWalked += target - offset
            index.bytes.withUnsafeBufferPointer { bytes in
                while offset < target {
                    units += PositionIndex.units(bytes[offset])
                    offset += 1
                    if line + 1 < starts.count, starts[line + 1] == offset { line += 1 }
                }
            }
            let end = index.contentEnd(ofLine: line)
            // Inside a line break: the line's end.
            let clampedUnits = offset <= end ? units : units - (offset - end)
            return (line, clampedUnits - index.lineStartUnits[line])
        }
    }
}

