import LayoutModel
import VFLLanguage

/// `vflgen constraints` — compiles `.vfl` files and prints the constraints each layout
/// lowers to, one per line, exactly as Apple's VFL parser would create them.
public enum ConstraintsCommand: Command {
    public static let name = "constraints"
    public static let abstract = "Prints the constraints each layout lowers to, exactly as Apple's parser makes them."
    public static let help = """
    OVERVIEW: \(abstract)

    Checks every view, metric and option; reports each mistake as 'file:line:col: error:'
    and exits with status 1 when any file has an error (nothing is printed for such files).

    USAGE: vflgen constraints <file.vfl>... [--platform uikit|appkit] [--dialect vflgen|apple]
                              [--format text|json] [--error-limit <n>] [--warnings-as-errors]
                              [--verbose] [--allow-any-extension]

    ARGUMENTS:
      <file.vfl>              One or more .vfl files.

    OPTIONS:
      --platform <platform>   uikit (default) or appkit: decides standard spacing to the
                              superview (UIKit: the layout margins; AppKit: 20 points) and
                              which options exist.
      --dialect <dialect>     vflgen (default): Apple's VFL and vflgen's extensions (guides,
                              '~', proportions, '#name', 'HV:'). apple: Apple's VFL only;
                              each extension is an error ('vflgen-extension').
      --format <format>       text (default): one constraint per line, '# Layout' and
                              '# Layout.variant' headers.
                              json: the same constraints with every field, their source
                              ranges (file, line, column, length) and the diagnostics.
      --error-limit <n>       Print at most n errors per file, then 'too many errors'
                              (default \(DiagnosticLimit.defaultCount); 0: no limit).
      --warnings-as-errors    Fail (exit 1) when there are warnings (the constraints are still
                              printed). Also '--werror'.
      --verbose               Show the source line and a caret under each diagnostic (also
                              the default when stderr is a terminal).
      --allow-any-extension   Read inputs whose names do not end in .vfl (refused otherwise).
      -h, --help              Show this help.

    TEXT FORM:
      FIRST REL SECOND[ * MULT][ + C| - C][ @PRIO][ #NAME]   or   FIRST REL C[ @PRIO][ #NAME]
      A side is ITEM.ATTR, or offset(ITEM.ATTR, ITEM.ATTR) for equal spacing ('~'). Items are
      view names, 'superview' and its guides 'margins', 'safeArea', 'readable', 'keyboard';
      multiplier 1, constant 0 and priority 1000 are left out; a multiplier written as a
      fraction prints as written (' * 16 / 9', ' / 2'); ' #NAME' ends a constraint
      named in the file. JSON gives every constraint's generated property name.

    EXAMPLES:
      vflgen constraints Examples/Layouts/Welcome.vfl
      vflgen constraints Examples/Layouts/*.vfl --platform appkit
      vflgen constraints Examples/Layouts/NewsCard.vfl --format json
      vflgen constraints Broken.vfl --verbose

    See docs/Language.md for the file format, the line grammar and every diagnostic.

    """
    public static let argumentSpec = Arguments.Spec(
        options: ["--platform", "--dialect", "--format", DiagnosticLimit.option], flags: ["--warnings-as-errors", "--verbose", InputFiles.allowAnyExtensionFlag])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platform = try arguments.value("--platform", as: Platform.self) ?? .uikit
        let format = try arguments.choice("--format", from: ["text", "json"], default: "text")
        let dialect = try arguments.dialect() ?? .vflgen
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError("no input files; give one or more .vfl files")
        }
        let renderer = DiagnosticRenderer(showsExcerpts: arguments.flag("--verbose") || context.standardErrorIsTerminal)
        let errorLimit = try DiagnosticLimit(arguments)
        let warningsAsErrors = arguments.flag("--warnings-as-errors")

        var failed = false
        // Both forms are written as they are produced, layout by layout (see `writeText` and
        // ``ConstraintsJSON``).
        var json = format == "json" ? ConstraintsJSON(context: context) : nil
        for path in arguments.positionals {
            let source: SourceFile
            switch InputFiles.readLayout(path, context: context, allowsAnyExtension: arguments.flag(InputFiles.allowAnyExtensionFlag)) {
            case .success(let file):
                source = file
            case .failure(let failure):
                failed = true
                context.standardError(failure.render(with: renderer, tool: "vflgen"))
                json?.addUnreadable(path: path, failure: failure)
                continue
            }
            if json != nil {
                failed = !json!.write(
                    source, platform: platform, dialect: dialect, errorLimit: errorLimit,
                    renderer: renderer, context: context, warningsAsErrors: warningsAsErrors) || failed
            } else {
                failed = !writeText(
                    of: source, platform: platform, dialect: dialect, errorLimit: errorLimit,
                    renderer: renderer, context: context, warningsAsErrors: warningsAsErrors) || failed
            }
        }
        json?.finish()
        return failed ? .failure : .success
    }

    /// Compiles `source` layout by layout, writing each layout's constraints in the text form
    /// as it is lowered, and reports the diagnostics. The text goes through a
    /// ``SpooledOutput`` (memory, then a temporary file: flat in the size of the file) and
    /// reaches stdout only when the whole file turns out to have no error (a file with errors
    /// prints nothing). Returns whether there was no error (and, with `warningsAsErrors`, no warning).
    static func writeText(
        of source: SourceFile, platform: Platform, dialect: Dialect, errorLimit: DiagnosticLimit,
        renderer: DiagnosticRenderer, context: ToolContext, spool: SpooledOutput = SpooledOutput(), warningsAsErrors: Bool = false
    ) -> Bool {
        var output = BufferedOutput(spool: spool)
        var names = ItemNameBytes()
        let diagnostics = errorLimit.applied(to: VFLCompiler.compileLayouts(source, platform: platform, dialect: dialect) { layout in
            ConstraintsText.write(layout, to: &output.pending, names: &names)
            output.flushIfFull()
        })
        report(diagnostics, in: source, renderer: renderer, context: context)
        guard !diagnostics.containsErrors else {
            spool.discard()
            return false
        }
        output.flush()
        spool.commit(to: context)
        return !(warningsAsErrors && diagnostics.contains { $0.severity == .warning })
    }

    static func report(_ diagnostics: [Diagnostic], in source: SourceFile, renderer: DiagnosticRenderer, context: ToolContext) {
        var report = ""
        for diagnostic in diagnostics {
            report += renderer.render(diagnostic, in: source)
        }
        if !report.isEmpty { context.standardError(report) }
    }
}

