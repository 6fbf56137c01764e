import Testing
@testable import VFLText

/// Widths, wrapping, truncation and rounding.
@Suite struct TextMeasureTests {
    let body = DynamicType.font(.textStyle(.body), category: .large)

    // MARK: Widths

    @Test func widthIsTheSumOfAdvancesAndTracking() {
        let font = DynamicType.font(.system(size: 17, weight: .regular))
        let single = TextMeasure.width(of: "a", font: font)
        #expect(abs(TextMeasure.width(of: "aaaa", font: font) - 4 * single) < 1e-9)
        #expect(TextMeasure.width(of: "", font: font) == 0)
        #expect(TextMeasure.width(of: "Hello World", font: font) > TextMeasure.width(of: "Hello", font: font))
    }

    /// Heavier weights are wider, for one string at text and display sizes.
    @Test(arguments: [13.0, 17.0, 34.0])
    func heavierIsWider(_ size: Double) {
        let text = "Hamburgefonstiv Quartz"
        let widths = [FontWeight.regular, .medium, .semibold, .bold, .heavy, .black].map {
            TextMeasure.width(of: text, font: DynamicType.font(.system(size: size, weight: $0)))
        }
        for (lighter, heavier) in zip(widths, widths.dropFirst()) { #expect(lighter < heavier, "\(widths)") }
        let bold = widths[3], regular = widths[0]
        #expect(bold / regular > 1.02 && bold / regular < 1.15, "bold/regular \(bold / regular)")
    }

    /// Text grows with the category, and a fixed font does not.
    @Test func widthFollowsTheCategory() {
        let text = "Photos, stories and messages"
        let widths = ContentSizeCategory.allCases.map {
            TextMeasure.width(of: text, font: DynamicType.font(.textStyle(.body), category: $0))
        }
        for (smaller, larger) in zip(widths, widths.dropFirst()) { #expect(smaller < larger) }
        let fixed = ContentSizeCategory.allCases.map {
            TextMeasure.width(of: text, font: DynamicType.font(.labelDefault, category: $0))
        }
        #expect(Set(fixed).count == 1)
    }

    /// German, Finnish, French, Polish, Czech, Greek and Russian letters come from the table, not the fallback.
    @Test(arguments: ["Grüße aus Köln", "Hyvää päivää, Åland", "Ça coûte œuvre", "Zażółć gęślą jaźń", "Příliš žluťoučký kůň", "Καλημέρα", "Добрый день", "Việt Nam"])
    func europeanScriptsAreInTheTable(_ text: String) {
        for table in GlyphWidths.tables {
            for scalar in text.unicodeScalars {
                let index = GlyphWidths.index(of: scalar.value)
                #expect(index != nil && table.advances[index!] >= 0, "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    /// Outside the table: CJK is square (and 3 % more), emoji 1.25 em, other scripts 0.55 em,
    /// combining marks and joiners nothing; a ZWJ emoji sequence is one glyph.
    @Test func fallbackWidths() {
        let font = DynamicType.font(.system(size: 20, weight: .regular))
        let perGlyph = { (ems: Double) in ems * 20 + font.tracking }
        #expect(abs(TextMeasure.width(of: "漢字", font: font) - 2 * perGlyph(1.03)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "한국어", font: font) - 3 * perGlyph(1.03)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "مرحبا", font: font) - 5 * perGlyph(0.55)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "😀", font: font) - perGlyph(1.25)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "👩‍💻", font: font) - perGlyph(1.25)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "e\u{301}", font: font) - TextMeasure.width(of: "e", font: font)) < 1e-9)
    }

    // MARK: Rounding

    @Test(arguments: [(1, 20.5), (2, 41.0), (3, 61.0), (4, 81.5)])
    func heightIsLinesTimesLineHeightRoundedUp(_ row: (Int, Double)) {
        let text = Array(repeating: "Line", count: row.0).joined(separator: "\n")
        let measured = TextMeasure.measure(text, font: body, numberOfLines: 0, maxWidth: nil)
        #expect(measured.lines.count == row.0)
        #expect(measured.height == row.1)
    }

    @Test func roundingToTheGrid() {
        #expect(PixelGrid.roundUp(20.287109375) == 20.5)
        #expect(PixelGrid.roundUp(20.287109375, scale: 3) == 61.0 / 3)
        #expect(PixelGrid.roundUp(20.0) == 20)
        #expect(PixelGrid.roundUp(20.0000000001) == 20)
        #expect(PixelGrid.roundUp(41.01) == 41.5)
        let measured = TextMeasure.measure("Label", font: body, numberOfLines: 1, maxWidth: nil, scale: 3)
        #expect(abs(measured.height - 61.0 / 3) < 1e-9)
    }

    @Test func emptyTextHasNoSize() {
        let measured = TextMeasure.measure("", font: body, numberOfLines: 0, maxWidth: 100)
        #expect(measured == TextMeasurement(width: 0, height: 0, lines: [], truncated: false))
    }

    // MARK: Wrapping

    static let paragraph = "Photos, stories and messages from the people you follow, all in one place."

    @Test(arguments: [80.0, 120.0, 200.0, 320.0])
    func wordsWrapAtTheWidth(_ width: Double) {
        let measured = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: 0, maxWidth: width)
        #expect(!measured.truncated)
        #expect(measured.lines.count > 1)
        for line in measured.lines {
            #expect(line.width <= width + 1e-9, "\(line)")
            #expect(!line.text.hasSuffix(" ") && !line.text.hasPrefix(" "), "\(line)")
            #expect(abs(line.width - TextMeasure.width(of: line.text, font: body)) < 1e-9)
        }
        #expect(measured.lines.map(\.text).joined(separator: " ") == Self.paragraph)
        // Greedy: the next line's first word would not have fit on the line before.
        for (line, next) in zip(measured.lines, measured.lines.dropFirst()) {
            let firstWord = String(next.text.split(separator: " ").first!)
            #expect(TextMeasure.width(of: line.text + " " + firstWord, font: body) > width, "\(line.text) | \(firstWord)")
        }
        #expect(measured.width == PixelGrid.roundUp(measured.lines.map(\.width).max()!))
        #expect(measured.height == PixelGrid.roundUp(Double(measured.lines.count) * body.lineHeight))
    }

    /// Narrower is never fewer lines.
    @Test func narrowerMeansMoreLines() {
        var previous = Int.max
        for width in stride(from: 60.0, through: 600, by: 20) {
            let count = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: 0, maxWidth: width).lines.count
            #expect(count <= previous)
            previous = count
        }
        #expect(previous == 1)
    }

    @Test func trailingSpacesAtAWrapDoNotCount() {
        let wide = TextMeasure.width(of: "Hello", font: body)
        let width = max(wide, TextMeasure.width(of: "world", font: body)) + 1
        #expect(TextMeasure.width(of: "Hello ", font: body) + TextMeasure.width(of: "w", font: body) > width)
        let measured = TextMeasure.measure("Hello     world", font: body, numberOfLines: 0, maxWidth: width)
        #expect(measured.lines.map(\.text) == ["Hello", "world"])
        #expect(abs(measured.lines[0].width - wide) < 1e-9)
    }

    @Test func hyphensAreBreakOpportunities() {
        let text = "state-of-the-art"
        let width = TextMeasure.width(of: "state-of-", font: body) + 1
        let measured = TextMeasure.measure(text, font: body, numberOfLines: 0, maxWidth: width)
        #expect(measured.lines.map(\.text) == ["state-of-", "the-art"])
    }

    /// A soft hyphen takes no room, and a line may break at it.
    @Test func softHyphens() {
        let text = "Donau\u{AD}dampf\u{AD}schiff"
        #expect(abs(TextMeasure.width(of: text, font: body) - TextMeasure.width(of: "Donaudampfschiff", font: body)) < 1e-9)
        let width = TextMeasure.width(of: "Donaudampf", font: body) + 1
        let measured = TextMeasure.measure(text, font: body, numberOfLines: 0, maxWidth: width)
        #expect(measured.lines.map(\.text) == ["Donau\u{AD}dampf\u{AD}", "schiff"])
    }

    @Test func aWordLongerThanTheWidthBreaksBetweenCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let measured = TextMeasure.measure(word, font: body, numberOfLines: 0, maxWidth: 100)
        #expect(measured.lines.count > 2)
        #expect(measured.lines.map(\.text).joined() == word)
        for line in measured.lines { #expect(line.width <= 100) }
        #expect(!measured.truncated)
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        let font = DynamicType.font(.system(size: 17, weight: .regular))
        let text = "今日は良い天気です。明日も晴れるでしょう。"
        let width = TextMeasure.width(of: "今日は良い天気で", font: font) + 0.5
        let measured = TextMeasure.measure(text, font: font, numberOfLines: 0, maxWidth: width)
        #expect(measured.lines.count >= 3)
        #expect(measured.lines.map(\.text).joined() == text)
        for line in measured.lines {
            #expect(line.width <= width)
            #expect(!line.text.hasPrefix("。"), "\(line.text)")
        }
    }

    @Test func lineBreaksInTheTextStartNewLines() {
        let measured = TextMeasure.measure("Ann\nMaximilian\r\nFeatherstonehaugh", font: body, numberOfLines: 0, maxWidth: nil)
        #expect(measured.lines.map(\.text) == ["Ann", "Maximilian", "Featherstonehaugh"])
        #expect(measured.width == PixelGrid.roundUp(TextMeasure.width(of: "Featherstonehaugh", font: body)))
    }

    /// Unconstrained, one paragraph is one line as wide as the text (its trailing spaces included).
    @Test func unconstrainedIsOneLine() {
        let measured = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: 0, maxWidth: nil)
        #expect(measured.lines.count == 1)
        #expect(measured.lines[0].width == TextMeasure.width(of: Self.paragraph, font: body))
        let spaced = TextMeasure.measure("Skip  ", font: body, numberOfLines: 1, maxWidth: nil)
        #expect(spaced.lines[0].width == TextMeasure.width(of: "Skip  ", font: body))
    }

    // MARK: Truncation

    @Test(arguments: [40.0, 90.0, 150.0, 250.0])
    func aSingleLineTooNarrowIsCutAtTheTail(_ width: Double) {
        let measured = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: 1, maxWidth: width)
        #expect(measured.truncated)
        #expect(measured.lines.count == 1)
        let line = measured.lines[0]
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= width)
        let kept = String(line.text.dropLast())
        #expect(Self.paragraph.hasPrefix(kept))
        // As many characters as fit: one more would not.
        let next = Self.paragraph.dropFirst(kept.count).first!
        #expect(TextMeasure.width(of: kept + String(next) + "…", font: body) > width || next == " ")
        #expect(measured.height == 20.5)
    }

