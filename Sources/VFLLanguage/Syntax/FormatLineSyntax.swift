import LayoutModel

/// One VFL line (`H:|-[a]-[b]-|  options: [...]`) as parsed, in Apple's grammar:
/// `(orientation:)? (| connection)? view (connection view)* (connection |)?`.
struct FormatLineSyntax: Sendable {
    var axis: Axis
    /// The `|` and connection before the first view, if any.
    var leadingEdge: EdgeSyntax?
    /// The views, left to right; never empty.
    var views: [ViewSyntax]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [ConnectionSyntax]
    /// The connection and `|` after the last view, if any.
    var trailingEdge: EdgeSyntax?
    var options: [OptionSyntax]
    /// The VFL text (without the options clause).
    var range: SourceRange
}

/// A connection to the container edge together with the `|` it leads to.
struct EdgeSyntax: Sendable {
    var connection: ConnectionSyntax
    /// The `|` character.
    var barRange: SourceRange
}

/// `[name(predicates)]`.
struct ViewSyntax: Sendable {
    var name: Name
    var predicates: [PredicateSyntax]
    /// From `[` to `]`.
    var range: SourceRange
}

/// What sits between two items: nothing (flush), `-` (standard spacing) or `-predicates-`.
struct ConnectionSyntax: Sendable {
    enum Spacing: Sendable {
        case flush
        case standard
        case predicates([PredicateSyntax])
    }

    var spacing: Spacing
    /// The connection's text (empty for a flush connection).
    var range: SourceRange
}

/// `(relation)?(object)(@priority)?`.
struct PredicateSyntax: Sendable {
    var relation: Relation
    var object: ValueSyntax
    var priority: ValueSyntax?
    /// The predicate's text, e.g. `>=8@750`.
    var range: SourceRange
}

/// A number or a name in a predicate; the resolver turns names into metrics or views.
enum ValueSyntax: Sendable {
    case number(Double, SourceRange)
    /// An identifier not yet resolved.
    case name(Name)
    /// A resolved metric, with its declared value.
    case metric(Name, Double)
    /// A resolved view (only in a view's size predicate).
    case view(Name)

    var range: SourceRange {
        switch self {
        case .number(_, let range): range
        case .name(let name), .metric(let name, _), .view(let name): name.range
        }
    }
}

/// One entry of `options: [...]`.
struct OptionSyntax: Sendable {
    var option: FormatOption
    var range: SourceRange
}
