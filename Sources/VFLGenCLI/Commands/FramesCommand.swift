import LayoutModel
import VFLEngine
import VFLLanguage
import VFLCheck

/// `vflgen frames` — solves a layout with the layout engine and prints each view's frame.
public enum FramesCommand: Command {
    public static let name = "frames"
    public static let abstract = "Solves a layout and prints each view's frame."
    public static let help = """
    OVERVIEW: \(abstract)

    Compiles the file, solves each layout (and each variant) at the given container size
    with vflgen's own Auto Layout engine, and prints one line per view. Required constraints
    that cannot be satisfied are reported as errors at their place in the .vfl file (exit
    status 1); like Auto Layout, the engine leaves them out and still prints the frames.

    USAGE: vflgen frames <file.vfl> (--size <W>x<H> | --devices <name>) [--layout <name>] [--variant <name>]
                         [--margins <t,l,b,r>] [--safe-area <t,l,b,r>] [--keyboard <H>]
                         [--intrinsic <view>=<W>x<H>]... [--content-size <category>] [--long-text]
                         [--rtl] [--platform uikit|appkit]
                         [--dialect vflgen|apple] [--format text|json]
                         [--error-limit <n>] [--warnings-as-errors] [--verbose] [--allow-any-extension]

    ARGUMENTS:
      <file.vfl>               The .vfl file.

    OPTIONS:
      --size <W>x<H>           The container's size in points, e.g. 390x844. A side written
                               '_' is the fitting size, the smallest the constraints allow
                               (as 'container 375x_'); the header then gives the size found.
      --devices <name>         Solve in a device preset instead (a preset's full name, or a
                               device name for both orientations; 'vflgen check --devices'
                               lists them): its size, safe area and margins, as 'vflgen check'
                               and 'vflgen preview' use them. The options below override them.
                               Also '--device'.
      --layout <name>          Only this layout (default: every layout in the file).
      --variant <name>         Only this variant (with the always-on constraints). Without it,
                               each layout is printed without variants, then once per variant.
                               With --devices, only the variants that apply on the device,
                               as 'vflgen check' solves them: 'portrait' and 'landscape' in
                               their orientation, a variant with 'when' conditions where
                               they pick it (none where no variant applies); the header
                               names the variant used.
      --margins <t,l,b,r>      Layout margins (top,left,bottom,right, or one number for all);
                               default 8, a plain UIView's (with --devices, the preset's).
      --safe-area <t,l,b,r>    Safe area insets; default 0 (with --devices, the preset's).
      --keyboard <H>           The keyboard's height from the container's bottom edge, for
                               '|keyboard' (UIKit); default 0: hidden, when the keyboard
                               guide's top is the safe area's bottom. The readable guide
                               ('readable|') is the margins narrowed to at most 672 points,
                               centred.
      --intrinsic <view>=<W>x<H>
                               Intrinsic content size of a view ('_' for none on one axis);
                               overrides the file's 'intrinsic' hint. Repeatable.
      --content-size <category>
                               The Dynamic Type size the views' sample content ('text …
                               style body') is measured at: XS, S, M, L (default), XL, XXL,
                               XXXL, AX1 … AX5. A 'style' scales with it; a 'font' does not.
      --long-text              Each sample string at double length, as Xcode's
                               double-length pseudolanguage.
      --rtl                    Right-to-left: leading is the right edge.
      --platform <platform>    uikit (default) or appkit, as for 'vflgen constraints'.
      --dialect <dialect>      vflgen (default) or apple, as for 'vflgen constraints'.
      --format <format>        text (default) or json.
      --error-limit <n>        Print at most n errors, then 'too many errors' (default
                               \(DiagnosticLimit.defaultCount); 0: no limit).
      --warnings-as-errors     Fail (exit 1) when there are warnings (the frames are still
                               printed). Also '--werror'.
      --verbose                Show the source line and a caret under each diagnostic.
      --allow-any-extension    Read an input whose name does not end in .vfl (refused otherwise).
      -h, --help               Show this help.

    TEXT FORM:
      # Layout            (or '# Layout.variant'; with --devices, '# Layout · PRESET';
                          with a fitting side, '# Layout · WxH', the size found)
      NAME X Y WIDTH HEIGHT
      Numbers in shortest round-trip form; origin at the container's top-left corner, y
      growing downwards on both platforms (for AppKit, an unflipped NSView's frame.origin.y
      is HEIGHT_of_container - Y - HEIGHT; see docs/Engine.md).

    EXAMPLES:
      vflgen frames Examples/Layouts/Onboarding.vfl --size 390x844
      vflgen frames Examples/Layouts/Gallery.vfl --size 844x390 --variant landscape --safe-area 0,47,21,47
      vflgen frames Examples/Layouts/IconRow.vfl --size 320x46 --intrinsic iconLabel=200x21 --rtl
      vflgen frames Examples/Layouts/Welcome.vfl --size 390x844 --safe-area 47,0,34,0 --keyboard 336
      vflgen frames Examples/Layouts/Welcome.vfl --devices 'iPhone 16 Pro (portrait)'
      vflgen frames Examples/Layouts/IconRow.vfl --size 320x_
      vflgen frames Examples/Layouts/Welcome.vfl --devices 'iPhone SE (portrait)' --content-size AX5 --long-text

    """
    public static let argumentSpec = Arguments.Spec(
        options: [
            "--size", "--devices", "--layout", "--variant", "--margins", "--safe-area", "--keyboard", "--intrinsic", "--content-size",
            "--platform", "--dialect", "--format", DiagnosticLimit.option,
        ],
        flags: ["--rtl", "--long-text", "--warnings-as-errors", "--verbose", InputFiles.allowAnyExtensionFlag])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platform = try arguments.value("--platform", as: Platform.self) ?? .uikit
        let format = try arguments.choice("--format", from: ["text", "json"], default: "text")
        let dialect = try arguments.dialect() ?? .vflgen
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw Arguments.UsageError(arguments.positionals.isEmpty ? "no input file; give one .vfl file" : "give exactly one .vfl file")
        }
        var sizes = try FramesSize.requested(arguments, platform: platform)
        let margins = try arguments.value("--margins").map { text throws(Arguments.UsageError) in try FramesOptions.insets(text, option: "--margins") }
        let safeArea = try arguments.value("--safe-area").map { text throws(Arguments.UsageError) in try FramesOptions.insets(text, option: "--safe-area") }
        let keyboard = try arguments.value("--keyboard").map { text throws(Arguments.UsageError) in try FramesOptions.length(text, option: "--keyboard") }
        var content = ContentConfiguration(longText: arguments.flag("--long-text"))
        if let category = try arguments.value("--content-size") { content.category = try ContentOptions.category(category, option: "--content-size") }
        for index in sizes.indices {
            sizes[index].environment.content = content
            if let margins { sizes[index].environment.margins = margins }
            if let safeArea { sizes[index].environment.safeArea = safeArea }
            if let keyboard { sizes[index].environment.keyboardHeight = keyboard }
            if arguments.flag("--rtl") { sizes[index].environment.layoutDirection = .rightToLeft }
        }
        let intrinsic = try arguments.values("--intrinsic").map { text throws(Arguments.UsageError) in try FramesOptions.intrinsic(text) }

        let renderer = DiagnosticRenderer(showsExcerpts: arguments.flag("--verbose") || context.standardErrorIsTerminal)
        let source: SourceFile
        switch InputFiles.readLayout(path, context: context, allowsAnyExtension: arguments.flag(InputFiles.allowAnyExtensionFlag)) {
        case .success(let file): source = file
        case .failure(let failure):
            context.standardError(failure.render(with: renderer, tool: "vflgen"))
            return .failure
        }
        let errorLimit = try DiagnosticLimit(arguments)
        var compilation = VFLCompiler.compile(source, platform: platform, dialect: dialect)
        compilation.diagnostics = errorLimit.applied(to: compilation.diagnostics)
        var report = ""
        for diagnostic in compilation.diagnostics { report += renderer.render(diagnostic, in: source) }
        if compilation.diagnostics.containsErrors {
            context.standardError(report)
            if format == "json" {
                context.standardOutput(FramesJSON.render([], source: source, sizes: sizes, diagnostics: compilation.diagnostics))
            }
            return .failure
        }

        let cases = try FramesOptions.cases(
            in: compilation.file.layouts, layout: try arguments.value("--layout"), variant: try arguments.value("--variant"))
        let views = Set(cases.flatMap { $0.layout.views.map(\.name) })
        for (view, size) in intrinsic {
            guard views.contains(view) else {
                var message = "no view '\(view)' to give an intrinsic size to"
                if let suggestion = closestName(to: view, in: views) { message += "; did you mean '\(suggestion)'?" }
                throw Arguments.UsageError(message)
            }
            for index in sizes.indices { sizes[index].environment.intrinsicSizes[view] = size }
        }

        var results: [FramesResult] = []
        var problems: [Diagnostic] = []
        if let variant = try arguments.value("--variant"), !sizes.contains(where: { !$0.applicable(cases).isEmpty }) {
            let devices = sizes.compactMap(\.device).joined(separator: "', '")
            throw Arguments.UsageError("variant '\(variant)' does not apply at '\(devices)' (vflgen check solves it only where it applies); choose another device or give '--size'")
        }
        for size in sizes {
            // Each unsatisfiable constraint once per size, naming every layout and variant it fails in.
            var failures: [(failure: UnsatisfiableConstraint, headers: [String])] = []
            for (layout, variant) in size.applicable(cases) {
                let solved = LayoutFrames.solve(layout, variant: variant, in: size.environment, fitting: size.fitting)
                guard FiniteGeometry.isFinite(solved) else {
                    problems.append(FiniteGeometry.diagnostic(for: layout, variant: variant))
                    continue
                }
                let result = FramesResult(layout: layout, variant: variant, solved: solved, size: size)
                results.append(result)
                for failure in solved.unsatisfiable {
                    if let index = failures.firstIndex(where: { $0.failure.isSameConflict(as: failure) }) {
                        failures[index].headers.append(result.title)
                    } else {
                        failures.append((failure, [result.title]))
                    }
                }
            }
            problems += failures.map { unsatisfiableDiagnostic($0.failure, in: $0.headers, size: size) }
        }
        for diagnostic in problems { report += renderer.render(diagnostic, in: source) }
        if !report.isEmpty { context.standardError(report) }
        switch format {
        case "json":
            context.standardOutput(FramesJSON.render(results, source: source, sizes: sizes, diagnostics: compilation.diagnostics + problems))
        default:
            context.standardOutput(FramesText.render(results))
        }
        let warningsFail = arguments.flag("--warnings-as-errors") && compilation.diagnostics.contains { $0.severity == .warning }
        return problems.isEmpty && !warningsFail ? .success : .failure
    }

    /// `error: required constraint '…' cannot be satisfied in 'Layout.variant' at WxH`, at the
    /// constraint's place in the file, naming each layout and variant it fails in (as the
    /// output's `#` headers do), with a note at each constraint it conflicts with.
    static func unsatisfiableDiagnostic(
        _ failure: UnsatisfiableConstraint, in headers: [String], size framesSize: FramesSize
    ) -> Diagnostic {
        let environment = framesSize.environment
        var notes = failure.conflicting.map { Diagnostic.Note("conflicts with '\($0.text)'", at: $0.source) }
        func insets(_ insets: EdgeInsets) -> String {
            [insets.top, insets.left, insets.bottom, insets.right].map(\.shortestDescription).joined(separator: ",")
        }
        for item in failure.conflictingContainerItems {
            switch item {
            case .superview: notes.append(.init("conflicts with the container's size \(framesSize.sizeText)"))
            case .margins: notes.append(.init("conflicts with the layout margins \(insets(environment.margins)) (--margins)"))
            case .safeArea: notes.append(.init("conflicts with the safe area insets \(insets(environment.safeArea)) (--safe-area)"))
            case .readable:
                notes.append(.init(
                    "conflicts with the readable content guide: the margins narrowed to at most \(SystemGuides.readableWidth.shortestDescription) points, insets \(insets(environment.readableInsets))"))
            case .keyboard:
                let keyboard = environment.keyboardHeight > 0
                    ? "the keyboard \(environment.keyboardHeight.shortestDescription) points high (--keyboard)"
                    : "the hidden keyboard (top at the safe area's bottom; --keyboard to show it)"
                notes.append(.init("conflicts with the keyboard layout guide: \(keyboard)"))
            case .view(let name):
                notes.append(.init("conflicts with the intrinsic content size of '\(name)' (its hugging or compression resistance is required)"))
            }
        }
        return .error(
            "unsatisfiable-constraint",
            "required constraint '\(failure.constraint.text)' cannot be satisfied in \(listed(headers)) at \(framesSize.place); the layout engine leaves it out",
            at: failure.constraint.source, notes: notes)
    }
}

