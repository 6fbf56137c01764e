import LayoutModel
import VFLLanguage

/// Reads a VFL call's arguments from tokens: the format (string literals, concatenated, or a
/// local bound to them), the options, and the metrics and views dictionaries (literals, locals
/// bound to literals and mutated with `[key] = value`, `NSDictionaryOfVariableBindings`).
struct ArgumentReader {
    let tokens: SourceTokens
    /// Same-file numeric constants by name (`padding`, `Metrics.padding`).
    var constants: [String: Double] = [:]
    /// Tokens looked at while reading arguments (see ``SourceScan/tokenVisits``).
    private(set) var visits = 0
    /// Locals already read, by initializer token (and mutation count): a local used by many
    /// calls is read once.
    private var formatCache: [Int: Argument<StringLiteral>] = [:]
    private var dictionaryCache: [Int: (mutations: Int, value: Argument<[DictionaryEntry]>)] = [:]
    /// How deep a local may refer to another local (`let f = g`).
    private static let bindingDepth = 4
    /// Dictionaries with more entries or `[key] = value` lines than this are not followed
    /// (no real views dictionary comes close), so each call's reading stays bounded.
    static let dictionaryLimit = 1000

    init(tokens: SourceTokens) {
        self.tokens = tokens
    }

    // MARK: Calls

    /// A Swift call whose name token is `name` (followed by `(`).
    mutating func swiftCall(api: CallSite.API, name: Int, function: FunctionContext?, bindings: [String: Binding], helper: ViewHelper? = nil) -> CallSite {
        let open = name + 1
        let receiverStart = receiverStart(before: name)
        guard let close = tokens.match(open) else {
            let nearby = open..<min(tokens.count, open + 256)
            let unterminated = nearby.contains { tokens.string($0)?.isUnterminated == true }
            return unreadable(api: api, name: name, end: name + 1, start: receiverStart, function: function,
                              reason: unterminated ? "a string literal in its arguments is not terminated" : "its parentheses are not closed")
        }
        var labelled: [(label: String?, value: Range<Int>)] = []
        for element in tokens.elements(between: open, and: close) {
            visits += element.count
            if element.count >= 2, tokens.isIdentifier(element.lowerBound), tokens.isPunctuation(element.lowerBound + 1, UInt8(ascii: ":")) {
                labelled.append((tokens.text(element.lowerBound), element.lowerBound + 2..<element.upperBound))
            } else {
                labelled.append((nil, element))
            }
        }
        func argument(_ label: String) -> Range<Int>? { labelled.first { $0.label == label }?.value }
        let range = SourceRange(start: tokens.tokens[receiverStart].start, end: tokens.tokens[close].end)
        switch api {
        case .helper:
            // The format first; the variadic views from the argument labelled as the helper's
            // views parameter (`views:` or `view:`) on, `v0`, `v1`, … (its key prefix) in order.
            let helper = helper ?? .tutorial
            let formatTokens = labelled.first.flatMap { $0.label == nil || $0.label == "format" ? $0.value : nil }
            var views: [DictionaryEntry] = []
            var inViews = false
            for (offset, entry) in labelled.enumerated() where offset > 0 {
                // Without its definition, the tutorials' helper takes `views:` or `view:`.
                let isViewsLabel = entry.label == helper.viewsLabel || (helper == .tutorial && entry.label == "view")
                if isViewsLabel { inViews = true } else if entry.label != nil { inViews = false }
                guard inViews, !entry.value.isEmpty else { continue }
                let key = "\(helper.keyPrefix)\(views.count)"
                views.append(DictionaryEntry(key: key, keyRange: tokens.range(entry.value), expression: tokens.expression(entry.value)))
            }
            return CallSite(
                api: api, nameRange: tokens.range(name), range: range, function: function,
                format: formatTokens.map { format($0, bindings: bindings) } ?? .unknown("the call has no format argument"),
                options: argument("options").map { options($0, bindings: bindings) } ?? .known([]), metrics: .known(nil),
                views: inViews ? .known(views) : .unknown("the call has no '\(helper.viewsLabel):' argument")
            )
        case .wrapper:
            guard let helper, let forwarding = helper.forwarding, let indices = helper.parameterIndices(forLabels: labelled.map(\.label)) else {
                return unreadable(api: api, name: name, end: close, start: receiverStart, function: function, reason: "its arguments do not fit the wrapper's parameters")
            }
            /// The call's argument for what the wrapper forwards, or the text the wrapper writes
            /// (in its body, or as the parameter's default value).
            func passed(_ forwarded: ViewHelper.Forwarded) -> (tokens: Range<Int>?, text: String) {
                switch forwarded {
                case .written(let text): return (nil, text)
                case .parameter(let parameter):
                    if let argument = indices.firstIndex(of: parameter) { return (labelled[argument].value, "") }
                    return (nil, helper.parameters[parameter].defaultValue ?? "")
                }
            }
            let where_ = "in the wrapper '\(helper.name)' (\(helper.location))"
            let format = passed(.parameter(forwarding.format))
            let options = passed(forwarding.options)
            let metrics = passed(forwarding.metrics)
            let views = passed(forwarding.views)
            return CallSite(
                api: api, nameRange: tokens.range(name), range: range, function: function,
                format: format.tokens.map { self.format($0, bindings: bindings) } ?? .unknown("the format is the default value \(where_)"),
                options: options.tokens.map { self.options($0, bindings: bindings) }
                    ?? (Self.isEmptyOptionsText(options.text) ? .known([]) : .unknown("the options are '\(options.text)' \(where_)")),
                metrics: metrics.tokens.map { self.metrics($0, bindings: bindings) } ?? Self.writtenMetrics(metrics.text, where_),
                views: views.tokens.map { self.views($0, bindings: bindings) } ?? .unknown("the views are '\(views.text)' \(where_)")
            )
        case .swift, .swift2, .objectiveC:
            let formatTokens = api == .swift ? argument("withVisualFormat") : labelled.first.flatMap { $0.label == nil ? $0.value : nil }
            return CallSite(
                api: api, nameRange: tokens.range(name), range: range, function: function,
                format: formatTokens.map { format($0, bindings: bindings) } ?? .unknown("the call has no format argument"),
                options: argument("options").map { options($0, bindings: bindings) } ?? .known([]),
                metrics: argument("metrics").map { metrics($0, bindings: bindings) } ?? .known(nil),
                views: argument("views").map { views($0, bindings: bindings) } ?? .unknown("the call has no views argument")
            )
        }
    }

