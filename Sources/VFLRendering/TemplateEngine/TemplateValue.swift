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
    /// An object whose member names are shared with many others (every constraint has the
    /// same keys); cheaper to build than a dictionary.
    case record(TemplateRecord)

    /// How `{% if %}` reads a value: `false`, `""` and `[]` are false; everything else is true.
    public var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .object, .record: true
        }
    }

    /// The member `name` of an object or record.
    public subscript(member name: String) -> TemplateValue? {
        switch self {
        case .object(let members): members[name]
        case .record(let record): record[name]
        default: nil
        }
    }

    /// The member names of an object or record (for "did you mean" suggestions).
    var memberNames: [String] {
        switch self {
        case .object(let members): Array(members.keys)
        case .record(let record): record.shape.names
        default: []
        }
    }

    /// A short name of the value's kind for error messages.
    var kindName: String {
        switch self {
        case .string: "text"
        case .bool: "a truth value"
        case .list: "a list"
        case .object, .record: "an object"
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// Member values in the order of a shared ``Shape`` (a list of member names).
public struct TemplateRecord: Sendable, Equatable {
    /// The member names of a kind of record, and where each one's value is.
    public final class Shape: Sendable {
        public let names: [String]
        let positions: [String: Int]

        public init(_ names: [String]) {
            self.names = names
            var positions: [String: Int] = [:]
            for (position, name) in names.enumerated() { positions[name] = position }
            precondition(positions.count == names.count, "duplicate member name in a record shape")
            self.positions = positions
        }
    }

    public let shape: Shape
    public let values: [TemplateValue]

    /// `values` are in the order of `shape.names`.
    public init(_ shape: Shape, _ values: [TemplateValue]) {
        precondition(values.count == shape.names.count, "a record needs one value per member name")
        self.shape = shape
        self.values = values
    }

    public subscript(name: String) -> TemplateValue? {
        shape.positions[name].map { values[$0] }
    }

    public static func == (lhs: TemplateRecord, rhs: TemplateRecord) -> Bool {
        lhs.shape.names == rhs.shape.names && lhs.values == rhs.values
    }
}
