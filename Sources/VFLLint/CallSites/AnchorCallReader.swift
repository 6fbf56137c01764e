import LayoutModel

/// Reads anchor and item calls (``AnchorSite``) from tokens: the two sides, the relation,
/// multiplier and constant as written; then how the constraint becomes active and its
/// priority (``ConstraintUseReader``). Runs after the file's walk, so that every same-file
/// constant is known whatever its place in the file.
struct AnchorCallReader {
    /// A call found during the walk, read afterwards.
    struct Pending {
        var name: Int
        var api: AnchorSite.API
        var function: FunctionContext?
        /// The token starting the function (`func`, `init`, or an Objective-C method's `-`/`+`).
        var functionStart: Int?
        /// The function body's `{`.
        var bodyOpen: Int?
        /// The function's local bindings (`let c = …`, `var constraints = …`).
        var locals: Set<String>
        var isConditional: Bool
        /// Inside a block of the function (`if`, a loop, a closure), not directly in its body.
        var isNested: Bool
        /// The function's bindings, for the values of its local constants.
        var bindings: [String: Binding] = [:]
    }

    let tokens: SourceTokens
    /// For number literals and the file's constants.
    let numbers: ArgumentReader
    /// Plain names of constants that cannot change (`let` outside functions, `const`, `#define`).
    let fileConstants: Set<String>
    /// The call being read.
    private var current: Pending?
    /// Shared lookups of the file (see ``AnchorLookups``).
    let lookups = AnchorLookups()

    init(tokens: SourceTokens, numbers: ArgumentReader, fileConstants: Set<String> = []) {
        self.tokens = tokens
        self.numbers = numbers
        self.fileConstants = fileConstants
    }

    /// `x.leadingAnchor.constraint(` — `name` is `constraint`: whether its receiver is an anchor.
    static func isAnchorCall(_ tokens: SourceTokens, name: Int) -> Bool {
        tokens.isPunctuation(name + 1, UInt8(ascii: "(")) && tokens.isPunctuation(name - 1, UInt8(ascii: "."))
            && tokens.isIdentifier(name - 2) && tokens.text(name - 2).hasSuffix("Anchor")
    }

    func read(_ pending: Pending) -> AnchorSite? {
        var reader = self
        reader.current = pending
        return reader.readCurrent(pending)
    }

    private func readCurrent(_ pending: Pending) -> AnchorSite? {
        guard let call = parse(pending) else { return nil }
        var site = AnchorSite(
            api: pending.api, nameRange: tokens.range(pending.name), range: tokens.range(call.start..<call.end),
            function: pending.function, equation: .unknown(""), isConditional: pending.isConditional
        )
        guard case .known(var equation) = call.equation else {
            site.equation = .unknown(call.equation.reason ?? "")
            return site
        }
        if pending.isNested {
            site.equation = .unknown("it is inside a block of its function (an 'if', a loop or a closure): it is made only when, or as often as, the block runs")
            return site
        }
        if let problem = Self.typeProblem(equation) {
            site.equation = .unknown(problem)
            return site
        }
        let parameters = parameterNames(pending)
        for side in [equation.first] + (equation.second.map { [$0] } ?? []) {
            let root = String(CallSiteFinder.normalizedViewExpression(side.expression).split(separator: ".").first ?? "")
            if parameters.contains(root) {
                let function = pending.function?.name ?? "the function"
                site.equation = .unknown("'\(root)' is a parameter of '\(function)': its views are only known where it is called")
                return site
            }
        }
        var uses = ConstraintUseReader(tokens: tokens, numbers: numbers, bodyOpen: pending.bodyOpen, locals: pending.locals, lookups: lookups)
        switch uses.use(start: call.start, end: call.end) {
        case .known(let use):
            if let priority = use.priority { equation.priority = priority }
            site.containerHint = use.containerHint
            site.equation = .known(equation)
        case .unknown(let reason):
            site.equation = .unknown(reason)
        }
        return site
    }

