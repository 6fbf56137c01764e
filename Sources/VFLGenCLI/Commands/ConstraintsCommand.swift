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
                              [--format text|json] [--error-limit <n>] [--verbose]

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
                              (default \(ErrorLimit.defaultLimit); 0: no limit).
      --verbose               Show the source line and a caret under each diagnostic (also
                              the default when stderr is a terminal).
      -h, --help              Show this help.

    TEXT FORM:
      FIRST REL SECOND[ * MULT][ + C| - C][ @PRIO][ #NAME]   or   FIRST REL C[ @PRIO][ #NAME]
      A side is ITEM.ATTR, or offset(ITEM.ATTR, ITEM.ATTR) for equal spacing ('~'). Items are
      view names, 'superview' and its guides 'margins', 'safeArea', 'readable', 'keyboard';
      multiplier 1, constant 0 and priority 1000 are left out; ' #NAME' ends a constraint
      named in the file. JSON gives every constraint's generated property name.

    EXAMPLES:
      vflgen constraints Examples/Layouts/Welcome.vfl
      vflgen constraints Examples/Layouts/*.vfl --platform appkit
      vflgen constraints Examples/Layouts/NewsCard.vfl --format json
      vflgen constraints Broken.vfl --verbose

    See docs/Language.md for the file format, the line grammar and every diagnostic.

    """
    public static let argumentSpec = Arguments.Spec(options: ["--platform", "--dialect", "--format", ErrorLimit.option], flags: ["--verbose"])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platformName = try arguments.choice("--platform", from: Platform.allCases.map(\.rawValue), default: Platform.uikit.rawValue)
        let platform = Platform(rawValue: platformName) ?? .uikit
        let format = try arguments.choice("--format", from: ["text", "json"], default: "text")
        let dialect = try arguments.dialect() ?? .vflgen
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError("no input files; give one or more .vfl files")
        }
        let renderer = DiagnosticRenderer(showsExcerpts: arguments.flag("--verbose") || context.standardErrorIsTerminal)
        let errorLimit = try ErrorLimit(arguments)

        var failed = false
        var text = ""
        var json = ConstraintsJSON()
        for path in arguments.positionals {
            let source: SourceFile
            switch InputFiles.read(path, context: context) {
            case .success(let file):
                source = file
            case .failure(let failure):
                failed = true
                context.standardError(failure.render(with: renderer, tool: "vflgen"))
                json.addUnreadable(path: path, failure: failure)
                continue
            }
            var compilation = VFLCompiler.compile(source, platform: platform, dialect: dialect)
            compilation.diagnostics = errorLimit.applied(to: compilation.diagnostics)
            var report = ""
            for diagnostic in compilation.diagnostics {
                report += renderer.render(diagnostic, in: source)
            }
            if !report.isEmpty { context.standardError(report) }
            let hasErrors = compilation.diagnostics.containsErrors
            failed = failed || hasErrors
            if format == "json" {
                json.add(compilation, includeLayouts: !hasErrors)
            } else if !hasErrors {
                text += ConstraintsText.render(compilation.file)
            }
        }
        context.standardOutput(format == "json" ? json.finish() : text)
        return failed ? .failure : .success
    }
}

/// The exact text form of `vflgen constraints`.
public enum ConstraintsText {
    /// `# Name`, the always-on constraints, then `# Name.variant` and each variant's.
    public static func render(_ file: LayoutFile) -> String {
        var out = ""
        for layout in file.layouts {
            out += "# \(layout.name)\n"
            for constraint in layout.constraints {
                out += constraint.text
                out += "\n"
            }
            for variant in layout.variants {
                out += "# \(layout.name).\(variant.name)\n"
                for constraint in variant.constraints {
                    out += constraint.text
                    out += "\n"
                }
            }
        }
        return out
    }
}
