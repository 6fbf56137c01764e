import Testing
@testable import VFLRendering
import TestRandom

@Suite struct TemplateEngineTests {
    static let context: [String: TemplateValue] = [
        "name": "Welcome",
        "empty": "",
        "yes": true,
        "no": false,
        "items": .list(["a", "b", "c"]),
        "none": .list([]),
        "layout": .object(["name": "Main", "views": .list([.object(["name": "icon"]), .object(["name": "title"])])]),
    ]

    static func render(_ text: String) throws -> String {
        try Template(path: "T.template", text: text).render(context)
    }

    @Test(arguments: [
        ("Hello, {{ name }}!", "Hello, Welcome!"),
        ("{{name}}", "Welcome"),
        ("{{ layout.name }}", "Main"),
        ("{{ yes }}/{{ no }}", "true/false"),
        ("{% for x in items %}{{ x }}{% endfor %}", "abc"),
        ("{% for x in items %}{{ x }}{% if not loop.last %}, {% endif %}{% endfor %}", "a, b, c"),
        ("{% for x in items %}{{ loop.index }}{{ loop.index0 }}{{ loop.length }}{% endfor %}", "103213323"),
        ("{% for v in layout.views %}[{{ v.name }}]{% endfor %}", "[icon][title]"),
        ("{% for x in none %}never{% endfor %}", ""),
        ("{% if yes %}Y{% else %}N{% endif %}", "Y"),
        ("{% if no %}Y{% else %}N{% endif %}", "N"),
        ("{% if not no %}Y{% endif %}", "Y"),
        ("{% if empty %}1{% elif none %}2{% elif items %}3{% else %}4{% endif %}", "3"),
        ("{% if layout %}object{% endif %}", "object"),
        ("{# a comment #}x", "x"),
        ("{ {name} }", "{ {name} }"),
        // A loop variable shadows an outer name only inside the loop.
        ("{% for name in items %}{{ name }}{% endfor %}{{ name }}", "abcWelcome"),
    ])
    func renders(template: String, expected: String) throws {
        #expect(try Self.render(template) == expected)
    }

    @Test func blockTagAloneOnItsLineRemovesTheLine() throws {
        let template = """
        start
            {% for x in items %}
            - {{ x }}
            {% endfor %}
        {# comment line #}
        end

        """
        #expect(try Self.render(template) == "start\n    - a\n    - b\n    - c\nend\n")
    }

    @Test func outputTagAloneOnItsLineKeepsTheLine() throws {
        #expect(try Self.render("a\n{{ name }}\nb") == "a\nWelcome\nb")
    }

    @Test func dashTrimsWhitespaceIncludingNewlines() throws {
        #expect(try Self.render("a  \n  {{- name -}}  \n  b") == "aWelcomeb")
        #expect(try Self.render("[\n{%- for x in items -%}\n{{ x }}\n{%- endfor -%}\n]") == "[abc]")
    }

    @Test func tagsSharingALineAreNotStandalone() throws {
        #expect(try Self.render("{% if yes %}x{% endif %}\nnext") == "x\nnext")
    }

    @Test func lastLineWithoutNewline() throws {
        #expect(try Self.render("a\n{% if yes %}b{% endif %}") == "a\nb")
        #expect(try Self.render("a\n{% for x in none %}{% endfor %}") == "a\n")
    }

