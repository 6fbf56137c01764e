import LayoutModel

/// The render context of `hugging`/`compression` declarations: the calls that apply them
/// (`setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)`), per
/// view, and per metric those that use it (re-applied when the metric changes).
struct ContentPriorityContext {
    struct Call {
        var view: String
        var call: String
        var metric: String?
    }

    /// Every call, in view order (hugging then compression, horizontal then vertical).
    private(set) var calls: [Call] = []
    /// The indices in ``calls`` of each view's calls, by the view's declared name.
    private var callsOfView: [String: Range<Int>] = [:]

    init(layout: Layout, constraints: ConstraintContextBuilder) {
        for view in layout.views {
            let start = calls.count
            for (method, priorities) in [("setContentHuggingPriority", view.hugging), ("setContentCompressionResistancePriority", view.compressionResistance)] {
                guard let priorities else { continue }
                for (axis, term) in [("horizontal", priorities.horizontal), ("vertical", priorities.vertical)] {
                    calls.append(Call(
                        view: SwiftIdentifier.escaped(view.name),
                        call: "\(method)(\(constraints.priorityValueExpression(term)), for: .\(axis))", metric: term.metric))
                }
            }
            callsOfView[view.name] = start..<calls.count
        }
    }

    /// `view.contentPriorities` / `view.hasContentPriorities` for one view.
    func viewKeys(_ view: ViewDeclaration) -> [String: TemplateValue] {
        let own = calls[callsOfView[view.name] ?? 0..<0].map { TemplateValue.object(["call": .string($0.call)]) }
        return ["contentPriorities": .list(own), "hasContentPriorities": .bool(!own.isEmpty)]
    }

    /// `metric.contentPriorityCalls`: `{view, call}` for each call that reads the metric.
    func metricCalls(_ metric: String) -> [TemplateValue] {
        calls.filter { $0.metric == metric }.map { .object(["view": .string($0.view), "call": .string($0.call)]) }
    }

    var usesMetrics: Bool { calls.contains { $0.metric != nil } }
}