/// The exact text form of `vflgen constraints`.
public enum ConstraintsText {
    /// `# Name`, the always-on constraints, then `# Name.variant` and each variant's.
    public static func render(_ file: LayoutFile) -> String {
        var out = UTF8Buffer()
        for layout in file.layouts {
            write(layout, to: &out)
        }
        return out.string
    }

    /// Appends one layout's text form to `out`.
    /// Written through one ``LayoutModel/UTF8Buffer/Writer``: the buffer's storage is checked
    /// once per layout, not once per piece of each constraint.
    public static func write(_ layout: Layout, to out: inout UTF8Buffer) {
        var names = ItemNameBytes()
        write(layout, to: &out, names: &names)
    }

    /// ``write(_:to:)`` with the item names' bytes kept in `names`: pass one for every layout of
    /// a file, so each layout's names are loaded into memory the last one left, not into new
    /// arrays grown from empty.
    public static func write(_ layout: Layout, to out: inout UTF8Buffer, names: inout ItemNameBytes) {
        out.write { out in
            out.append("# ")
            out.append(layout.name)
            out.append(byte: UInt8(ascii: "\n"))
            LayoutConstraint.appendTextLines(of: layout.constraints, to: &out, names: &names)
            for variant in layout.variants {
                out.append("# ")
                out.append(layout.name)
                out.append(byte: UInt8(ascii: "."))
                out.append(variant.name)
                out.append(byte: UInt8(ascii: "\n"))
                LayoutConstraint.appendTextLines(of: variant.constraints, to: &out, names: &names)
            }
        }
    }
}
