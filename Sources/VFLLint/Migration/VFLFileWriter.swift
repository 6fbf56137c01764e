import LayoutModel
import VFLLanguage

/// Writes a migration plan as `.vfl` text: a header naming the source, then one layout per
/// planned function with its views, metrics (a computed metric's comment gives the
/// expression the call site must set) and VFL lines in call order.
public enum VFLFileWriter {
    /// The whole `.vfl` file for `plan` (empty when nothing was migrated), formatted as `vflgen format` writes it.
    public static func fileText(_ plan: MigrationPlan) -> String {
        guard !plan.layouts.isEmpty else { return "" }
        let sourceName = (plan.source.path.split(separator: "/").last.map(String.init) ?? plan.source.path).escapingControlCharacters
        var out = "// \(plan.fileName.escapingControlCharacters) — migrated by `vflgen migrate` from \(sourceName).\n"
        if plan.layouts.contains(where: { !$0.anchorCalls.isEmpty }) {
            out += "// Each layout replaces the VFL calls and the anchor/item constraints of one function (as equation\n"
            out += "// lines); see the replacement code vflgen printed.\n"
        } else {
            out += "// Each layout replaces the VFL calls of one function; see the replacement code vflgen printed.\n"
        }
        for layout in plan.layouts {
            out += "\n"
            if let start = ([layout.calls.first?.nameRange.start, layout.anchorCalls.first?.nameRange.start].compactMap { $0 }).min() {
                let location = plan.source.location(of: start)
                let function = layout.function.map { $0.name.isEmpty ? ($0.typeName ?? "") : $0.qualifiedName + "()" } ?? "top level"
                out += "// \(function.escapingControlCharacters), \(sourceName):\(location.line)\n"
            }
            out += layoutText(layout, platform: plan.platform)
        }
        // In the form `vflgen format` keeps (aligned trailing comments): a migrated file is
        // formatted from the start, and `vflgen format --check` accepts it.
        return VFLFormatter.format(out)
    }

    /// One `layout Name { … }` block.
    public static func layoutText(_ layout: PlannedLayout, platform: Platform) -> String {
        var out = "layout \(layout.name) {\n"
        for view in layout.views {
            var line = "    view \(view.name)"
            if let type = view.type { line += ": \(type)" }
            if let parent = view.parent { line += " in \(parent)" }
            if view.expression != view.name { line += "  // \(singleLine(view.expression))" }
            out += line + "\n"
        }
        for metric in layout.metrics {
            var line = "    metric \(metric.name) = \(metric.value.shortestDescription)"
            if metric.isComputed {
                let why = metric.note.map { " (\(singleLine($0)))" } ?? ""
                line += "  // computed at run time: \(singleLine(metric.expression))\(why); set layout.metrics.\(metric.name)"
            } else if let constant = metric.constantName {
                line += "  // \(singleLine(constant))"
            }
            out += line + "\n"
        }
        if let declaration = layout.containerDeclaration {
            out += "    \(declaration.line)  // \(singleLine(declaration.comment))\n"
        }
        out += "\n"
        for line in layout.lines {
            if let comment = line.comment { out += "    // \(singleLine(comment))\n" }
            guard !line.format.isEmpty else { continue }
            out += "    \(line.format)"
            if !line.options.isEmpty {
                out += "  options: [\(line.options.map { ".\($0.rawValue)" }.joined(separator: ", "))]"
            }
            out += "\n"
        }
        out += "}\n"
        return out
    }

    /// Text for a `//` comment: one line, control characters escaped.
    static func singleLine(_ text: String) -> String {
        var out = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace || character.isNewline {
                if !lastWasSpace { out += " " }
                lastWasSpace = true
            } else {
                out.append(character)
                lastWasSpace = false
            }
        }
        return out.escapingControlCharacters
    }
}

/// The Swift a user writes instead of a function's VFL calls.
public enum ReplacementCode {
    /// For each layout of `plan`: where it comes from, which calls it replaces, and the code.
    public static func text(_ plan: MigrationPlan) -> String {
        var out = ""
        if plan.language == .objectiveC, !plan.layouts.isEmpty {
            out += "// The generated layout classes are Swift: call them from Swift code (a Swift view controller or\n"
            out += "// extension); Objective-C cannot create them directly.\n"
        }
        for layout in plan.layouts {
            let lines = layout.calls.map { String(plan.source.location(of: $0.nameRange.start).line) }
            let anchorLines = layout.anchorCalls.map { String(plan.source.location(of: $0.nameRange.start).line) }
            let function = layout.function.map { $0.name.isEmpty ? ($0.typeName ?? "") : $0.qualifiedName + "()" } ?? "top level"
            var replaced: [String] = []
            if !lines.isEmpty { replaced.append("the VFL call\(lines.count == 1 ? "" : "s") at \(plan.source.path):\(lines.joined(separator: ", "))") }
            if !anchorLines.isEmpty {
                // Each constraint's statements go: the call, and where it is activated and its priority set.
                replaced.append("the constraint\(anchorLines.count == 1 ? "" : "s") made at \(plan.source.path):\(anchorLines.joined(separator: ", ")) (with \(anchorLines.count == 1 ? "its" : "their") activation and priority lines)")
            }
            out += "// \(function): replaces \(replaced.joined(separator: " and "))\n"
            var arguments = ["in: \(layout.container)"]
            arguments += layout.views.map { "\($0.name): \($0.expression)" }
            out += "let layout = \(layout.name)Layout(\(arguments.joined(separator: ", ")))\n"
            for metric in layout.metrics where metric.isComputed {
                out += "layout.metrics.\(metric.name) = \(swiftValue(VFLFileWriter.singleLine(metric.expression)))\n"
            }
            out += "layout.activate()\n\n"
        }
        return out
    }

    /// An Objective-C boxed number `@(x)` / `@x` as the Swift value `x`.
    private static func swiftValue(_ expression: String) -> String {
        if expression.hasPrefix("@("), expression.hasSuffix(")") { return String(expression.dropFirst(2).dropLast()) }
        if expression.hasPrefix("@") { return String(expression.dropFirst()) }
        return expression
    }
}
