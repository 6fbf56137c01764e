import LayoutModel

/// A function that wraps the VFL call, so that its callers' literals are what gets checked.
/// Two shapes:
///
/// - the tutorials' helper, which names its views by position:
///   ```swift
///   func addConstraintsWithFormat(format: String, view: UIView...) {
///       var viewsDictionary = [String: UIView]()
///       for (index, view) in view.enumerated() { viewsDictionary["v\(index)"] = view }
///       addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
///   }
///   ```
///   A call `addConstraintsWithFormat("H:|[v0]|", view: label)` binds `v0`, `v1`, … (the
///   helper's own key prefix) to the variadic arguments in order;
/// - a pass-through wrapper (``Forwarding``), which hands its own parameters to the call:
///   ```swift
///   func constraints(_ format: String, metrics: [String: Any]? = nil, views: [String: Any]) -> [NSLayoutConstraint] {
///       NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views)
///   }
///   ```
///
/// Several helpers can share a name (two apps' `addConstraintsWithFormat` in one run, overloads
/// in different types): a call goes to the one its argument labels fit
/// (``ViewHelperResolution``).
public struct ViewHelper: Sendable, Hashable {
    /// One parameter of the definition.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; `nil` for `_`.
        public var label: String?
        /// The name inside the body.
        public var name: String
        /// The default value's source text, if it has one.
        public var defaultValue: String?
        public var isVariadic: Bool

        public init(label: String?, name: String, defaultValue: String? = nil, isVariadic: Bool = false) {
            self.label = label
            self.name = name
            self.defaultValue = defaultValue
            self.isVariadic = isVariadic
        }
    }

    /// What a pass-through wrapper passes for one argument of its VFL call: one of its own
    /// parameters, or an expression written in its body (`[]`, `nil`).
    public enum Forwarded: Sendable, Hashable {
        case parameter(Int)
        case written(String)
    }

    /// A pass-through wrapper: which of its parameters (or which written values) become the
    /// VFL call's arguments. The format is always a parameter.
    public struct Forwarding: Sendable, Hashable {
        public var format: Int
        public var options: Forwarded
        public var metrics: Forwarded
        public var views: Forwarded
    }

    /// The function's name (`addConstraintsWithFormat`, `addVisualConstraints`, …).
    public var name: String
    /// The parameters in order.
    public var parameters: [Parameter]
    /// The variadic views parameter's argument label (`views`, `view`); empty for a wrapper.
    public var viewsLabel: String
    /// What the body puts before the index in each key (`v` for `"v\(index)"`); empty for a wrapper.
    public var keyPrefix: String
    /// For a pass-through wrapper: what it forwards.
    public var forwarding: Forwarding?
    /// The type (or extended type) it is declared in, if any.
    public var typeName: String?
    /// The file it is declared in, where its `func` is and on which line (`nil` for the
    /// assumed tutorial helper).
    public var path: String?
    public var definitionStart: Int?
    public var line: Int?

    /// A variadic-views helper `name(_ format: String, <viewsLabel> views: UIView...)`.
    public init(name: String, viewsLabel: String, keyPrefix: String) {
        self.name = name
        self.parameters = [Parameter(label: nil, name: "format"), Parameter(label: viewsLabel, name: "views", isVariadic: true)]
        self.viewsLabel = viewsLabel
        self.keyPrefix = keyPrefix
    }

    init(name: String, parameters: [Parameter], viewsLabel: String, keyPrefix: String, forwarding: Forwarding?,
         typeName: String?, path: String, definitionStart: Int, line: Int) {
        self.name = name
        self.parameters = parameters
        self.viewsLabel = viewsLabel
        self.keyPrefix = keyPrefix
        self.forwarding = forwarding
        self.typeName = typeName
        self.path = path
        self.definitionStart = definitionStart
        self.line = line
    }

    /// The tutorials' helper, assumed when no definition of that name is among the files read:
    /// `addConstraintsWithFormat(_:views:)` with keys `v0`, `v1`, … (a call may also write
    /// `format:` and `view:`, as the tutorials' variants do).
    public static let tutorial = ViewHelper(name: "addConstraintsWithFormat", viewsLabel: "views", keyPrefix: "v")

    /// Whether this is the assumed tutorial helper rather than a definition that was read.
    var isAssumed: Bool { path == nil }

    /// Where the helper is, for messages: `Views.swift:12`.
    var location: String {
        guard let path else { return "the tutorials' helper" }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return line.map { "\(file):\($0)" } ?? file
    }

    /// The parameter each argument of a call goes to, given the call's argument labels
    /// (`nil` for an unlabelled argument), or `nil` when the labels and their count do not fit.
    /// Parameters with a default value, and an empty variadic, may be left out.
    public func parameterIndices(forLabels labels: [String?]) -> [Int]? {
        var labels = labels
        if isAssumed {
            // The tutorials' variants: `format:` for the format, `view:` for the views.
            if labels.first == "format" { labels[0] = nil }
            labels = labels.map { $0 == "view" ? "views" : $0 }
        }
        var indices: [Int] = []
        var argument = 0
        for (index, parameter) in parameters.enumerated() {
            if argument < labels.count, labels[argument] == parameter.label {
                indices.append(index)
                argument += 1
                if parameter.isVariadic {
                    while argument < labels.count, labels[argument] == nil {
                        indices.append(index)
                        argument += 1
                    }
                }
            } else if parameter.defaultValue == nil, !parameter.isVariadic {
                return nil
            }
        }
        return argument == labels.count ? indices : nil
    }

    /// Whether two helpers read a call the same way (they differ at most in where they are).
    func readsCallsLike(_ other: ViewHelper) -> Bool {
        func shape(_ helper: ViewHelper) -> [String] {
            helper.parameters.map { "\($0.label ?? "_") \($0.defaultValue ?? "") \($0.isVariadic)" }
        }
        return shape(self) == shape(other) && keyPrefix == other.keyPrefix && forwarding == other.forwarding
    }
}

/// Which helper a call goes to when several share its name.
public enum ViewHelperResolution: Sendable {
    case helper(ViewHelper)
    /// Several fit and read the call differently: the message names them.
    case ambiguous([ViewHelper])
    /// None takes these labels: not a call of a helper.
    case none

    /// Of `candidates` (one name), those whose labels and argument count fit the call; then,
    /// preferring the same file and type, the same file, then the same type; several left
    /// that read the call alike count as one.
    /// The tutorials' helper is assumed only when no definition of its name fits.
    static func resolve(name: String, _ candidates: [ViewHelper], labels: [String?], path: String, typeName: String?) -> ViewHelperResolution {
        var fitting = candidates.filter { $0.parameterIndices(forLabels: labels) != nil }
        if fitting.isEmpty, name == ViewHelper.tutorial.name, ViewHelper.tutorial.parameterIndices(forLabels: labels) != nil {
            fitting = [.tutorial]
        }
        guard !fitting.isEmpty else { return .none }
        let preferences: [(ViewHelper) -> Bool] = [
            { $0.path == path && $0.typeName != nil && $0.typeName == typeName },
            { $0.path == path },
            { $0.typeName != nil && $0.typeName == typeName },
            { _ in true },
        ]
        for prefers in preferences {
            let chosen = fitting.filter(prefers)
            guard let first = chosen.first else { continue }
            if chosen.allSatisfy({ $0.readsCallsLike(first) }) { return .helper(first) }
            return .ambiguous(chosen)
        }
        return .none
    }
}
