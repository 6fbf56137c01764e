import LayoutModel

/// `hugging`/`compression` values: numbers or metrics (marked as used as priorities), each
/// in (0, 1000] as the `Float` a priority holds (``LayoutPriority``).
extension Resolver {
    mutating func resolveContentPriorities(of layout: LayoutSyntax) {
        for syntax in layout.contentPriorities {
            // The declaration's view (a duplicate declaration has none: the name is the first one's).
            guard case .view(let index) = symbols.lookup(syntax.name, in: text),
                  views[index].range == syntax.name else { continue }
            if let hugging = syntax.hugging { views[index].hugging = resolve(hugging, option: "hugging") }
            if let compression = syntax.compressionResistance {
                views[index].compressionResistance = resolve(compression, option: "compression")
            }
        }
    }

    private mutating func resolve(_ syntax: ContentPrioritiesSyntax, option: String) -> ContentPriorities? {
        guard let horizontal = resolve(syntax.horizontal, option: option), let vertical = resolve(syntax.vertical, option: option) else {
            return nil
        }
        return ContentPriorities(horizontal: horizontal, vertical: vertical, range: syntax.range)
    }

    private mutating func resolve(_ value: ContentPrioritiesSyntax.Value, option: String) -> Term? {
        var term: Term
        let range: SourceRange
        switch value {
        case .number(let number, let numberRange):
            term = Term(number)
            range = numberRange
        case .name(let name):
            range = name
            switch symbols.lookup(name, in: text) {
            case .metric(let metric):
                metrics[metric].usage.insert(.priority)
                term = Term(metrics[metric].value, metric: metrics[metric].name)
            case .view:
                diagnostics.append(.error(.viewAsPriority, "'\(text.string(name))' is a view; a priority must be a number or a metric", at: name))
                return nil
            case nil:
                diagnostics.append(unknown(.unknownMetric, "unknown metric", name, candidates: .metrics))
                return nil
            }
        }
        // Checked and kept as the Float the generated code holds, like constraint priorities.
        guard LayoutPriority.isInRange(term.value) else {
            diagnostics.append(.error(
                .invalidContentPriority,
                "'\(option)' priority \(LayoutPriority.describe(term.value)) is out of range; a priority must be greater than 0 and at most 1000",
                at: range))
            return nil
        }
        term.value = LayoutPriority.held(term.value)
        return term
    }
}
