import LayoutModel

/// Follows an anchor or item constraint from where it is made to where it becomes active, in
/// the same function: an element of `NSLayoutConstraint.activate([…])` /
/// `[NSLayoutConstraint activateConstraints:@[…]]`, `addConstraint(…)` / `addConstraints([…])`,
/// `.isActive = true` / `.active = YES`, a local (`let c = …`) whose priority is set
/// (`c.priority = .defaultHigh`) before it is activated, or a local array it is appended to
/// that the function then activates. Anything else — a property, a value returned, an array
/// activated elsewhere or deactivated, a member changed later — is a reason not to migrate it.
struct ConstraintUseReader {
    /// How the constraint is used, once known to be activated in the function.
    struct Use {
        var priority: AnchorEquation.Number?
        /// The view it is added to (`x.addConstraint(…)`), if any.
        var containerHint: String?
    }

    let tokens: SourceTokens
    let numbers: ArgumentReader
    let bodyOpen: Int?
    let locals: Set<String>
    /// Shared by the file's calls, so that following each one stays linear in the file.
    let lookups: AnchorLookups
    /// How many tokens after the constraint are searched for its uses (bounded work per call).
    static let searchLimit = 65_536

    init(tokens: SourceTokens, numbers: ArgumentReader, bodyOpen: Int?, locals: Set<String>, lookups: AnchorLookups = AnchorLookups()) {
        self.tokens = tokens
        self.numbers = numbers
        self.bodyOpen = bodyOpen
        self.locals = locals
        self.lookups = lookups
    }

    private var swift: Bool { tokens.language == .swift }

    /// The use of the constraint expression `start..<end`.
    mutating func use(start: Int, end: Int) -> Argument<Use> {
        use(start: start, end: end, depth: 0)
    }

    private func use(start: Int, end: Int, depth: Int) -> Argument<Use> {
        // `….isActive = true`, `….active = YES`
        if tokens.isPunctuation(end, UInt8(ascii: ".")), tokens.isIdentifier(end + 1) {
            let member = tokens.text(end + 1)
            if member == "isActive" || member == "active", tokens.isAssignment(end + 2) {
                return isTrue(end + 3) ? .known(Use()) : .unknown("it is made inactive where it is made")
            }
            return .unknown("'.\(member)' is used on it where it is made, which migrate does not follow")
        }
        let before = start - 1
        if tokens.isWord(before, "return") { return .unknown("it is returned to the caller") }
        if swift, tokens.isPunctuation(before, UInt8(ascii: "(")) {
            let function = before - 1
            if tokens.isWord(function, "addConstraint") { return .known(Use(containerHint: swiftReceiver(function))) }
            if tokens.isWord(function, "append"), tokens.isPunctuation(end, UInt8(ascii: ")")), let array = swiftReceiverName(function) {
                return stored(in: array, after: end, depth: depth)
            }
            return .unknown("it is passed to '\(tokens.isIdentifier(function) ? tokens.text(function) : "a call")', which migrate does not follow")
        }
        if !swift, tokens.isPunctuation(before, UInt8(ascii: ":")), tokens.isIdentifier(before - 1) {
            let selector = before - 1
            if tokens.isWord(selector, "addConstraint") { return .known(Use(containerHint: objectiveCReceiver(selector))) }
            if tokens.isWord(selector, "addObject"), let array = objectiveCReceiver(selector) { return stored(in: array, after: end, depth: depth) }
            return .unknown("it is passed to '\(tokens.text(selector)):', which migrate does not follow")
        }
        if tokens.isPunctuation(before, UInt8(ascii: "[")) || tokens.isPunctuation(before, UInt8(ascii: ",")) {
            guard let open = enclosingOpen(before), tokens.isPunctuation(open, UInt8(ascii: "[")) else {
                return .unknown("it is an argument of a call migrate does not follow")
            }
            return arrayUse(open: open, depth: depth)
        }
        if tokens.isAssignment(before) {
            // `let c = …`, `let c: NSLayoutConstraint = …`, `NSLayoutConstraint *c = …`.
            var name = before - 1
            if tokens.isWord(name, "NSLayoutConstraint"), tokens.isPunctuation(name - 1, UInt8(ascii: ":")) { name -= 2 }
            guard tokens.isIdentifier(name) else { return .unknown("it is assigned to an expression migrate does not follow") }
            let declared = tokens.isWord(name - 1, "let") || tokens.isWord(name - 1, "var")
                || (!swift && tokens.isPunctuation(name - 1, UInt8(ascii: "*")) && tokens.isWord(name - 2, "NSLayoutConstraint"))
            let member = tokens.isPunctuation(name - 1, UInt8(ascii: ".")) || tokens.isPunctuation(name - 1, UInt8(ascii: ">"))
            if !member, declared || locals.contains(tokens.text(name)) {
                return local(tokens.text(name), after: end, depth: depth)
            }
            let target = member ? tokens.expression(tokens.chainStart(endingAt: name)..<name + 1) : tokens.text(name)
            return .unknown("it is kept in '\(target)', which other code may change")
        }
        return .unknown("it is not activated where it is made")
    }

