import LayoutModel
import VFLLanguage

/// Everything found in one source file: the VFL calls, and what migration needs to know
/// about the file's declarations.
public struct SourceScan: Sendable {
    public var source: SourceFile
    public var language: SourceLanguage
    public var callSites: [CallSite]
    /// Declared class of each variable or property the file declares with a type
    /// (`let icon = UIImageView()`, `@IBOutlet weak var icon: UIImageView!`, `UILabel *one`).
    public var variableTypes: [String: String]
    /// The view each added subview went into, by `x.addSubview(y)` / `[x addSubview:y]` /
    /// `insertSubview`: `y` → `x`, both without `self.` and an ivar's `_` (`contentView` for
    /// `[self.contentView addSubview:_label]`; `self` for a bare `addSubview(y)`). The first wins.
    public var superviews: [String: String] = [:]
    /// Locals that name another view (`UIView *superview = self.view;`, `let root = view`):
    /// normalized name → normalized expression.
    public var aliases: [String: String] = [:]
    /// The constraints made with anchors or the item API (``AnchorSite``), in source order.
    public var anchorSites: [AnchorSite] = []
    /// The superclass each type the file declares names first (`class Feed: UIViewController`,
    /// `@interface Feed : UIViewController`): a view controller's container is its `view`.
    public var superclasses: [String: String] = [:]
    /// How many tokens the file has, and how many token visits finding the calls took
    /// (stays a small multiple of the tokens: no quadratic work).
    public var tokenCount: Int
    public var tokenVisits: Int
}

/// Finds VFL calls in one forward pass over the tokens, keeping track of the enclosing type
/// and function, of the local `let`/`var` bindings each function makes (and `[key] = value`
/// mutations of them), of same-file numeric constants, and of `#if` branches (each branch
/// starts from the braces open at `#if`, so unbalanced branches cannot shift the scopes).
public enum CallSiteFinder {
    /// Scans `source` and finds its calls.
    /// `helpers` are the helpers defined in the other files being read (``ViewHelperFinder``);
    /// the file's own are found here when `helpers` has none from its path. The tutorials'
    /// `addConstraintsWithFormat(_:views:)` is assumed where no definition fits a call.
    public static func find(in source: SourceFile, language: SourceLanguage, helpers: [ViewHelper] = []) -> SourceScan {
        let tokens = SourceTokens(source: source, language: language)
        var helpers = helpers
        if language == .swift, !helpers.contains(where: { $0.path == source.path }) { helpers += ViewHelperFinder.find(in: tokens) }
        var walker = Walker(tokens: tokens, helpers: helpers)
        walker.run()
        var scan = SourceScan(
            source: source, language: language, callSites: walker.callSites,
            variableTypes: walker.variableTypes, superviews: walker.superviews, aliases: walker.aliases, tokenCount: walker.tokens.count,
            tokenVisits: walker.tokens.count + walker.reader.visits
        )
        scan.anchorSites = walker.anchorSites()
        scan.superclasses = walker.superclasses
        return scan
    }

    /// `self.title` → `title`, `_title` → `title`, `title!` → `title`: how a view is named
    /// across `addSubview`, dictionaries and properties.
    public static func normalizedViewExpression(_ expression: String) -> String {
        var name = expression.filter { $0 != " " }
        if name.hasPrefix("self."), name.count > 5 { name.removeFirst(5) }
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        if name.hasPrefix("_"), name.count > 1, !name.contains(".") { name.removeFirst() }
        return name
    }
}

/// A local binding: `let views = [...]` and the `views["x"] = y` lines after it.
struct Binding {
    /// The first token of the initializer.
    var initializer: Int
    /// `(key token, first value token)` of each later `name[key] = value`.
    var mutations: [(key: Int, value: Int)] = []
}

private struct Walker {
    let tokens: SourceTokens
    var reader: ArgumentReader
    var callSites: [CallSite] = []
    var variableTypes: [String: String] = [:]
    var superviews: [String: String] = [:]
    var aliases: [String: String] = [:]
    var superclasses: [String: String] = [:]
    /// Helpers by name (every definition of the name), with the name's bytes for a quick match.
    private let helpers: [(bytes: [UInt8], name: String, definitions: [ViewHelper])]
    /// Where the file's own helpers' `func`s are: their VFL calls are checked at their callers.
    private let helperDefinitions: [Int: ViewHelper]

