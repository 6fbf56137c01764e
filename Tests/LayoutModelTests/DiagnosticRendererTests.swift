import LayoutModel
import Testing

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(path: "Dir/W.vfl", text: "layout W {\n\tH:|-[icn(30)]-|\n    V:|[é][x]\n}\n")

    @Test func plainFormIsCompilerShaped() {
        let diagnostic = Diagnostic.error(
            "unknown-view", "unknown view 'icn'", at: SourceRange(start: 16, end: 19),
            notes: [.init("did you mean 'icon'?", at: SourceRange(start: 16, end: 19))]
        )
        let text = DiagnosticRenderer(showsExcerpts: false).render(diagnostic, in: file)
        #expect(text == """
        Dir/W.vfl:2:6: error: unknown view 'icn'
        Dir/W.vfl:2:6: note: did you mean 'icon'?

        """)
    }

    @Test func excerptKeepsTabsAndUnderlinesTheRange() {
        let diagnostic = Diagnostic.warning("w", "look", at: SourceRange(start: 16, end: 19))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        #expect(text == "Dir/W.vfl:2:6: warning: look\n\tH:|-[icn(30)]-|\n\t    ^~~\n")
    }

    @Test func caretCountsCharactersNotBytesBeforeTheColumn() {
        // "    V:|[é][x]": 'x' is at byte column 14 but character column 13.
        let offset = file.lineStarts[2] + 13
        let diagnostic = Diagnostic.error("e", "here", at: SourceRange(start: offset, end: offset + 1))
        let text = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        #expect(text == "Dir/W.vfl:3:14: error: here\n    V:|[é][x]\n            ^\n")
    }

    @Test func fileLevelAndToolLevelForms() {
        let renderer = DiagnosticRenderer(showsExcerpts: true)
        #expect(renderer.render(.error("x", "bad file", at: nil), in: file) == "Dir/W.vfl: error: bad file\n")
        #expect(renderer.render(.error("x", "no inputs", at: nil), tool: "vflgen") == "vflgen: error: no inputs\n")
    }
}