    /// An Objective-C message whose selector starts at `name` (`constraintsWithVisualFormat`, then `:`).
    mutating func objectiveCCall(name: Int, function: FunctionContext?, bindings: [String: Binding]) -> CallSite {
        let receiver = receiverStart(before: name)
        let open = receiver - 1
        var end: Int
        if tokens.isPunctuation(open, UInt8(ascii: "[")), let close = tokens.match(open) {
            end = close
        } else {
            // A message missing its `]`: up to the end of the statement.
            end = name
            while end < tokens.count, end - name < 512, !tokens.isPunctuation(end, UInt8(ascii: ";")), !tokens.isPunctuation(end, UInt8(ascii: "}")) { end += 1 }
        }
        // Selector parts: `word:` at the message's top level.
        var parts: [(label: String, value: Range<Int>)] = []
        var index = name
        var partStart = -1
        var label = ""
        while index < end {
            visits += 1
            if let match = tokens.match(index), match > index, match < end {
                index = match + 1
                continue
            }
            if tokens.isIdentifier(index), tokens.isPunctuation(index + 1, UInt8(ascii: ":")),
               index == name || !tokens.isPunctuation(index - 1, UInt8(ascii: "?")) {
                if partStart >= 0 { parts.append((label, partStart..<index)) }
                label = tokens.text(index)
                partStart = index + 2
                index += 2
                continue
            }
            index += 1
        }
        if partStart >= 0 { parts.append((label, partStart..<max(partStart, end))) }
        func argument(_ label: String) -> Range<Int>? { parts.first { $0.label == label }?.value }
        let range = SourceRange(start: tokens.tokens[receiver].start, end: tokens.tokens[min(end, tokens.count - 1)].end)
        return CallSite(
            api: .objectiveC, nameRange: tokens.range(name), range: range, function: function,
            format: argument("constraintsWithVisualFormat").map { format($0, bindings: bindings) } ?? .unknown("the call has no format argument"),
            options: argument("options").map { options($0, bindings: bindings) } ?? .known([]),
            metrics: argument("metrics").map { metrics($0, bindings: bindings) } ?? .known(nil),
            views: argument("views").map { views($0, bindings: bindings) } ?? .unknown("the call has no views argument")
        )
    }

