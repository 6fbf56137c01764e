import LayoutModel
import VFLLanguage

/// Plans the migration of a linted file: one layout per function (split by container when a
/// function adds constraints to different views), views typed from the file's declarations,
/// literal metrics as `metric` lines and computed ones as placeholders the call site sets.
/// Only calls that were checked without errors are migrated; every other call is listed with
/// the reason. Each layout is compiled before it is kept: a layout that the front end rejects
/// (a key that is not a valid `.vfl` name) is not migrated either.
public enum MigrationPlanner {
    public static func plan(_ lint: FileLint) -> MigrationPlan {
        var names: Set<String> = []
        return plan(lint, takenNames: &names)
    }

    /// Plans `lint`'s file with layout names that differ from `takenNames` (the layouts of the
    /// other files migrated into the same target: their classes share one module), and adds
    /// its own names to it.
    public static func plan(_ lint: FileLint, takenNames: inout Set<String>) -> MigrationPlan {
        let source = lint.scan.source
        let platform = lint.calls.first?.platform ?? Linter.detectPlatform(source)
        var notMigrated: [(site: CallSite, reason: String)] = []
        var eligible: [CallSite] = []
        for call in lint.calls {
            switch call.status {
            case .skipped(let reason):
                notMigrated.append((call.site, "not checked: \(reason)"))
                continue
            case .checked(_, let errors) where errors > 0:
                notMigrated.append((call.site, "the call has \(errors) error\(errors == 1 ? "" : "s") (see vflgen lint)"))
                continue
            case .checked:
                break
            }
            if call.site.isConditional {
                notMigrated.append((call.site, "it is inside an #if block (the layout would hold every branch's lines); move it by hand"))
                continue
            }
            eligible.append(call.site)
        }
        // Groups in first-call order: (function, container) → calls. The container is where the
        // call's views were added (`contentView.addSubview(title)`), else the view the call adds
        // its constraints to, else the one the function's other calls use: one function and one
        // container make one layout, whether a call is wrapped in `addConstraints` or goes
        // through a local.
        // Anchor and item constraints join the layout of their function and container.
        var anchorsNotMigrated: [(site: AnchorSite, reason: String)] = []
        var eligibleAnchors: [AnchorSite] = []
        for site in lint.scan.anchorSites {
            if let reason = site.equation.reason {
                anchorsNotMigrated.append((site, reason))
            } else if site.isConditional {
                anchorsNotMigrated.append((site, "it is inside an #if block (the layout would hold every branch's lines); move it by hand"))
            } else {
                eligibleAnchors.append(site)
            }
        }
        let containers = ContainerResolver(scan: lint.scan, sites: eligible, anchors: eligibleAnchors)
        var groups: [(function: FunctionContext?, container: String, calls: [GroupedCall])] = []
        var groupIndex: [String: Int] = [:]
        var ordered: [(function: FunctionContext?, container: String, call: GroupedCall, start: Int)] = eligible.map {
            ($0.function, containers.container(of: $0), .vfl($0), $0.nameRange.start)
        }
        ordered += eligibleAnchors.map { ($0.function, containers.container(of: $0), .anchor($0), $0.nameRange.start) }
        ordered.sort { $0.start < $1.start }
        for entry in ordered {
            let key = "\(entry.function?.qualifiedName ?? "")|\(entry.function?.range.start ?? -1)|\(entry.container)"
            if let index = groupIndex[key] {
                groups[index].calls.append(entry.call)
            } else {
                groupIndex[key] = groups.count
                groups.append((entry.function, entry.container, [entry.call]))
            }
        }
        let baseName = fileBaseName(source.path)
        var layouts: [PlannedLayout] = []
        for group in groups {
            let sameFunction = groups.filter { $0.function == group.function }.count
            var name = layoutName(function: group.function, fileBaseName: baseName)
            let usual = containers.usualContainer(for: group.function)
            if sameFunction > 1, group.container != usual { name += SwiftName.upperCamel(group.container) }
            var unique = name
            var suffix = 2
            while takenNames.contains(unique) {
                unique = "\(name)\(suffix)"
                suffix += 1
            }
            var layout = PlannedLayout(
                name: unique, function: group.function, container: group.container,
                views: [], metrics: [], lines: [], calls: [], expectedConstraints: []
            )
            layout.containerDeclaration = containers.declaration(for: group.container, function: group.function)
            for call in group.calls {
                switch call {
                case .vfl(let site):
                    if let reason = add(site, to: &layout, variableTypes: lint.scan.variableTypes, platform: platform) {
                        notMigrated.append((site, reason))
                    }
                case .anchor(let site):
                    if let reason = EquationMigration.add(site, to: &layout, context: .init(scan: lint.scan, platform: platform)) {
                        anchorsNotMigrated.append((site, reason))
                    }
                }
            }
            guard !layout.calls.isEmpty || !layout.anchorCalls.isEmpty else { continue }
            containers.placeInParents(&layout, variableTypes: lint.scan.variableTypes)
            // The layout must compile as written; otherwise its calls stay where they are.
            let text = VFLFileWriter.layoutText(layout, platform: platform)
            let compilation = VFLCompiler.compile(SourceFile(path: "\(baseName).vfl", text: text), platform: platform)
            if let error = compilation.diagnostics.first(where: { $0.severity == .error }) {
                for site in layout.calls { notMigrated.append((site, "its layout does not compile: \(error.message)")) }
                for site in layout.anchorCalls { anchorsNotMigrated.append((site, "its layout does not compile: \(error.message)")) }
                continue
            }
            takenNames.insert(layout.name)
            layouts.append(layout)
        }
        notMigrated.sort { $0.site.nameRange.start < $1.site.nameRange.start }
        anchorsNotMigrated.sort { $0.site.nameRange.start < $1.site.nameRange.start }
        return MigrationPlan(
            source: source, layouts: layouts, notMigrated: notMigrated, anchorsNotMigrated: anchorsNotMigrated,
            fileName: baseName + ".vfl", platform: platform, language: lint.scan.language
        )
    }

