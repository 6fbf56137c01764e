import LayoutModel

/// A helper that wraps the VFL call and names its views by position, as Swift tutorials
/// write it:
///
/// ```swift
/// func addConstraintsWithFormat(format: String, view: UIView...) {
///     var viewsDictionary = [String: UIView]()
///     for (index, view) in view.enumerated() { viewsDictionary["v\(index)"] = view }
///     addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
/// }
/// ```
///
/// A call `addConstraintsWithFormat("H:|[v0]|", view: label)` binds `v0`, `v1`, … (the
/// helper's own key prefix) to the variadic arguments in order.
public struct ViewHelper: Sendable, Hashable {
    /// The function's name (`addConstraintsWithFormat`, `addVisualConstraints`, …).
    public var name: String
    /// The variadic views parameter's argument label (`views`, `view`).
    public var viewsLabel: String
    /// What the body puts before the index in each key (`v` for `"v\(index)"`).
    public var keyPrefix: String

    public init(name: String, viewsLabel: String, keyPrefix: String) {
        self.name = name
        self.viewsLabel = viewsLabel
        self.keyPrefix = keyPrefix
    }

    /// The tutorials' helper, assumed when its definition is not among the files read:
    /// `addConstraintsWithFormat(_:views:)` with keys `v0`, `v1`, ….
    public static let tutorial = ViewHelper(name: "addConstraintsWithFormat", viewsLabel: "views", keyPrefix: "v")
}

/// Finds helper definitions (``ViewHelper``) in Swift sources.
public enum ViewHelperFinder {
    /// Whether the file can define a helper at all (a variadic views parameter): a byte search,
    /// so that only such files are scanned for definitions.
    public static func mayDefineHelpers(_ source: SourceFile) -> Bool {
        let markers = ["UIView...", "NSView...", "UIView ...", "NSView ..."].map { Array($0.utf8) }
        return source.utf8.withUnsafeBufferPointer { bytes in markers.contains { Linter.containsBytes(bytes, $0) } }
    }

    /// The helpers `source` defines: `func name(<label> <name>: String, <label> <name>: UIView...)`
    /// whose body builds `"<prefix>\(index)"` keys and makes a VFL call.
    public static func find(in source: SourceFile) -> [ViewHelper] {
        guard mayDefineHelpers(source) else { return [] }
        let tokens = SourceTokens(source: source, language: .swift)
        var helpers: [ViewHelper] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens.isWord(index, "func"), tokens.isIdentifier(index + 1), tokens.isPunctuation(index + 2, UInt8(ascii: "(")),
                  let close = tokens.match(index + 2) else { continue }
            guard let helper = helper(named: index + 1, parameters: index + 2, close: close, tokens: tokens) else { continue }
            helpers.append(helper)
        }
        return helpers
    }

    private static func helper(named name: Int, parameters open: Int, close: Int, tokens: SourceTokens) -> ViewHelper? {
        var viewsLabel: String?
        var hasFormat = false
        for parameter in tokens.elements(between: open, and: close) {
            // `label name: Type`, `name: Type`, `_ name: Type`.
            guard let colon = parameter.first(where: { tokens.isPunctuation($0, UInt8(ascii: ":")) }), colon > parameter.lowerBound else { continue }
            let label = tokens.text(parameter.lowerBound)
            let type = tokens.expression(colon + 1..<parameter.upperBound).filter { $0 != " " }
            if type == "String" { hasFormat = true }
            if type == "UIView..." || type == "NSView..." { viewsLabel = label }
        }
        guard hasFormat, let viewsLabel, viewsLabel != "_" else { return nil }
        // The body: a `"prefix\(index)"` key and a VFL call.
        guard tokens.isPunctuation(close + 1, UInt8(ascii: "{")) || tokens.isPunctuation(close + 1, UInt8(ascii: "-")) else { return nil }
        var body = close + 1
        while body < tokens.count, body < close + 8, !tokens.isPunctuation(body, UInt8(ascii: "{")) { body += 1 }
        guard let end = tokens.match(body), end > body, end - body < 2048 else { return nil }
        var prefix: String?
        var makesCall = false
        for index in body..<end {
            if tokens.isWord(index, "withVisualFormat") || tokens.isWord(index, "constraintsWithVisualFormat") { makesCall = true }
            if prefix == nil, let literal = tokens.string(index), literal.isInterpolated {
                prefix = keyPrefix(tokens.text(index))
            }
        }
        guard makesCall, let prefix else { return nil }
        return ViewHelper(name: tokens.text(name), viewsLabel: viewsLabel, keyPrefix: prefix)
    }

    /// `v` of `"v\(index)"` (letters and underscores, then one interpolation and the quote).
    private static func keyPrefix(_ literal: String) -> String? {
        guard literal.hasPrefix("\""), literal.hasSuffix(")\"") else { return nil }
        let inner = Array(literal.dropFirst().dropLast(2))
        guard let slash = inner.firstIndex(of: "\\"), slash + 1 < inner.count, inner[slash + 1] == "(" else { return nil }
        let prefix = inner[..<slash]
        let variable = inner[(slash + 2)...]
        guard !prefix.isEmpty, prefix.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }),
              !variable.isEmpty, variable.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return String(prefix)
    }
}