    private func unreadable(api: CallSite.API, name: Int, end: Int, start: Int, function: FunctionContext?, reason: String) -> CallSite {
        CallSite(
            api: api, nameRange: tokens.range(name), range: tokens.range(start..<end), function: function,
            format: .unknown(reason), options: .unknown(reason), metrics: .unknown(reason), views: .unknown(reason)
        )
    }

    /// The first token of `NSLayoutConstraint.` (or `[NSLayoutConstraint `) before the method name.
    private func receiverStart(before name: Int) -> Int {
        if tokens.language == .objectiveC {
            return tokens.isIdentifier(name - 1) ? name - 1 : name
        }
        if tokens.isPunctuation(name - 1, UInt8(ascii: ".")), tokens.isIdentifier(name - 2) { return name - 2 }
        return name
    }

    /// `x` in `x.addConstraints(<call>)` or `[x addConstraints:<call>]`; `self` when bare.
    func containerHint(receiver: Int) -> String? {
        if tokens.language == .swift {
            guard tokens.isPunctuation(receiver - 1, UInt8(ascii: "(")), tokens.isWord(receiver - 2, "addConstraints") else { return nil }
            guard tokens.isPunctuation(receiver - 3, UInt8(ascii: ".")) else { return "self" }
            var start = receiver - 4
            while start - 2 >= 0, tokens.isPunctuation(start - 1, UInt8(ascii: ".")), tokens.isIdentifier(start - 2) { start -= 2 }
            return tokens.isIdentifier(start) ? tokens.expression(start..<receiver - 3) : nil
        }
        // `[x addConstraints:[NSLayoutConstraint …]]`: receiver - 1 is the inner `[`.
        guard tokens.isPunctuation(receiver - 2, UInt8(ascii: ":")), tokens.isWord(receiver - 3, "addConstraints") else { return nil }
        var open = receiver - 4
        while open >= 0, receiver - open < 16, !tokens.isPunctuation(open, UInt8(ascii: "[")) { open -= 1 }
        guard open >= 0, tokens.isPunctuation(open, UInt8(ascii: "[")), open + 1 < receiver - 3 else { return nil }
        return tokens.expression(open + 1..<receiver - 3)
    }

    // MARK: Format

