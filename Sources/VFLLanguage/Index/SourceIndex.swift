import LayoutModel

/// Where each name of a `.vfl` file is declared and used, as the compiler resolved it: what
/// editors need for go to definition, references, rename, symbols, hover and highlighting
/// (`vflgen lsp`), without a second parser. Made by ``VFLCompiler/index(_:platform:dialect:)``.
public struct SourceIndex: Sendable {
    /// What a name is.
    public enum SymbolKind: String, Sendable, Hashable, CaseIterable {
        /// `guide NAME`: a layout guide the layout creates (used in lines like a view).
        case layout, variant, view, guide, metric
    }

    /// A name in a layout: layouts are file-wide, everything else belongs to one layout.
    public struct Symbol: Hashable, Sendable {
        public var kind: SymbolKind
        public var name: String
        /// The layout's index in ``SourceIndex/layouts`` (for a layout, its own).
        public var layout: Int

        public init(kind: SymbolKind, name: String, layout: Int) {
            self.kind = kind
            self.name = name
            self.layout = layout
        }
    }

    /// One written name: its declaration or a use.
    public struct Occurrence: Hashable, Sendable {
        public var symbol: Symbol
        public var range: SourceRange
        public var isDeclaration: Bool
    }

    /// Parts of VFL lines and declarations that are not names of symbols.
    public struct Element: Hashable, Sendable {
        public enum Kind: String, Sendable, Hashable {
            /// `safeArea`, `margins`, `readable`, `keyboard` against a `|`.
            case guide
            /// `.alignAllCenterY` in an options clause.
            case option
            /// A number in a VFL line.
            case number
            /// A name that resolves to no declaration (it has an error).
            case unknownName
            /// A VFL line's text (without its options clause), or an equation line.
            case line
            /// `.centerY` after an item in an equation line (from the dot).
            case attribute
            /// `superview` (or a guide) as an item of an equation line.
            case container
        }

        public var kind: Kind
        public var range: SourceRange
        /// The layout's index in ``SourceIndex/layouts``.
        public var layout: Int
    }

    /// One `layout` block and what it declares.
    public struct LayoutEntry: Sendable {
        public var name: String
        public var nameRange: SourceRange
        /// From `layout` to the closing `}` (to the end of the file when it is not closed).
        public var range: SourceRange
        public var views: [Declared]
        public var metrics: [Declared]
        public var variants: [Declared]
    }

    /// A declared name: the name's range and the whole declaration's.
    public struct Declared: Sendable {
        public var name: String
        public var nameRange: SourceRange
        /// The declaration's line (for a variant, its whole block).
        public var range: SourceRange
        /// A view's declared class.
        public var type: String?
        /// `external view`: a view the layout uses but does not own.
        public var isExternal = false
    }

    public internal(set) var layouts: [LayoutEntry] = []
    /// Every declaration and use, in the order the compiler met them.
    public internal(set) var occurrences: [Occurrence] = []
    public internal(set) var elements: [Element] = []
    /// Names in a layout's declarations, resolved once all its names are known.
    var pendingNames: [(SourceRange, String)] = []

    /// The occurrence whose range contains `offset` (a name's end counts, so a cursor just
    /// after a name finds it).
    public func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.range.start <= offset && offset <= $0.range.end }
    }

    /// Every occurrence of `symbol`, declarations first.
    public func occurrences(of symbol: Symbol) -> [Occurrence] {
        occurrences.filter { $0.symbol == symbol }.sorted { ($0.isDeclaration ? 0 : 1, $0.range.start) < ($1.isDeclaration ? 0 : 1, $1.range.start) }
    }

    /// The layout whose block contains `offset`.
    public func layout(at offset: Int) -> Int? {
        layouts.lastIndex { $0.range.start <= offset && offset <= $0.range.end }
    }
}

extension VFLCompiler {
    /// Every declaration and use of a name in `source`, as ``compile(_:platform:dialect:)``
    /// resolves them (names in lines with syntax errors count as uses of the declaration
    /// they spell).
    public static func index(_ source: SourceFile, platform: Platform, dialect: Dialect = .vflgen) -> SourceIndex {
        source.utf8.withUnsafeBufferPointer { bytes in
            var parser = FileParser(bytes: bytes, platform: platform, dialect: dialect)
            let text = parser.text
            var resolver = Resolver(platform: platform, text: text)
            var index = SourceIndex()
            parser.takeLayout = { layoutSyntax, store in
                let brokenNames = layoutSyntax.namesInBrokenLines
                // Every declaration, duplicates included (the resolver takes the arrays and
                // leaves a duplicate out).
                let views = layoutSyntax.views, metrics = layoutSyntax.metrics
                _ = resolver.resolve(&layoutSyntax, in: &store)
                index.add(layoutSyntax, views: views, metrics: metrics, brokenNames: brokenNames, store: store, text: text)
            }
            _ = parser.parse()
            parser.takeLayout = nil
            return index
        }
    }
}

