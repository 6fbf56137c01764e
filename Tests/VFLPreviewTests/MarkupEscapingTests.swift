import Foundation
import Testing
@testable import VFLPreview
@testable import VFLGenCLI

/// No input reaches a picture or the page as markup.
@Suite struct MarkupEscapingTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("<script>", "&lt;script&gt;"),
        ("a & b", "a &amp; b"),
        ("\"quoted\" 'single'", "&quot;quoted&quot; &#39;single&#39;"),
        ("tab\tline\n", "tab\tline\n"),
        ("bell\u{07}esc\u{1B}del\u{7F}", "bell\u{FFFD}esc\u{FFFD}del\u{FFFD}"),
        ("é ✓ 😀", "é ✓ 😀"),
        ("cafe\u{301} & tea", "cafe\u{301} &amp; tea"),
        ("e\u{301}", "e\u{301}"),
    ])
    func escapesMarkupCharacters(input: String, expected: String) {
        // Byte for byte: String's == would call a decomposed é equal to a composed one.
        #expect(Array(input.escapedForMarkup.utf8) == Array(expected.utf8))
    }

    /// Each ASCII character, alone and inside plain text (which comes out unchanged without
    /// being rebuilt): an entity, U+FFFD for a control character, or itself.
    @Test func everyASCIICharacterAloneAndInPlainText() {
        for value in 0..<128 {
            let character = String(UnicodeScalar(UInt8(value)))
            let expected = switch value {
            case 0x26: "&amp;"
            case 0x3C: "&lt;"
            case 0x3E: "&gt;"
            case 0x22: "&quot;"
            case 0x27: "&#39;"
            case 0x09, 0x0A, 0x0D: character
            case 0..<0x20, 0x7F: "\u{FFFD}"
            default: character
            }
            #expect(character.escapedForMarkup == expected, "\(value)")
            #expect("view\(character)name".escapedForMarkup == "view\(expected)name", "\(value)")
        }
        #expect("\u{FFFE}a\u{FFFF}".escapedForMarkup == "\u{FFFD}a\u{FFFD}")
    }

    /// A file whose path is markup: the pictures still parse as XML with the path as text,
    /// and the page holds it only escaped.
    @Test func hostilePathIsTextEverywhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let name = "<img src=x onerror=alert(1)>&\"'.vfl"
        try folder.write("layout L {\n view a\n H:|[a]|\n V:|[a]|\n}\n", to: name)
        let result = runTool(["preview", name, "--output", "out", "--devices", "iPhone 16 Pro (portrait)"], in: folder)
        #expect(result.status == .success, "\(result.stderr)")
        let svg = try ParsedSVG(folder.read("out/L--iphone-16-pro-portrait--ltr.svg"))
        let desc = try svg.document.nodes(forXPath: "//*[local-name()='desc']").first?.stringValue
        #expect(desc == "Drawn by vflgen preview from \(name)")
        let page = try folder.read("out/index.html")
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;.vfl"))
    }

    /// Errors quote the source: the excerpt on the page is escaped too.
    @Test func errorExcerptsAreEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout L {\n view a\n H:|[a]<b>|\n}\n", to: "Bad.vfl")
        let result = runTool(["preview", "Bad.vfl", "--output", "out"], in: folder)
        #expect(result.status == .failure)
        let page = try folder.read("out/index.html")
        #expect(!page.contains("<b>|"))
        #expect(page.contains("[a]&lt;b&gt;|"))
    }
}
