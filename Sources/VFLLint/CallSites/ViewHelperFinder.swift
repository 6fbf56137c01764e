import LayoutModel

/// Finds helper definitions (``ViewHelper``) in Swift sources: a `func` whose body makes one
/// VFL call with its own `format` parameter, and either builds `"<prefix>\(index)"` keys from
/// a variadic views parameter, or forwards its parameters as the call's arguments.
public enum ViewHelperFinder {
    /// Whether the file can define a helper at all (a VFL call): a byte search, so that only
    /// such files are scanned for definitions.
    public static func mayDefineHelpers(_ source: SourceFile) -> Bool {
        let markers = ["withVisualFormat", "constraintsWithVisualFormat"].map { Array($0.utf8) }
        return source.utf8.withUnsafeBufferPointer { bytes in markers.contains { Linter.containsBytes(bytes, $0) } }
    }

    /// The helpers `source` defines, with the type each is declared in.
    public static func find(in source: SourceFile) -> [ViewHelper] {
        guard mayDefineHelpers(source) else { return [] }
        return find(in: SourceTokens(source: source, language: .swift))
    }

    /// The helpers a Swift file's tokens define (the tokens its calls are found in, read once).
    static func find(in tokens: SourceTokens) -> [ViewHelper] {
        guard tokens.language == .swift, mayDefineHelpers(tokens.source) else { return [] }
        var helpers: [ViewHelper] = []
        // The enclosing types: one entry per open brace (`nil` for a brace that opens no type).
        var braces: [String?] = []
        var pendingType: String?
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            if tokens.isPunctuation(index, UInt8(ascii: "{")) {
                braces.append(pendingType)
                pendingType = nil
                continue
            }
            if tokens.isPunctuation(index, UInt8(ascii: "}")) {
                _ = braces.popLast()
                continue
            }
            if isTypeKeyword(tokens, index), tokens.isIdentifier(index + 1) {
                var name = index + 1
                while tokens.isPunctuation(name + 1, UInt8(ascii: ".")), tokens.isIdentifier(name + 2) { name += 2 }
                pendingType = tokens.text(name)
                continue
            }
            guard tokens.isWord(index, "func"), tokens.isIdentifier(index + 1), tokens.isPunctuation(index + 2, UInt8(ascii: "(")),
                  let close = tokens.match(index + 2) else { continue }
            let typeName = braces.last { $0 != nil } ?? nil
            if let helper = helper(at: index, close: close, typeName: typeName, tokens: tokens) { helpers.append(helper) }
        }
        return helpers
    }

    private static func isTypeKeyword(_ tokens: SourceTokens, _ index: Int) -> Bool {
        tokens.isWord(index, "class") || tokens.isWord(index, "struct") || tokens.isWord(index, "enum")
            || tokens.isWord(index, "extension") || tokens.isWord(index, "protocol") || tokens.isWord(index, "actor")
    }

    /// The helper defined by the `func` at `function` whose parameter list closes at `close`.
    private static func helper(at function: Int, close: Int, typeName: String?, tokens: SourceTokens) -> ViewHelper? {
        var parameters: [ViewHelper.Parameter] = []
        var types: [String] = []
        for parameter in tokens.elements(between: function + 2, and: close) {
            // `label name: Type = default`, `name: Type`, `_ name: Type`.
            guard let colon = parameter.first(where: { tokens.isPunctuation($0, UInt8(ascii: ":")) }), colon > parameter.lowerBound,
                  colon - parameter.lowerBound <= 2, (parameter.lowerBound..<colon).allSatisfy({ tokens.isIdentifier($0) }) else { return nil }
            let label = tokens.text(parameter.lowerBound)
            let name = tokens.text(colon - 1)
            let equals = (colon + 1..<parameter.upperBound).first { tokens.isAssignment($0) }
            let typeEnd = equals ?? parameter.upperBound
            let type = tokens.expression(colon + 1..<typeEnd).filter { $0 != " " }
            let defaultValue = equals.map { tokens.expression($0 + 1..<parameter.upperBound) }
            parameters.append(.init(label: label == "_" ? nil : label, name: name, defaultValue: defaultValue, isVariadic: type.hasSuffix("...")))
            types.append(type)
        }
        // The body: up to a few tokens after the parameters (`-> [NSLayoutConstraint]`, `throws`).
        var body = close + 1
        while body < tokens.count, body < close + 12, !tokens.isPunctuation(body, UInt8(ascii: "{")) { body += 1 }
        guard tokens.isPunctuation(body, UInt8(ascii: "{")), let end = tokens.match(body), end > body, end - body < 2048 else { return nil }
        var calls: [Int] = []
        var prefix: String?
        for index in body..<end {
            if tokens.isWord(index, "withVisualFormat") || tokens.isWord(index, "constraintsWithVisualFormat") { calls.append(index) }
            if prefix == nil, let literal = tokens.string(index), literal.isInterpolated {
                prefix = keyPrefix(tokens.text(index))
            }
        }
        guard !calls.isEmpty else { return nil }
        let line = tokens.source.location(of: tokens.range(function).start).line
        func make(viewsLabel: String, keyPrefix: String, forwarding: ViewHelper.Forwarding?) -> ViewHelper {
            ViewHelper(name: tokens.text(function + 1), parameters: parameters, viewsLabel: viewsLabel, keyPrefix: keyPrefix,
                       forwarding: forwarding, typeName: typeName, path: tokens.source.path, definitionStart: tokens.range(function).start, line: line)
        }
        // A variadic views parameter whose views get `"<prefix>\(index)"` keys.
        if let views = types.firstIndex(where: { $0 == "UIView..." || $0 == "NSView..." }), let label = parameters[views].label,
           types.contains("String"), let prefix {
            return make(viewsLabel: label, keyPrefix: prefix, forwarding: nil)
        }
        // A wrapper makes one call, so that each of its calls stands for exactly one VFL call.
        guard calls.count == 1, let forwarding = forwarding(call: calls[0], parameters: parameters, tokens: tokens) else { return nil }
        return make(viewsLabel: "", keyPrefix: "", forwarding: forwarding)
    }

    /// What the VFL call at `name` (`withVisualFormat` or `constraintsWithVisualFormat`) forwards;
    /// `nil` unless its format is one of the parameters and it passes views.
    private static func forwarding(call name: Int, parameters: [ViewHelper.Parameter], tokens: SourceTokens) -> ViewHelper.Forwarding? {
        // `constraints(withVisualFormat: …)`: the `(` is before the label; Swift 2's
        // `constraintsWithVisualFormat(format, …)`: after the name.
        let open = tokens.isWord(name, "withVisualFormat") ? name - 1 : name + 1
        guard tokens.isPunctuation(open, UInt8(ascii: "(")), let close = tokens.match(open) else { return nil }
        var arguments: [String: Range<Int>] = [:]
        for (offset, element) in tokens.elements(between: open, and: close).enumerated() {
            if element.count >= 2, tokens.isIdentifier(element.lowerBound), tokens.isPunctuation(element.lowerBound + 1, UInt8(ascii: ":")) {
                let label = tokens.text(element.lowerBound)
                arguments[label == "withVisualFormat" ? "format" : label] = element.lowerBound + 2..<element.upperBound
            } else if offset == 0 {
                arguments["format"] = element
            }
        }
        func forwarded(_ role: String) -> ViewHelper.Forwarded? {
            guard let range = arguments[role], !range.isEmpty else { return nil }
            if range.count == 1, tokens.isIdentifier(range.lowerBound),
               let index = parameters.firstIndex(where: { $0.name == tokens.text(range.lowerBound) }) {
                return .parameter(index)
            }
            return .written(tokens.expression(range))
        }
        guard case .parameter(let format)? = forwarded("format"), let views = forwarded("views") else { return nil }
        // A wrapper forwards its own values; written views are the body's, which no caller changes.
        guard case .parameter = views else { return nil }
        return ViewHelper.Forwarding(format: format, options: forwarded("options") ?? .written("[]"), metrics: forwarded("metrics") ?? .written("nil"), views: views)
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
