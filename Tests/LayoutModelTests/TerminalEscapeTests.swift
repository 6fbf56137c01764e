import LayoutModel
import Testing

/// Issue #13, item 2 ("Terminal escapes reach the terminal"): the excerpt printed the source
/// line raw, messages passed C1 controls and bidi overrides through, and paths were printed
/// raw. Everything from input is escaped now; the caret still lines up.
@Suite struct TerminalEscapeTests {
    /// `H:[a]x\e[2J\e]0;pwned\a` cleared the screen and set the window title.
    @Test func terminalEscapesReachTheTerminalNotFromTheExcerpt() {
        let file = SourceFile(path: "W.vfl", text: "H:[a]x\u{1B}[2J\u{1B}]0;pwned\u{7}\n")
        let diagnostic = Diagnostic.error("e", "bad", at: SourceRange(start: 5, end: 6))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        #expect(text == #"""
        W.vfl:1:6: error: bad
        H:[a]x\u{1B}[2J\u{1B}]0;pwned\u{7}
             ^

        """#)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    /// The caret and tildes count escaped controls at the width they are printed with.
    @Test func terminalEscapesReachTheTerminalNotAndTheCaretStillLinesUp() {
        let file = SourceFile(path: "W.vfl", text: "\u{1B}\u{202E}[a][b]\n")
        let bytesBeforeB = "\u{1B}\u{202E}[a]".utf8.count
        let diagnostic = Diagnostic.error("e", "bad", at: SourceRange(start: bytesBeforeB, end: bytesBeforeB + 3))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == #"\u{1B}\u{202E}[a][b]"#)
        let column = #"\u{1B}\u{202E}[a]"#.count
        #expect(lines[2] == String(repeating: " ", count: column) + "^~~")
    }

    /// C1 controls (U+0080–U+009F) and bidi overrides/isolates in messages, notes and paths.
    @Test(arguments: [0x85, 0x9B, 0x202A, 0x202E, 0x2066, 0x2069] as [UInt32])
    func terminalEscapesReachTheTerminalNotFromMessagesOrPaths(scalar: UInt32) {
        let character = String(Unicode.Scalar(scalar)!)
        let file = SourceFile(path: "Dir\(character)/W.vfl", text: "H:[a]\n")
        let diagnostic = Diagnostic.error(
            "e", "unknown view 'a\(character)'", at: SourceRange(start: 3, end: 4),
            notes: [.init("did you mean '\(character)'?", at: SourceRange(start: 3, end: 4))])
        let escape = "\\u{\(String(scalar, radix: 16, uppercase: true))}"
        for renderer in [DiagnosticRenderer(showsExcerpts: true), DiagnosticRenderer(showsExcerpts: false)] {
            let text = renderer.render(diagnostic, in: file) + renderer.render(diagnostic, tool: "vflgen")
            #expect(!text.unicodeScalars.contains { $0.value == scalar })
            #expect(text.contains("Dir\(escape)/W.vfl:1:4: error: unknown view 'a\(escape)'"))
            #expect(text.contains("note: did you mean '\(escape)'?"))
        }
    }

    @Test func escapingIsIdempotentOnEscapedText() {
        let once = "a\u{1B}b\u{9B}c\u{202E}".escapingControlCharacters
        #expect(once == #"a\u{1B}b\u{9B}c\u{202E}"#)
        #expect(once.escapingControlCharacters == once)
        #expect("tab\there".escapingControlCharacters(keepingTabs: true) == "tab\there")
    }
}

/// Found by the excerpt fuzzer (Tests/Fuzz, `run.sh excerpts`): a range starting inside a
/// multi-byte character decoded the two halves separately, so the marker ran past the line.
@Suite struct ExcerptFuzzRegressionTests {
    @Test func aRangeStartingInsideACharacterMarksTheWholeCharacter() {
        let file = SourceFile(path: "E.vfl", text: "ab\u{FFFD}cd\n")
        let diagnostic = Diagnostic.error("e", "here", at: SourceRange(start: 3, end: 7))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        #expect(text == "E.vfl:1:4: error: here\nab\u{FFFD}cd\n  ^~~\n")
    }
}

extension ExcerptFuzzRegressionTests {
    /// Also found by the excerpt fuzzer: tildes counted a tab as its escape (`\t`, two
    /// characters), though excerpts keep tabs, so the marker ran past the line.
    @Test func tildesCountAKeptTabAsOneCharacter() {
        let file = SourceFile(path: "E.vfl", text: "[a]\t\t\u{7}\n")
        let diagnostic = Diagnostic.error("e", "here", at: SourceRange(start: 3, end: 6))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        #expect(text == "E.vfl:1:4: error: here\n[a]\t\t\\u{7}\n   ^~~~~~~\n")
    }
}

extension ExcerptFuzzRegressionTests {
    /// Also found by the excerpt fuzzer: a combining mark right after a control character
    /// joins the escape's `}` once printed, so it takes no column of the marker.
    @Test func aCombiningMarkAfterAnEscapedControlTakesNoColumn() {
        let file = SourceFile(path: "E.vfl", text: "\u{0}\u{345}[a]\n")
        let offset = "\u{0}\u{345}[".utf8.count
        let diagnostic = Diagnostic.error("e", "here", at: SourceRange(start: offset, end: offset + 1))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        #expect(text == "E.vfl:1:5: error: here\n\\u{0}\u{345}[a]\n      ^\n")
    }
}
