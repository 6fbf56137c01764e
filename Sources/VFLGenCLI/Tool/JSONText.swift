import LayoutModel

/// The pieces the commands' hand-written `--format json` documents share. Writing JSON by
/// hand keeps key order and number spelling fixed, so the documents are byte-stable.
enum JSONText {
    /// A JSON string literal (quotes, backslashes and control characters escaped; also C1
    /// controls and bidi overrides, as `\u0085`, so the document is safe on a terminal too).
    static func string(_ value: String) -> String {
        var out = ""
        append(string: value, to: &out)
        return out
    }

    /// ``string(_:)`` appended to `out` in place. A value of printable ASCII with no quote or
    /// backslash (names, constraint texts, paths: nearly every value) is found so by one scan
    /// of its bytes and appended whole; only the others are escaped scalar by scalar.
    static func append(string value: String, to out: inout String) {
        out += "\""
        if isPlain(value) {
            out += value
        } else {
            appendEscaped(value, to: &out)
        }
        out += "\""
    }

    /// ``append(string:to:)`` into bytes (the streamed documents).
    static func append(string value: String, to out: inout UTF8Buffer) {
        out.write { append(string: value, to: &$0) }
    }

    /// ``append(string:to:)`` through a writer: a plain value is checked and copied from its
    /// bytes in place.
    @inline(__always)
    static func append(string value: String, to out: inout UTF8Buffer.Writer) {
        out.append(byte: UInt8(ascii: "\""))
        let appended = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard isPlain(bytes) else { return false }
            out.append(bytes: bytes)
            return true
        }
        if appended != true { appendEscaped(value, to: &out) }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// ``append(string:to:)`` of the text whose (valid) UTF-8 is `bytes`, copied as it is when
    /// plain, without the quotes around it (the caller writes them with the pieces before and after).
    @inline(__always)
    static func appendUnquoted(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout UTF8Buffer.Writer) {
        if isPlain(bytes) {
            out.append(bytes: bytes)
        } else {
            appendEscaped(String(decoding: bytes, as: UTF8.self), to: &out)
        }
    }

    /// The rare path of ``append(string:to:)-(_,UTF8Buffer.Writer)``: a value to escape, or
    /// one whose bytes are not contiguous.
    @inline(never)
    private static func appendEscaped(_ value: String, to out: inout UTF8Buffer.Writer) {
        if isPlain(value) {
            out.append(value)
        } else {
            var escaped = ""
            appendEscaped(value, to: &escaped)
            out.append(escaped)
        }
    }

    /// ``append(string:to:)`` of `constraint`'s ``LayoutModel/LayoutConstraint/text``, written
    /// straight into `writer`'s output (its items from the writer's bytes) and escaped afterwards
    /// only if it has to be (a name with a quote). `isPlain`: the caller knows the text needs no
    /// escaping (its table's names are plain: ``JSONNameLiterals/isPlain``).
    @inline(__always)
    static func append(textOf constraint: LayoutConstraint, to writer: inout ItemTextWriter, isPlain knownPlain: Bool = false) {
        writer.out.append(byte: UInt8(ascii: "\""))
        let start = writer.out.byteCount
        writer.appendText(of: constraint)
        if !knownPlain, !writer.out.withBytes(from: start, { isPlain($0) }) {
            writer.out.removeAll(from: start)
            appendEscapedText(of: constraint, to: &writer.out)
        }
        writer.out.append(byte: UInt8(ascii: "\""))
    }

    /// ``append(textOf:to:isPlain:)`` of the constraint at `constraint`, read in place
    /// (``LayoutModel/ItemTextWriter/appendText(at:)``: no copy of the constraint), without the
    /// quotes around it (the caller writes them with the pieces before and after).
    @inline(__always)
    static func appendUnquoted(textAt constraint: UnsafePointer<LayoutConstraint>, to writer: inout ItemTextWriter, isPlain knownPlain: Bool = false) {
        let start = writer.out.byteCount
        writer.appendText(at: constraint)
        if !knownPlain, !writer.out.withBytes(from: start, { isPlain($0) }) {
            writer.out.removeAll(from: start)
            appendEscapedText(of: constraint.pointee, to: &writer.out)
        }
    }

    /// The rare path of ``append(textOf:to:isPlain:)``: a text to escape.
    @inline(never)
    private static func appendEscapedText(of constraint: LayoutConstraint, to out: inout UTF8Buffer.Writer) {
        var escaped = ""
        appendEscaped(constraint.text, to: &escaped)
        out.append(escaped)
    }