    private enum ScopeKind {
        case type(String)
        case function(FunctionContext, bindings: Int)
        case block
    }

    private var scopes: [ScopeKind] = []
    /// Bindings per function body; index 0 is the file level.
    private var bindingTables: [[String: Binding]] = [[:]]
    private var pendingFunction: FunctionContext?
    /// The token that started `pendingFunction`, and each function's (start, body `{`) by binding table.
    private var pendingFunctionStart: Int?
    private var functionTokens: [Int: (start: Int?, body: Int)] = [:]
    /// Anchor and item calls, read once the walk has seen every constant of the file.
    private var pendingAnchors: [(call: AnchorCallReader.Pending, bindings: Int)] = []
    /// Numeric constants bound outside functions with `let`/`const`, and `#define`s: values that
    /// cannot change at run time (``constants`` also holds functions' locals and `var`s).
    private var fileConstants: Set<String> = []
    private var pendingType: String?
    private var objectiveCType: String?
    /// `#if` nesting: the scopes at `#if`, and those at the end of the first branch.
    private var conditionals: [(atIf: [ScopeKind], afterFirst: [ScopeKind]?)] = []
    private static let conditionalScopeLimit = 256

    init(tokens: SourceTokens, helpers: [ViewHelper]) {
        self.tokens = tokens
        self.reader = ArgumentReader(tokens: tokens)
        var byName: [String: [ViewHelper]] = [ViewHelper.tutorial.name: []]
        var definitions: [Int: ViewHelper] = [:]
        for helper in helpers {
            byName[helper.name, default: []].append(helper)
            if helper.path == tokens.source.path, let start = helper.definitionStart { definitions[start] = helper }
        }
        self.helpers = byName.sorted { $0.key < $1.key }.map { (Array($0.key.utf8), $0.key, $0.value) }
        self.helperDefinitions = definitions
    }

    private var currentBindingTable: Int {
        for scope in scopes.reversed() {
            if case .function(_, let bindings) = scope { return bindings }
        }
        return 0
    }

    private var currentFunction: FunctionContext? {
        for scope in scopes.reversed() {
            if case .function(let context, _) = scope { return context }
        }
        if let typeName = currentTypeName { return FunctionContext(typeName: typeName, name: "", range: .point(0)) }
        return nil
    }

    /// Whether the innermost scope is a function's body (not a block or closure inside it).
    private var isDirectlyInFunction: Bool {
        if case .function = scopes.last { return true }
        return false
    }

    private var currentTypeName: String? {
        for scope in scopes.reversed() {
            if case .type(let name) = scope { return name }
        }
        return objectiveCType
    }

    mutating func run() {
        var index = 0
        let count = tokens.count
        while index < count {
            let token = tokens.tokens[index]
            switch token.kind {
            case .punctuation:
                punctuation(index)
            case .directive:
                directive(Token.Directive(rawValue: token.value) ?? .other)
                if tokens.language == .objectiveC { define(index) }
            case .identifier:
                identifier(index)
            case .number, .string:
                break
            }
            index += 1
        }
    }

    // MARK: Scopes

