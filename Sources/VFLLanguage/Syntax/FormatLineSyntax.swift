import LayoutModel

/// All VFL lines of one layout, stored flat: lines refer to their views, connections,
/// predicates and options by index ranges into the shared arrays. Every element is a plain
/// value without references, so building and dropping a layout's syntax costs a handful of
/// array allocations instead of several per line.
struct FormatStore: Sendable {
    var lines: [FormatLineSyntax] = []
    var views: [ViewSyntax] = []
    var connections: [ConnectionSyntax] = []
    var predicates: [PredicateSyntax] = []
    var options: [OptionSyntax] = []
    /// The vflgen-extension parts of predicates (proportions, `#name`), referred to by
    /// ``PredicateSyntax/extra``; kept apart so plain Apple predicates stay small.
    var extras: [PredicateExtraSyntax] = []
    /// Equation lines (vflgen extension), referred to by ``FormatLineSyntax/equation``.
    var equations: [EquationSyntax] = []

    /// The array sizes, to roll back a line that failed to parse.
    struct Mark {
        var views, connections, predicates, options, extras, equations: Int
    }

    var mark: Mark {
        Mark(
            views: views.count, connections: connections.count, predicates: predicates.count, options: options.count,
            extras: extras.count, equations: equations.count
        )
    }

    /// The name of a connection that is exactly one bare name (`-icon-`), if it is one.
    func bareName(of connection: ConnectionSyntax) -> SourceRange? {
        guard connection.spacing == .predicates, connection.predicates.count == 1 else { return nil }
        let predicate = predicates[connection.predicates.lowerBound]
        guard case .name(let name) = predicate.object, predicate.priority == nil, predicate.range == name else { return nil }
        return name
    }

    /// Empties every array, keeping their storage for the next layout.
    mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
        views.removeAll(keepingCapacity: true)
        connections.removeAll(keepingCapacity: true)
        predicates.removeAll(keepingCapacity: true)
        options.removeAll(keepingCapacity: true)
        extras.removeAll(keepingCapacity: true)
        equations.removeAll(keepingCapacity: true)
    }

    /// Lines at least this long reserve their views and connections before parsing.
    static let longLine = 4_096

    /// Makes room at once for the views and connections of a long line (at most one view per
    /// `[`, one connection per view and edge): growing the arrays by doubling copies them and
    /// touches about twice the memory, which for a line of megabytes costs more in page faults
    /// than the parse itself (issue 25: `lint` on a 5 MB literal). Capacity still at least
    /// doubles, so a layout of many long lines is not copied once per line.
    mutating func reserve(forLineFrom start: Int, to end: Int, in text: ByteText) {
        guard end - start >= Self.longLine else { return }
        var brackets = 0
        for index in start..<end where text[index] == Bytes.openBracket { brackets += 1 }
        let neededViews = views.count + brackets
        if neededViews > views.capacity { views.reserveCapacity(Swift.max(neededViews, 2 * views.capacity)) }
        let neededConnections = connections.count + brackets + 1
        if neededConnections > connections.capacity {
            connections.reserveCapacity(Swift.max(neededConnections, 2 * connections.capacity))
        }
    }

    mutating func rollBack(to mark: Mark) {
        views.removeSubrange(mark.views...)
        connections.removeSubrange(mark.connections...)
        predicates.removeSubrange(mark.predicates...)
        options.removeSubrange(mark.options...)
        extras.removeSubrange(mark.extras...)
        equations.removeSubrange(mark.equations...)
    }
}

/// One VFL line (`H:|-[a]-[b]-|  options: [...]`) as parsed, in Apple's grammar:
/// `(orientation:)? (| connection)? view (connection view)* (connection |)?`.
struct FormatLineSyntax: Sendable {
    var axis: Axis
    /// `HV:` (vflgen extension): the line is lowered as `H:` (``axis``) and then as `V:`.
    var bothAxes = false
    /// The variant (index into the layout's variants, in source order) or -1 for always-on.
    var variant: Int
    /// The `|` and connection before the first view, if any.
    var leadingEdge: EdgeSyntax?
    /// The views, left to right (indices into the store's `views`); never empty.
    var views: Range<Int>
    /// `connections.lowerBound + i` joins view `i` and view `i + 1` of the line.
    var connections: Range<Int>
    /// The connection and `|` after the last view, if any.
    var trailingEdge: EdgeSyntax?
    var options: Range<Int>
    /// The VFL text (without the options clause).
    var range: SourceRange
    /// Cleared by the resolver when the line has an error; invalid lines are not lowered.
    var isValid = true
    /// For an equation line (vflgen extension), its index in the store's `equations`; the
    /// line then has no views, connections or options. -1 for a VFL line.
    var equation = -1

    /// The axes the line is lowered on, in order.
    var axes: [Axis] { bothAxes ? [.horizontal, .vertical] : [axis] }

    /// Whether the line is lowered on `axis` (``axes`` contains it), without making the array.
    func isLowered(on axis: Axis) -> Bool { bothAxes || self.axis == axis }