    /// Marked sources: `1️⃣` marks where the error must point.
    @Test(arguments: [
        ("line one\n  1️⃣{{ name", "'{{' is not closed by '}}' on the same line"),
        ("1️⃣{% for x in items %}x", "'{% for %}' is not closed by '{% endfor %}'"),
        ("1️⃣{% if yes %}x", "'{% if %}' is not closed by '{% endif %}'"),
        ("x {% 1️⃣endfor %}", "unexpected '{% endfor %}'"),
        ("{% 1️⃣include other %}", "unknown tag 'include'; expected for, endfor, if, elif, else or endif"),
        ("1️⃣{% for x of items %}{% endfor %}", "expected '{% for NAME in PATH %}'"),
        ("{{ 1️⃣a..b }}", "'a..b' is not a dotted path of names"),
        ("{{ name 1️⃣extra }}", "unexpected 'extra'; an expression is a dotted path, optionally after 'not'"),
        ("1️⃣{{ }}", "empty '{{ }}'"),
        ("{% if yes %}{% else %}{% 1️⃣elif no %}{% endif %}", "unexpected '{% elif %}'"),
    ])
    func syntaxErrorsNameTheirLocation(marked: String, message: String) throws {
        let (text, line, column) = unmark(marked)
        #expect(throws: TemplateError(path: "T.template", line: line, column: column, message: message)) {
            _ = try Template(path: "T.template", text: text)
        }
    }

    @Test(arguments: [
        ("a\n{{ 1️⃣nmae }}", "unknown name 'nmae'; did you mean 'name'?"),
        ("{{ 1️⃣layout.nam }}", "'layout' has no member 'nam'; did you mean 'name'?"),
        ("{{ 1️⃣name.first }}", "'name' is text and has no member 'first'"),
        ("{{ 1️⃣items }}", "'items' is a list and cannot be printed"),
        ("{% for x in 1️⃣name %}{% endfor %}", "'name' is not a list and cannot be looped over"),
        ("{% for x in items %}{% endfor %}{{ 1️⃣x }}", "unknown name 'x'"),
    ])
    func renderErrorsNameTheirLocation(marked: String, message: String) throws {
        let (text, line, column) = unmark(marked)
        let template = try Template(path: "T.template", text: text)
        #expect(throws: TemplateError(path: "T.template", line: line, column: column, message: message)) {
            _ = try template.render(Self.context)
        }
    }

    @Test func recordsReadLikeObjects() throws {
        let shape = TemplateRecord.Shape(["name", "isRequired"])
        let context: [String: TemplateValue] = [
            "items": .list([.record(TemplateRecord(shape, ["a", true])), .record(TemplateRecord(shape, ["b", false]))]),
        ]
        let template = try Template(path: "T.template", text: "{% for c in items %}{{ c.name }}{% if c.isRequired %}!{% endif %}{% endfor %}")
        #expect(try template.render(context) == "a!b")
        let typo = try Template(path: "T.template", text: "{% for c in items %}{{ c.nmae }}{% endfor %}")
        #expect(throws: TemplateError(path: "T.template", line: 1, column: 24, message: "'c' has no member 'nmae'; did you mean 'name'?")) {
            _ = try typo.render(context)
        }
    }

    @Test func errorDescriptionIsCompilerStyle() {
        let error = TemplateError(path: "Templates/UIKit.swift.template", line: 3, column: 7, message: "unknown name 'x'")
        #expect(error.description == "Templates/UIKit.swift.template:3:7: error: unknown name 'x'")
    }
}

/// Removes the `1️⃣` marker and returns its 1-based line and byte column.
func unmark(_ marked: String) -> (text: String, line: Int, column: Int) {
    let marker = "1️⃣"
    guard let range = marked.range(of: marker) else { fatalError("no marker in \(marked)") }
    let before = marked[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { marked.index(after: $0) } ?? marked.startIndex
    let column = marked[lineStart..<range.lowerBound].utf8.count + 1
    return (marked.replacingCharacters(in: range, with: ""), line, column)
}

/// Random templates made of template syntax fragments: every one either renders or reports a
/// `TemplateError`; none crashes or hangs.
@Suite struct TemplateEngineRobustnessTests {
    typealias SplitMix = SplitMix64

    static let fragments = [
        "{{", "}}", "{%", "%}", "{#", "#}", "-", " ", "\n", "\t", "for", "in", "endfor", "if", "elif", "else",
        "endif", "not", "x", "items", "name", "layout", ".", "loop", "first", "last", "index", "é", "\u{2028}", "{", "}", "%", "#",
    ]

    @Test func randomTemplatesRenderOrReportAnError() {
        var generator = SplitMix(state: 42)
        var rendered = 0, rejected = 0
        for _ in 0..<3000 {
            let count = Int.random(in: 1...24, using: &generator)
            let text = (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }.joined()
            do {
                let template = try Template(path: "F.template", text: text)
                _ = try template.render(TemplateEngineTests.context)
                rendered += 1
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
                rejected += 1
            }
        }
        #expect(rendered > 0 && rejected > 0)
    }
}
