import LayoutModel
import TestRandom
import Testing

/// `vflgen constraints` writes each layout's constraint texts through one
/// ``UTF8Buffer/Writer``; these tests hold the bytes to ``LayoutModel/LayoutConstraint/text``
/// (the `String` form the generator, `check` and hover use) for every shape of constraint.
@Suite struct ConstraintTextWriterTests {
    /// Names of every length up to past 32 bytes (the writer copies pieces by length), a
    /// scroll guide's dotted name, non-ASCII letters and the characters JSON escapes.
    static let names = [
        "a", "ab", "abc", "icon", "title", "button12", "subtitleLabel_0", "aVeryLongViewNameThatGoesOn",
        "anEvenLongerViewNameThatIsOverThirtyTwoBytes", "form.content", "vüe", "Ωmega", "quo\"te", "back\\slash",
    ]
    static let attributes: [LayoutAttribute] = [.leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline]
    static let numbers: [Double] = [0, 1, -1, 8, 20, 1000, -8, 0.5, 2.25, 1e-7, 123456789, 1.0 / 3, 750, 999]

    /// A random constraint by number in `names`, with every optional part sometimes present.
    static func constraint(_ random: inout SplitMix64, names: ConstraintNames) -> LayoutConstraint {
        func item() -> Int32 { random.below(4) == 0 ? -1 - Int32(random.below(5)) : Int32(random.below(names.items.count)) }
        func attribute() -> LayoutAttribute { attributes[random.below(attributes.count)] }
        func number() -> Double { numbers[random.below(numbers.count)] }
        let hasSecond = random.below(3) > 0
        let fraction: MultiplierFraction? = random.below(5) == 0
            ? MultiplierFraction(numerator: random.below(2) == 0 ? nil : Double(1 + random.below(16)), denominator: Double(1 + random.below(9)))
            : nil
        return LayoutConstraint(
            names: names, first: item(), attribute(), [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)],
            second: hasSecond ? item() : ConstraintNames.none, hasSecond ? attribute() : nil,
            multiplier: random.below(3) == 0 ? number() : 1,
            constant: number(), priority: random.below(2) == 0 ? 1000 : number(),
            kind: .spacing, source: SourceRange(start: 0, end: 1),
            nameNumber: random.below(4) == 0 ? Int32(random.below(names.labels.count)) : ConstraintNames.none,
            firstOrigin: random.below(6) == 0 ? item() : ConstraintNames.none, attribute(),
            secondOrigin: random.below(6) == 0 ? item() : ConstraintNames.none, attribute(),
            multiplierFraction: fraction
        )
    }

    @Test func theWriterSpellsEveryConstraintAsItsText() {
        var random = SplitMix64(state: 39)
        for round in 0..<200 {
            let rotation = round % Self.names.count
            let names = ConstraintNames(items: Array(Self.names[rotation...] + Self.names[..<rotation]), metrics: ["m"], labels: ["top", "n\(round)", "wide_name_\(round)"])
            let constraints = (0..<25).map { _ in Self.constraint(&random, names: names) }
            // One at a time into a buffer, all in a row through one writer, and into a buffer
            // that shares its storage with a copy (the copy must keep its bytes).
            var expected = "start "
            var oneByOne = UTF8Buffer()
            oneByOne.append("start ")
            var inARow = UTF8Buffer(capacity: 1)
            inARow.append("start ")
            let before = inARow
            inARow.write { writer in
                for constraint in constraints {
                    constraint.appendText(to: &writer)
                    writer.append(byte: UInt8(ascii: "\n"))
                }
            }
            for constraint in constraints {
                expected += constraint.text + "\n"
                constraint.appendText(to: &oneByOne)
                oneByOne.append(byte: UInt8(ascii: "\n"))
            }
            #expect(oneByOne.string == expected)
            #expect(inARow.string == expected)
            #expect(before.string == "start ")
        }
    }

    /// ``LayoutConstraint/appendTextLines(of:to:names:)`` (the text form's writer, item names
    /// from bytes made once per table) spells every constraint as its text: one `ItemNameBytes`
    /// kept across lists whose tables change from list to list and within a list.
    @Test func linesWithTheItemNamesAsBytesSpellEachConstraintAsItsText() {
        var random = SplitMix64(state: 2039)
        var itemNames = ItemNameBytes()
        var buffer = UTF8Buffer(capacity: 1)
        var expected = ""
        for round in 0..<100 {
            let rotation = round % Self.names.count
            let tables = [
                ConstraintNames(uniqueItems: Array(Self.names[rotation...] + Self.names[..<rotation]), metrics: [], labels: ["n\(round)"]),
                ConstraintNames(uniqueItems: Array(Self.names.reversed().prefix(1 + round % Self.names.count)), metrics: [], labels: ["m"]),
            ]
            // Most lists share one table (a layout's); every fourth mixes both.
            let constraints = (0..<20).map { index in
                Self.constraint(&random, names: tables[round % 4 == 3 ? index % 2 : round % 2])
            }
            buffer.write { LayoutConstraint.appendTextLines(of: constraints, to: &$0, names: &itemNames) }
            for constraint in constraints { expected += constraint.text + "\n" }
        }
        #expect(buffer.string == expected)
    }

    /// ``ItemTextWriter`` (what `vflgen constraints --format json` writes each text with, among
    /// the other fields it writes through ``ItemTextWriter/out``): each text as
    /// ``LayoutConstraint/text`` spells it, with tables changing between and within lists.
    @Test func anItemTextWriterSpellsEachTextAmongOtherPieces() {
        var random = SplitMix64(state: 939)
        var itemNames = ItemNameBytes()
        var buffer = UTF8Buffer(capacity: 1)
        var expected = ""
        for round in 0..<40 {
            let tables = [
                ConstraintNames(uniqueItems: Array(Self.names.shuffled(using: &random)), metrics: [], labels: ["n\(round)"]),
                ConstraintNames(uniqueItems: Array(Self.names.reversed().prefix(1 + round % Self.names.count)), metrics: [], labels: ["m"]),
            ]
            let constraints = (0..<10).map { index in Self.constraint(&random, names: tables[round % 3 == 2 ? index % 2 : round % 2]) }
            buffer.write { out in
                var writer = ItemTextWriter(out: out, names: itemNames)
                for constraint in constraints {
                    writer.out.append("{\"text\": \"")
                    writer.appendText(of: constraint)
                    writer.out.append("\"}, ")
                }
                // Read in place, as the JSON's lists are.
                constraints.withUnsafeBufferPointer { constraints in
                    for index in constraints.indices {
                        writer.out.append("{\"at\": \"")
                        writer.appendText(at: constraints.baseAddress! + index)
                        writer.out.append("\"}, ")
                    }
                }
                out = writer.out
                itemNames = writer.names
            }
            for constraint in constraints { expected += "{\"text\": \"" + constraint.text + "\"}, " }
            for constraint in constraints { expected += "{\"at\": \"" + constraint.text + "\"}, " }
        }
        #expect(buffer.string == expected)
    }

    /// ``UTF8Buffer/Writer/append(number:)`` (small whole numbers written in place, the others by
    /// a call) spells every number as ``UTF8Buffer/append(number:)`` does: around the in-place
    /// range's ends, fractions inside it, negative zero, and numbers of every size.
    @Test func theWriterSpellsNumbersAsTheBuffer() {
        var numbers: [Double] = [0, -0.0, 1, 9, 9.5, 10, 10.25, 99, 99.5, 99.999999, 100, 100.5, 101, -1, -0.5, 0.1, 1e-9,
                                 .nan, .infinity, -.infinity, 1e15, -1e15, 1e16, 123456789, .ulpOfOne, .leastNonzeroMagnitude]
        var random = SplitMix64(state: 4139)
        for _ in 0..<2_000 {
            numbers.append(Double(random.below(20_000)) / 100 - 50)
            numbers.append(Double(random.below(120)))
        }
        var mismatches: [String] = []
        for number in numbers {
            var expected = UTF8Buffer()
            expected.append(number: number)
            var written = UTF8Buffer()
            written.write { $0.append(number: number) }
            if written.string != expected.string { mismatches.append("\(number): \(written.string), not \(expected.string)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) numbers, first \(mismatches.prefix(3))")
        var written = UTF8Buffer()
        written.write { writer in
            for number in numbers.prefix(16) {
                writer.append(number: number)
                writer.append(byte: UInt8(ascii: " "))
            }
        }
        #expect(written.string.hasPrefix("0 0 1 9 9.5 10 10.25 99 99.5 99.999999 100 100.5 101 -1 -0.5 0.1 "))
    }

    /// ``UTF8Buffer/writeDecimal(_:to:)`` (two digits per division) and the writer's
    /// ``UTF8Buffer/Writer/append(_:)-(Int)`` (0 to 99 in place) spell every integer as
    /// `String(value)` does: every number of digits, each side of every power of ten, every
    /// integer from -150 to 150, both signs and the extremes.
    @Test func integersAreSpelledAsStringDoes() {
        var values: [Int] = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 12345, 99999, 100000, 250_000, .max, .min, .max - 1, .min + 1]
        values += Array(-150...150)
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
        }
        var random = SplitMix64(state: 2111)
        for _ in 0..<5_000 {
            let value = Int(truncatingIfNeeded: random.next())
            values += [value, value >> Int(random.below(63)), -Int(random.below(1_000_000))]
        }
        var mismatches: [String] = []
        for value in values {
            var buffer = UTF8Buffer()
            buffer.append(value)
            var written = UTF8Buffer()
            written.write { $0.append(value) }
            if buffer.string != String(value) || written.string != String(value) { mismatches.append("\(value): \(buffer.string)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) integers, first \(mismatches.prefix(3))")
    }

    @Test func aWriterTakesBackWhatItWrote() {
        var buffer = UTF8Buffer()
        buffer.append("kept")
        let copy = buffer
        buffer.write { writer in
            let start = writer.byteCount
            #expect(start == 4)
            writer.append("dropped")
            #expect(writer.withBytes(from: start) { String(decoding: $0, as: UTF8.self) } == "dropped")
            writer.removeAll(from: start)
            writer.append(", then more")
        }
        #expect(buffer.string == "kept, then more")
        #expect(copy.string == "kept")
    }

    /// `removeFirst` keeps the rest at the front, its copies untouched; nothing and everything too.
    @Test func aBufferDropsItsFirstBytes() {
        for dropped in [0, 1, 3, 100, 4_999, 5_000] {
            var buffer = UTF8Buffer()
            for index in 0..<1_000 { buffer.append("\(index % 10)abcd".prefix(5)) }
            let copy = buffer
            buffer.removeFirst(dropped)
            let whole = copy.string
            #expect(buffer.string == String(whole.dropFirst(dropped)))
            #expect(copy.string == whole)
            buffer.append("!")
            #expect(buffer.string == String(whole.dropFirst(dropped)) + "!")
        }
    }

    /// A writer's `append(upTo:_:)` keeps what its body wrote and no more, growing the
    /// buffer for the room asked for (a buffer with none to spare, and one full of text).
    @Test func aWriterAppendsWhatItsBodyWritesInPlace() {
        for before in [0, 1, 63, 64, 1_000] {
            var buffer = UTF8Buffer()
            buffer.append(String(repeating: "a", count: before))
            buffer.write { out in
                for index in 0..<50 {
                    out.append(upTo: 40) { start in
                        let piece = Array("<\(index)>".utf8)
                        for (offset, byte) in piece.enumerated() { start[offset] = byte }
                        start[piece.count] = UInt8(ascii: "?")  // room past the piece, not kept
                        return piece.count
                    }
                }
                out.append(upTo: 8) { _ in 0 }
            }
            buffer.append("!")
            #expect(buffer.string == String(repeating: "a", count: before) + (0..<50).map { "<\($0)>" }.joined() + "!")
        }
    }

    /// A table reads a name with a dot as a scroll view's guide (``ConstraintNames/item(_:)``).
    @Test func scrollGuidesFoundByTheirDot() {
        for name in ["form.content", ".a", "a.", "vüe.frame", "a", "", "vüe", "abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz012345678.9"] {
            let hasDot = name.contains(".")
            #expect(ConstraintNames(items: ["x", name], metrics: []).hasScrollGuides == hasDot, "\(name)")
            #expect(ConstraintNames(uniqueItems: [name, "y"], metrics: []).hasScrollGuides == hasDot, "\(name)")
        }
        #expect(!ConstraintNames(items: [], metrics: []).hasScrollGuides)
    }
}
