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
        // Groups in first-call order: (function, container) → calls.
        var groups: [(function: FunctionContext?, container: String, calls: [CallSite])] = []
        var groupIndex: [String: Int] = [:]
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
            let container = containerExpression(containerName(call.site), function: call.site.function)
            let key = "\(call.site.function?.qualifiedName ?? "")|\(call.site.function?.range.start ?? -1)|\(container)"
            if let index = groupIndex[key] {
                groups[index].calls.append(call.site)
            } else {
                groupIndex[key] = groups.count
                groups.append((call.site.function, container, [call.site]))
            }
        }
        let baseName = fileBaseName(source.path)
        var layouts: [PlannedLayout] = []
        for group in groups {
            let sameFunction = groups.filter { $0.function == group.function }.count
            var name = layoutName(function: group.function, fileBaseName: baseName)
            let usual = containerExpression("", function: group.function)
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
            for site in group.calls {
                if let reason = add(site, to: &layout, variableTypes: lint.scan.variableTypes, platform: platform) {
                    notMigrated.append((site, reason))
                }
            }
            guard !layout.calls.isEmpty else { continue }
            // The layout must compile as written; otherwise its calls stay where they are.
            let text = VFLFileWriter.layoutText(layout, platform: platform)
            let compilation = VFLCompiler.compile(SourceFile(path: "\(baseName).vfl", text: text), platform: platform)
            if let error = compilation.diagnostics.first(where: { $0.severity == .error }) {
                for site in layout.calls { notMigrated.append((site, "its layout does not compile: \(error.message)")) }
                continue
            }
            takenNames.insert(layout.name)
            layouts.append(layout)
        }
        notMigrated.sort { $0.site.nameRange.start < $1.site.nameRange.start }
        return MigrationPlan(source: source, layouts: layouts, notMigrated: notMigrated, fileName: baseName + ".vfl", platform: platform, language: lint.scan.language)
    }

    /// Adds one call's line, views and metrics; returns why it cannot be added, if it cannot.
    private static func add(_ site: CallSite, to layout: inout PlannedLayout, variableTypes: [String: String], platform: Platform) -> String? {
        guard let literal = site.format.value, var views = site.views.value, let metricsArgument = site.metrics.value,
              let options = site.options.value else { return "its arguments could not be read" }
        var format = literal.value
        if site.api == .helper {
            // The helper's `v0`, `v1`, … are positions: the layout uses the variables' names.
            (format, views) = renamingPositionalViews(format, views)
        }
        let names = identifiers(in: format)
        var newViews = layout.views
        var newMetrics = layout.metrics
        for entry in views where names.contains(entry.key) {
            if let existing = newViews.first(where: { $0.name == entry.key }) {
                if existing.expression != entry.expression {
                    return "view '\(entry.key)' is '\(entry.expression)' here but '\(existing.expression)' in an earlier call of the function"
                }
                continue
            }
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
        // What the string makes, with the values the layout declares.
        var values: [String: Double?] = [:]
        for metric in newMetrics { values[metric.name] = metric.value }
        let known = options.compactMap(\.option)
        let result = FormatStringCheck.check(format, views: newViews.map(\.name), metrics: values, options: known, platform: platform)
        guard !result.hasErrors else { return "it does not check with the function's other calls" }
        layout.views = newViews.sorted { $0.keyOffset < $1.keyOffset }
        layout.metrics = newMetrics.sorted { $0.keyOffset < $1.keyOffset }
        layout.lines.append(PlannedLayout.Line(format: format, options: known))
        layout.calls.append(site)
        layout.expectedConstraints += result.constraints
        return nil
    }

    /// `v0` → `profileImageView` (when the argument is a plain variable), in the format and keys.
    private static func renamingPositionalViews(_ format: String, _ views: [DictionaryEntry]) -> (String, [DictionaryEntry]) {
        var renames: [String: String] = [:]
        var renamed = views
        for index in renamed.indices {
            var name = renamed[index].expression
            if name.hasPrefix("self."), name.count > 5 { name.removeFirst(5) }
            guard FormatStringCheck.isIdentifier(name), !views.contains(where: { $0.key == name }),
                  !renames.values.contains(name) else { continue }
            renames[renamed[index].key] = name
            renamed[index].key = name
        }
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
        return (out, renamed)
    }

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

    /// The view the call's constraints belong to: `x` of `x.addConstraints(…)` (without
    /// `self.`), `self` for the helper, or "" when the call does not say (`activate`).
    private static func containerName(_ site: CallSite) -> String {
        guard var hint = site.containerHint else { return "" }
        if hint.hasPrefix("self."), hint.count > 5 { hint.removeFirst(5) }
        return hint
    }

    /// What to pass as `in:` in the replacement code: the container, or for calls that do not
    /// say, the usual one for the type (`view` of a view controller, a cell's `contentView`).
    private static func containerExpression(_ container: String, function: FunctionContext?) -> String {
        if !container.isEmpty { return container }
        let type = function?.typeName ?? ""
        if type.hasSuffix("Cell") { return "contentView" }
        if type.hasSuffix("Controller") { return "view" }
        return "self"
    }

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
