/// The text of one input file, with the line table needed to turn byte offsets into
/// line:column positions.
///
/// Everything the compiler produces refers to source by UTF-8 byte offsets
/// (``SourceRange``); line and column are computed only when a diagnostic is printed,
/// the way swift-syntax and Go's `go/token` do it. Columns are 1-based and count UTF-8
/// bytes, like clang and swiftc, so Xcode and SwiftPM place the caret correctly.
public struct SourceFile: Sendable {
    /// The path as the user gave it; printed verbatim in diagnostics.
    public let path: String
    /// The file's bytes, decoded as UTF-8.
    public let text: String
    /// The file's UTF-8 bytes.
    public let utf8: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, text: String) {
        self.init(path: path, text: text, utf8: Array(text.utf8))
    }

    /// A file from bytes already known to be valid UTF-8 (see ``UTF8Validation``), kept as
    /// they are: a large input is not copied once more to get them back from the text.
    public init(path: String, validUTF8 bytes: [UInt8]) {
        self.init(path: path, text: String(decoding: bytes, as: UTF8.self), utf8: bytes)
    }

    /// A file from valid UTF-8 `bytes` and the `String` made from them (``UTF8Validation``
    /// validates them once, as it makes the text).
    init(path: String, text: String, validUTF8 bytes: [UInt8]) {
        self.init(path: path, text: text, utf8: bytes)
    }

    private init(path: String, text: String, utf8 bytes: [UInt8]) {
        self.path = path
        self.text = text
        self.utf8 = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// The offset of each line's start: 0, and each byte after a newline. Eight bytes are
    /// tested at a time: a word with no newline byte is skipped whole, and in one that has some,
    /// each is found from the word's bits.
    static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        let raw = UnsafeRawPointer(base)
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var index = 0
        while index + 8 <= bytes.count {
            // A byte of `word` is zero where the text has a newline; `zeros` has the high bit of
            // exactly those bytes set (no carry crosses bytes: each sum is at most 0xFE).
            let word = (raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian) ^ newlines
            var zeros = ~(((word & lows) &+ lows) | word | lows)
            while zeros != 0 {
                starts.append(index + zeros.trailingZeroBitCount / 8 + 1)
                zeros &= zeros &- 1
            }
            index += 8
        }
        for offset in index..<bytes.count where base[offset] == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        return starts
    }

    /// The 1-based line and column of a byte offset (clamped to the file).
    public func location(of offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, utf8.count))
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : utf8.count
        if end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: utf8[start..<max(start, end)], as: UTF8.self)
    }

    /// The source text covered by `range`.
    public func text(in range: SourceRange) -> String {
        let start = max(0, min(range.start, utf8.count))
        let end = max(start, min(range.end, utf8.count))
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and column (column in UTF-8 bytes).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