    private mutating func punctuation(_ index: Int) {
        let byte = UInt8(truncatingIfNeeded: tokens.tokens[index].value)
        switch byte {
        case UInt8(ascii: "{"):
            if let function = pendingFunction {
                bindingTables.append([:])
                scopes.append(.function(function, bindings: bindingTables.count - 1))
                functionTokens[bindingTables.count - 1] = (pendingFunctionStart, index)
            } else if let type = pendingType {
                scopes.append(.type(type))
            } else {
                scopes.append(.block)
            }
            pendingFunction = nil
            pendingType = nil
        case UInt8(ascii: "}"):
            _ = scopes.popLast()
            pendingFunction = nil
            pendingType = nil
        case UInt8(ascii: ";") where scopes.isEmpty:
            pendingFunction = nil
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            // An Objective-C method: `- (type)name…` directly in @implementation.
            if tokens.language == .objectiveC, objectiveCType != nil, scopes.isEmpty,
               tokens.isPunctuation(index + 1, UInt8(ascii: "(")), let close = tokens.match(index + 1),
               tokens.isIdentifier(close + 1) {
                pendingFunction = FunctionContext(typeName: objectiveCType, name: tokens.text(close + 1), range: tokens.range(index))
                pendingFunctionStart = index
            }
        case UInt8(ascii: "@"):
            if tokens.isWord(index + 1, "implementation"), tokens.isIdentifier(index + 2) {
                objectiveCType = tokens.text(index + 2)
            } else if tokens.isWord(index + 1, "interface"), tokens.isIdentifier(index + 2), tokens.isPunctuation(index + 3, UInt8(ascii: ":")),
                      tokens.isIdentifier(index + 4), superclasses.count < ArgumentReader.dictionaryLimit {
                superclasses[tokens.text(index + 2)] = tokens.text(index + 4)
            } else if tokens.isWord(index + 1, "end") {
                objectiveCType = nil
            }
        default:
            break
        }
    }

    private mutating func directive(_ directive: Token.Directive) {
        switch directive {
        case .ifBlock:
            if scopes.count <= Self.conditionalScopeLimit, conditionals.count <= Self.conditionalScopeLimit {
                conditionals.append((scopes, nil))
            } else {
                conditionals.append(([], nil))
            }
        case .elseIfBlock, .elseBlock:
            guard var top = conditionals.popLast() else { return }
            if top.afterFirst == nil, scopes.count <= Self.conditionalScopeLimit { top.afterFirst = scopes }
            if !top.atIf.isEmpty || scopes.count <= Self.conditionalScopeLimit { scopes = top.atIf }
            conditionals.append(top)
        case .endIf:
            guard let top = conditionals.popLast() else { return }
            if let afterFirst = top.afterFirst { scopes = afterFirst }
        case .other:
            break
        }
    }

    /// `#define NAME 10` gives a numeric constant (Objective-C metrics such as `@(PADDING)`).
    private mutating func define(_ index: Int) {
        let words = tokens.text(index).split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 3, words[0] == "#define", words[2].utf8.count <= 256 else { return }
        if let number = NumberLiteral.read(String(words[2]), language: .objectiveC).value {
            reader.constants[String(words[1])] = number
            fileConstants.insert(String(words[1]))
        }
    }

    // MARK: Identifiers

