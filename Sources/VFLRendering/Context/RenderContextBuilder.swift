import LayoutModel

/// Builds the render context (docs/Templates.md) for one platform of one `.vfl` file, and
/// checks that everything taken from the file can be written as Swift.
///
/// Every string in the context is either a validated identifier, a Swift expression built
/// only from validated identifiers and number literals, or comment-safe text; templates
/// can therefore print any key without escaping.
public struct RenderContextBuilder {
    public var platform: Platform
    public var access: AccessLevel
    /// The input's file name as printed in generated comments and locations (`Welcome.vfl`).
    public var fileName: String
    /// The input's path as `#sourceLocation(file:line:)` names it, so that the Swift compiler
    /// reports errors in code taken from the `.vfl` file (view types, metric defaults) there:
    /// the path as given on the command line (absolute in plugin builds).
    public var sourcePath: String
    /// Whether the templates write `#sourceLocation` directives (`source.hasLocation`). Off for
    /// an input whose file name another input of the same module has: two directives naming
    /// different paths with one file name give conflicting `#fileID` strings, which Swift warns
    /// about.
    public var writesSourceLocations: Bool

    public init(platform: Platform, access: AccessLevel, fileName: String, sourcePath: String? = nil, writesSourceLocations: Bool = true) {
        self.platform = platform
        self.access = access
        self.fileName = fileName
        self.sourcePath = sourcePath ?? fileName
        self.writesSourceLocations = writesSourceLocations
    }

    /// The context for `file`, or the diagnostics that stop it from being rendered.
    public func context(for file: LayoutFile) -> (context: [String: TemplateValue], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var layouts: [TemplateValue] = []
        var hasPriorityMetrics = false
        var hasConstantMetrics = false
        for layout in file.layouts {
            let context = layoutContext(layout, file: file.source, diagnostics: &diagnostics)
            if context["hasPriorityMetrics"] == .bool(true) { hasPriorityMetrics = true }
            if context["hasConstantMetrics"] == .bool(true) { hasConstantMetrics = true }
            layouts.append(.object(context))
        }
        let names = PlatformNames(platform)
        let stem = fileName.hasSuffix(".vfl") ? String(fileName.dropLast(4)) : fileName
        let context: [String: TemplateValue] = [
            "source": .object([
                "fileName": .string(commentSafe(fileName)),
                "stem": .string(commentSafe(stem)),
                "path": .string(commentSafe(sourcePath)),
                "pathLiteral": .string(SwiftLiteral.string(sourcePath)),
                "hasLocation": .bool(writesSourceLocations),
            ]),
            "platform": .object([
                "name": .string(platform.rawValue),
                "module": .string(names.module),
                "isUIKit": .bool(platform == .uikit),
                "isAppKit": .bool(platform == .appkit),
                "viewType": .string(names.viewType),
                "priorityType": .string(names.priorityType),
                "layoutGuideType": .string(names.layoutGuideType),
                "guardCondition": .string(names.guardCondition),
            ]),
            "access": .string(access.rawValue),
            "layouts": .list(layouts),
            "hasPriorityMetrics": .bool(hasPriorityMetrics),
            "hasConstantMetrics": .bool(hasConstantMetrics),
        ]
        return (context, diagnostics)
    }

    // MARK: Layout

