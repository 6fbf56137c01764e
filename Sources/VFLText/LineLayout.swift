/// The line breaker behind `TextMeasure.measure`: text as scalars with their advances (in
/// points, tracking included), broken into lines greedily, as TextKit does for a `UILabel`.
struct LineLayout {
    let text: String
    /// The text's scalar values, line breaks left out.
    let values: [UInt32]
    /// Where each scalar starts and ends in `text` (a line's text is a slice of it).
    let starts: [String.Index]
    let ends: [String.Index]
    /// The advance of each scalar in points, tracking included (0 for invisible ones).
    let advances: [Double]
    /// The ellipsis' advance in points, tracking included.
    let ellipsis: Double
    /// Paragraphs: scalar ranges between line breaks.
    let paragraphs: [Range<Int>]

    init(text: String, font: ResolvedFont) {
        let table = GlyphWidths.table(weight: font.weight, pointSize: font.pointSize)
        let view = text.unicodeScalars
        let capacity = text.utf8.count
        var values: [UInt32] = [], starts: [String.Index] = [], ends: [String.Index] = [], advances: [Double] = []
        values.reserveCapacity(capacity)
        starts.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
        advances.reserveCapacity(capacity)
        var paragraphs: [Range<Int>] = []
        var paragraphStart = 0
        var joined = false
        var previousCR = false
        var index = view.startIndex
        while index < view.endIndex {
            let value = view[index].value
            let next = view.index(after: index)
            defer { index = next }
            if LineLayout.isLineBreak(value) {
                if value == 0x0A && previousCR { previousCR = false; continue }  // CR LF: one break
                previousCR = value == 0x0D
                paragraphs.append(paragraphStart..<values.count)
                paragraphStart = values.count
                continue
            }
            previousCR = false
            var advance = 0.0
            if joined {
                joined = false
            } else if value == 0x200D {
                joined = true
            } else {
                let ems = GlyphWidths.advance(value, in: table)
                if ems > 0 { advance = ems * font.pointSize + font.tracking }
            }
            values.append(value)
            starts.append(index)
            ends.append(next)
            advances.append(advance)
        }
        paragraphs.append(paragraphStart..<values.count)
        self.text = text
        self.values = values
        self.starts = starts
        self.ends = ends
        self.advances = advances
        self.paragraphs = paragraphs
        self.ellipsis = table.ellipsis * font.pointSize + font.tracking
    }

