import LayoutModel
import Testing
@testable import VFLGenCLI

/// Issue #19: `JSONText` appends plain values whole (one scan of their bytes) and escapes the
/// others scalar by scalar. Either way the text must be what escaping every scalar gives; the
/// reference below is that escaping, as the documents were written before.
@Suite struct JSONTextTests {
    static func reference(_ value: String) -> String {
        var out = "\""
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
        return out + "\""
    }

    static let samples: [String] = [
        "", "a", "titleLabel.leading == container.leading + 16", "Views/Welcome.vfl", "with \"quotes\"",
        "back\\slash", "tab\there", "line\nbreak", "cr\r", "\u{7F}del", "\u{85}next line", "\u{9F}",
        "\u{202E}override\u{202C}", "\u{2066}isolate\u{2069}", "café", "日本語", "emoji 😀", "\u{1B}[31m", "\u{0}",
        String(repeating: "long plain text ", count: 100), String(repeating: "x", count: 15) + "\"",
    ]

    @Test(arguments: samples)
    func escapesAsEveryScalarWasEscaped(_ value: String) {
        #expect(JSONText.string(value) == Self.reference(value))
        var out = "prefix "
        JSONText.append(string: value, to: &out)
        #expect(out == "prefix " + Self.reference(value))
        var bytes = UTF8Buffer()
        bytes.append("prefix ")
        JSONText.append(string: value, to: &bytes)
        #expect(bytes.string == "prefix " + Self.reference(value))
    }

    /// Every single scalar from U+0000 to U+3000, and a sample beyond, alone and inside text.
    @Test func everyScalarAloneAndInText() {
        for value in Array(0...0x3000) + [0xFEFF, 0x1F600, 0x10FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            #expect(JSONText.string(alone) == Self.reference(alone))
            let inText = "ab" + alone + "cd"
            #expect(JSONText.string(inText) == Self.reference(inText))
        }
    }

    @Test func sourceRangesAsBefore() {
        let source = SourceFile(path: "Dir/we\"ird\u{85}.vfl", text: "layout A {\n    view b\n}\n")
        var ranges = JSONSourceRanges(source)
        for range in [SourceRange(start: 0, end: 6), SourceRange(start: 15, end: 19), .point(24)] {
            var bytes = UTF8Buffer()
            bytes.write { ranges.append(range, to: &$0) }
            let out = bytes.string
            #expect(out == JSONText.sourceRange(range, in: source))
            let location = source.location(of: range.start)
            #expect(out == "{\"file\": \(Self.reference(source.path)), \"line\": \(location.line), \"column\": \(location.column), \"length\": \(range.length)}")
        }
    }