    /// A VFL call or an anchor/item constraint of one layout, in source order.
    private enum GroupedCall {
        case vfl(CallSite)
        case anchor(AnchorSite)
    }

    /// Adds one call's line, views and metrics; returns why it cannot be added, if it cannot.
    ///
    /// A key whose value is the container itself (`"superview": self`) becomes `superview` in
    /// equation lines; a key bound to another view in an earlier call of the function gets a
    /// name of its own; a constraint an earlier call already made is dropped with a comment
    /// (Apple made it twice: a duplicate changes nothing at run time). Whatever the rewriting,
    /// the call's constraints are compared with those its original string makes.
    private static func add(_ site: CallSite, to layout: inout PlannedLayout, variableTypes: [String: String], platform: Platform) -> String? {
        guard let literal = site.format.value, let originalViews = site.views.value, let metricsArgument = site.metrics.value,
              let options = site.options.value else { return "its arguments could not be read" }
        let known = options.compactMap(\.option)
        var format = literal.value
        var views = originalViews
        var values: [String: Double?] = [:]
        for entry in metricsArgument ?? [] { values[entry.key] = entry.number ?? (format.contains("@\(entry.key)") ? 1000 : 0) }
        // What the original string makes, by the original names.
        let original = FormatStringCheck.check(format, views: originalViews.map(\.key), metrics: metricsArgument == nil ? nil : values, options: known, platform: platform)
        guard !original.hasErrors else { return "it does not check with its own dictionaries" }
        var renames: [String: String] = [:]
        if site.api == .helper {
            // The helper's `v0`, `v1`, … are positions: the layout uses the variables' names.
            renames = positionalNames(views)
        }
        let mentioned = identifiers(in: format)
        let containerKeys = Set(views.filter { mentioned.contains($0.key) && isContainer($0.expression, layout.container) }.map(\.key))
        // One name per view object in the layout: a view an earlier call named keeps that name
        // under any key; a key an earlier call (or this one) bound to another view gets a name
        // of its own.
        var taken = Set(layout.views.map(\.name)).union(layout.metrics.map(\.name)).union(mentioned)
        var objectsByName: [String: String] = [:]
        for view in layout.views { objectsByName[view.name] = CallSiteFinder.normalizedViewExpression(view.expression) }
        for entry in views where mentioned.contains(entry.key) && !containerKeys.contains(entry.key) {
            let object = CallSiteFinder.normalizedViewExpression(entry.expression)
            var name = layout.views.first(where: { CallSiteFinder.normalizedViewExpression($0.expression) == object })?.name
                ?? renames[entry.key] ?? entry.key
            if let holder = objectsByName[name], holder != object {
                name = freshName(for: entry, taken: taken)
                taken.insert(name)
            }
            objectsByName[name] = object
            if name != entry.key { renames[entry.key] = name } else { renames[entry.key] = nil }
        }
        if !renames.isEmpty {
            format = renaming(format, renames)
            views = views.map { entry in
                var renamed = entry
                renamed.key = renames[entry.key] ?? entry.key
                return renamed
            }
        }
        let names = identifiers(in: format)
        var newViews = layout.views
        var newMetrics = layout.metrics
        for entry in views where names.contains(entry.key) && !containerKeys.contains(entry.key) {
            if newViews.contains(where: { $0.name == entry.key }) { continue }
            newViews.append(PlannedLayout.View(
                name: entry.key, type: viewType(entry.expression, variableTypes), expression: entry.expression, keyOffset: entry.keyRange.start
            ))
        }
        for entry in metricsArgument ?? [] where names.contains(entry.key) && !views.contains(where: { $0.key == entry.key }) {
            if let existing = newMetrics.first(where: { $0.name == entry.key }) {
                if existing.expression != entry.expression {
                    return "metric '\(entry.key)' is '\(entry.expression)' here but '\(existing.expression)' in an earlier call of the function"
                }
                continue
            }
            if newViews.contains(where: { $0.name == entry.key }) {
                return "'\(entry.key)' is a view in an earlier call of the function and a metric here"
            }
            let isPriority = format.contains("@\(entry.key)")
            newMetrics.append(PlannedLayout.Metric(
                name: entry.key, value: entry.number ?? (isPriority ? 1000 : 0), expression: entry.expression,
                isComputed: entry.number == nil, constantName: entry.constantName, keyOffset: entry.keyRange.start,
                note: entry.number == nil ? entry.numberNote : nil
            ))
        }
        if newViews.contains(where: { view in newMetrics.contains { $0.name == view.name } }) {
            return "a name is a view in one call of the function and a metric in another"
        }
        // What the string makes, with the values and names the layout declares.
        var layoutValues: [String: Double?] = [:]
        for metric in newMetrics { layoutValues[metric.name] = metric.value }
        let viewNames = newViews.map(\.name) + containerKeys.sorted()
        let result = FormatStringCheck.check(format, views: viewNames, metrics: layoutValues, options: known, platform: platform)
        guard !result.hasErrors else { return "it does not check with the function's other calls" }
        // The container's key is the container: `superview` in the constraints.
        var constraints = result.constraints
        if !containerKeys.isEmpty {
            for constraint in constraints {
                let items = [constraint.first] + (constraint.second.map { [$0] } ?? [])
                if items.contains(.superview), items.contains(where: { $0.viewName.map(containerKeys.contains) ?? false }) {
                    return "it relates the container ('\(containerKeys.sorted().joined(separator: "', '"))') to its own superview"
                }
            }
            constraints = constraints.map { replacing(containerKeys, withSuperviewIn: $0) }
        }
        // Faithfulness: the same constraints as the original string, names mapped.
        let expected = original.constraints.map { constraint in
            replacing(containerKeys, withSuperviewIn: renamed(constraint, renames))
        }
        guard constraints.map(\.text) == expected.map(\.text) else {
            return "its rewritten line would make other constraints than the original"
        }
        // Exact duplicates of earlier calls' constraints are dropped, with a comment.
        let earlier = Set(layout.expectedConstraints.map(\.text))
        let kept = constraints.filter { !earlier.contains($0.text) }
        let dropped = constraints.filter { earlier.contains($0.text) }
        var lines: [PlannedLayout.Line]
        if containerKeys.isEmpty, dropped.isEmpty {
            lines = [PlannedLayout.Line(format: format, options: known)]
        } else {
            var equations: [String] = []
            for constraint in kept {
                guard let line = equationLine(constraint) else { return "its constraints cannot be written as equation lines" }
                equations.append(line)
            }
            var comment = "\(singleLine(format))"
            if !containerKeys.isEmpty {
                comment += " — '\(containerKeys.sorted().joined(separator: "', '"))' is the container itself: written as 'superview'"
            }
            if !dropped.isEmpty {
                comment += " — \(dropped.map(\.text).joined(separator: ", ")) made again by this call: dropped (Apple made \(dropped.count == 1 ? "it" : "them") twice, which changes nothing at run time)"
            }
            lines = equations.map { PlannedLayout.Line(format: $0, options: []) }
            if lines.isEmpty { lines = [PlannedLayout.Line(format: "", options: [])] }
            lines[0].comment = comment
        }
        layout.views = newViews.sorted { $0.keyOffset < $1.keyOffset }
        layout.metrics = newMetrics.sorted { $0.keyOffset < $1.keyOffset }
        layout.lines += lines
        layout.calls.append(site)
        layout.expectedConstraints += kept
        return nil
    }

