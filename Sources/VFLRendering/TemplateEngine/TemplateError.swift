/// A mistake in a template, or a template asking for data the render context does not have.
/// Printed as `path:line:col: error: message`, like every other vflgen diagnostic.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template's path (or built-in name, e.g. `Templates/UIKit.swift.template`).
    public var path: String
    /// 1-based line of the offending tag or expression.
    public var line: Int
    /// 1-based column (in UTF-8 bytes) of the offending tag or expression.
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
