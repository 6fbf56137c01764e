/// Advance widths of the system font's characters, per em, from Inter's tables
/// (`GlyphWidthsGenerated`), with a fallback for characters outside them.
///
/// SF Pro, like Inter, has a Text design for small sizes and a Display design from 20 pt
/// (`displayThreshold`); each has nine weights. Each table is decoded once, on its first use:
/// a check that sets text in two weights decodes two of the eighteen.
enum GlyphWidths {
    /// From this size up, the system font uses its Display design (Apple's HIG: "SF Pro Display
    /// for text 20 points or larger").
    static let displayThreshold = 20.0

    /// A decoded table: the advance of every covered code point, per em (negative: no glyph).
    struct Table: Sendable {
        let advances: [Double]
        /// The advance of the ellipsis "…", per em.
        let ellipsis: Double
    }

    /// The table for `weight` at `pointSize`.
    static func table(weight: FontWeight, pointSize: Double) -> Table {
        let design = pointSize >= displayThreshold ? 1 : 0
        return table(at: design * FontWeight.allCases.count + weight.index)
    }

    /// The decoded table at `index` of `GlyphWidthsGenerated.tables` (text designs first, then
    /// display designs, each in `FontWeight` order). One `static let` per table, so that each is
    /// decoded on first use, once, and safely from any thread.
    static func table(at index: Int) -> Table {
        switch index {
        case 0: text0
        case 1: text1
        case 2: text2
        case 3: text3
        case 4: text4
        case 5: text5
        case 6: text6
        case 7: text7
        case 8: text8
        case 9: display0
        case 10: display1
        case 11: display2
        case 12: display3
        case 13: display4
        case 14: display5
        case 15: display6
        case 16: display7
        default: display8
        }
    }

    private static let text0 = decoded(0), text1 = decoded(1), text2 = decoded(2), text3 = decoded(3), text4 = decoded(4)
    private static let text5 = decoded(5), text6 = decoded(6), text7 = decoded(7), text8 = decoded(8)
    private static let display0 = decoded(9), display1 = decoded(10), display2 = decoded(11), display3 = decoded(12)
    private static let display4 = decoded(13), display5 = decoded(14), display6 = decoded(15), display7 = decoded(16)
    private static let display8 = decoded(17)

    /// Every table, decoded (the tests read them all).
    static var tables: [Table] { GlyphWidthsGenerated.tables.indices.map(table(at:)) }

    /// Table `index` of `GlyphWidthsGenerated.tables`, decoded.
    static func decoded(_ index: Int) -> Table {
        let table = GlyphWidthsGenerated.tables[index]
        let display = index >= FontWeight.allCases.count
        return decode(table.hex, unitsPerEm: table.unitsPerEm, scale: display ? displayCalibration : 1)
    }

    /// Inter Display's advances are scaled by this to match SF Pro Display: SF Pro Display is
    /// 3.2 % wider than Inter Display in both strings measured at display sizes (docs/Text.md,
    /// "Calibration": "Label" at 69 pt, 163.5 wide; "powered by iLogYou" at 20 pt, 175.5).
    /// Inter's Text design needs no such factor (within ±2 % on six strings).
    static let displayCalibration = 1.032

    /// The advance of `scalar` in `table`, per em: the table's value, or the fallback.
    @inline(__always)
    static func advance(_ scalar: UInt32, in table: Table) -> Double {
        if scalar == 0xAD { return 0 }  // a soft hyphen shows only where a line breaks at it
        if let index = index(of: scalar) {
            let advance = table.advances[index]
            if advance >= 0 { return advance }
        }
        return fallback(scalar)
    }

    /// The position of `scalar` in a table, `nil` when no range covers it.
    @inline(__always)
    static func index(of scalar: UInt32) -> Int? {
        if scalar >= 0x20 && scalar <= 0x24F { return Int(scalar - 0x20) }  // the common case first
        var offset = 0
        for range in GlyphWidthsGenerated.ranges {
            if scalar >= range.first && scalar <= range.last { return offset + Int(scalar - range.first) }
            offset += Int(range.last - range.first) + 1
        }
        return nil
    }

    /// The width, per em, of a character the tables do not have: zero for controls, format
    /// characters and combining marks; `cjkAdvance` for CJK ideographs, kana, Hangul and
    /// full-width forms (their fonts are square); 1.25 em for emoji (Apple Color Emoji is wider
    /// than square); 0.55 em for any other script (Arabic, Hebrew, Thai, Devanagari, …), about a
    /// Latin lowercase letter. docs/Text.md gives the expected error.
    static func fallback(_ scalar: UInt32) -> Double {
        switch scalar {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD: return 0
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F,
             0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x0900...0x0903, 0x093A...0x094F,
             0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return 0
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
             0xE0000...0xE01EF: return 0
        case 0x1100...0x11FF, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFF: return cjkAdvance
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.25
        default: return 0.55
        }
    }

    /// The advance of a CJK character, per em: its font's square em, and 3 % more, as two
    /// Japanese strings measured at 14 pt show (docs/Text.md, "Calibration": "最後のメッセージ"
    /// 114.5 wide, "太郎" 29, where a square em would make 112 and 28).
    static let cjkAdvance = 1.03

    /// Decodes a generated table: rows "CODE: hex hex …", FFFF for a missing glyph; every
    /// advance is divided by the units per em and multiplied by `scale`. Read byte by byte
    /// (splitting into substrings and parsing each cost the debug build thousands of
    /// instructions per advance).
    static func decode(_ hex: String, unitsPerEm: Int, scale calibration: Double = 1) -> Table {
        var advances: [Double] = []
        advances.reserveCapacity(hex.utf8.count / 5)
        let scale = calibration / Double(unitsPerEm)
        var afterColon = false  // in a row's fields, past its "CODE:"
        var value: UInt32 = 0
        var digits = 0
        var malformed = false  // a field that is not hex, or too long: no glyph
        func field() {
            if digits > 0 { advances.append(malformed || digits > 4 || value == 0xFFFF ? -1 : Double(value) * scale) }
            value = 0
            digits = 0
            malformed = false
        }
        func read(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "\n"):
                field()
                afterColon = false
            case UInt8(ascii: ":"):
                afterColon = true
                value = 0
                digits = 0
                malformed = false
            case UInt8(ascii: " "):
                field()
            default:
                guard afterColon else { return }
                let digit: UInt8? = switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                default: nil
                }
                if let digit { value = value &* 16 &+ UInt32(digit) } else { malformed = true }
                digits += 1
            }
        }
        // The string's own bytes when it is contiguous (a literal is), without an iterator per byte.
        if hex.utf8.withContiguousStorageIfAvailable({ (bytes: UnsafeBufferPointer<UInt8>) -> Void in for byte in bytes { read(byte) } }) == nil {
            for byte in hex.utf8 { read(byte) }
        }
        field()
        let ellipsis = index(of: 0x2026).map { advances[$0] } ?? 1
        return Table(advances: advances, ellipsis: ellipsis)
    }
}