    /// An array literal holding the constraint, opened at `open`.
    private func arrayUse(open: Int, depth: Int) -> Argument<Use> {
        var before = open - 1
        if !swift {
            guard tokens.isPunctuation(before, UInt8(ascii: "@")) else { return .unknown("it is in an array migrate does not follow") }
            before -= 1
        }
        let arrayEnd = (tokens.match(open) ?? open) + 1
        if swift, tokens.isPunctuation(before, UInt8(ascii: "(")) {
            let function = before - 1
            if tokens.isWord(function, "activate") { return .known(Use()) }
            if tokens.isWord(function, "addConstraints") { return .known(Use(containerHint: swiftReceiver(function))) }
            if tokens.isWord(function, "deactivate") { return .unknown("it is deactivated") }
            return .unknown("its array is passed to '\(tokens.isIdentifier(function) ? tokens.text(function) : "a call")', which migrate does not follow")
        }
        if swift, tokens.isPunctuation(before, UInt8(ascii: ":")), tokens.isWord(before - 1, "contentsOf"),
           tokens.isPunctuation(before - 2, UInt8(ascii: "(")), tokens.isWord(before - 3, "append"), let array = swiftReceiverName(before - 3) {
            return stored(in: array, after: arrayEnd, depth: depth)
        }
        if !swift, tokens.isPunctuation(before, UInt8(ascii: ":")), tokens.isIdentifier(before - 1) {
            let selector = before - 1
            if tokens.isWord(selector, "activateConstraints") { return .known(Use()) }
            if tokens.isWord(selector, "addConstraints") { return .known(Use(containerHint: objectiveCReceiver(selector))) }
            if tokens.isWord(selector, "addObjectsFromArray"), let array = objectiveCReceiver(selector) {
                return stored(in: array, after: arrayEnd, depth: depth)
            }
            return .unknown("its array is passed to '\(tokens.text(selector)):', which migrate does not follow")
        }
        // `constraints += [...]`
        if tokens.isPunctuation(before, UInt8(ascii: "=")), tokens.isPunctuation(before - 1, UInt8(ascii: "+")), tokens.isIdentifier(before - 2),
           !tokens.isPunctuation(before - 3, UInt8(ascii: ".")) {
            return stored(in: tokens.text(before - 2), after: arrayEnd, depth: depth)
        }
        if tokens.isAssignment(before) {
            // `let constraints = [...]`, `let constraints: [NSLayoutConstraint] = [...]`, `NSArray *constraints = @[...]`.
            var name = before - 1
            if swift, tokens.isPunctuation(name, UInt8(ascii: "]")), let typeOpen = tokens.match(name), tokens.isPunctuation(typeOpen - 1, UInt8(ascii: ":")) {
                name = typeOpen - 2
            }
            guard tokens.isIdentifier(name), !tokens.isPunctuation(name - 1, UInt8(ascii: ".")) else {
                return .unknown("its array is kept in a property, which other code may change")
            }
            let declared = tokens.isWord(name - 1, "let") || tokens.isWord(name - 1, "var") || (!swift && tokens.isPunctuation(name - 1, UInt8(ascii: "*")))
            guard declared || locals.contains(tokens.text(name)) else {
                return .unknown("its array is kept in '\(tokens.text(name))', which is not a local of the function (other code may change it)")
            }
            return stored(in: tokens.text(name), after: arrayEnd, depth: depth)
        }
        if tokens.isWord(before, "return") { return .unknown("its array is returned to the caller") }
        return .unknown("it is in an array migrate does not follow")
    }

