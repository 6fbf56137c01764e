import LayoutModel
import Testing
import TestRandom

/// `escapingControlCharacters` returns printable ASCII as it is after one pass over its bytes;
/// the result must be the scalar walk's for every string, printable or not.
@Suite struct EscapingFastPathTests {
    /// The escaping as it was before the byte pass: a walk of the scalars.
    static func reference(_ text: String, keepingTabs: Bool) -> String {
        guard text.unicodeScalars.contains(where: { $0.needsEscaping }) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars { escaped += scalar.escaped(keepingTabs: keepingTabs) }
        return escaped
    }

    @Test func everyASCIIByteAloneAndAmongLetters() {
        for value in 0..<0x80 as Range<UInt32> {
            let scalar = String(Character(Unicode.Scalar(value)!))
            for text in [scalar, "a" + scalar + "b", "constraint 'a.leading == a.trailing + 8' " + scalar] {
                for keepingTabs in [false, true] {
                    #expect(text.escapingControlCharacters(keepingTabs: keepingTabs) == Self.reference(text, keepingTabs: keepingTabs), "U+\(String(value, radix: 16))")
                }
            }
        }
    }

    @Test func randomStringsOfControlsNonASCIIAndOverrides() {
        var random = SplitMix64(seed: 42)
        let alphabet: [String] = ["a", " ", "~", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "é", "e\u{301}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2069}x", "😀", "'"]
        for _ in 0..<5_000 {
            let text = (0..<random.below(12)).map { _ in alphabet[random.below(alphabet.count)] }.joined()
            for keepingTabs in [false, true] {
                #expect(text.escapingControlCharacters(keepingTabs: keepingTabs) == Self.reference(text, keepingTabs: keepingTabs))
            }
        }
    }
}