    private func layoutContext(_ layout: Layout, file: SourceFile, diagnostics: inout [Diagnostic]) -> [String: TemplateValue] {
        checkName(layout.name, kind: .layout, at: layout.range, diagnostics: &diagnostics)

        var views: [TemplateValue] = []
        var typeAliases: [TemplateValue] = []
        var previousViewLine: Int?
        for view in layout.views {
            checkName(view.name, kind: view.isGuide ? .guide : .view, at: view.range, diagnostics: &diagnostics)
            var type = ViewTypeTranslation.type(for: view.type, on: platform)
            if !SwiftIdentifier.isValidTypeName(type) {
                diagnostics.append(.error("invalid-view-type", "'\(type)' is not a Swift type name", at: view.range))
            } else if ViewTypeTranslation.isForeignFrameworkType(type, on: platform) {
                let names = PlatformNames(platform)
                diagnostics.append(.error(
                    "no-platform-counterpart",
                    "'\(type)' has no \(names.module) counterpart known to vflgen; declare view '\(view.name)' without a type (\(names.viewType)) or with a class that exists on both platforms",
                    at: view.range
                ))
            }
            if let outer = type.split(separator: ".").first, ReservedNames.nestedTypeNames.contains(String(outer)) {
                let alias = layout.name + "Layout_" + type.split(separator: ".").joined(separator: "_")
                if !typeAliases.contains(where: { $0[member: "name"] == .string(alias) }) {
                    typeAliases.append(.object([
                        "name": .string(alias), "type": .string(type), "shadowedBy": .string(String(outer)),
                    ]))
                }
                type = alias
            }
            let line = file.location(of: view.range.start).line
            views.append(.object([
                "name": .string(SwiftIdentifier.escaped(view.name)),
                "rawName": .string(view.name),
                "type": .string(type),
                "isPlatformView": .bool(type == PlatformNames(platform).viewType || type == "\(PlatformNames(platform).module).\(PlatformNames(platform).viewType)"),
                "declaredType": .string(view.type ?? ""),
                "location": .string(location(view.range, in: file)),
                "line": .string(String(line)),
                "precedingLine": .string(String(max(1, line - 1))),
                "lineBreaks": .string(Self.lineBreaks(from: previousViewLine, to: line)),
                "isExternal": .bool(view.isExternal),
                "isGuide": .bool(view.isGuide),
            ]))
            if !view.isGuide { previousViewLine = line }
        }

        // Metrics: a metric is a CGFloat unless it is only ever used as a priority.
        var constantMetrics: Set<String> = []
        var priorityMetrics: Set<String> = []
        for metric in layout.metrics {
            if metric.usage.contains(.constant) { constantMetrics.insert(metric.name) }
            if metric.usage.contains(.priority) { priorityMetrics.insert(metric.name) }
        }
        let everyConstraint = layout.constraints + layout.variants.flatMap(\.constraints)
        for constraint in everyConstraint {
            if let metric = constraint.constant.metric { constantMetrics.insert(metric) }
            if let metric = constraint.priority.metric { priorityMetrics.insert(metric) }
        }
        let priorityType = PlatformNames(platform).priorityType
        var metricTypes: [String: String] = [:]
        var metricValues: [String: Double] = [:]
        for metric in layout.metrics {
            let isPriority = priorityMetrics.contains(metric.name) && !constantMetrics.contains(metric.name)
            metricTypes[metric.name] = isPriority ? priorityType : "CGFloat"
            metricValues[metric.name] = metric.value
        }

        // Constraints, named all at once (always-on first, then each variant, in file order).
        for constraint in everyConstraint {
            if let name = constraint.name { checkName(name, kind: .constraint, at: constraint.source, diagnostics: &diagnostics) }
        }
        let naming = ConstraintNaming.names(of: layout)
        var names = (naming.constraints + naming.variants.joined())[...]
        let environment = ConstraintContextBuilder(
            layoutName: layout.name, fileName: fileName, file: file, platform: platform,
            metricTypes: metricTypes, metricValues: metricValues, declaredViews: Set(layout.views.map(\.name))
        )
        let contentPriorities = ContentPriorityContext(layout: layout, constraints: environment)
        views = zip(views, layout.views).map { context, view in
            guard case .object(var keys) = context else { return context }
            keys.merge(contentPriorities.viewKeys(view)) { $1 }
            return .object(keys)
        }
        // Declared guides (`guide content`) are made by the layout, not passed in; external
        // views are passed in but not installed.
        let guides = zip(views, layout.views).filter { $0.1.isGuide }.map { context, _ -> TemplateValue in
            guard case .object(var keys) = context else { return context }
            keys["type"] = .string(PlatformNames(platform).layoutGuideType)
            return .object(keys)
        }
        let installedViews = zip(views, layout.views).filter { $0.1.isSubview }.map(\.0)
        views = zip(views, layout.views).filter { !$0.1.isGuide }.map(\.0)
        let passedViews = layout.views.filter { !$0.isGuide }
        var constantUsers: [String: [TemplateValue]] = [:]
        var priorityUsers: [String: [TemplateValue]] = [:]
        var built: [(model: LayoutConstraint, context: TemplateValue)] = []
        func build(_ constraint: LayoutConstraint, variant: String?) -> TemplateValue {
            let name = names.removeFirst()
            let part = ConstraintPartContext.propertyName(ConstraintPartContext.partIndex(ofConstraintAt: built.count))
            let value = environment.context(for: constraint, named: name, part: part, diagnostics: &diagnostics)
            built.append((constraint, value))
            if let metric = constraint.constant.metric, metricTypes[metric] != nil {
                constantUsers[metric, default: []].append(value)
            }
            if let metric = constraint.priority.metric, metricTypes[metric] != nil {
                priorityUsers[metric, default: []].append(value)
            }
            return value
        }
        let constraints = layout.constraints.map { build($0, variant: nil) }
        var variants: [TemplateValue] = []
        var allConstraints = constraints
        for variant in layout.variants {
            checkName(variant.name, kind: .variant, at: variant.range, diagnostics: &diagnostics)
            let variantConstraints = variant.constraints.map { build($0, variant: variant.name) }
            allConstraints += variantConstraints
            variants.append(.object([
                "name": .string(SwiftIdentifier.escaped(variant.name)),
                "rawName": .string(variant.name),
                "location": .string(location(variant.range, in: file)),
                "constraints": .list(variantConstraints),
                "hasConstraints": .bool(!variantConstraints.isEmpty),
                "condition": .string(VariantConditionContext.expression(variant.conditions)),
            ]))
        }

        let parts = ConstraintPartContext.parts(
            built,
            views: layout.views.map { view in
                let name = SwiftIdentifier.escaped(view.name)
                return (name, view.isGuide ? PlatformNames(platform).layoutGuideType : PlatformNames(platform).viewType, view.name)
            },
            metricTypes: metricTypes,
            viewType: PlatformNames(platform).viewType
        )

        var metrics: [TemplateValue] = []
        var previousMetricLine: Int?
        for metric in layout.metrics {
            checkName(metric.name, kind: .metric, at: metric.range, diagnostics: &diagnostics)
            if !metric.value.isFinite {
                diagnostics.append(.error("invalid-metric-value", "metric '\(metric.name)' is not a finite number", at: metric.range))
            }
            let type = metricTypes[metric.name] ?? "CGFloat"
            let isPriorityType = type != "CGFloat"
            let line = file.location(of: metric.range.start).line
            let value = SwiftLiteral.number(metric.value)
            let constantConstraints = constantUsers[metric.name] ?? []
            let priorityConstraints = priorityUsers[metric.name] ?? []
            metrics.append(.object([
                "name": .string(SwiftIdentifier.escaped(metric.name)),
                "rawName": .string(metric.name),
                "type": .string(type),
                "isPriorityType": .bool(isPriorityType),
                "value": .string(value),
                "defaultValue": .string(isPriorityType ? "\(type)(rawValue: \(value))" : value),
                "location": .string(location(metric.range, in: file)),
                "line": .string(String(line)),
                "lineBreaks": .string(Self.lineBreaks(from: previousMetricLine, to: line)),
                "isConstant": .bool(constantMetrics.contains(metric.name)),
                "isPriority": .bool(priorityMetrics.contains(metric.name)),
                "constantConstraints": .list(constantConstraints),
                "priorityConstraints": .list(priorityConstraints),
                "constantGroups": .list(Self.groups(constantConstraints, by: "constant")),
                "priorityGroups": .list(Self.groups(priorityConstraints, by: "priorityValue")),
                "contentPriorityCalls": .list(contentPriorities.metricCalls(metric.name)),
                "isUsed": .bool(!constantConstraints.isEmpty || !priorityConstraints.isEmpty || !contentPriorities.metricCalls(metric.name).isEmpty),
            ]))
            previousMetricLine = line
        }
        let firstLine = { (declarations: [SourceRange]) -> String in
            declarations.first.map { String(file.location(of: $0.start).line) } ?? ""
        }
        let platformCondition = LayoutSDKUsage.platformCondition(of: layout, on: platform)

        return [
            "name": .string(layout.name),
            "typeName": .string(SwiftIdentifier.escaped(layout.name + "Layout")),
            "location": .string(location(layout.range, in: file)),
            "views": .list(views),
            "hasViews": .bool(!views.isEmpty),
            "viewsLine": .string(firstLine(passedViews.map(\.range))),
            "viewsPrecedingLine": .string(passedViews.first.map { String(max(1, file.location(of: $0.range.start).line - 1)) } ?? ""),
            "installedViews": .list(installedViews),
            "hasInstalledViews": .bool(!installedViews.isEmpty),
            "guides": .list(guides),
            "hasGuides": .bool(!guides.isEmpty),
            "typeAliases": .list(typeAliases),
            "metrics": .list(metrics),
            "hasMetrics": .bool(!metrics.isEmpty),
            "metricsLine": .string(firstLine(layout.metrics.map(\.range))),
            "hasUsedMetrics": .bool(!constantUsers.isEmpty || !priorityUsers.isEmpty || contentPriorities.usesMetrics),
            "hasPriorityMetrics": .bool(!priorityUsers.isEmpty),
            "hasConstantMetrics": .bool(!constantUsers.isEmpty),
            "constraints": .list(constraints),
            "hasConstraints": .bool(!constraints.isEmpty),
            "variants": .list(variants),
            "hasVariants": .bool(!variants.isEmpty),
            "hasConditionalVariants": .bool(layout.hasConditionalVariants),
            "allConstraints": .list(allConstraints),
            "constraintParts": .list(parts),
            "availability": .list(LayoutSDKUsage.attributes(of: layout, on: platform).map { .string($0) }),
            "platformCondition": .string(platformCondition ?? ""),
            "hasPlatformCondition": .bool(platformCondition != nil),
        ]
    }