    /// A constraint stored in the local array `array`: activated when the function later
    /// passes the array to `activate` / `addConstraints`.
    private func stored(in array: String, after end: Int, depth: Int) -> Argument<Use> {
        guard locals.contains(array) else {
            return .unknown("it is stored in '\(array)', which is not a local of the function (other code may deactivate it)")
        }
        guard depth < 3 else { return .unknown("it is stored in '\(array)', followed too deep") }
        var use: Use?
        for index in occurrences(of: array, after: end) {
            if swift {
                if tokens.isPunctuation(index - 1, UInt8(ascii: "(")), tokens.isPunctuation(index + 1, UInt8(ascii: ")")) {
                    if tokens.isWord(index - 2, "activate") { use = use ?? Use(); continue }
                    if tokens.isWord(index - 2, "addConstraints") { use = Use(containerHint: swiftReceiver(index - 2)); continue }
                    if tokens.isWord(index - 2, "deactivate") { return .unknown("it is stored in '\(array)', which is deactivated later (\(line(index)))") }
                }
                if tokens.isPunctuation(index + 1, UInt8(ascii: ".")), tokens.isWord(index + 2, "append") { continue }
                if tokens.isPunctuation(index + 1, UInt8(ascii: "+")), tokens.isPunctuation(index + 2, UInt8(ascii: "=")) { continue }
            } else {
                if tokens.isPunctuation(index - 1, UInt8(ascii: ":")), tokens.isWord(index - 2, "activateConstraints") { use = use ?? Use(); continue }
                if tokens.isPunctuation(index - 1, UInt8(ascii: ":")), tokens.isWord(index - 2, "addConstraints") {
                    use = Use(containerHint: objectiveCReceiver(index - 2))
                    continue
                }
                if tokens.isPunctuation(index - 1, UInt8(ascii: "[")), tokens.isWord(index + 1, "addObject") || tokens.isWord(index + 1, "addObjectsFromArray") { continue }
            }
            return .unknown("it is stored in '\(array)', which is used in a way migrate does not follow (\(line(index)))")
        }
        guard let use else { return .unknown("it is stored in '\(array)', which the function does not activate afterwards") }
        return .known(use)
    }

    /// A constraint kept in the local `name`: its priority set, then activated.
    private func local(_ name: String, after end: Int, depth: Int) -> Argument<Use> {
        guard depth < 3 else { return .unknown("it is kept in '\(name)', followed too deep") }
        var result: Use?
        var priority: AnchorEquation.Number?
        for index in occurrences(of: name, after: end) {
            // `c.priority = …`, `c.isActive = true`, `c.identifier = …`
            if tokens.isPunctuation(index + 1, UInt8(ascii: ".")), tokens.isIdentifier(index + 2) {
                let member = tokens.text(index + 2)
                guard tokens.isAssignment(index + 3) else {
                    return .unknown("'\(name).\(member)' is used later (\(line(index))), which migrate does not follow")
                }
                switch member {
                case "priority":
                    switch self.priority(index + 4..<tokens.expressionEnd(from: index + 4, limit: 64)) {
                    case .known(let value):
                        if result != nil { return .unknown(priorityAfterActivation(name, value, previous: priority, at: index)) }
                        priority = value
                    case .unknown(let reason): return .unknown(reason)
                    }
                case "isActive", "active":
                    guard isTrue(index + 4) else { return .unknown("'\(name)' is made inactive (\(line(index)))") }
                    result = result ?? Use()
                case "identifier":
                    continue  // a debugging name; the generated constraint gets vflgen's
                default:
                    return .unknown("'\(name).\(member)' is changed later (\(line(index))), which migrate does not follow")
                }
                continue
            }
            // `[c setActive:YES]`, `[c setPriority:…]`
            if !swift, tokens.isPunctuation(index - 1, UInt8(ascii: "[")), tokens.isIdentifier(index + 1), tokens.isPunctuation(index + 2, UInt8(ascii: ":")),
               let close = tokens.match(index - 1) {
                switch tokens.text(index + 1) {
                case "setActive":
                    guard isTrue(index + 3) else { return .unknown("'\(name)' is made inactive (\(line(index)))") }
                    result = result ?? Use()
                    continue
                case "setPriority":
                    switch self.priority(index + 3..<close) {
                    case .known(let value):
                        if result != nil { return .unknown(priorityAfterActivation(name, value, previous: priority, at: index)) }
                        priority = value
                    case .unknown(let reason): return .unknown(reason)
                    }
                    continue
                default:
                    return .unknown("'\(name)' is sent '\(tokens.text(index + 1)):' later (\(line(index))), which migrate does not follow")
                }
            }
            switch use(start: index, end: index + 1, depth: depth + 1) {
            case .known(let use):
                if result == nil || use.containerHint != nil { result = use }
            case .unknown(let reason):
                return .unknown("'\(name)' is used later (\(line(index))): \(reason)")
            }
        }
        guard var result else { return .unknown("it is kept in '\(name)', which the function does not activate") }
        result.priority = priority ?? result.priority
        return .known(result)
    }