    /// The line that holds equation `index` of the store.
    static func equation(_ index: Int, variant: Int, range: SourceRange) -> FormatLineSyntax {
        var line = FormatLineSyntax(
            axis: .horizontal, variant: variant, views: 0..<0, connections: 0..<0, options: 0..<0, range: range
        )
        line.equation = index
        return line
    }
}

/// A connection to the container edge together with the `|` it leads to.
struct EdgeSyntax: Sendable {
    var connection: ConnectionSyntax
    /// The `|` character.
    var barRange: SourceRange
    /// The layout guide written against the bar (`safeArea|`, `|keyboard`; vflgen extension),
    /// or `nil` for Apple's plain `|`.
    var guide: GuideSyntax? = nil
    /// A plain `|` next to a view placed in another (`view title in card`): the declaration
    /// index of that parent, which `|` stands for as the superview in Apple's VFL; -1 for the
    /// container. Set by the resolver.
    var parentView: Int = -1

    /// The edge's text: the bar and its guide name.
    var edgeRange: SourceRange {
        guard let guide else { return barRange }
        return SourceRange(start: min(barRange.start, guide.range.start), end: max(barRange.end, guide.range.end))
    }
}

/// A layout guide named against a bar (vflgen extension).
struct GuideSyntax: Sendable {
    enum Kind: UInt8, Sendable, CaseIterable {
        case safeArea, margins, readable, keyboard

        /// The item constraints refer to.
        var item: LayoutItem {
            switch self {
            case .safeArea: .safeArea
            case .margins: .margins
            case .readable: .readable
            case .keyboard: .keyboard
            }
        }
    }

    var kind: Kind
    /// The guide's name (`safeArea`; for a scroll view's guide, `form.content` whole).
    var range: SourceRange
    /// A scroll view's guide (`form.content|`, vflgen extension); `kind` is then unused.
    var scroll: ScrollGuideSyntax? = nil

    /// Whether `self` and `other` name the same guide.
    func isSameGuide(as other: GuideSyntax, in text: ByteText) -> Bool {
        guard let scroll, let otherScroll = other.scroll else { return self.scroll == nil && other.scroll == nil && kind == other.kind }
        return scroll.guide == otherScroll.guide && text.string(scroll.view) == text.string(otherScroll.view)
    }
}

/// `NAME.content` or `NAME.frame` (vflgen extension): a layout guide of the scroll view NAME.
struct ScrollGuideSyntax: Sendable {
    /// The scroll view's name.
    var view: SourceRange
    var guide: ScrollGuide
    /// The scroll view's index in the layout's declarations, once resolved; -1 before.
    var declaration: Int = -1
}

/// `[name(predicates)]`.
struct ViewSyntax: Sendable {
    var name: SourceRange
    /// The view's index in the layout's declarations, once resolved; -1 before.
    var declaration: Int = -1
    var predicates: Range<Int>
    /// From `[` to `]`.
    var range: SourceRange
}

/// What sits between two items: nothing (flush), `-` (standard spacing) or `-predicates-`.
struct ConnectionSyntax: Sendable {
    enum Spacing: Sendable {
        case flush
        case standard
        case predicates
        /// `~` (vflgen extension): as long as every other `~` of the line.
        case equal
    }

    var spacing: Spacing
    /// For `.predicates`: indices into the store's `predicates`.
    var predicates: Range<Int> = 0..<0
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
    /// Index into the store's `extras` when the predicate uses a vflgen extension
    /// (a proportion, `N%` or `#name`), else -1.
    var extra: Int32 = -1
}

/// The vflgen-extension parts of a predicate: `VIEW[.width|.height][*F|/F|*A/B][+C|-C]`,
/// `N%` and `#name`.
struct PredicateExtraSyntax: Sendable {
    /// `.width` or `.height` after the view; `nil` for the line's own dimension.
    var dimension: LayoutAttribute?
    var multiplier: Double = 1
    /// The multiplier as written when it has a `/` (`*16/9`, `/2`).
    var multiplierFraction: MultiplierFraction?
    /// `+C` or `-C` after a view (a negative number for `-C`; a metric only with `+`).
    var constant: ValueSyntax?
    /// `N%`: the object is a number, a percentage of the container's same dimension.
    var isPercent = false
    /// `#name`.
    var name: SourceRange?

    /// Whether the object is related through a dimension, multiplier or constant.
    var hasProportion: Bool { dimension != nil || multiplier != 1 || constant != nil || isPercent || hasMultiplierSyntax }
    /// Set when `*` or `/` was written, even if the multiplier came out as 1.
    var hasMultiplierSyntax = false
}

/// A number or a name in a predicate; the resolver turns names into metrics or views.
enum ValueSyntax: Sendable {
    case number(Double, SourceRange)
    /// An identifier not yet resolved.
    case name(SourceRange)
    /// A resolved metric (index into the layout's metrics).
    case metric(Int, SourceRange)
    /// A resolved view (index into the layout's views; only in a view's size predicate).
    case view(Int, SourceRange)
}

/// One entry of `options: [...]`.
struct OptionSyntax: Sendable {
    var option: FormatOption
    var range: SourceRange
}
