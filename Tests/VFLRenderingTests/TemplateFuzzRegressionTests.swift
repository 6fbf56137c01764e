import Testing
@testable import VFLRendering

/// Inputs found by fuzzing the template engine (Tests/Fuzz, `run.sh templates`), kept so the
/// mistakes they exposed stay fixed.
@Suite struct TemplateFuzzRegressionTests {
    static func nestedIfs(_ depth: Int) -> String {
        String(repeating: "{% if yes %}", count: depth) + "x" + String(repeating: "{% endif %}", count: depth)
    }

    @Test func blocksNestedToTheLimitRender() throws {
        let text = Self.nestedIfs(TemplateParser.maximumNesting)
        #expect(try Template(path: "T.template", text: text).render(["yes": true]) == "x")
    }

    /// 5,000 nested `{% if %}`s overflowed the stack of the recursive parser.
    @Test(arguments: [TemplateParser.maximumNesting + 1, 5000])
    func deeperNestingIsAnErrorAtTheFirstTooDeepTag(depth: Int) {
        let column = TemplateParser.maximumNesting * "{% if yes %}".utf8.count + 1
        let message = "'{% if %}' nests blocks more than \(TemplateParser.maximumNesting) deep"
        #expect(throws: TemplateError(path: "T.template", line: 1, column: column, message: message)) {
            _ = try Template(path: "T.template", text: Self.nestedIfs(depth))
        }
    }

    @Test func loopsCountTowardsTheNestingLimit() {
        let depth = TemplateParser.maximumNesting + 1
        let text = String(repeating: "{% for x in items %}", count: depth) + String(repeating: "{% endfor %}", count: depth)
        #expect(throws: TemplateError.self) { _ = try Template(path: "T.template", text: text) }
    }

    /// Template text quoted in an error must not carry control characters to the terminal.
    @Test(arguments: [
        ("{% \u{1B}[31m %}", #"unknown tag '\u{1B}[31m'; expected for, endfor, if, elif, else or endif"#),
        ("{{ name \u{7} }}", #"unexpected '\u{7}'; an expression is a dotted path, optionally after 'not'"#),
        ("{{ a\rb }}", #"'a\rb' is not a dotted path of names"#),
    ])
    func controlCharactersInErrorsAreEscaped(text: String, message: String) {
        #expect(throws: TemplateError.self) { _ = try Template(path: "T.template", text: text) }
        do {
            _ = try Template(path: "T.template", text: text)
        } catch {
            #expect(error.message == message)
        }
    }

    /// `{#` followed by a combining mark is one character to Swift's `String`, but still
    /// opens a comment: tags are found in bytes.
    @Test func tagFollowedByACombiningMarkIsStillATag() throws {
        #expect(try Template(path: "T.template", text: "a{#\u{61A} note #}b").render([:]) == "ab")
    }
}