    /// Why the equation line's type check (the anchor API's) would reject the constraint, if it would.
    static func typeProblem(_ equation: AnchorEquation) -> String? {
        let first = equation.first.attribute
        guard let second = equation.second?.attribute else {
            return first.isDimension ? nil : "it sets the position .\(first.rawValue) to a constant, which the anchor API and an equation line do not allow"
        }
        if first.isDimension != second.isDimension {
            return "it relates a size and a position (.\(first.rawValue), .\(second.rawValue)), which an equation line rejects"
        }
        if first.isDimension { return nil }
        if first.axis != second.axis {
            return "it relates positions of different axes (.\(first.rawValue), .\(second.rawValue)), which an equation line rejects"
        }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let absolute: Set<LayoutAttribute> = [.left, .right]
        if (directional.contains(first) && absolute.contains(second)) || (absolute.contains(first) && directional.contains(second)) {
            return "it relates .\(first.rawValue) and .\(second.rawValue) (leading/trailing against left/right), which an equation line rejects"
        }
        if equation.multiplier != 1 {
            return "it multiplies a position (.\(second.rawValue) * \(equation.multiplier.shortestDescription)), which an equation line cannot say"
        }
        return nil
    }

    // MARK: The call

    private struct Call {
        var start: Int
        var end: Int
        var equation: Argument<AnchorEquation>
    }

    private func parse(_ pending: Pending) -> Call? {
        switch pending.api {
        case .anchor: return anchorCall(pending.name)
        case .item: return swiftItemCall(pending.name)
        case .objectiveCItem: return objectiveCItemCall(pending.name)
        case .objectiveCAnchor: return objectiveCAnchorCall(pending.name)
        }
    }