    /// Why a priority set once the constraint is active stays in the source: between required
    /// and optional UIKit and AppKit throw at run time (an installed constraint cannot switch),
    /// which a layout that simply has the new priority would hide.
    private func priorityAfterActivation(_ name: String, _ value: AnchorEquation.Number, previous: AnchorEquation.Number?, at index: Int) -> String {
        let wasRequired = (previous?.value ?? 1000) == 1000
        let becomesRequired = value.value == 1000
        guard wasRequired != becomesRequired else {
            return "'\(name).priority' is set after '\(name)' is activated (\(line(index))), which migrate does not follow"
        }
        return "'\(name).priority' is set after '\(name)' is activated (\(line(index))): an active constraint cannot change between required and optional (the code throws at run time); set the priority before activating it"
    }

    // MARK: Reading

    /// `.defaultHigh`, `UILayoutPriority(750)`, `UILayoutPriority(rawValue: 999)`,
    /// `UILayoutPriorityDefaultHigh`, `750`, `.defaultHigh - 1`.
    func priority(_ range: Range<Int>) -> Argument<AnchorEquation.Number> {
        let expression = tokens.expression(range)
        guard let value = Self.priorityValue(expression.filter { $0 != " " }, language: tokens.language) else {
            return .unknown("its priority '\(expression)' is not a number or a named priority")
        }
        guard value >= 1, value <= 1000 else { return .unknown("its priority \(value.shortestDescription) is outside 1…1000") }
        return .known(.init(value: value, expression: expression))
    }

