import LayoutModel
import Testing
@testable import VFLLanguage

/// `vflgen format` on lines the compiler rejects (issue 42 §10): their text is kept exactly
/// (only the indentation changes), no two lines are merged, and the errors are reported.
@Suite struct FormatterRejectedLineTests {
    @Test(arguments: [
        // An equation the parser rejects keeps its spacing.
        ("layout A {\nview a\nview b\n  a.height  ===   b.height\n}\n", "layout A {\n    view a\n    view b\n    a.height  ===   b.height\n}\n"),
        // A broken declaration keeps its spacing and its comment's place.
        ("layout A {\n  view   a :  :UILabel   // x\nview b   // y\n}\n", "layout A {\n    view   a :  :UILabel   // x\n    view b  // y\n}\n"),
        // Classic-Mac line ends: one line to the compiler, kept as written (its line ends too).
        ("layout A {\r    view a\r    H:|[a]|\r}\r", "layout A {\r    view a\r    H:|[a]|\r}\n"),
        ("layout A {\r  view   a\r}", "layout A {\r  view   a\r}\n"),
        // The format fuzzer's input (issue 42): a rejected line ending in two `\r`s (the last
        // classic-Mac line is blank). Keeping one gave `\r\n`, a CRLF line end whose `\r` the
        // next run dropped: the line's trailing `\r`s are its line end, all of them.
        ("\u{FFFD}\r\r", "\u{FFFD}\n"),
        ("layout A {\r  view   a\r}\r\r\r", "layout A {\r  view   a\r}\n"),
        ("layout A {\r  view   a\r}\r \r", "layout A {\r  view   a\r}\r \n"),
        // The format fuzzer's third input: a lone `\r` inside a line the compiler accepts (to
        // it, whitespace before a comment; to an editor, a line end). Trimmed as whitespace, it
        // merged the editor's two lines; the line is kept as written, only re-indented.
        ("layout n{\nview g\r//", "layout n{\n    view g\r//\n"),
        ("layout n {\n  view   g\r  view h\n}\n", "layout n {\n    view   g\r  view h\n}\n"),
    ] as [(String, String)])
    func aRejectedLineIsOnlyReindented(_ input: String, _ expected: String) {
        let formatted = VFLFormatter.format(input)
        #expect(formatted == expected)
        #expect(VFLFormatter.format(formatted) == formatted, "idempotent")
    }

    @Test func theErrorsComeWithTheText() {
        let file = SourceFile(path: "A.vfl", text: "layout A {\nview a\n  a.height  ===   a.width\n}\n")
        let formatted = VFLFormatter.format(file)
        #expect(formatted.text == "layout A {\n    view a\n    a.height  ===   a.width\n}\n")
        #expect(formatted.errors.count == 1)
        #expect(formatted.errors[0].range.map { file.location(of: $0.start).line } == 3)
        #expect(VFLFormatter.format(SourceFile(path: "B.vfl", text: "layout B {\n    view b\n    H:|[b]|\n}\n")).errors.isEmpty)
    }
}
