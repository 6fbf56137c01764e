/// A value a template can read: text, a truth value, a list to loop over, or an object
/// with named members (`layout.name`).
///
/// Numbers reach templates as text already spelled as Swift literals, so templates never
/// format numbers themselves.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])

    /// How `{% if %}` reads a value: `false`, `""` and `[]` are false; everything else is true.
    public var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// A short name of the value's kind for error messages.
    var kindName: String {
        switch self {
        case .string: "text"
        case .bool: "a truth value"
        case .list: "a list"
        case .object: "an object"
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
