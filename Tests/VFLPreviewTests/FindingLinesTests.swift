import Testing
import TestRandom
@testable import VFLPreview

/// The findings listed under a picture are wrapped at spaces, counted in characters (what a
/// reader sees), whatever the text: combining marks, flags, emoji, CR LF.
@Suite struct FindingLinesTests {
    /// The rule as first written: a word goes on the line when the line, a space and the word
    /// fit `perLine` characters, counting the line again at every word.
    static func reference(_ text: String, perLine: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > perLine {
                lines.append(line)
                line = "  "
            }
            line += (line.isEmpty || line == "  " ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

    @Test func wrapsAtSpacesWithIndentedContinuations() {
        let lines = SVGPicture.wrapped("12:5: conflict: required constraint 'a.width == 100' cannot hold", perLine: 20)
        #expect(lines == ["12:5: conflict:", "  required", "  constraint", "  'a.width == 100'", "  cannot hold"])
    }

    /// ASCII text (findings' usual text, wrapped on its bytes): spaces in runs, at the ends,
    /// tabs, line feeds, words longer than a line.
    @Test func asciiTextWrapsAsTheRule() {
        let pieces = ["a", "bc", "word", "'v0.width == 1e+300'", " ", "  ", "\n", "\t", "12:5:", ""]
        var random = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.below(30) { text += pieces[random.below(pieces.count)] }
            let perLine = 1 + random.below(14)
            #expect(SVGPicture.wrappedASCII(text, perLine: perLine) != nil)
            #expect(SVGPicture.wrapped(text, perLine: perLine) == Self.reference(text, perLine: perLine), "\(Array(text.utf8)) at \(perLine)")
        }
        #expect(SVGPicture.wrappedASCII("a\r\nb", perLine: 5) == nil)
        #expect(SVGPicture.wrappedASCII("e\u{301}", perLine: 5) == nil)
    }

    /// Pieces whose characters join across a space or a word's edge (a combining acute after
    /// a space, regional indicators, a prepended mark, CR LF, a zero-width joiner), joined at
    /// random: the kept count wraps exactly where counting the line again does.
    @Test func keptCountWrapsAsCountingAgain() {
        let pieces = ["a", "bc", "word", " ", "  ", "\u{301}", "e\u{301}", "\r", "\n", "\r\n", "🇫", "🇷", "👍🏽", "\u{600}", "ग", "\u{94D}", "x\u{200D}", ""]
        var random = SplitMix64(seed: 39)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.below(26) { text += pieces[random.below(pieces.count)] }
            let perLine = 1 + random.below(12)
            #expect(SVGPicture.wrapped(text, perLine: perLine) == Self.reference(text, perLine: perLine), "\(Array(text.unicodeScalars)) at \(perLine)")
        }
    }
}
