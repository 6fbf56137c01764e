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
        var renderer = TemplateRenderer(template: self, context: context)
        var output = ""
        output.reserveCapacity(source.utf8.count * 4)
        try renderer.render(nodes, into: &output)
        return output
    }
}