    private mutating func identifier(_ index: Int) {
        let swift = tokens.language == .swift
        if swift {
            if tokens.isWord(index, "func") {
                let name = tokens.isIdentifier(index + 1) ? tokens.text(index + 1) : "operator"
                pendingFunction = FunctionContext(typeName: currentTypeName, name: name, range: tokens.range(index))
                pendingFunctionStart = index
                return
            }
            if (tokens.isWord(index, "init") || tokens.isWord(index, "deinit")) && !tokens.isPunctuation(index - 1, UInt8(ascii: ".")) {
                let next = index + 1
                if tokens.isPunctuation(next, UInt8(ascii: "(")) || tokens.isPunctuation(next, UInt8(ascii: "{"))
                    || tokens.isPunctuation(next, UInt8(ascii: "?")) || tokens.isPunctuation(next, UInt8(ascii: "!")) {
                    pendingFunction = FunctionContext(typeName: currentTypeName, name: tokens.text(index), range: tokens.range(index))
                    pendingFunctionStart = index
                }
                return
            }
            if isTypeKeyword(index), tokens.isIdentifier(index + 1), !isDeclarationKeyword(index + 1) {
                var nameIndex = index + 1
                while tokens.isPunctuation(nameIndex + 1, UInt8(ascii: ".")), tokens.isIdentifier(nameIndex + 2) { nameIndex += 2 }
                pendingType = tokens.text(nameIndex)
                pendingFunction = nil
                if tokens.isWord(index, "class"), tokens.isPunctuation(nameIndex + 1, UInt8(ascii: ":")), tokens.isIdentifier(nameIndex + 2),
                   superclasses.count < ArgumentReader.dictionaryLimit {
                    superclasses[tokens.text(nameIndex)] = tokens.text(nameIndex + 2)
                }
                return
            }
            if tokens.isWord(index, "var") || tokens.isWord(index, "let") {
                pendingFunction = nil
                if tokens.isIdentifier(index + 1) { swiftBinding(name: index + 1) }
                return
            }
        }
        if !swift, isCapitalized(index), tokens.isPunctuation(index + 1, UInt8(ascii: "*")), tokens.isIdentifier(index + 2) {
            // `UILabel *one = …;`, `@property (…) UILabel *one;`
            if variableTypes[tokens.text(index + 2)] == nil { variableTypes[tokens.text(index + 2)] = tokens.text(index) }
        }
        // Assignments and mutations.
        if tokens.isAssignment(index + 1), !tokens.isPunctuation(index - 1, UInt8(ascii: ".")),
           !tokens.isPunctuation(index - 1, UInt8(ascii: ">")) {
            // Objective-C `const float k = 0.1;`: the type is the word before the name.
            let objectiveCType = tokens.language == .objectiveC && tokens.isIdentifier(index - 1) ? tokens.text(index - 1) : nil
            bind(name: index, initializer: index + 2, declaredType: objectiveCType)
            if tokens.language == .swift, tokens.isWord(index - 1, "let") || tokens.isWord(index - 1, "var") {
                nextBinding(after: index + 2)
            }
        } else if tokens.isPunctuation(index + 1, UInt8(ascii: "[")), tokens.string(index + 2) != nil,
                  tokens.isPunctuation(index + 3, UInt8(ascii: "]")), tokens.isAssignment(index + 4) {
            let name = tokens.text(index)
            let table = currentBindingTable
            if bindingTables[table][name] != nil {
                bindingTables[table][name]!.mutations.append((index + 2, index + 5))
            }
        }
        detectCall(index)
        detectSubview(index)
    }

    /// `x.addSubview(y)`, `addSubview(y)`, `[x addSubview:y]`, `insertSubview(y, …)`: records `y` → `x`.
    private mutating func detectSubview(_ index: Int) {
        guard tokens.isWord(index, "addSubview") || tokens.isWord(index, "insertSubview") else { return }
        var child: String?
        var parent: String?
        if tokens.language == .swift, tokens.isPunctuation(index + 1, UInt8(ascii: "(")), let close = tokens.match(index + 1) {
            child = tokens.elements(between: index + 1, and: close).first.map { tokens.expression($0) }
            if tokens.isPunctuation(index - 1, UInt8(ascii: ".")) {
                // The receiver: `a.b?.c!` — names joined by `.`, each maybe followed by `?` or `!`.
                var start = index - 1
                while true {
                    var name = start - 1
                    while tokens.isPunctuation(name, UInt8(ascii: "?")) || tokens.isPunctuation(name, UInt8(ascii: "!")) { name -= 1 }
                    guard tokens.isIdentifier(name), start - name < 4 else { break }
                    start = name
                    guard tokens.isPunctuation(start - 1, UInt8(ascii: ".")) else { break }
                    start -= 1
                }
                parent = start < index - 1 && tokens.isIdentifier(start) ? tokens.expression(start..<index - 1) : nil
            } else {
                parent = "self"
            }
        } else if tokens.language == .objectiveC, tokens.isPunctuation(index + 1, UInt8(ascii: ":")) {
            var open = index - 1
            while open >= 0, index - open < 16, !tokens.isPunctuation(open, UInt8(ascii: "[")) { open -= 1 }
            guard open >= 0, tokens.isPunctuation(open, UInt8(ascii: "[")), let close = tokens.match(open), open + 1 < index else { return }
            parent = tokens.expression(open + 1..<index)
            var end = index + 2
            while end < close, !tokens.isIdentifier(end) || !tokens.isPunctuation(end + 1, UInt8(ascii: ":")) { end += 1 }
            if end > index + 2 { child = tokens.expression(index + 2..<end) }
        }
        guard let child, let parent else { return }
        let key = CallSiteFinder.normalizedViewExpression(child)
        if superviews[key] == nil, superviews.count < ArgumentReader.dictionaryLimit {
            superviews[key] = CallSiteFinder.normalizedViewExpression(parent)
        }
    }