    /// Whether `byte` is printable ASCII other than `"` and `\`.
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }

    /// Whether every byte of `bytes` is printable ASCII other than `"` and `\`: eight bytes at a
    /// time (``isPlain(word:)``), the last eight overlapping the ones before when the count is not
    /// a multiple of eight, fewer than eight one by one. (`JSONTextTests` compares it with
    /// ``isPlain(_:)-(UInt8)`` for every byte at every place, at every length and alignment.)
    @inline(__always)
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        guard count >= 8 else {
            for index in 0..<count where !isPlain(base[index]) { return false }
            return true
        }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= count {
            if !isPlain(word: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index += 8
        }
        return index == count || isPlain(word: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }

    /// Whether all eight bytes of `word` are printable ASCII other than `"` and `\`: no byte is
    /// below 0x20, none has its high bit set, and none equals 0x7F, `"` or `\` (a byte equal to
    /// one is a zero byte of `word` XOR that byte repeated). Each test finds whether some byte
    /// qualifies, exactly: a borrow starts only at a byte that qualifies.
    @inline(__always)
    static func isPlain(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below = (word &- ones &* 0x20) & ~word & highs
        let outside = word & highs
        let special = hasZeroByte(word ^ (ones &* 0x7F)) | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))
        return below | outside | special == 0
    }

    /// Whether every byte of `value` is printable ASCII other than `"` and `\`.
    private static func isPlain(_ value: String) -> Bool {
        if let answer = value.utf8.withContiguousStorageIfAvailable({ bytes in isPlain(bytes) }) {
            return answer
        }
        return value.utf8.allSatisfy(isPlain)
    }

    /// The escaping of ``string(_:)``, scalar by scalar, without the quotes.
    private static func appendEscaped(_ value: String, to out: inout String) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.needsEscaping {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// `{"file": …, "line": …, "column": …, "length": …}` for a source range.
    static func sourceRange(_ range: SourceRange, in source: SourceFile) -> String {
        let location = source.location(of: range.start)
        return "{\"file\": \(string(source.path)), \"line\": \(location.line), \"column\": \(location.column), \"length\": \(range.length)}"
    }

    /// Array elements one per line at `indent` spaces (the brackets are the caller's).
    static func list(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "" }
        let pad = String(repeating: " ", count: indent)
        return "\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent - 2)
    }

    /// `{"id", "severity", "message", "source", "notes"}` for a diagnostic about `source`
    /// (nil: a diagnostic with no place, such as a file that cannot be read).
    static func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
        "{\"id\": \(string(diagnostic.id.rawValue)), \"severity\": \(string(diagnostic.severity.rawValue)), "
            + "\"message\": \(string(diagnostic.message)), \"source\": \(place(diagnostic.range, in: source)), "
            + "\"notes\": [\(notes(of: diagnostic, in: source))]}"
    }

    /// `{"message", "source"}` for each note of `diagnostic`, comma-separated.
    static func notes(of diagnostic: Diagnostic, in source: SourceFile?) -> String {
        diagnostic.notes.map { note in
            "{\"message\": \(string(note.message)), \"source\": \(place(note.range, in: source))}"
        }.joined(separator: ", ")
    }

    /// ``sourceRange(_:in:)``, or `null` without a range or a file.
    private static func place(_ range: SourceRange?, in source: SourceFile?) -> String {
        guard let range, let source else { return "null" }
        return sourceRange(range, in: source)
    }
}

/// Writes the `{"file", "line", "column", "length"}` objects of one file's ranges in place,
/// with the file's escaped path made once (``JSONText/sourceRange(_:in:)`` makes it per range).
///
/// A range's line is found from the last one's (``SourceFile/location(of:)`` searches the whole
/// file's line starts for each): a layout's constraints come nearly in file order, so the next
/// range is on the same line or a few below; farther, or above, it is searched for.
struct JSONSourceRanges {
    let source: SourceFile
    /// `{"file": "…", "line": ` as UTF-8 (copied per range without a `String`'s retain and release).
    private let prefix: [UInt8]
    /// The file's line starts (``SourceFile/lineStarts``) and its length in bytes.
    private let lineStarts: [Int]
    private let length: Int
    /// The index in ``lineStarts`` of the last range's line.
    private var line = 0
    /// The last line number written (nil: none, or one of more than eight digits) and its
    /// decimal digits, the first in the low byte: a format line's constraints share a line, and
    /// its digits are copied rather than spelled again.
    private var writtenLine: Int?
    private var writtenLineDigits: UInt64 = 0
    private var writtenLineLength = 0