    /// Whether a views dictionary value is the container (`self` for `self`, `view`/`self.view`
    /// for `view`, `contentView` for `contentView`).
    private static func isContainer(_ expression: String, _ container: String) -> Bool {
        CallSiteFinder.normalizedViewExpression(expression) == container
    }

    /// A name for a view whose key an earlier call bound to another view: the variable's name
    /// (`titleLabel` for `self.titleLabel`), else the key with a number.
    private static func freshName(for entry: DictionaryEntry, taken: Set<String>) -> String {
        let normalized = CallSiteFinder.normalizedViewExpression(entry.expression)
        let last = normalized.split(separator: ".").last.map(String.init) ?? normalized
        if FormatStringCheck.isIdentifier(last), !taken.contains(last), last != "superview" { return last }
        var suffix = 2
        while taken.contains("\(entry.key)\(suffix)") { suffix += 1 }
        return "\(entry.key)\(suffix)"
    }

    /// `v0` → `profileImageView` (the variable passed, without `self.`; the last name of
    /// `header.titleLabel`).
    private static func positionalNames(_ views: [DictionaryEntry]) -> [String: String] {
        var renames: [String: String] = [:]
        for entry in views {
            let path = CallSiteFinder.normalizedViewExpression(entry.expression)
            let name = path.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? path
            guard FormatStringCheck.isIdentifier(name), name != "superview", !views.contains(where: { $0.key == name }),
                  !renames.values.contains(name) else { continue }
            renames[entry.key] = name
        }
        return renames
    }

