import Testing
@testable import VFLText

/// The generated glyph table: complete, consistent with its ranges, and plausible.
@Suite struct GlyphTableTests {
    @Test func everyTableCoversEveryRange() {
        let covered = GlyphWidthsGenerated.ranges.reduce(0) { $0 + Int($1.last - $1.first) + 1 }
        #expect(GlyphWidths.tables.count == 2 * FontWeight.allCases.count)
        for table in GlyphWidths.tables { #expect(table.advances.count == covered) }
    }

    @Test func printableASCIIAndTheEllipsisHaveGlyphs() {
        for table in GlyphWidths.tables {
            for scalar in UInt32(0x20)...0x7E { #expect(table.advances[GlyphWidths.index(of: scalar)!] > 0) }
            #expect(table.ellipsis > 0.5 && table.ellipsis < 1.5)
        }
    }

    @Test func rangesAreOrderedAndLookupsLandInThem() {
        var offset = 0
        for range in GlyphWidthsGenerated.ranges {
            #expect(range.first <= range.last)
            #expect(GlyphWidths.index(of: range.first) == offset)
            #expect(GlyphWidths.index(of: range.last) == offset + Int(range.last - range.first))
            offset += Int(range.last - range.first) + 1
        }
        #expect(GlyphWidths.index(of: 0x4E00) == nil)
        #expect(GlyphWidths.index(of: 0x1F) == nil)
    }

    /// Display sizes use the Display design from 20 pt: narrower letters than Text.
    @Test func displayDesignFromTwentyPoints() {
        let text = GlyphWidths.table(weight: .regular, pointSize: 19.5)
        let display = GlyphWidths.table(weight: .regular, pointSize: 20)
        let n = GlyphWidths.index(of: UInt32(("n" as Unicode.Scalar).value))!
        #expect(display.advances[n] < text.advances[n])
    }
}