    /// `let name: Type = …` / `var name = …` (Swift).
    private mutating func swiftBinding(name: Int, count: Int = 0) {
        var index = name + 1
        if tokens.isPunctuation(index, UInt8(ascii: ":")) {
            // The type annotation: up to the `=` (or nothing: a declaration without a value).
            let typeStart = index + 1
            var steps = 0
            index += 1
            while index < tokens.count, steps < 64 {
                if let match = tokens.match(index), match > index {
                    index = match + 1
                    steps += 1
                    continue
                }
                if tokens.isAssignment(index) { break }
                if tokens.startsLine(index) || tokens.isPunctuation(index, UInt8(ascii: "{")) || tokens.isPunctuation(index, UInt8(ascii: ";")) {
                    break
                }
                index += 1
                steps += 1
            }
            if typeStart < tokens.count, tokens.isIdentifier(typeStart), isCapitalized(typeStart) {
                var typeIndex = typeStart
                while tokens.isPunctuation(typeIndex + 1, UInt8(ascii: ".")), tokens.isIdentifier(typeIndex + 2) { typeIndex += 2 }
                let variable = tokens.text(name)
                if variableTypes[variable] == nil { variableTypes[variable] = tokens.text(typeIndex) }
            }
            let annotation = index == typeStart + 1 && tokens.isIdentifier(typeStart) ? tokens.text(typeStart) : nil
            if tokens.isAssignment(index) {
                bind(name: name, initializer: index + 1, declaredType: annotation)
                nextBinding(after: index + 1, count: count)
            }
        }
        // `let name = …` is handled by the assignment rule (and its next bindings below).
    }

    /// `let a: CGFloat = 16, b: CGFloat = 24`: every binding of one declaration, not only the
    /// first (at most 64 of them: each looks at a bounded number of tokens).
    private mutating func nextBinding(after initializer: Int, count: Int = 0) {
        var initializer = initializer
        var count = count
        while count < 64 {
            count += 1
            let end = tokens.expressionEnd(from: initializer, limit: 64)
            guard tokens.isPunctuation(end, UInt8(ascii: ",")), tokens.isIdentifier(end + 1),
                  tokens.isPunctuation(end + 2, UInt8(ascii: ":")) || tokens.isAssignment(end + 2) else { return }
            guard tokens.isAssignment(end + 2) else {
                swiftBinding(name: end + 1, count: count)
                return
            }
            bind(name: end + 1, initializer: end + 3)
            initializer = end + 3
        }
    }

    private mutating func bind(name: Int, initializer: Int, declaredType: String? = nil) {
        guard initializer < tokens.count else { return }
        let variable = tokens.text(name)
        bindingTables[currentBindingTable][variable] = Binding(initializer: initializer)
        // `let icon = UIImageView(…)` gives the variable's type.
        if tokens.language == .swift, tokens.isIdentifier(initializer), isCapitalized(initializer),
           tokens.isPunctuation(initializer + 1, UInt8(ascii: "(")) || tokens.isPunctuation(initializer + 1, UInt8(ascii: ".")) {
            if variableTypes[variable] == nil { variableTypes[variable] = tokens.text(initializer) }
        }
        // A name for another view: `let root = self.view` (names joined by dots, nothing else).
        let end = tokens.expressionEnd(from: initializer, limit: 8)
        if end > initializer, (initializer..<end).allSatisfy({ ($0 - initializer) % 2 == 0 ? tokens.isIdentifier($0) : tokens.isPunctuation($0, UInt8(ascii: ".")) }),
           (end - initializer) % 2 == 1, aliases.count < ArgumentReader.dictionaryLimit {
            aliases[CallSiteFinder.normalizedViewExpression(variable)] = CallSiteFinder.normalizedViewExpression(tokens.expression(initializer..<end))
        }
        // Numeric constants, for metrics: `static let padding: CGFloat = 15`, `const CGFloat k = 8;`.
        if let number = reader.number(at: initializer..<tokens.expressionEnd(from: initializer, limit: 8), declaredType: declaredType).value {
            reader.constants[variable] = number
            if let type = currentTypeName { reader.constants["\(type).\(variable)"] = number }
            if currentBindingTable == 0, tokens.isWord(name - 1, "let") || (name - 3..<name).contains(where: { tokens.isWord($0, "const") }) {
                fileConstants.insert(variable)
            }
        }
    }