extension SourceIndex {
    /// Adds the layout `syntax` declaring `views` and `metrics` (as parsed, before the
    /// resolver took them).
    mutating func add(
        _ syntax: LayoutSyntax, views: [ViewDeclaration], metrics: [MetricDeclaration], brokenNames: [SourceRange],
        store: FormatStore, text: ByteText
    ) {
        let layout = layouts.count
        func symbol(_ kind: SymbolKind, _ name: String) -> Symbol { Symbol(kind: kind, name: name, layout: layout) }
        func lineRange(of name: SourceRange) -> SourceRange {
            var start = name.start
            while start > 0, text.bytes[start - 1] != Bytes.newline { start -= 1 }
            var end = name.end
            while end < text.bytes.count, text.bytes[end] != Bytes.newline { end += 1 }
            return SourceRange(start: start, end: end)
        }
        var entry = LayoutEntry(name: syntax.name.text, nameRange: syntax.name.range, range: syntax.range, views: [], metrics: [], variants: [])
        occurrences.append(Occurrence(symbol: symbol(.layout, syntax.name.text), range: syntax.name.range, isDeclaration: true))
        var kinds: [String: SymbolKind] = [:]
        var declaredNames: Set<Int> = []
        var nextPriorities = 0
        for (index, view) in views.enumerated() {
            let kind: SymbolKind = view.role == .guide ? .guide : .view
            var declared = Declared(name: view.name, nameRange: view.range, range: lineRange(of: view.range), type: view.type)
            if case .external = view.role { declared.isExternal = true }
            entry.views.append(declared)
            occurrences.append(Occurrence(symbol: symbol(kind, view.name), range: view.range, isDeclaration: true))
            kinds[view.name] = kinds[view.name] ?? kind
            declaredNames.insert(view.range.start)
            guard nextPriorities < syntax.contentPriorities.count, syntax.contentPriorities[nextPriorities].view == index else { continue }
            let written = syntax.contentPriorities[nextPriorities]
            nextPriorities += 1
            for priorities in [written.hugging, written.compressionResistance].compactMap({ $0 }) {
                for value in [priorities.horizontal, priorities.vertical] {
                    if case .name(let range) = value { addName(range, layout: layout, text: text) }
                }
            }
        }
        for metric in metrics {
            entry.metrics.append(Declared(name: metric.name, nameRange: metric.range, range: lineRange(of: metric.range)))
            occurrences.append(Occurrence(symbol: symbol(.metric, metric.name), range: metric.range, isDeclaration: true))
            kinds[metric.name] = kinds[metric.name] ?? .metric
            declaredNames.insert(metric.range.start)
        }
        for variant in syntax.variants {
            entry.variants.append(Declared(name: variant.name.text, nameRange: variant.name.range, range: variant.range))
            occurrences.append(Occurrence(symbol: symbol(.variant, variant.name.text), range: variant.name.range, isDeclaration: true))
        }
        layouts.append(entry)
        // Content-priority names were added before `kinds` was complete: resolve them now.
        resolvePending(kinds, layout: layout)

        for line in store.lines[syntax.lines] {
            elements.append(Element(kind: .line, range: line.range, layout: layout))
            if line.equation >= 0 {
                addEquation(store.equations[line.equation], kinds: kinds, layout: layout, text: text)
                continue
            }
            for edge in [line.leadingEdge, line.trailingEdge].compactMap({ $0 }) {
                if let guide = edge.guide { elements.append(Element(kind: .guide, range: guide.range, layout: layout)) }
                addConnection(edge.connection, store: store, kinds: kinds, layout: layout, text: text)
            }
            for view in store.views[line.views] {
                addReference(view.name, kinds: kinds, layout: layout, text: text, expected: .view)
                for predicate in store.predicates[view.predicates] {
                    addPredicate(predicate, store: store, kinds: kinds, layout: layout, text: text)
                }
            }
            for connection in store.connections[line.connections] {
                addConnection(connection, store: store, kinds: kinds, layout: layout, text: text)
            }
            for option in store.options[line.options] {
                elements.append(Element(kind: .option, range: option.range, layout: layout))
            }
        }
        for name in brokenNames where !declaredNames.contains(name.start) {
            let spelled = text.string(name)
            if let kind = kinds[spelled] {
                occurrences.append(Occurrence(symbol: symbol(kind, spelled), range: name, isDeclaration: false))
            }
        }
    }