    /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)` and the other forms.
    private func anchorCall(_ name: Int) -> Call? {
        guard Self.isAnchorCall(tokens, name: name), let close = tokens.match(name + 1) else { return nil }
        let start = tokens.chainStart(endingAt: name - 2)
        let end = close + 1
        func call(_ equation: Argument<AnchorEquation>) -> Call { Call(start: start, end: end, equation: equation) }
        if tokens.isPunctuation(start - 1, UInt8(ascii: ".")) {
            return call(.unknown("the view of its first anchor is not a variable or property (a subscript, a call or a cast)"))
        }
        let first: AnchorEquation.Side
        switch anchorSide(start..<name - 1) {
        case .known(let side): first = side
        case .unknown(let reason): return call(.unknown(reason))
        }
        return call(anchorEquation(first: first, arguments: labelledArguments(open: name + 1, close: close)))
    }

    /// `[x.leadingAnchor constraintEqualToAnchor:y.trailingAnchor constant:8]` — `name` is the
    /// selector's first part: read as the Swift call with the same labels.
    private func objectiveCAnchorCall(_ name: Int) -> Call? {
        guard tokens.isIdentifier(name - 1), tokens.text(name - 1).hasSuffix("Anchor") else { return nil }
        let start = tokens.chainStart(endingAt: name - 1)
        guard tokens.isPunctuation(start - 1, UInt8(ascii: "[")), let close = tokens.match(start - 1) else { return nil }
        func call(_ equation: Argument<AnchorEquation>) -> Call { Call(start: start - 1, end: close + 1, equation: equation) }
        let first: AnchorEquation.Side
        switch anchorSide(start..<name) {
        case .known(let side): first = side
        case .unknown(let reason): return call(.unknown(reason))
        }
        var arguments: [(label: String?, value: Range<Int>)] = messageParts(from: name, to: close).map { ($0.label, $0.value) }
        guard var firstLabel = arguments.first?.label, firstLabel.hasPrefix("constraint") else { return nil }
        // `constraintEqualToAnchor` → `equalTo`, `constraintEqualToConstant` → `equalToConstant`,
        // `constraintEqualToSystemSpacingAfterAnchor` → `equalToSystemSpacingAfter`.
        firstLabel.removeFirst("constraint".count)
        if firstLabel.hasSuffix("Anchor") { firstLabel.removeLast("Anchor".count) }
        arguments[0].label = firstLabel.prefix(1).lowercased() + firstLabel.dropFirst()
        return call(anchorEquation(first: first, arguments: arguments))
    }

    /// The equation of an anchor call whose first side is `first`, from its (Swift-labelled) arguments.
    private func anchorEquation(first: AnchorEquation.Side, arguments: [(label: String?, value: Range<Int>)]) -> Argument<AnchorEquation> {
        func call(_ equation: Argument<AnchorEquation>) -> Argument<AnchorEquation> { equation }
        guard let (label, value) = arguments.first, let label else { return call(.unknown("its arguments are not the anchor API's")) }
        if label.contains("SystemSpacing") {
            return call(.unknown("'\(label):' uses the system spacing, which depends on the views' fonts and the device; an equation line's constant is a fixed number"))
        }
        let relations: [(String, Relation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual)]
        var equation = AnchorEquation(
            first: first, relation: .equal, second: nil,
            constant: .init(value: 0, expression: "0"), priority: .init(value: 1000, expression: "1000")
        )
        if let relation = relations.first(where: { $0.0 == label }) {
            equation.relation = relation.1
            switch anchorSide(value) {
            case .known(let second): equation.second = second
            case .unknown(let reason): return call(.unknown(reason))
            }
        } else if let relation = relations.first(where: { $0.0 + "Constant" == label }) {
            equation.relation = relation.1
            switch number(value) {
            case .known(let constant): equation.constant = constant
            case .unknown(let reason): return call(.unknown(reason))
            }
        } else {
            return call(.unknown("'\(label):' is not an anchor method migrate reads"))
        }
        for (label, value) in arguments.dropFirst() {
            switch label {
            case "multiplier" where equation.second != nil:
                switch multiplier(value) {
                case .known(let (value, fraction)):
                    equation.multiplier = value
                    equation.multiplierFraction = fraction
                case .unknown(let reason): return call(.unknown(reason))
                }
            case "constant" where equation.second != nil:
                switch number(value) {
                case .known(let constant): equation.constant = constant
                case .unknown(let reason): return call(.unknown(reason))
                }
            default:
                return call(.unknown("its argument '\(label ?? "_"):' is not the anchor API's"))
            }
        }
        return call(.known(equation))
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    private func swiftItemCall(_ name: Int) -> Call? {
        guard tokens.isPunctuation(name + 1, UInt8(ascii: "(")), let close = tokens.match(name + 1) else { return nil }
        let arguments = labelledArguments(open: name + 1, close: close)
        guard arguments.map(\.label) == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else { return nil }
        return itemCall(start: name, end: close + 1, arguments.map(\.value))
    }

    /// `[NSLayoutConstraint constraintWithItem:… attribute:… relatedBy:… toItem:… attribute:… multiplier:… constant:…]`.
    /// The parts of an Objective-C message from the token `name` to its closing bracket
    /// `close`: each `label:` with the tokens of its value (bracketed groups skipped whole).
    private func messageParts(from name: Int, to close: Int) -> [(label: String, value: Range<Int>)] {
        var parts: [(label: String, value: Range<Int>)] = []
        var index = name
        var partStart = -1
        var label = ""
        while index < close {
            if let match = tokens.match(index), match > index, match < close {
                index = match + 1
                continue
            }
            if tokens.isIdentifier(index), tokens.isPunctuation(index + 1, UInt8(ascii: ":")) {
                if partStart >= 0 { parts.append((label, partStart..<index)) }
                label = tokens.text(index)
                partStart = index + 2
                index += 2
                continue
            }
            index += 1
        }
        if partStart >= 0 { parts.append((label, partStart..<close)) }
        return parts
    }

    private func objectiveCItemCall(_ name: Int) -> Call? {
        guard tokens.isWord(name - 1, "NSLayoutConstraint"), tokens.isPunctuation(name - 2, UInt8(ascii: "[")),
              let close = tokens.match(name - 2) else { return nil }
        let parts = messageParts(from: name, to: close)
        guard parts.map(\.label) == ["constraintWithItem", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else { return nil }
        return itemCall(start: name - 2, end: close + 1, parts.map(\.value))
    }

    /// The seven values of an item call, in order.
    private func itemCall(start: Int, end: Int, _ values: [Range<Int>]) -> Call {
        func call(_ equation: Argument<AnchorEquation>) -> Call { Call(start: start, end: end, equation: equation) }
        guard let firstItem = item(values[0]) else {
            return call(.unknown("its item '\(tokens.expression(values[0]))' is not a variable or property"))
        }
        let firstAttribute: LayoutAttribute
        switch attribute(values[1]) {
        case .known(let value?): firstAttribute = value
        case .known(nil): return call(.unknown("its first attribute is .notAnAttribute"))
        case .unknown(let reason): return call(.unknown(reason))
        }
        guard let relation = relation(values[2]) else {
            return call(.unknown("its relation '\(tokens.expression(values[2]))' is not one of .equal, .lessThanOrEqual, .greaterThanOrEqual"))
        }
        var equation = AnchorEquation(
            first: .init(expression: firstItem, attribute: firstAttribute), relation: relation, second: nil,
            constant: .init(value: 0, expression: "0"), priority: .init(value: 1000, expression: "1000")
        )
        let secondAttribute: LayoutAttribute?
        switch attribute(values[4]) {
        case .known(let value): secondAttribute = value
        case .unknown(let reason): return call(.unknown(reason))
        }
        let noItem = values[3].count == 1 && (tokens.isWord(values[3].lowerBound, "nil") || tokens.isWord(values[3].lowerBound, "NULL"))
        if noItem {
            guard secondAttribute == nil else { return call(.unknown("it has no second item but a second attribute")) }
        } else {
            guard let secondItem = item(values[3]) else {
                return call(.unknown("its second item '\(tokens.expression(values[3]))' is not a variable or property"))
            }
            guard let secondAttribute else { return call(.unknown("it has a second item but its attribute is .notAnAttribute")) }
            equation.second = .init(expression: secondItem, attribute: secondAttribute)
        }
        switch multiplier(values[5]) {
        case .known(let (value, fraction)):
            if noItem, value != 1 {
                return call(.unknown("its multiplier is \(value.shortestDescription) with no second item (an equation line's size constant has none)"))
            }
            equation.multiplier = value
            equation.multiplierFraction = fraction
        case .unknown(let reason): return call(.unknown(reason))
        }
        switch number(values[6]) {
        case .known(let constant): equation.constant = constant
        case .unknown(let reason): return call(.unknown(reason))
        }
        return call(.known(equation))
    }

    // MARK: Parts

    /// `a.b.leadingAnchor` (tokens of `range`): the owner and its attribute.
    private func anchorSide(_ range: Range<Int>) -> Argument<AnchorEquation.Side> {
        guard !range.isEmpty, tokens.isIdentifier(range.upperBound - 1), tokens.chainStart(endingAt: range.upperBound - 1) == range.lowerBound else {
            return .unknown("its anchor '\(tokens.expression(range))' is not a property of a variable or property")
        }
        let anchor = tokens.text(range.upperBound - 1)
        guard anchor.hasSuffix("Anchor"), let attribute = LayoutAttribute(rawValue: String(anchor.dropLast("Anchor".count))) else {
            return .unknown("'\(anchor)' is not an anchor an equation line can name")
        }
        // The owner: what precedes `.xAnchor` (`self` when bare).
        var ownerEnd = range.upperBound - 1
        if ownerEnd > range.lowerBound { ownerEnd -= 1 }  // the `.`
        let owner = ownerEnd > range.lowerBound ? tokens.expression(range.lowerBound..<ownerEnd).filter { $0 != " " } : "self"
        guard Self.isPath(owner) else { return .unknown("'\(owner)' is not a variable or property") }
        return .known(.init(expression: owner, attribute: attribute))
    }

    /// An item: a variable or property path (`self.title`, `header.titleLabel`, `_title`, `view!`).
    private func item(_ range: Range<Int>) -> String? {
        var end = range.upperBound
        while end > range.lowerBound, tokens.isPunctuation(end - 1, UInt8(ascii: "!")) { end -= 1 }
        guard end > range.lowerBound, tokens.isIdentifier(end - 1), tokens.chainStart(endingAt: end - 1) == range.lowerBound else { return nil }
        let path = tokens.expression(range).filter { $0 != " " }
        return Self.isPath(path) ? path : nil
    }

    /// `a.b!.c`: names (letters, digits, `_`; not `$0`) joined by dots.
    static func isPath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            let name = part.filter { $0 != "!" && $0 != "?" }
            guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    /// `.leading`, `NSLayoutConstraint.Attribute.leading`, `.Leading`, `NSLayoutAttributeLeading`:
    /// the attribute, `nil` for `.notAnAttribute`.
    private func attribute(_ range: Range<Int>) -> Argument<LayoutAttribute?> {
        guard !range.isEmpty, tokens.isIdentifier(range.upperBound - 1) else {
            return .unknown("its attribute '\(tokens.expression(range))' is not written as a name")
        }
        var name = tokens.text(range.upperBound - 1)
        if name.hasPrefix("NSLayoutAttribute"), name.count > "NSLayoutAttribute".count { name.removeFirst("NSLayoutAttribute".count) }
        name = name.prefix(1).lowercased() + name.dropFirst()
        if name == "notAnAttribute" { return .known(nil) }
        if name == "baseline" { return .known(.lastBaseline) }  // the same attribute (raw value 11)
        if let attribute = LayoutAttribute(rawValue: name) { return .known(attribute) }
        if name.hasSuffix("Margin") || name.hasSuffix("WithinMargins") {
            return .unknown("its attribute '.\(name)' relates the view's margins, which no equation line names (the 'margins' item is the container's layout margins guide, another object)")
        }
        return .unknown("its attribute '\(tokens.expression(range))' is not one an equation line can name")
    }

    private func relation(_ range: Range<Int>) -> Relation? {
        guard !range.isEmpty, tokens.isIdentifier(range.upperBound - 1) else { return nil }
        var name = tokens.text(range.upperBound - 1)
        if name.hasPrefix("NSLayoutRelation"), name.count > "NSLayoutRelation".count { name.removeFirst("NSLayoutRelation".count) }
        switch name.prefix(1).lowercased() + name.dropFirst() {
        case "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }

    /// A multiplier: a number literal, or `A / B` with two (kept as a fraction).
    private func multiplier(_ range: Range<Int>) -> Argument<(Double, MultiplierFraction?)> {
        if let value = numbers.number(at: range).value { return .known((value, nil)) }
        if let slash = range.first(where: { tokens.isPunctuation($0, UInt8(ascii: "/")) }), slash > range.lowerBound,
           let a = numbers.number(at: range.lowerBound..<slash).value, let b = numbers.number(at: slash + 1..<range.upperBound).value, b != 0 {
            // In Objective-C two integers divide as integers: `1/2` is 0, not a half.
            if tokens.language != .swift, (a / b).rounded(.towardZero) != a / b,
               NumberLiteral.isInteger(tokens.expression(range.lowerBound..<slash), language: tokens.language),
               NumberLiteral.isInteger(tokens.expression(slash + 1..<range.upperBound), language: tokens.language) {
                let quotient = (a / b).rounded(.towardZero)
                return .unknown("its multiplier '\(tokens.expression(range))' divides two integers, which Objective-C rounds to \(quotient.shortestDescription) (not \((a / b).shortestDescription)); write '\(a.shortestDescription).0/\(b.shortestDescription)' if the fraction is meant")
            }
            return .known((a / b, MultiplierFraction(numerator: a, denominator: b)))
        }
        return .unknown("its multiplier '\(tokens.expression(range))' is not a number literal")
    }

    /// A constant: a number literal, a same-file constant, or a plain variable or property (a
    /// value known at run time, which the call site sets as a metric), each maybe negated.
    private func number(_ range: Range<Int>) -> Argument<AnchorEquation.Number> {
        let expression = tokens.expression(range)
        let reading = numbers.number(at: range)
        if let value = reading.value { return .known(.init(value: value, expression: expression)) }
        if let reason = reading.reason { return .unknown("its constant is not read exactly: \(reason)") }
        var start = range.lowerBound
        let negated = tokens.isPunctuation(start, UInt8(ascii: "-"))
        if negated { start += 1 }
        guard start < range.upperBound, item(start..<range.upperBound) != nil else {
            return .unknown("its constant '\(expression)' is computed (not a number, a same-file constant or a variable)")
        }
        var name = tokens.expression(start..<range.upperBound).filter { $0 != " " }
        while name.hasSuffix("!") { name.removeLast() }
        let parts = name.split(separator: ".")
        func constant(_ value: Double, _ constantName: String) -> Argument<AnchorEquation.Number> {
            .known(.init(value: negated ? -value : value, expression: expression, constantName: constantName, isNegated: negated))
        }
        if parts.count == 1 {
            // A local of the function: its value where it is bound (before the call). Any other
            // plain name (a property) is read at run time, where the call site sets its metric.
            if let pending = current, pending.locals.contains(name), let binding = pending.bindings[name] {
                guard binding.initializer < pending.name else {
                    return .unknown("its constant '\(name)' is assigned again after the constraint is made")
                }
                let end = tokens.expressionEnd(from: binding.initializer, limit: 64)
                if let value = numbers.number(at: binding.initializer..<end).value { return constant(value, name) }
            } else if current?.locals.contains(name) != true, fileConstants.contains(name), let value = numbers.constants[name] {
                return constant(value, name)
            }
        } else if let found = [name, parts.suffix(2).joined(separator: ".")].first(where: { numbers.constants[$0] != nil }), let value = numbers.constants[found] {
            // `Layout.padding`: a `static let` of the file.
            return constant(value, found)
        }
        return .known(.init(value: 0, expression: expression, computedName: name, isNegated: negated))
    }

    /// The arguments between `open` and `close`, with their labels.
    private func labelledArguments(open: Int, close: Int) -> [(label: String?, value: Range<Int>)] {
        tokens.elements(between: open, and: close).map { element in
            if element.count >= 2, tokens.isIdentifier(element.lowerBound), tokens.isPunctuation(element.lowerBound + 1, UInt8(ascii: ":")) {
                return (tokens.text(element.lowerBound), element.lowerBound + 2..<element.upperBound)
            }
            return (nil, element)
        }
    }

    /// The names of the function's parameters (Swift `label name: Type`, Objective-C `:(Type)name`).
    private func parameterNames(_ pending: Pending) -> Set<String> {
        guard let start = pending.functionStart, let body = pending.bodyOpen, body > start, body - start < 512 else { return [] }
        var names: Set<String> = []
        if tokens.language == .swift {
            var open = start
            while open < body, !tokens.isPunctuation(open, UInt8(ascii: "(")) { open += 1 }
            guard open < body, let close = tokens.match(open), close < body else { return [] }
            for parameter in tokens.elements(between: open, and: close) {
                guard let colon = parameter.first(where: { tokens.isPunctuation($0, UInt8(ascii: ":")) }), colon > parameter.lowerBound,
                      tokens.isIdentifier(colon - 1) else { continue }
                names.insert(tokens.text(colon - 1))
            }
        } else {
            for index in start..<body where tokens.isPunctuation(index, UInt8(ascii: ":")) {
                if tokens.isPunctuation(index + 1, UInt8(ascii: "(")), let close = tokens.match(index + 1), tokens.isIdentifier(close + 1) {
                    names.insert(tokens.text(close + 1))
                }
            }
        }
        return names
    }
}