    private func isTypeKeyword(_ index: Int) -> Bool {
        tokens.isWord(index, "class") || tokens.isWord(index, "struct") || tokens.isWord(index, "enum")
            || tokens.isWord(index, "extension") || tokens.isWord(index, "protocol") || tokens.isWord(index, "actor")
    }

    private func isDeclarationKeyword(_ index: Int) -> Bool {
        tokens.isWord(index, "func") || tokens.isWord(index, "var") || tokens.isWord(index, "let")
            || tokens.isWord(index, "override") || tokens.isWord(index, "final") || tokens.isWord(index, "public")
            || tokens.isWord(index, "private") || tokens.isWord(index, "internal") || tokens.isWord(index, "fileprivate")
            || tokens.isWord(index, "open") || tokens.isWord(index, "static") || tokens.isWord(index, "subscript")
    }

    private func isCapitalized(_ index: Int) -> Bool {
        let start = tokens.tokens[index].start
        let byte = tokens.source.utf8[start]
        return byte >= 0x41 && byte <= 0x5A
    }

    // MARK: Calls

    /// Reads the anchor and item calls found by the walk.
    func anchorSites() -> [AnchorSite] {
        let reader = AnchorCallReader(tokens: tokens, numbers: reader, fileConstants: fileConstants)
        var locals: [Int: Set<String>] = [:]
        return pendingAnchors.compactMap { pending in
            var call = pending.call
            call.bindings = bindingTables[pending.bindings]
            if let body = call.bodyOpen {
                if locals[body] == nil { locals[body] = declaredLocals(body: body).intersection(bindingTables[pending.bindings].keys) }
                call.locals = locals[body] ?? []
            }
            return reader.read(call)
        }
    }

    /// The names a function body declares (`let c`, `var constraints`, `NSMutableArray *constraints`):
    /// assignments to anything else are to properties, which other code may change.
    private func declaredLocals(body: Int) -> Set<String> {
        guard let end = tokens.match(body), end > body else { return [] }
        var names: Set<String> = []
        for index in body..<end where tokens.isIdentifier(index + 1) {
            if tokens.isWord(index, "let") || tokens.isWord(index, "var") {
                names.insert(tokens.text(index + 1))
            } else if tokens.language == .objectiveC, tokens.isPunctuation(index, UInt8(ascii: "*")), tokens.isIdentifier(index - 1) {
                names.insert(tokens.text(index + 1))
            }
        }
        return names
    }

    /// `x.leadingAnchor.constraint(`, `NSLayoutConstraint(item:`, `[NSLayoutConstraint constraintWithItem:`.
    private mutating func detectAnchorCall(_ index: Int) {
        let api: AnchorSite.API
        if tokens.language == .swift {
            if tokens.isWord(index, "constraint"), AnchorCallReader.isAnchorCall(tokens, name: index) {
                api = .anchor
            } else if tokens.isWord(index, "NSLayoutConstraint"), tokens.isPunctuation(index + 1, UInt8(ascii: "(")), tokens.isWord(index + 2, "item"),
                      tokens.isPunctuation(index + 3, UInt8(ascii: ":")) {
                api = .item
            } else {
                return
            }
        } else if tokens.isWord(index, "constraintWithItem"), tokens.isPunctuation(index + 1, UInt8(ascii: ":")) {
            api = .objectiveCItem
        } else if tokens.isPunctuation(index + 1, UInt8(ascii: ":")), tokens.isIdentifier(index - 1), tokens.text(index).hasPrefix("constraint"),
                  !tokens.isPunctuation(index - 2, UInt8(ascii: ":")), tokens.text(index - 1).hasSuffix("Anchor") {
            api = .objectiveCAnchor
        } else {
            return
        }
        let table = currentBindingTable
        let function = functionTokens[table]
        pendingAnchors.append((AnchorCallReader.Pending(
            name: index, api: api, function: currentFunction, functionStart: function?.start, bodyOpen: function?.body,
            locals: [], isConditional: !conditionals.isEmpty, isNested: !isDirectlyInFunction
        ), table))
    }