    @Test func aSingleLineThatFitsIsNotCut() {
        let width = TextMeasure.width(of: "Skip", font: body)
        let measured = TextMeasure.measure("Skip", font: body, numberOfLines: 1, maxWidth: width)
        #expect(!measured.truncated)
        #expect(measured.lines.map(\.text) == ["Skip"])
    }

    @Test(arguments: [2, 3])
    func moreLinesThanAllowedCutTheLastLine(_ lines: Int) {
        let measured = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: lines, maxWidth: 120)
        let unlimited = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: 0, maxWidth: 120)
        #expect(unlimited.lines.count > lines)
        #expect(measured.truncated)
        #expect(measured.lines.count == lines)
        #expect(Array(measured.lines.dropLast()) == Array(unlimited.lines.prefix(lines - 1)))
        let last = measured.lines.last!
        #expect(last.text.hasSuffix("…"))
        #expect(last.width <= 120)
        #expect(last.text.hasPrefix(String(unlimited.lines[lines - 1].text.prefix(3))))
        #expect(measured.height == PixelGrid.roundUp(Double(lines) * body.lineHeight))
    }

    @Test func unconstrainedWithTooManyParagraphsEndsInAnEllipsis() {
        let measured = TextMeasure.measure("Ann\nBob", font: body, numberOfLines: 1, maxWidth: nil)
        #expect(measured.truncated)
        #expect(measured.lines.map(\.text) == ["Ann…"])
    }

    @Test func noRoomForAnyCharacterLeavesTheEllipsis() {
        let measured = TextMeasure.measure("Welcome", font: body, numberOfLines: 1, maxWidth: 5)
        #expect(measured.truncated)
        #expect(measured.lines.map(\.text) == ["…"])
    }

    @Test func negativeLineCountsAreUnlimited() {
        let measured = TextMeasure.measure(Self.paragraph, font: body, numberOfLines: -1, maxWidth: 120)
        #expect(!measured.truncated)
        #expect(measured == TextMeasure.measure(Self.paragraph, font: body, numberOfLines: 0, maxWidth: 120))
    }

    // MARK: Long text

    @Test func doubledText() {
        #expect(LongText.doubled("Skip") == "Skip Skip")
        #expect(LongText.doubled("") == "")
        #expect(LongText.doubled("Ann\nBob") == "Ann Ann\nBob Bob")
        let single = TextMeasure.width(of: "Welcome to Grapevine", font: body)
        let doubled = TextMeasure.width(of: LongText.doubled("Welcome to Grapevine"), font: body)
        #expect(abs(doubled - (2 * single + TextMeasure.width(of: " ", font: body))) < 1e-9)
    }

    /// Long text at AX5 needs more lines than the default text at the default size.
    @Test func longTextAtAX5WrapsMore() {
        let ax5 = DynamicType.font(.textStyle(.body), category: .ax5)
        let normal = TextMeasure.measure("Welcome to Grapevine", font: body, numberOfLines: 0, maxWidth: 288)
        let long = TextMeasure.measure(LongText.doubled("Welcome to Grapevine"), font: ax5, numberOfLines: 0, maxWidth: 288)
        #expect(normal.lines.count == 1)
        #expect(long.lines.count >= 4)
        #expect(long.height > 4 * 62)
    }
}