    /// What goes between two parameters of a signature laid out on the `.vfl` lines of their
    /// declarations (under `#sourceLocation`): one newline per line further down, or nothing
    /// for the first parameter and one on the same line as the previous.
    static func lineBreaks(from previous: Int?, to line: Int) -> String {
        guard let previous, line > previous else { return "" }
        return String(repeating: "\n", count: line - previous)
    }

    /// `constraints` grouped by the text of their `key` (`constant` or `priority`), in order of
    /// first appearance: one `{KEY: text, constraints: [...]}` object per distinct expression, so
    /// a template can update all constraints that share an expression with one statement.
    static func groups(_ constraints: [TemplateValue], by key: String) -> [TemplateValue] {
        var order: [String] = []
        var members: [String: [TemplateValue]] = [:]
        for constraint in constraints {
            guard case .record(let record) = constraint, case .string(let text)? = record[key] else { continue }
            if members[text] == nil { order.append(text) }
            members[text, default: []].append(constraint)
        }
        return order.map { text in
            .object([key: .string(text), "constraints": .list(members[text] ?? [])])
        }
    }

    /// ReservedNames, the front end's rule, again: a layout built without the front end may
    /// hold any text, and nothing but a validated identifier may reach the generated code.
    private func checkName(_ name: String, kind: ReservedNames.Kind, at range: SourceRange, diagnostics: inout [Diagnostic]) {
        guard let problem = ReservedNames.problem(with: name, kind: kind) else { return }
        diagnostics.append(.error(problem.id, problem.message(name: commentSafe(name), kind: kind), at: range))
    }

    private func location(_ range: SourceRange, in file: SourceFile) -> String {
        let position = file.location(of: range.start)
        return "\(commentSafe(fileName)):\(position.line):\(position.column)"
    }
}
