import LayoutModel

/// Walks the node tree with a stack of scopes: the context, then one per enclosing loop
/// (its variable and its position, from which `loop.*` is made on demand).
struct TemplateRenderer {
    struct LoopScope {
        var variable: String
        var item: TemplateValue
        var index: Int
        var count: Int
    }

    let template: Template
    let context: [String: TemplateValue]
    var loops: [LoopScope] = []

    init(template: Template, context: [String: TemplateValue]) {
        self.template = template
        self.context = context
    }

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
                loops.append(LoopScope(variable: variable, item: .bool(false), index: 0, count: items.count))
                defer { loops.removeLast() }
                for (index, item) in items.enumerated() {
                    loops[loops.count - 1].item = item
                    loops[loops.count - 1].index = index
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

    /// The value of a name: the innermost loop variable (or `loop`) first, then the context.
    private func root(_ name: String) -> TemplateValue? {
        for scope in loops.reversed() {
            if scope.variable == name { return scope.item }
            if name == "loop" {
                return .object([
                    "index": .string(String(scope.index + 1)),
                    "index0": .string(String(scope.index)),
                    "first": .bool(scope.index == 0),
                    "last": .bool(scope.index == scope.count - 1),
                    "length": .string(String(scope.count)),
                ])
            }
        }
        return context[name]
    }

    private func lookUp(_ expression: TemplateExpression) throws(TemplateError) -> TemplateValue {
        let rootName = expression.path[0]
        // `loop.first`/`loop.last` are the common case; answer them without building `loop`.
        if rootName == "loop", expression.path.count == 2, let scope = loops.last, loops.allSatisfy({ $0.variable != "loop" }) {
            switch expression.path[1] {
            case "first": return .bool(scope.index == 0)
            case "last": return .bool(scope.index == scope.count - 1)
            default: break
            }
        }
        guard var value = root(rootName) else {
            let known = Set(context.keys).union(loops.map(\.variable)).union(loops.isEmpty ? [] : ["loop"])
            throw error("unknown name '\(rootName)'\(suggestion(rootName, in: known))", at: expression.offset)
        }
        var depth = 0
        for key in expression.path.dropFirst() {
            guard let member = value[member: key] else {
                let parent = expression.path[0...depth].joined(separator: ".")
                switch value {
                case .object, .record:
                    throw error("'\(parent)' has no member '\(key)'\(suggestion(key, in: Set(value.memberNames)))", at: expression.offset)
                default:
                    throw error("'\(parent)' is \(value.kindName) and has no member '\(key)'", at: expression.offset)
                }
            }
            value = member
            depth += 1
        }
        return value
    }

    private func suggestion(_ name: String, in candidates: Set<String>) -> String {
        let best = NameSuggestion.closest(to: name, in: candidates.sorted(), limit: max(1, name.utf8.count / 2))
        return best.map { "; did you mean '\($0)'?" } ?? ""
    }

    private func error(_ message: String, at offset: Int) -> TemplateError {
        let location = template.source.location(of: offset)
        return TemplateError(path: template.path, line: location.line, column: location.column, message: message)
    }
}