    /// `first.attribute REL second.attribute * M + C @P` (vflgen extension).
    private mutating func addEquation(_ equation: EquationSyntax, kinds: [String: SymbolKind], layout: Int, text: ByteText) {
        for side in [equation.first, equation.second].compactMap({ $0 }) {
            switch side.item {
            case .container:
                elements.append(Element(kind: .container, range: side.itemRange, layout: layout))
            case .view, .unresolved:
                addReference(side.itemRange, kinds: kinds, layout: layout, text: text, expected: .view)
            }
            elements.append(Element(kind: .attribute, range: side.attributeRange, layout: layout))
        }
        for value in [equation.constant, equation.priority].compactMap({ $0 }) {
            switch value {
            case .number(_, let range):
                elements.append(Element(kind: .number, range: range, layout: layout))
            case .name(let range), .metric(_, let range), .view(_, let range):
                addReference(range, kinds: kinds, layout: layout, text: text, expected: nil)
            }
        }
    }

    private mutating func addConnection(_ connection: ConnectionSyntax, store: FormatStore, kinds: [String: SymbolKind], layout: Int, text: ByteText) {
        guard connection.spacing == .predicates else { return }
        for predicate in store.predicates[connection.predicates] {
            addPredicate(predicate, store: store, kinds: kinds, layout: layout, text: text)
        }
    }

    private mutating func addPredicate(_ predicate: PredicateSyntax, store: FormatStore, kinds: [String: SymbolKind], layout: Int, text: ByteText) {
        var values = [predicate.object]
        if let priority = predicate.priority { values.append(priority) }
        if predicate.extra >= 0, let constant = store.extras[Int(predicate.extra)].constant { values.append(constant) }
        for value in values {
            switch value {
            case .number(_, let range):
                elements.append(Element(kind: .number, range: range, layout: layout))
            case .name(let range), .metric(_, let range), .view(_, let range):
                addReference(range, kinds: kinds, layout: layout, text: text, expected: nil)
            }
        }
    }

    /// A use of a name: the symbol it spells in this layout, or an unknown name.
    private mutating func addReference(_ range: SourceRange, kinds: [String: SymbolKind], layout: Int, text: ByteText, expected: SymbolKind?) {
        let spelled = text.string(range)
        // Guides stand where views do (`[content]`, `content.top`).
        if let kind = kinds[spelled], expected == nil || expected == kind || (expected == .view && kind == .guide) {
            occurrences.append(Occurrence(symbol: Symbol(kind: kind, name: spelled, layout: layout), range: range, isDeclaration: false))
        } else {
            elements.append(Element(kind: .unknownName, range: range, layout: layout))
        }
    }

    /// Names in declarations (content priorities) kept until the layout's names are known.
    private mutating func addName(_ range: SourceRange, layout: Int, text: ByteText) {
        // One value serves both axes (`hugging low`): one use.
        if pendingNames.last?.0 == range { return }
        pendingNames.append((range, text.string(range)))
    }

    private mutating func resolvePending(_ kinds: [String: SymbolKind], layout: Int) {
        for (range, spelled) in pendingNames {
            if let kind = kinds[spelled] {
                occurrences.append(Occurrence(symbol: Symbol(kind: kind, name: spelled, layout: layout), range: range, isDeclaration: false))
            } else {
                elements.append(Element(kind: .unknownName, range: range, layout: layout))
            }
        }
        pendingNames.removeAll()
    }
}

extension SourceIndex {
    /// Why `name` cannot name a symbol of `kind` (ReservedNames: not an identifier, a Swift
    /// keyword, an item vflgen prints, a name the generated code uses), or `nil` when it can:
    /// the declarations' own rule, for renaming.
    public static func problem(withName name: String, kind: SymbolKind) -> String? {
        let kind = ReservedNames.Kind(rawValue: kind.rawValue)!
        return ReservedNames.problem(with: name, kind: kind)?.message(name: name, kind: kind)
    }
}