    static func priorityValue(_ text: String, language: SourceLanguage) -> Double? {
        var text = text
        if text.count > 128 { return nil }
        for type in ["UILayoutPriority", "NSLayoutConstraint.Priority", "NSLayoutPriority", "UILayoutPriority.init", ".init", "Float", "CGFloat"]
        where text.hasPrefix(type + "(") && text.hasSuffix(")") {
            text = String(text.dropFirst(type.count + 1).dropLast())
            if text.hasPrefix("rawValue:") { text.removeFirst("rawValue:".count) }
            break
        }
        if text.hasSuffix(".rawValue") { text.removeLast(".rawValue".count) }
        if let named = ArgumentReader.namedPriorities[text] { return named }
        if let value = NumberLiteral.read(text, language: language).value { return value }
        // `named ± number`
        if let operatorIndex = text.dropFirst().lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let left = String(text[..<operatorIndex])
            let right = String(text[text.index(after: operatorIndex)...])
            guard let a = priorityValue(left, language: language), let b = NumberLiteral.read(right, language: language).value else { return nil }
            return text[operatorIndex] == "+" ? a + b : a - b
        }
        return nil
    }

    private func isTrue(_ index: Int) -> Bool {
        tokens.isWord(index, "true") || tokens.isWord(index, "YES")
    }

    /// The innermost bracket opened before `index` and not closed before it. Each `,` passed
    /// remembers the answer (``AnchorLookups``), so the elements of one long array literal
    /// each walk back only to the previous element's comma.
    private func enclosingOpen(_ index: Int) -> Int? {
        var current = index
        var steps = 0
        var commas: [Int] = []
        var result: Int?
        search: while current >= 0, steps < 4096 {
            steps += 1
            let token = tokens.tokens[current]
            if token.kind == .punctuation {
                let byte = UInt8(truncatingIfNeeded: token.value)
                if byte == UInt8(ascii: ",") {
                    if let known = lookups.commaOpen[current] {
                        result = known >= 0 ? known : nil
                        break search
                    }
                    commas.append(current)
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    result = current
                    break search
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") { break search }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"), let match = tokens.match(current), match < current {
                    current = match - 1
                    continue
                }
            }
            current -= 1
        }
        for comma in commas { lookups.commaOpen[comma] = result ?? -1 }
        return result
    }

    /// Where the identifier `name` stands on its own (not as a member) after `end` in the function.
    private func occurrences(of name: String, after end: Int) -> [Int] {
        if let bodyOpen {
            // The body's names, indexed once per function.
            return lookups.names(in: tokens, body: bodyOpen)[name, default: []].filter { $0 >= end }
        }
        let bytes = Array(name.utf8)
        let stop = min(tokens.count, end + Self.searchLimit)
        var found: [Int] = []
        var index = end
        while index < stop {
            if tokens.isWord(index, bytes: bytes), !tokens.isPunctuation(index - 1, UInt8(ascii: ".")), !tokens.isPunctuation(index - 1, UInt8(ascii: ">")) {
                found.append(index)
            }
            index += 1
        }
        return found
    }

    /// `x` of `x.method(`; `self` when the method is called bare.
    private func swiftReceiver(_ method: Int) -> String {
        guard tokens.isPunctuation(method - 1, UInt8(ascii: ".")), tokens.isIdentifier(method - 2) else { return "self" }
        return tokens.expression(tokens.chainStart(endingAt: method - 2)..<method - 1).filter { $0 != " " }
    }

    /// The array of `array.append(`: a plain local name.
    private func swiftReceiverName(_ method: Int) -> String? {
        guard tokens.isPunctuation(method - 1, UInt8(ascii: ".")), tokens.isIdentifier(method - 2),
              !tokens.isPunctuation(method - 3, UInt8(ascii: ".")) else { return nil }
        return tokens.text(method - 2)
    }

    /// `x` of `[x selector:…]`.
    private func objectiveCReceiver(_ selector: Int) -> String? {
        var open = selector - 1
        while open >= 0, selector - open < 16, !tokens.isPunctuation(open, UInt8(ascii: "[")) { open -= 1 }
        guard open >= 0, tokens.isPunctuation(open, UInt8(ascii: "[")), open + 1 < selector else { return nil }
        return tokens.expression(open + 1..<selector).filter { $0 != " " }
    }

    private func line(_ index: Int) -> String {
        "line \(tokens.source.location(of: tokens.tokens[index].start).line)"
    }
}

extension SourceTokens {
    /// The first token of `a.b!.c` ending at the identifier `last`.
    func chainStart(endingAt last: Int) -> Int {
        var start = last
        while start - 1 >= 0 {
            var previous = start - 1
            guard isPunctuation(previous, UInt8(ascii: ".")) else { break }
            previous -= 1
            while isPunctuation(previous, UInt8(ascii: "!")) || isPunctuation(previous, UInt8(ascii: "?")) { previous -= 1 }
            guard isIdentifier(previous), last - previous < 64 else { break }
            start = previous
        }
        return start
    }
}

/// What following a file's anchor and item calls looks up again and again, built once: where
/// each name stands in a function body, and the bracket each `,` is inside.
final class AnchorLookups {
    /// Comma token → its enclosing `(`/`[` token, or -1 for none.
    var commaOpen: [Int: Int] = [:]
    private var bodies: [Int: [String: [Int]]] = [:]

    /// Each name standing on its own (not a member) in the body opened at `body`, with its tokens in order.
    func names(in tokens: SourceTokens, body: Int) -> [String: [Int]] {
        if let known = bodies[body] { return known }
        var names: [String: [Int]] = [:]
        let end = tokens.match(body).map { $0 > body ? $0 : tokens.count } ?? tokens.count
        var index = body + 1
        while index < end {
            if tokens.isIdentifier(index), !tokens.isPunctuation(index - 1, UInt8(ascii: ".")), !tokens.isPunctuation(index - 1, UInt8(ascii: ">")) {
                names[tokens.text(index), default: []].append(index)
            }
            index += 1
        }
        bodies[body] = names
        return names
    }
}