    /// The lines shown with at most `numberOfLines` lines (0: no limit) `maxWidth` wide
    /// (`.infinity`: unconstrained), and whether text was cut.
    func lines(numberOfLines: Int, maxWidth: Double) -> (lines: [TextLine], truncated: Bool) {
        var ranges: [(range: Range<Int>, width: Double, paragraph: Int)] = []
        let wanted = numberOfLines == 0 ? Int.max : numberOfLines
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            for line in wrap(paragraph, maxWidth: maxWidth) {
                ranges.append((line.range, line.width, index))
                if ranges.count > wanted { break paragraphLoop }
            }
        }
        guard ranges.count > wanted else {
            return (ranges.map { TextLine(text: string($0.range), width: $0.width) }, false)
        }
        // Too many lines: keep wanted − 1, cut the rest of the last one's paragraph at the tail.
        var shown = ranges.prefix(wanted - 1).map { TextLine(text: string($0.range), width: $0.width) }
        let last = ranges[wanted - 1]
        let rest = last.range.lowerBound..<paragraphs[last.paragraph].upperBound
        shown.append(truncated(rest, maxWidth: maxWidth))
        return (shown, true)
    }

    /// `range` on one line ending in "…", cut after as many characters as fit `maxWidth` with it.
    func truncated(_ range: Range<Int>, maxWidth: Double) -> TextLine {
        var end = range.lowerBound
        var width = 0.0
        var keptEnd = end
        var keptWidth = 0.0
        while end < range.upperBound {
            let next = width + advances[end]
            if next + ellipsis > maxWidth + LineLayout.tolerance { break }
            width = next
            end += 1
            if !LineLayout.isSpace(values[end - 1]) { keptEnd = end; keptWidth = width }
        }
        var text = string(range.lowerBound..<keptEnd)
        text.append("\u{2026}")
        return TextLine(text: text, width: keptWidth + ellipsis)
    }

    /// `paragraph` broken into lines at most `maxWidth` wide: each line's scalar range (without
    /// the spaces where it wrapped) and width.
    func wrap(_ paragraph: Range<Int>, maxWidth: Double) -> [(range: Range<Int>, width: Double)] {
        var lines: [(range: Range<Int>, width: Double)] = []
        var start = paragraph.lowerBound
        if paragraph.isEmpty { return [(paragraph, 0)] }
        while start < paragraph.upperBound {
            var width = 0.0          // everything from start, trailing spaces included
            var contentEnd = start   // end of the last non-space character
            var contentWidth = 0.0
            var breakAt = -1         // where the next line would start at the last break opportunity
            var breakEnd = start     // the content end there
            var breakWidth = 0.0
            var index = start
            var wrapped = false
            while index < paragraph.upperBound {
                let value = values[index]
                let advance = advances[index]
                if LineLayout.isSpace(value) {
                    width += advance
                    index += 1
                    if index < paragraph.upperBound && !LineLayout.isSpace(values[index]) {
                        breakAt = index; breakEnd = contentEnd; breakWidth = contentWidth
                    }
                    continue
                }
                if width + advance > maxWidth + LineLayout.tolerance {
                    if breakAt > start && breakEnd > start {
                        lines.append((start..<breakEnd, breakWidth))
                        start = breakAt
                        wrapped = true
                        break
                    }
                    if contentEnd > start {  // one word wider than the line: break between characters
                        lines.append((start..<contentEnd, contentWidth))
                        start = index
                        wrapped = true
                        break
                    }
                    // Nothing on the line yet: the character goes on it however wide it is.
                }
                width += advance
                index += 1
                contentEnd = index
                contentWidth = width
                if index < paragraph.upperBound, LineLayout.canBreak(between: value, and: values[index]) {
                    breakAt = index; breakEnd = contentEnd; breakWidth = contentWidth
                }
            }
            if !wrapped {
                // The paragraph's last line: its trailing spaces count, up to the width.
                lines.append((start..<paragraph.upperBound, max(contentWidth, min(width, maxWidth))))
                start = paragraph.upperBound
            }
        }
        return lines
    }

    /// The text of a scalar range: a slice of the original text.
    func string(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return String(text.unicodeScalars[starts[range.lowerBound]..<ends[range.upperBound - 1]])
    }

    /// Width comparisons allow for floating-point noise.
    static let tolerance = 1e-9

    /// A forced line break: LF, CR, NEL, line and paragraph separators.
    static func isLineBreak(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// A space where lines may break (no-break spaces are not).
    static func isSpace(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x09 || value == 0x3000 || (value >= 0x2000 && value <= 0x200A && value != 0x2007)
    }

    /// Whether a line may break between two non-space characters: after a hyphen or dash,
    /// after a zero-width space or a soft hyphen, and around CJK characters (not before closing punctuation
    /// nor after opening punctuation).
    static func canBreak(between before: UInt32, and after: UInt32) -> Bool {
        switch before {
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014, 0x200B, 0xAD: return !isClosing(after)
        default: break
        }
        if isOpening(before) || isClosing(after) { return false }
        return isCJK(before) || isCJK(after)
    }

    /// Ideographs, kana, Hangul and CJK punctuation: lines break between any two.
    static func isCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// Punctuation that may not start a line (closing brackets, commas and full stops, CJK and Latin).
    static func isClosing(_ value: UInt32) -> Bool {
        switch value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026,
             0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x30FC, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D: return true
        default: return false
        }
    }

    /// Punctuation that may not end a line (opening brackets and quotes).
    static func isOpening(_ value: UInt32) -> Bool {
        switch value {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014,
             0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B, 0xFF5B: return true
        default: return false
        }
    }
}
