import LayoutModel
import Testing
@testable import VFLLanguage

/// Found while fuzzing the front end (Tests/Fuzz, whose harness now checks every message for
/// control characters): messages quoted source text raw, so a file could put a carriage
/// return or a terminal escape sequence (`ESC[31m` turns the rest of the terminal red) into
/// vflgen's output. Quoted source is now escaped, and a quote never ends in the middle of a
/// UTF-8 character.
@Suite struct ControlCharacterTests {
    @Test(arguments: [
        ("    view c: UILabel \u{1B}[31mred", #"unexpected '\u{1B}[31mred' after the declaration of view 'c'"#),
        ("    H:[a]\u{1B}[b]", #"unexpected '\u{1B}[b]' after view 'a'; expected '-', '[' or '|'"#),
        ("    H:[a\u{7}]", #"unexpected '\u{7}' in view 'a'; expected '(' or ']'"#),
        ("    H:[a]  options: [.alignAllTop] \u{7F}", #"unexpected '\u{7F}' after the options list"#),
        ("    H:[a\r]", #"unexpected '\r' in view 'a'; expected '(' or ']'"#),
        ("    H:[aé]", "unexpected 'é' in view 'a'; expected '(' or ']'"),
    ])
    func quotedSourceIsEscaped(line: String, message: String) {
        let result = compile("layout L {\n    view a\n    view b\n\(line)\n}\n")
        #expect(result.diagnostics.first { $0.severity == .error }?.message == message)
    }
}
