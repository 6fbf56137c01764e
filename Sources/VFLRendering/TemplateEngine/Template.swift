import LayoutModel

/// A parsed template, ready to render any number of contexts.
///
/// ```swift
/// let template = try Template(path: "Greeting.template", text: "Hello, {{ name }}!")
/// let text = try template.render(["name": "world"])   // "Hello, world!"
/// ```
/// Syntax and whitespace rules: docs/Templates.md and ``TemplateParser``.
public struct Template: Sendable {
    /// The path (or built-in name) used in error messages.
    public let path: String
    let source: SourceFile
    let nodes: [TemplateNode]

    /// Parses `text`; a syntax error names `path:line:col`.
    public init(path: String, text: String) throws(TemplateError) {
        self.path = path
        self.source = SourceFile(path: path, text: text)
        self.nodes = try TemplateParser(source: source).parse()
    }

    /// Renders the template with `context` as its top-level names. Reading a name or key
    /// the context does not have is an error naming the template location.
    public func render(_ context: [String: TemplateValue]) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(template: self, scopes: [context])
        var output = ""
        output.reserveCapacity(source.utf8.count * 4)
        try renderer.render(nodes, into: &output)
        return output
    }
}

/// Walks the node tree with a stack of scopes (the context, then one per loop).
struct TemplateRenderer {
    let template: Template
    var scopes: [[String: TemplateValue]]

    mutating func render(_ nodes: [TemplateNode], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                switch try evaluate(expression) {
                case .string(let text): output += text
                case .bool(let value): output += value ? "true" : "false"
                case let other:
                    throw error("'\(expression.text)' is \(other.kindName) and cannot be printed", at: expression.offset)
                }
            case .loop(let variable, let sequence, let body):
                guard case .list(let items) = try evaluate(sequence) else {
                    throw error("'\(sequence.text)' is not a list and cannot be looped over", at: sequence.offset)
                }
                for (index, item) in items.enumerated() {
                    let loop: TemplateValue = .object([
                        "index": .string(String(index + 1)),
                        "index0": .string(String(index)),
                        "first": .bool(index == 0),
                        "last": .bool(index == items.count - 1),
                        "length": .string(String(items.count)),
                    ])
                    scopes.append([variable: item, "loop": loop])
                    defer { scopes.removeLast() }
                    try render(body, into: &output)
                }
            case .conditional(let branches, let otherwise):
                var taken = false
                for branch in branches {
                    if try evaluate(branch.condition).isTruthy {
                        try render(branch.body, into: &output)
                        taken = true
                        break
                    }
                }
                if !taken { try render(otherwise, into: &output) }
            }
        }
    }

    private func evaluate(_ expression: TemplateExpression) throws(TemplateError) -> TemplateValue {
        let value = try lookUp(expression)
        return expression.negated ? .bool(!value.isTruthy) : value
    }

    private func lookUp(_ expression: TemplateExpression) throws(TemplateError) -> TemplateValue {
        let root = expression.path[0]
        var found: TemplateValue?
        for scope in scopes.reversed() {
            if let value = scope[root] { found = value; break }
        }
        guard var value = found else {
            let known = Set(scopes.flatMap { $0.keys })
            throw error("unknown name '\(root)'\(suggestion(root, in: known))", at: expression.offset)
        }
        for (depth, key) in expression.path.dropFirst().enumerated() {
            let parent = expression.path[0...depth].joined(separator: ".")
            guard case .object(let members) = value else {
                throw error("'\(parent)' is \(value.kindName) and has no member '\(key)'", at: expression.offset)
            }
            guard let member = members[key] else {
                throw error("'\(parent)' has no member '\(key)'\(suggestion(key, in: Set(members.keys)))", at: expression.offset)
            }
            value = member
        }
        return value
    }

    private func suggestion(_ name: String, in candidates: Set<String>) -> String {
        let limit = max(1, name.count / 2)
        let best = candidates.sorted()
            .map { (name: $0, distance: levenshtein(name, $0)) }
            .filter { $0.distance <= limit }
            .min { $0.distance < $1.distance }
        return best.map { "; did you mean '\($0.name)'?" } ?? ""
    }

    private func error(_ message: String, at offset: Int) -> TemplateError {
        let location = template.source.location(of: offset)
        return TemplateError(path: template.path, line: location.line, column: location.column, message: message)
    }
}

/// Edit distance over characters (for "did you mean" in template errors).
func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
