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
        let ranges = JSONSourceRanges(source)
        for range in [SourceRange(start: 0, end: 6), SourceRange(start: 15, end: 19), .point(24)] {
            var bytes = UTF8Buffer()
            bytes.write { ranges.append(range, to: &$0) }
            let out = bytes.string
            #expect(out == JSONText.sourceRange(range, in: source))
            let location = source.location(of: range.start)
            #expect(out == "{\"file\": \(Self.reference(source.path)), \"line\": \(location.line), \"column\": \(location.column), \"length\": \(range.length)}")
        }
    }
}