extension UnsatisfiableConstraint {
    /// The same constraint (same place in the file), blocked by the same constraints and
    /// container items: one diagnostic covers both.
    func isSameConflict(as other: UnsatisfiableConstraint) -> Bool {
        constraint.source == other.constraint.source && constraint.text == other.constraint.text
            && conflicting.map(\.source) == other.conflicting.map(\.source)
            && conflictingContainerItems == other.conflictingContainerItems
    }
}

/// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
private func listed(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}

/// One solved layout (and variant) for the output.
struct FramesResult {
    var layout: Layout
    var variant: LayoutVariant?
    var solved: SolvedLayout
    var size: FramesSize

    /// `Layout` or `Layout.variant`.
    var title: String { variant.map { "\(layout.name).\($0.name)" } ?? layout.name }
    /// The title, then ` · PRESET` with `--device`, or ` · WxH` (the size found) with a fitting
    /// side; then ` · AX5, long text` when the content is not the default.
    var header: String {
        var header = title
        if let device = size.device {
            header += " · \(device)"
        } else if !size.fitting.isEmpty {
            header += " · \(solved.containerSize.description)"
        }
        if size.environment.content != .standard { header += " · \(size.environment.content.description)" }
        return header
    }
}

/// The exact text form: `# Layout[.variant]`, then `NAME X Y WIDTH HEIGHT` per view.
enum FramesText {
    static func render(_ results: [FramesResult]) -> String {
        var out = ""
        for result in results {
            out += "# \(result.header)\n"
            for (name, frame) in result.solved.frames {
                out += "\(name) \(frame.x.shortestDescription) \(frame.y.shortestDescription) "
                out += "\(frame.width.shortestDescription) \(frame.height.shortestDescription)\n"
            }
        }
        return out
    }
}