    /// The plain check eight bytes at a time against the byte-by-byte one: each byte value at
    /// each place of runs of plain bytes of every length up to 28, at every alignment.
    @Test func plainBytesFoundEightAtATime() {
        var storage = [UInt8](repeating: UInt8(ascii: "a"), count: 40)
        #expect(JSONText.isPlain(UnsafeBufferPointer(start: nil, count: 0)))
        for length in 1...28 {
            for alignment in 0..<8 {
                for place in 0..<length {
                    for value in 0...255 {
                        storage[alignment + place] = UInt8(value)
                        defer { storage[alignment + place] = UInt8(ascii: "a") }
                        let expected = JSONText.isPlain(UInt8(value))
                        let found = storage.withUnsafeBufferPointer { JSONText.isPlain(UnsafeBufferPointer(rebasing: $0[alignment..<(alignment + length)])) }
                        if found != expected {
                            Issue.record("length \(length), alignment \(alignment), byte \(value) at \(place): \(found)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// Two bytes that are not plain in one word, and words of random bytes.
    @Test func wordsWithSeveralOddBytes() {
        for first in [0x00, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xFF] as [UInt8] {
            for second in [0x00, 0x1F, 0x20, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xFF] as [UInt8] {
                for a in 0..<8 {
                    for b in 0..<8 where b != a {
                        var bytes = [UInt8](repeating: UInt8(ascii: "m"), count: 8)
                        bytes[a] = first
                        bytes[b] = second
                        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                        #expect(JSONText.isPlain(word: word) == bytes.allSatisfy(JSONText.isPlain))
                    }
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let word: UInt64 = generator.next()
            let bytes = withUnsafeBytes(of: word) { Array($0) }
            #expect(JSONText.isPlain(word: word) == bytes.allSatisfy(JSONText.isPlain))
        }
    }

    /// A names table's items and metrics as literals (``JSONNameLiterals``), each as
    /// ``JSONText/string(_:)`` writes its name, with tables taking turns: the same numbers in
    /// another table are other names, some of which need escaping.
    @Test func nameLiteralsAreTheNamesOfTheTableLoaded() {
        let plain = ConstraintNames(items: ["icon", "form.content", "aVeryLongViewNameThatIsOverThirtyTwoBytes"], metrics: ["pad", "low"], labels: ["top"])
        let escaped = ConstraintNames(items: ["quo\"te", "vüe", "b"], metrics: ["back\\slash"], labels: [])
        let labelled = ConstraintNames(items: ["a"], metrics: [], labels: ["n\u{85}"])
        // Plain items and an escaped metric (the plain load stops at the metric), no names at
        // all, and an empty name.
        let metricEscaped = ConstraintNames(items: ["a", "bb"], metrics: ["ok", "q\"m"], labels: [])
        let empty = ConstraintNames(items: [], metrics: [], labels: [])
        let emptyName = ConstraintNames(items: ["", "c"], metrics: [""], labels: [])
        var literals = JSONNameLiterals()
        for table in [plain, escaped, plain, labelled, escaped, metricEscaped, plain, empty, emptyName, metricEscaped, emptyName] {
            let constraint = LayoutConstraint(names: table, first: table.items.isEmpty ? -1 : 0, .width, .equal, kind: .size, source: .point(0))
            withUnsafePointer(to: constraint) { #expect(!literals.isLoaded(for: $0)) }
            literals.load(table)
            withUnsafePointer(to: constraint) { #expect(literals.isLoaded(for: $0)) }
            #expect(literals.isPlain == (table.items + table.labels).allSatisfy { $0.utf8.allSatisfy(JSONText.isPlain) })
            var out = UTF8Buffer()
            var expected = ""
            out.write { writer in
                for number in (Array(-5...(-1)) + Array(table.items.indices)).map(Int32.init) {
                    literals.appendItem(number, to: &writer)
                    expected += JSONText.string(table.itemName(number))
                }
                for number in table.metrics.indices {
                    literals.appendMetric(Int32(number), to: &writer)
                    expected += JSONText.string(table.metrics[number])
                }
            }
            #expect(out.string == expected)
        }
    }

    /// Lines and columns found from the last range's line, as ``SourceFile/location(of:)`` finds
    /// them: ranges in order, in reverse, a few lines apart, far apart, at random, past the end,
    /// jumping back and forth.
    @Test func sourceRangesFoundFromTheLastOne() {
        var text = ""
        for line in 0..<300 { text += String(repeating: "x", count: line % 7) + "\n" }
        let source = SourceFile(path: "L.vfl", text: text)
        let count = source.utf8.count
        var generator = SystemRandomNumberGenerator()
        let orders: [[Int]] = [
            Array(0...count + 2), Array((0...count).reversed()), Array(stride(from: 0, through: count, by: 37)),
            Array(stride(from: count, through: 0, by: -53)), (0..<2_000).map { _ in Int.random(in: -3...(count + 3), using: &generator) },
            // Jumps of every size up to the whole file, forward and back, from ever other places.
            (0..<60).flatMap { [$0 * $0 % count, count - $0 * $0 % count, $0 * 7] },
        ]
        for offsets in orders {
            var ranges = JSONSourceRanges(source)
            for offset in offsets {
                let found = ranges.location(of: offset)
                let expected = source.location(of: offset)
                if found != expected {
                    Issue.record("offset \(offset): \(found), expected \(expected)")
                    return
                }
            }
        }
    }

    /// Source ranges written in place (``JSONSourceRanges/append(_:to:)``) are what
    /// ``JSONText/sourceRange(_:in:)`` spells: a line's digits kept from the last range and
    /// written again, or not (lines of one to seven digits, up and down), at every length.
    @Test func sourceRangesWrittenAsSourceRangeSpellsThem() {
        var text = ""
        for line in 0..<1_100_000 { text += line % 9 == 0 ? "abc\n" : "\n" }
        let source = SourceFile(path: "dir/Wide \"quoted\".vfl", text: text)
        let lineStarts = source.lineStarts
        var offsets: [Int] = []
        for line in [0, 1, 8, 9, 10, 9, 10, 99, 100, 99, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 9, 1_000_000, 8] {
            offsets += [lineStarts[line], lineStarts[line], lineStarts[line] + (line % 9 == 0 ? 2 : 0)]
        }
        var ranges = JSONSourceRanges(source)
        var buffer = UTF8Buffer()
        var expected = ""
        for (index, offset) in offsets.enumerated() {
            let range = SourceRange(start: offset, end: offset + index * 7 % 130)
            buffer.write { ranges.append(range, to: &$0) }
            expected += JSONText.sourceRange(range, in: source)
        }
        #expect(buffer.string == expected)
    }

    /// Integers spelled as `String(value)` spells them, one and two digits included (they take
    /// a shorter path), through the buffer and through a writer.
    @Test func integersAsStringSpellsThem() {
        var values = Array(-1_100...1_100) + [Int.min, Int.max, Int.min + 1, Int.max - 1]
        var power = 1
        while power < Int.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power - 1, -power, -power + 1]
        }
        for value in values {
            var buffer = UTF8Buffer()
            buffer.append(value)
            buffer.write { $0.append(value) }
            #expect(buffer.string == String(value) + String(value))
        }
    }

    /// Pieces of every length up to 80 appended whole, through the buffer and a writer, at
    /// every offset the buffer is at (the short ones are copied without `memcpy`).
    @Test func piecesOfEveryLengthCopied() {
        let source = (0..<80).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        for offset in 0..<9 {
            for length in 0...80 {
                var buffer = UTF8Buffer()
                let prefix = [UInt8](repeating: UInt8(ascii: "-"), count: offset)
                prefix.withUnsafeBufferPointer { buffer.append(bytes: $0) }
                source.withUnsafeBufferPointer { buffer.append(bytes: UnsafeBufferPointer(rebasing: $0[..<length])) }
                source.withUnsafeBufferPointer { piece in buffer.write { $0.append(bytes: UnsafeBufferPointer(rebasing: piece[..<length])) } }
                let piece = String(decoding: source[..<length], as: UTF8.self)
                #expect(buffer.string == String(repeating: "-", count: offset) + piece + piece)
            }
        }
    }

    /// A constraint's text is written straight into the document and escaped afterwards only
    /// when it must be (names with the samples' characters): the same as escaping the text,
    /// through a writer that goes on writing after it.
    @Test(arguments: samples)
    func constraintTextsEscapedAsTheirText(_ name: String) {
        let constraint = LayoutConstraint(
            first: .view(name), .leading, .equal, second: .view("b"), .trailing,
            constant: Term(8), kind: .spacing, source: SourceRange(start: 0, end: 1), name: name.isEmpty ? nil : "n"
        )
        var written = UTF8Buffer()
        written.write { out in
            var writer = ItemTextWriter(out: out, names: ItemNameBytes())
            writer.out.append("prefix ")
            JSONText.append(textOf: constraint, to: &writer)
            writer.out.append(", after")
            out = writer.out
        }
        #expect(written.string == "prefix " + Self.reference(constraint.text) + ", after")
    }
}
