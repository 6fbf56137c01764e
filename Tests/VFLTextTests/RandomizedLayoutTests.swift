import TestRandom
import Testing
@testable import VFLText

/// Random texts (Latin words, spaces, hyphens, CJK, emoji, combining marks, line breaks) at
/// random widths, line counts and fonts: the layout's invariants hold for every one.
@Suite struct RandomizedLayoutTests {
    static let pieces = [
        "a", "the", "Welcome", "Grapevine", "Maximilian", "Featherstonehaugh", "state-of-the-art",
        "Größe", "päivää", "œuvre", " ", " ", " ", "  ", "-", "—", "漢", "字", "。", "、", "😀",
        "👩‍💻", "e\u{301}", "\n", "W", "i", "…", "(", ")", "\u{200B}", "\u{00A0}",
    ]

    static func randomText(_ random: inout SplitMix64) -> String {
        (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    @Test func invariantsHoldForRandomTexts() {
        var random = SplitMix64(seed: 38)
        let fonts = [FontSpec.textStyle(.body), .textStyle(.caption2), .textStyle(.largeTitle), .system(size: 15, weight: .bold)]
        for round in 0..<3000 {
            let text = Self.randomText(&random)
            let font = DynamicType.font(fonts[random.below(fonts.count)],
                                        category: ContentSizeCategory.allCases[random.below(12)])
            let lines = random.below(5)
            let maxWidth: Double? = random.below(4) == 0 ? nil : Double(random.below(400))
            let measured = TextMeasure.measure(text, font: font, numberOfLines: lines, maxWidth: maxWidth)
            let context = "round \(round): \(text.debugDescription) lines \(lines) width \(String(describing: maxWidth))"

            #expect(measured.width.isFinite && measured.height.isFinite, "\(context)")
            if text.isEmpty {
                #expect(measured.lines.isEmpty, "\(context)")
                continue
            }
            if lines > 0 { #expect(measured.lines.count <= lines, "\(context)") }
            #expect(measured.height == PixelGrid.roundUp(Double(measured.lines.count) * font.lineHeight), "\(context)")
            #expect(measured.width == PixelGrid.roundUp(measured.lines.map(\.width).max() ?? 0), "\(context)")
            if let maxWidth {
                // A line holding one visible glyph (with spaces or marks) may be wider: it has to go somewhere.
                let table = GlyphWidths.table(weight: font.weight, pointSize: font.pointSize)
                let visible = { (line: TextLine) in
                    line.text.unicodeScalars.filter { !LineLayout.isSpace($0.value) && GlyphWidths.advance($0.value, in: table) > 0 }.count
                }
                for line in measured.lines where visible(line) > 1 {
                    #expect(line.width <= maxWidth + 1e-9 || line.text.hasSuffix("…") && line.text.unicodeScalars.count <= 2,
                            "\(context): \(line)")
                }
            }
            // Cut exactly when the unlimited layout needs more lines; cut lines end in "…".
            let unlimited = TextMeasure.measure(text, font: font, numberOfLines: 0, maxWidth: maxWidth)
            #expect(!unlimited.truncated, "\(context)")
            #expect(measured.truncated == (lines > 0 && unlimited.lines.count > lines), "\(context)")
            if measured.truncated {
                #expect(measured.lines.last!.text.hasSuffix("…"), "\(context)")
                #expect(Array(measured.lines.dropLast()) == Array(unlimited.lines.prefix(lines - 1)), "\(context)")
            } else {
                #expect(measured == unlimited, "\(context)")
                // Nothing is lost but the spaces where lines wrapped.
                let shown = measured.lines.map(\.text).joined().unicodeScalars.filter { !LineLayout.isSpace($0.value) }
                let original = text.unicodeScalars.filter { !LineLayout.isSpace($0.value) && !LineLayout.isLineBreak($0.value) }
                #expect(String(String.UnicodeScalarView(shown)) == String(String.UnicodeScalarView(original)), "\(context)")
            }
            // Each line's width is the width of its text, as one line.
            if !measured.truncated {
                for line in measured.lines {
                    let expected = TextMeasure.width(of: line.text, font: font)
                    #expect(abs(line.width - min(expected, max(line.width, maxWidth ?? .infinity))) < 1e-6, "\(context): \(line)")
                }
            }
        }
    }
}