    mutating func format(_ range: Range<Int>, bindings: [String: Binding], depth: Int = 0) -> Argument<StringLiteral> {
        visits += range.count
        guard !range.isEmpty else { return .unknown("the format argument is empty") }
        if range.count == 1, tokens.isIdentifier(range.lowerBound) {
            let name = tokens.text(range.lowerBound)
            guard let binding = bindings[name], depth < Self.bindingDepth else {
                return .unknown("the format '\(name)' is not a string literal in this function")
            }
            if let cached = formatCache[binding.initializer] { return cached }
            let value = format(binding.initializer..<tokens.expressionEnd(from: binding.initializer), bindings: bindings, depth: depth + 1)
            formatCache[binding.initializer] = value
            return value
        }
        var literal: StringLiteral?
        var expectsString = true
        for index in range {
            if let string = tokens.string(index), expectsString || tokens.language == .objectiveC {
                if literal == nil { literal = string } else { literal!.append(string) }
                expectsString = false
            } else if tokens.language == .swift, !expectsString, tokens.isPunctuation(index, UInt8(ascii: "+")) {
                expectsString = true
            } else {
                let text = tokens.expression(range)
                if text.contains("format:") || text.contains("stringWithFormat") {
                    return .unknown("the format is built at run time (\(text.hasPrefix("[") ? "stringWithFormat:" : "String(format:)"))")
                }
                return .unknown("the format is not a string literal")
            }
        }
        guard let literal, !expectsString else { return .unknown("the format is not a string literal") }
        if literal.isInterpolated { return .unknown("the format is built at run time (string interpolation)") }
        if literal.isUnterminated { return .unknown("the format's string literal is not terminated") }
        return .known(literal)
    }

    // MARK: Options

    mutating func options(_ range: Range<Int>, bindings: [String: Binding]) -> Argument<[OptionEntry]> {
        visits += range.count
        guard !range.isEmpty else { return .known([]) }
        let first = range.lowerBound
        // `[]`, `[.a, .b]`
        if tokens.isPunctuation(first, UInt8(ascii: "[")), let close = tokens.match(first), close == range.upperBound - 1 {
            var entries: [OptionEntry] = []
            for element in tokens.elements(between: first, and: close) {
                guard let entry = option(element) else { return .unknown("the options are not written as option names") }
                entries.append(entry)
            }
            return .known(entries)
        }
        if isEmptyOptions(range) { return .known([]) }
        // `a | b | c` (Objective-C, Swift 1–2) or a single option.
        var entries: [OptionEntry] = []
        var start = first
        var index = first
        while index <= range.upperBound {
            if index == range.upperBound || tokens.isPunctuation(index, UInt8(ascii: "|")) {
                guard start < index, let entry = option(start..<index) else {
                    return .unknown("the options are not written as option names")
                }
                entries.append(entry)
                start = index + 1
            }
            index += 1
        }
        return .known(entries)
    }

    /// `0`, `nil`, `kNilOptions`, `[]`, `FormatOptions(rawValue: 0)`, `NSLayoutFormatOptions()`,
    /// Swift 1's `NSLayoutFormatOptions(0)` and `.allZeros`, `(NSLayoutFormatOptions)0`.
    private func isEmptyOptions(_ range: Range<Int>) -> Bool {
        let text = tokens.expression(range).filter { $0 != " " }
        if ["0", "nil", "kNilOptions", "[]", "(NSLayoutFormatOptions)0", ".allZeros", "NSLayoutFormatOptions.allZeros"].contains(text) {
            return true
        }
        for type in ["NSLayoutFormatOptions", "NSLayoutConstraint.FormatOptions"] where text.hasPrefix(type) {
            if ["()", "(0)", "(rawValue:0)"].contains(text.dropFirst(type.count)) { return true }
        }
        return false
    }

    /// Options a wrapper writes itself (in its body or as a default value) that are empty.
    static func isEmptyOptionsText(_ text: String) -> Bool {
        let text = text.filter { $0 != " " }
        return ["[]", "0", "nil", "kNilOptions", ".init()", "NSLayoutFormatOptions()", "NSLayoutConstraint.FormatOptions()",
                "NSLayoutConstraint.FormatOptions(rawValue:0)", ".allZeros"].contains(text)
    }

    /// Metrics a wrapper writes itself: none (`nil`, `[:]`), or something only known at run time.
    static func writtenMetrics(_ text: String, _ place: String) -> Argument<[DictionaryEntry]?> {
        switch text.filter({ $0 != " " }) {
        case "nil": return .known(nil)
        case "[:]", "[String:Any]()", "[String:CGFloat]()", "[String:NSNumber]()": return .known([])
        default: return .unknown("the metrics are '\(text)' \(place)")
        }
    }

    /// One option: `.alignAllTop`, `NSLayoutFormatOptions.AlignAllTop`, `NSLayoutConstraint.FormatOptions.alignAllTop`,
    /// `NSLayoutFormatAlignAllTop`.
    private func option(_ range: Range<Int>) -> OptionEntry? {
        var index = range.lowerBound
        // A bare name is a variable, unless it is an Objective-C constant (`NSLayoutFormatAlignAllTop`).
        if range.count == 1, tokens.isIdentifier(index), !tokens.text(index).hasPrefix("NSLayoutFormat") { return nil }
        if tokens.isPunctuation(index, UInt8(ascii: ".")) { index += 1 }
        var last = -1
        while index < range.upperBound {
            guard tokens.isIdentifier(index) else { return nil }
            last = index
            index += 1
            if index < range.upperBound {
                guard tokens.isPunctuation(index, UInt8(ascii: ".")) else { return nil }
                index += 1
            }
        }
        guard last >= 0 else { return nil }
        var name = tokens.text(last)
        if name.hasPrefix("NSLayoutFormat"), name.count > "NSLayoutFormat".count { name.removeFirst("NSLayoutFormat".count) }
        name = name.prefix(1).lowercased() + name.dropFirst()
        return OptionEntry(option: FormatOption(rawValue: name), name: name, range: tokens.range(range))
    }

    // MARK: Dictionaries

    mutating func metrics(_ range: Range<Int>, bindings: [String: Binding]) -> Argument<[DictionaryEntry]?> {
        if range.count == 1, tokens.isWord(range.lowerBound, "nil") { return .known(nil) }
        switch dictionary(range, bindings: bindings, what: "metrics", depth: 0) {
        case .known(let entries): return .known(entries)
        case .unknown(let reason): return .unknown(reason)
        }
    }

    mutating func views(_ range: Range<Int>, bindings: [String: Binding]) -> Argument<[DictionaryEntry]> {
        dictionary(range, bindings: bindings, what: "views", depth: 0)
    }

    private mutating func dictionary(_ range: Range<Int>, bindings: [String: Binding], what: String, depth: Int) -> Argument<[DictionaryEntry]> {
        visits += range.count
        guard !range.isEmpty else { return .unknown("the \(what) argument is empty") }
        let range = withoutCast(range)
        let first = range.lowerBound
        if range.count == 1, tokens.isIdentifier(first) {
            let name = tokens.text(first)
            guard let binding = bindings[name], depth < Self.bindingDepth else {
                return .unknown("the \(what) dictionary '\(name)' is not a literal in this function")
            }
            if let cached = dictionaryCache[binding.initializer], cached.mutations == binding.mutations.count { return cached.value }
            guard binding.mutations.count <= Self.dictionaryLimit else {
                return .unknown("the \(what) dictionary '\(name)' has over \(Self.dictionaryLimit) entries")
            }
            let initializer = binding.initializer..<tokens.expressionEnd(from: binding.initializer)
            let value = mutated(dictionary(initializer, bindings: bindings, what: what, depth: depth + 1), by: binding, name: name, what: what)
            dictionaryCache[binding.initializer] = (binding.mutations.count, value)
            return value
        }
        // NSDictionaryOfVariableBindings(a, b)
        if tokens.isWord(first, "NSDictionaryOfVariableBindings"), tokens.isPunctuation(first + 1, UInt8(ascii: "(")),
           let close = tokens.match(first + 1), close == range.upperBound - 1 {
            return .known(tokens.elements(between: first + 1, and: close).map { element in
                let text = tokens.expression(element).filter { $0 != " " }
                return DictionaryEntry(key: text, keyRange: tokens.range(element), expression: text)
            })
        }
        // `Dictionary(dictionaryLiteral: ("a", a), ("b", b))`, also `NSDictionary(…)`.
        if tokens.isWord(first, "Dictionary") || tokens.isWord(first, "NSDictionary") || tokens.isWord(first, "NSMutableDictionary"),
           tokens.isPunctuation(first + 1, UInt8(ascii: "(")), tokens.isWord(first + 2, "dictionaryLiteral"),
           let close = tokens.match(first + 1), close == range.upperBound - 1 {
            return dictionaryLiteralPairs(tokens.elements(between: first + 1, and: close), what: what)
        }
        // Swift `[...]`, `[:]`, `[String: Any]()`; Objective-C `@{...}`.
        var open = first
        if tokens.language == .objectiveC, tokens.isPunctuation(first, UInt8(ascii: "@")) { open = first + 1 }
        guard tokens.isPunctuation(open, UInt8(ascii: "[")) || tokens.isPunctuation(open, UInt8(ascii: "{")),
              let close = tokens.match(open) else {
            return .unknown("the \(what) argument is not a dictionary literal")
        }
        if close + 3 == range.upperBound, tokens.isPunctuation(close + 1, UInt8(ascii: "(")), tokens.isPunctuation(close + 2, UInt8(ascii: ")")) {
            return .known([])  // `[String: Any]()`
        }
        guard close == range.upperBound - 1 else { return .unknown("the \(what) argument is not a dictionary literal") }
        if close == open + 2, tokens.isPunctuation(open + 1, UInt8(ascii: ":")) { return .known([]) }
        var entries: [DictionaryEntry] = []
        let elements = tokens.elements(between: open, and: close)
        guard elements.count <= Self.dictionaryLimit else {
            return .unknown("the \(what) dictionary has over \(Self.dictionaryLimit) entries")
        }
        for element in elements {
            guard element.count >= 3, let key = tokens.string(element.lowerBound), tokens.isPunctuation(element.lowerBound + 1, UInt8(ascii: ":")) else {
                return .unknown("a key of the \(what) dictionary is not a string literal")
            }
            guard !key.isInterpolated, !key.isUnterminated else {
                return .unknown("a key of the \(what) dictionary is built at run time")
            }
            entries.append(entry(key: key, keyRange: tokens.range(element.lowerBound), value: element.lowerBound + 2..<element.upperBound))
        }
        return .known(entries)
    }

    /// `range` without a trailing type cast (`[…] as [String: Any]`, `Dictionary(dictionaryLiteral: …) as! [String: UIView]`):
    /// the cast changes the dictionary's type, not its entries.
    private func withoutCast(_ range: Range<Int>) -> Range<Int> {
        guard tokens.language == .swift else { return range }
        var index = range.lowerBound
        while index < range.upperBound {
            if let match = tokens.match(index), match > index {
                index = match + 1
                continue
            }
            if index > range.lowerBound, tokens.isWord(index, "as") { return range.lowerBound..<index }
            index += 1
        }
        return range
    }

    /// The `("key", value)` pairs of `Dictionary(dictionaryLiteral:)`; the first element carries the label.
    private func dictionaryLiteralPairs(_ elements: [Range<Int>], what: String) -> Argument<[DictionaryEntry]> {
        guard elements.count <= Self.dictionaryLimit else {
            return .unknown("the \(what) dictionary has over \(Self.dictionaryLimit) entries")
        }
        var entries: [DictionaryEntry] = []
        for (index, element) in elements.enumerated() {
            var pair = element
            if index == 0 { pair = pair.lowerBound + 2..<pair.upperBound }  // `dictionaryLiteral:`
            guard pair.count >= 2, tokens.isPunctuation(pair.lowerBound, UInt8(ascii: "(")),
                  let close = tokens.match(pair.lowerBound), close == pair.upperBound - 1 else {
                return .unknown("the \(what) argument is not a dictionary literal")
            }
            let parts = tokens.elements(between: pair.lowerBound, and: close)
            guard parts.count == 2, parts[0].count == 1, let key = tokens.string(parts[0].lowerBound), !parts[1].isEmpty else {
                return .unknown("a key of the \(what) dictionary is not a string literal")
            }
            guard !key.isInterpolated, !key.isUnterminated else {
                return .unknown("a key of the \(what) dictionary is built at run time")
            }
            entries.append(entry(key: key, keyRange: tokens.range(parts[0].lowerBound), value: parts[1]))
        }
        return .known(entries)
    }

    /// A local's dictionary with its `[key] = value` lines applied.
    private mutating func mutated(_ dictionary: Argument<[DictionaryEntry]>, by binding: Binding, name: String, what: String) -> Argument<[DictionaryEntry]> {
        guard case .known(var entries) = dictionary else { return dictionary }
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { positions[entry.key] = index }
        for mutation in binding.mutations {
            guard let key = tokens.string(mutation.key), !key.isInterpolated else {
                return .unknown("a key of the \(what) dictionary '\(name)' is built at run time")
            }
            let valueEnd = tokens.expressionEnd(from: mutation.value)
            guard valueEnd > mutation.value else { continue }
            visits += valueEnd - mutation.value
            let entry = entry(key: key, keyRange: tokens.range(mutation.key), value: mutation.value..<valueEnd)
            if let existing = positions[entry.key] {
                entries[existing] = entry
            } else {
                positions[entry.key] = entries.count
                entries.append(entry)
            }
        }
        return .known(entries)
    }

    private func entry(key: StringLiteral, keyRange: SourceRange, value: Range<Int>) -> DictionaryEntry {
        let expression = tokens.expression(value)
        let constantName = constantName(value)
        let reading = number(at: value)
        return DictionaryEntry(
            key: key.value, keyRange: keyRange, expression: expression,
            number: reading.value ?? constantName.flatMap { constants[$0] },
            constantName: constantName.flatMap { constants[$0] != nil ? $0 : nil },
            numberNote: reading.reason
        )
    }

    /// `Metrics.padding` or `padding` when the value is a (dotted) name.
    private func constantName(_ range: Range<Int>) -> String? {
        var text = tokens.expression(range).filter { $0 != " " }
        if text.hasPrefix("@(") || text.hasPrefix("("), text.hasSuffix(")") {
            text = String(text.drop(while: { $0 == "@" || $0 == "(" }).dropLast())
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let parts = text.split(separator: ".")
        return parts.count > 2 ? parts.suffix(2).joined(separator: ".") : text
    }

    /// A number written literally — every Swift and Objective-C literal form, boxed, cast or
    /// converted (``NumberLiteral``) — or one of UIKit's/AppKit's named priorities.
    func number(at range: Range<Int>, declaredType: String? = nil) -> NumberLiteral.Reading {
        var text = tokens.expression(range).filter { $0 != " " }
        var name = text
        if name.hasPrefix("@") { name.removeFirst() }
        for wrapper in ["(", "Float(", "Double(", "CGFloat("] where name.hasPrefix(wrapper) && name.hasSuffix(")") {
            name = String(name.dropFirst(wrapper.count).dropLast())
            break
        }
        if name.hasSuffix(".rawValue") { name = String(name.dropLast(".rawValue".count)) }
        if let priority = Self.namedPriorities[name] { return .value(priority) }
        if text.count > 256 { text = String(text.prefix(256)) }  // no literal is this long; stay bounded
        return NumberLiteral.read(text, language: tokens.language, declaredType: declaredType)
    }

    /// `UILayoutPriority.defaultLow`, `UILayoutPriorityDefaultLow`, `.defaultHigh`, ….
    static let namedPriorities: [String: Double] = {
        var table: [String: Double] = [:]
        let values: [(String, Double)] = [("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
                                          ("dragThatCanResizeWindow", 510), ("windowSizeStayPut", 500), ("dragThatCannotResizeWindow", 490)]
        for (name, value) in values {
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            for prefix in ["UILayoutPriority.", "NSLayoutConstraint.Priority.", "UILayoutPriority", "NSLayoutPriority", "."] {
                table[prefix + (prefix.hasSuffix(".") ? name : capitalized)] = value
            }
        }
        return table
    }()
}
