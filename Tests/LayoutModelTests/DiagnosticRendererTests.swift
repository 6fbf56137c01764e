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

    /// Found by fuzzing with large inputs (Tests/Fuzz, `run.sh large`): `--verbose` on a
    /// 280 KB line with 20,000 duplicate options copied the whole line into each excerpt.
    @Test func longLinesAreClippedAroundTheColumn() {
        let context = DiagnosticRenderer.excerptContext
        let text = String(repeating: "a", count: 200) + "[x]" + String(repeating: "b", count: 200)
        let file = SourceFile(path: "L.vfl", text: text)
        let diagnostic = Diagnostic.error("e", "here", at: SourceRange(start: 201, end: 202))
        let rendered = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        let shown = "…" + String(repeating: "a", count: context - 1) + "[x]" + String(repeating: "b", count: context - 2) + "…"
        #expect(rendered == "L.vfl:1:202: error: here\n\(shown)\n\(String(repeating: " ", count: context + 1))^\n")
    }

    @Test func clippingNeverSplitsACharacter() {
        let file = SourceFile(path: "L.vfl", text: String(repeating: "é", count: 100) + "[x]")
        let diagnostic = Diagnostic.error("e", "here", at: SourceRange(start: 201, end: 203))
        let rendered = DiagnosticRenderer(showsExcerpts: true).render(diagnostic, in: file)
        let shown = "…" + String(repeating: "é", count: 39) + "[x]"
        #expect(rendered == "L.vfl:1:202: error: here\n\(shown)\n\(String(repeating: " ", count: 41))^~\n")
    }

    @Test func manyDiagnosticsOnAHugeLineStaySmall() {
        let line = String(repeating: ".alignAllTop,", count: 20_000)
        let file = SourceFile(path: "L.vfl", text: line)
        let renderer = DiagnosticRenderer(showsExcerpts: true)
        let total = stride(from: 0, to: line.utf8.count, by: 13).reduce(0) { total, offset in
            total + renderer.render(.warning("w", "again", at: SourceRange(start: offset, end: offset + 12)), in: file).utf8.count
        }
        #expect(total < 20_000 * 4 * DiagnosticRenderer.excerptContext)
    }

    @Test func fileLevelAndToolLevelForms() {
        let renderer = DiagnosticRenderer(showsExcerpts: true)
        #expect(renderer.render(.error("x", "bad file", at: nil), in: file) == "Dir/W.vfl: error: bad file\n")
        #expect(renderer.render(.error("x", "no inputs", at: nil), tool: "vflgen") == "vflgen: error: no inputs\n")
    }
}