    init(_ source: SourceFile) {
        self.source = source
        var prefix = "{\"file\": "
        JSONText.append(string: source.path, to: &prefix)
        prefix += ", \"line\": "
        self.prefix = Array(prefix.utf8)
        lineStarts = source.lineStarts
        length = source.utf8.count
    }

    /// ``SourceFile/location(of:)`` of `offset`, found from the last one's line: the next few
    /// lines one by one (a format line's constraints, the next line's), farther ones by steps
    /// that double (1, 2, 4, …) from there, forward or back, then by halves between the last two
    /// steps. The lines searched stay near the last one: a search from the file's ends
    /// (100,000 layouts' 280,000 lines, 2.2 MB of line starts) missed the caches at nearly every
    /// step, and the one such search per layout took 7% of the JSON's time.
    mutating func location(of offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, length))
        let line = lineStarts.withUnsafeBufferPointer { starts -> Int in
            // The last line start at or before `offset` in `low...high`, where `starts[low] <= offset`.
            func search(_ low: Int, _ high: Int) -> Int {
                var low = low, high = high
                while low < high {
                    let mid = (low + high + 1) / 2
                    if starts[mid] <= offset { low = mid } else { high = mid - 1 }
                }
                return low
            }
            var line = self.line
            guard starts[line] <= offset else {
                // Back: `starts[high] > offset` (`starts[0]` is 0, so the line is found).
                var high = line, step = 1
                while true {
                    let probe = high - step
                    if probe <= 0 { return search(0, high - 1) }
                    if starts[probe] <= offset { return search(probe, high - 1) }
                    high = probe
                    step *= 2
                }
            }
            for _ in 0..<8 {
                guard line + 1 < starts.count, starts[line + 1] <= offset else { return line }
                line += 1
            }
            // Forward: `starts[line] <= offset`.
            var step = 1
            while true {
                let probe = line + step
                if probe >= starts.count { return search(line, starts.count - 1) }
                if starts[probe] > offset { return search(line, probe - 1) }
                line = probe
                step *= 2
            }
        }
        self.line = line
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// Appends ``JSONText/sourceRange(_:in:)`` of `range`: its pieces written in place, for one
    /// capacity check (``LayoutModel/UTF8Buffer/Writer/append(upTo:_:)``).
    mutating func append(_ range: SourceRange, to out: inout UTF8Buffer.Writer) {
        let location = location(of: range.start)
        let decimal = UTF8Buffer.maximumDecimalLength
        prefix.withUnsafeBufferPointer { prefix in
            let column: StaticString = ", \"column\": ", length: StaticString = ", \"length\": "
            out.append(upTo: prefix.count + 3 * decimal + column.utf8CodeUnitCount + length.utf8CodeUnitCount + 1) { start in
                var end = start
                UTF8Buffer.copy(UnsafeRawPointer(prefix.baseAddress!), to: UnsafeMutableRawPointer(end), count: prefix.count)
                end += prefix.count
                end += writeLine(location.line, to: end)
                UTF8Buffer.copy(UnsafeRawPointer(column.utf8Start), to: UnsafeMutableRawPointer(end), count: column.utf8CodeUnitCount)
                end += column.utf8CodeUnitCount
                end += UTF8Buffer.writeDecimal(location.column, to: end)
                UTF8Buffer.copy(UnsafeRawPointer(length.utf8Start), to: UnsafeMutableRawPointer(end), count: length.utf8CodeUnitCount)
                end += length.utf8CodeUnitCount
                end += UTF8Buffer.writeDecimal(range.length, to: end)
                end.pointee = UInt8(ascii: "}")
                return end + 1 - start
            }
        }
    }

    /// Writes line number `line` in decimal at `out` (room for ``LayoutModel/UTF8Buffer/maximumDecimalLength``
    /// bytes), returning how many bytes it wrote: the last one's digits again, in one store, when
    /// it is the same.
    @inline(__always)
    private mutating func writeLine(_ line: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if line == writtenLine {
            UnsafeMutableRawPointer(out).storeBytes(of: writtenLineDigits, as: UInt64.self)
            return writtenLineLength
        }
        let length = UTF8Buffer.writeDecimal(line, to: out)
        guard length <= 8 else {
            writtenLine = nil
            return length
        }
        // The digits, the first in the low byte; the bytes past them are left out (they are
        // written over by what follows).
        let word = UnsafeRawPointer(out).loadUnaligned(as: UInt64.self)
        writtenLineDigits = length == 8 ? word : word & ((1 << (8 * UInt64(length))) - 1)
        writtenLine = line
        writtenLineLength = length
        return length
    }
}
