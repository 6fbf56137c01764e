/// The parsed form of a template: text, `{{ output }}`, `{% for %}` and `{% if %}` nodes.
indirect enum TemplateNode: Sendable {
    case text(String)
    case output(TemplateExpression)
    case loop(variable: String, over: TemplateExpression, body: [TemplateNode])
    case conditional(branches: [(condition: TemplateExpression, body: [TemplateNode])], otherwise: [TemplateNode])
}

/// A value reference, optionally negated: `layout.name`, `not loop.last`.
struct TemplateExpression: Sendable {
    var negated: Bool
    /// The dotted path, e.g. `["layout", "name"]`.
    var path: [String]
    /// Byte offset of the expression in the template (for error locations).
    var offset: Int

    var text: String { (negated ? "not " : "") + path.joined(separator: ".") }
}
