import LayoutModel

/// Splits a layout's constraints into the parts the generated class makes them in
/// (`layout.constraintParts`, docs/Templates.md): runs of at most ``size`` constraints in
/// `allConstraints` order, each made by its own small initializer that takes only the
/// container, views and metrics its constraints use.
///
/// Why parts (docs/GeneratedCode.md, "Compile time"): one function making every constraint
/// of a large layout type-checks in more than linear time (each statement sits one scope
/// deeper than the last, and name lookups walk that chain), and one initializer assigning
/// every constraint compiles in cubic time; parts of a fixed size keep both linear.
struct ConstraintPartContext {
    /// The most constraints one part makes.
    static let size = 32

    /// The name of the stored property of `Constraints` holding part `index`: `part0`.
    static func propertyName(_ index: Int) -> String { "part\(index)" }

    /// The part the constraint at `index` of `allConstraints` belongs to.
    static func partIndex(ofConstraintAt index: Int) -> Int { index / size }

    /// The part entries: `{name, typeName, constraints, parameters}`, each parameter
    /// `{name, type}` in the order container, declared views and guides, metrics.
    ///
    /// - Parameters:
    ///   - constraints: the layout's constraints in `allConstraints` order, with their entries.
    ///   - views: the layout's declared views and guides, in declaration order, as
    ///     (Swift identifier, parameter type, declared name).
    ///   - metricTypes: the layout's metrics (a constraint's metric outside it is a literal).
    static func parts(
        _ constraints: [(model: LayoutConstraint, context: TemplateValue)],
        views: [(name: String, type: String, rawName: String)],
        metricTypes: [String: String],
        viewType: String
    ) -> [TemplateValue] {
        stride(from: 0, to: constraints.count, by: size).map { start in
            let members = constraints[start..<min(start + size, constraints.count)]
            var usesContainer = false
            var usesMetrics = false
            var usedViews: Set<String> = []
            for (constraint, _) in members {
                let items = [constraint.first, constraint.second, constraint.firstOrigin?.item, constraint.secondOrigin?.item]
                for case let item? in items {
                    if let view = item.declaredView { usedViews.insert(view) } else { usesContainer = true }
                }
                for metric in [constraint.constant.metric, constraint.priority.metric] {
                    if let metric, metricTypes[metric] != nil { usesMetrics = true }
                }
            }
            var parameters: [TemplateValue] = []
            if usesContainer {
                parameters.append(.object(["name": .string("container"), "type": .string(viewType)]))
            }
            for view in views where usedViews.contains(view.rawName) {
                parameters.append(.object(["name": .string(view.name), "type": .string(view.type)]))
            }
            if usesMetrics {
                parameters.append(.object(["name": .string("metrics"), "type": .string("Metrics")]))
            }
            let index = start / size
            return .object([
                "name": .string(propertyName(index)),
                "typeName": .string("Part\(index)"),
                "constraints": .list(members.map(\.context)),
                "parameters": .list(parameters),
            ])
        }
    }
}