    /// `format` with each whole word in `renames` replaced.
    private static func renaming(_ format: String, _ renames: [String: String]) -> String {
        var out = ""
        var word = ""
        for character in format + "\u{0}" {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            out += renames[word] ?? word
            word = ""
            if character != "\u{0}" { out.append(character) }
        }
        return out
    }

    private static func renamed(_ constraint: LayoutConstraint, _ renames: [String: String]) -> LayoutConstraint {
        var copy = constraint
        func map(_ item: LayoutItem) -> LayoutItem {
            if case .view(let name) = item, let new = renames[name] { return .view(new) }
            return item
        }
        copy.first = map(copy.first)
        copy.second = copy.second.map(map)
        return copy
    }

    private static func replacing(_ keys: Set<String>, withSuperviewIn constraint: LayoutConstraint) -> LayoutConstraint {
        guard !keys.isEmpty else { return constraint }
        var copy = constraint
        func map(_ item: LayoutItem) -> LayoutItem {
            if case .view(let name) = item, keys.contains(name) { return .superview }
            return item
        }
        copy.first = map(copy.first)
        copy.second = copy.second.map(map)
        return copy
    }

    /// One constraint as a `.vfl` equation line (`centerView.centerY == superview.centerY`),
    /// metrics by name so they stay live; `nil` for what equation lines cannot say (an offset).
    static func equationLine(_ constraint: LayoutConstraint) -> String? {
        guard constraint.firstOrigin == nil, constraint.secondOrigin == nil else { return nil }
        return EquationMigration.lineText(constraint)
    }

    private static func singleLine(_ text: String) -> String { VFLFileWriter.singleLine(text) }

    /// The names a format mentions (views and metrics), without `H`/`V` and numbers.
    static func identifiers(in format: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in format + " " {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if let first = current.first, !first.isNumber, !(character == ":" && (current == "H" || current == "V")) {
                names.insert(current)
            }
            current = ""
        }
        return names
    }

    /// The class of `expression` (`iconImageView`, `self.icon`, `icon!`) from the file's declarations.
    private static func viewType(_ expression: String, _ variableTypes: [String: String]) -> String? {
        var name = expression
        if name.hasPrefix("self.") { name.removeFirst(5) }
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        return variableTypes[name]
    }

    // MARK: Names

    /// `ViewController.viewDidLoad` → `ViewControllerViewDidLoad`; a call outside any type or
    /// function → the file's name.
    static func layoutName(function: FunctionContext?, fileBaseName: String) -> String {
        guard let function else { return SwiftName.upperCamel(fileBaseName) }
        let parts = [function.typeName ?? "", function.name].map { SwiftName.upperCamel($0) }
        let joined = parts.joined()
        return joined.isEmpty ? SwiftName.upperCamel(fileBaseName) : joined
    }

    /// `Sources/ViewController.swift` → `ViewController`.
    public static func fileBaseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

/// Identifier spelling helpers for layout names.
enum SwiftName {
    /// `headerView` → `HeaderView`, `my-file` → `MyFile`: letters and digits only, each word capitalised.
    static func upperCamel(_ text: String) -> String {
        var out = ""
        var capitalizeNext = true
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                capitalizeNext = true
                continue
            }
            out += capitalizeNext ? character.uppercased() : String(character)
            capitalizeNext = false
        }
        if let first = out.first, first.isNumber { out = "L" + out }
        return out
    }
}