    /// The argument labels of the call whose `(` is `open` (`nil` for an unlabelled argument).
    private func callLabels(_ open: Int) -> [String?] {
        guard let close = tokens.match(open) else { return [] }
        return tokens.elements(between: open, and: close).map { element in
            element.count >= 2 && tokens.isIdentifier(element.lowerBound) && tokens.isPunctuation(element.lowerBound + 1, UInt8(ascii: ":"))
                ? tokens.text(element.lowerBound) : nil
        }
    }

    private mutating func detectCall(_ index: Int) {
        detectAnchorCall(index)
        if tokens.language == .swift {
            let api: CallSite.API
            var helper: ViewHelper?
            var ambiguous: [ViewHelper]?
            if tokens.isWord(index, "constraints"), tokens.isPunctuation(index + 1, UInt8(ascii: "(")), tokens.isWord(index + 2, "withVisualFormat"),
               tokens.isPunctuation(index + 3, UInt8(ascii: ":")) {
                api = .swift
            } else if tokens.isWord(index, "constraintsWithVisualFormat"), tokens.isPunctuation(index + 1, UInt8(ascii: "(")) {
                api = .swift2
            } else if tokens.isPunctuation(index + 1, UInt8(ascii: "(")), !tokens.isWord(index - 1, "func"),
                      let found = helpers.first(where: { tokens.isWord(index, bytes: $0.bytes) }) {
                switch ViewHelperResolution.resolve(name: found.name, found.definitions, labels: callLabels(index + 1), path: tokens.source.path, typeName: currentTypeName) {
                case .none:
                    return  // another function of that name
                case .helper(let resolved):
                    helper = resolved
                    api = resolved.forwarding == nil ? .helper : .wrapper
                case .ambiguous(let candidates):
                    ambiguous = candidates
                    api = candidates[0].forwarding == nil ? .helper : .wrapper
                    helper = candidates[0]
                }
            } else {
                return
            }
            guard !tokens.isWord(index - 1, "func") else { return }
            var site = reader.swiftCall(api: api, name: index, function: currentFunction, bindings: bindingTables[currentBindingTable], helper: helper)
            if let ambiguous {
                let places = ambiguous.map(\.location).joined(separator: ", ")
                site.format = .unknown("the call fits \(ambiguous.count) helpers named '\(ambiguous[0].name)' (\(places)) that read it differently")
            }
            let receiver = tokens.isPunctuation(index - 1, UInt8(ascii: ".")) && tokens.isIdentifier(index - 2) ? index - 2 : index
            if api == .helper {
                // The helper adds to the view it is called on: `cell.addConstraintsWithFormat(…)`, or `self`.
                var start = index
                while tokens.isPunctuation(start - 1, UInt8(ascii: ".")), tokens.isIdentifier(start - 2) { start -= 2 }
                site.containerHint = start < index ? tokens.expression(start..<index - 1) : "self"
            } else {
                site.containerHint = reader.containerHint(receiver: receiver)
            }
            if let function = currentFunction, let helper = helperDefinitions[function.range.start] {
                // The helper's own call: its format is a parameter; its callers are checked instead.
                let reason = "it is the body of the helper '\(helper.name)': its calls are checked instead"
                if site.format.value == nil { site.format = .unknown(reason) }
            }
            site.isConditional = !conditionals.isEmpty
            callSites.append(site)
        } else if tokens.isWord(index, "constraintsWithVisualFormat"), tokens.isPunctuation(index + 1, UInt8(ascii: ":")),
                  tokens.isIdentifier(index - 1) || tokens.isPunctuation(index - 1, UInt8(ascii: "]")) {
            var site = reader.objectiveCCall(name: index, function: currentFunction, bindings: bindingTables[currentBindingTable])
            site.containerHint = reader.containerHint(receiver: tokens.isIdentifier(index - 1) ? index - 1 : index)
            site.isConditional = !conditionals.isEmpty
            callSites.append(site)
        }
    }
}
