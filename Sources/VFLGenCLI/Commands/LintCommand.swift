import LayoutModel
import VFLLanguage
import VFLLint

/// `vflgen lint` — finds the VFL calls in Swift and Objective-C sources and checks each
/// format string as Apple's parser would at run time, without changing the sources.
public enum LintCommand: Command {
    public static let name = "lint"
    public static let abstract = "Checks the VFL strings in Swift and Objective-C sources, as Apple's parser would at run time."
    public static let help = """
    OVERVIEW: \(abstract)

    Finds every NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:) call
    (and its Swift 2 and Objective-C spellings, addConstraintsWithFormat(_:views:), and the
    helpers and pass-through wrappers the files read define around it), reads
    the format, options, metrics and views where they are written literally in the function,
    and reports what would crash or fail at run time: syntax errors, view names missing from
    the views dictionary, metric names missing from the metrics (a nil metrics with a metric
    name), and options on the wrong axis. Each error points inside the string literal:
    'File.swift:line:col: error: …' with a did-you-mean where one fits. Calls whose arguments
    are built at run time are listed as not checked, with the reason. Ends with a summary.

    USAGE: vflgen lint <path>... [--platform uikit|appkit] [--format text|json] [--error-limit <n>]
                      [--warnings-as-errors]

    ARGUMENTS:
      <path>                  .swift, .m and .mm files, or folders to search for them.

    OPTIONS:
      --platform <platform>   Check every file for uikit or appkit (default: appkit for files
                              that import AppKit or Cocoa, uikit for the others).
      --format <format>       text (default): diagnostics with source excerpts, then the
                              summary. json: calls, diagnostics and summary as one document.
      --error-limit <n>       Print at most n errors and n warnings per file, then 'too many
                              errors' (default \(DiagnosticLimit.defaultCount); 0: no limit). The summary counts all.
      --warnings-as-errors    Fail (exit 1) when there are warnings. Also '--werror'.
      -h, --help              Show this help.

    Inputs that cannot be read (files and folders) are reported on standard error.

    Exit status: 0 no errors (warnings and skipped calls allowed, unless --warnings-as-errors),
    1 errors or an unreadable input, 64 usage.

    EXAMPLES:
      vflgen lint Sources/
      vflgen lint ViewController.swift LegacyViewController.m --format json

    See docs/Migrating.md for the checks and 'vflgen migrate' for moving the strings to .vfl files.

    """
    public static let argumentSpec = Arguments.Spec(options: ["--platform", "--format", DiagnosticLimit.option], flags: ["--warnings-as-errors"])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platform = try arguments.value("--platform", as: Platform.self)
        let format = try arguments.choice("--format", from: ["text", "json"], default: "text")
        let errorLimit = try DiagnosticLimit(arguments)
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError("no input paths; give .swift/.m files or folders")
        }
        let lint = lintFiles(arguments.positionals, platform: platform, limit: errorLimit, context: context)
        // Unreadable inputs go to standard error, as every command reports them.
        let renderer = DiagnosticRenderer(showsExcerpts: true)
        for failure in lint.unreadable { context.standardError(failure.render(with: renderer, tool: "vflgen")) }
        if format == "json" {
            context.standardOutput(LintJSON.render(lint.files, unreadable: lint.unreadable, summary: lint.summary))
        } else {
            var out = ""
            for file in lint.files {
                for diagnostic in file.cap.printed { out += renderer.render(diagnostic, in: file.scan.source) }
            }
            context.standardOutput(out + lint.summary.text)
        }
        let warningsFail = arguments.flag("--warnings-as-errors") && lint.summary.warnings > 0
        return lint.summary.errors > 0 || warningsFail || !lint.unreadable.isEmpty ? .failure : .success
    }

    /// Reads and checks every file under `paths`.
    /// With a `limit`, each file keeps at most that many errors and warnings (`--error-limit`),
    /// the summary counts them all.
    static func lintFiles(_ paths: [String], platform: Platform?, limit: DiagnosticLimit = .none, context: ToolContext) -> (files: [FileLint], unreadable: [InputFiles.Failure], summary: LintSummary) {
        let inputs = SourceInputs.collect(paths, context: context)
        var unreadable = inputs.missing.map { InputFiles.Failure(diagnostic: $0) }
        var files: [FileLint] = []
        var summary = LintSummary()
        var sources: [(source: SourceFile, language: SourceLanguage, warning: Diagnostic?)] = []
        var helpers: [ViewHelper] = []
        for path in inputs.files {
            switch SourceInputs.read(path, context: context) {
            case .success(let read):
                let language = SourceLanguage(pathExtension: String(path.split(separator: ".").last ?? "")) ?? .swift
                sources.append((read.0, language, read.warning))
                // Helpers are often defined in another file (an `Extensions.swift`) than their calls.
                if language == .swift { helpers += ViewHelperFinder.find(in: read.0) }
            case .failure(let failure):
                unreadable.append(failure)
            }
        }
        for (source, language, warning) in sources {
            let file = Linter.lint(
                CallSiteFinder.find(in: source, language: language, helpers: helpers), platform: platform, limit: limit,
                leading: warning.map { [$0] } ?? []
            )
            summary.add(file)
            files.append(file)
        }
        summary.errors += unreadable.count  // printed as errors too
        return (files, unreadable, summary)
    }
}

/// `vflgen lint --format json`.
enum LintJSON {
    /// The document; each file's diagnostics as its ``FileLint/cap`` prints them.
    static func render(_ files: [FileLint], unreadable: [InputFiles.Failure], summary: LintSummary) -> String {
        var calls: [String] = []
        var anchors: [String] = []
        var diagnostics: [String] = []
        for file in files {
            let source = file.scan.source
            for call in file.calls {
                var fields = [
                    "\"source\": \(JSONText.sourceRange(call.site.nameRange, in: source))",
                    "\"api\": \(JSONText.string(call.site.api.rawValue))",
                    "\"function\": \(call.site.function.map { JSONText.string($0.qualifiedName) } ?? "null")",
                ]
                switch call.status {
                case .checked(let constraints, let errors):
                    fields.append("\"status\": \"checked\"")
                    fields.append("\"format\": \(call.site.format.value.map { JSONText.string($0.value) } ?? "null")")
                    fields.append("\"errors\": \(errors)")
                    fields.append("\"constraints\": [\(constraints.map { JSONText.string($0.text) }.joined(separator: ", "))]")
                case .skipped(let reason):
                    fields.append("\"status\": \"skipped\"")
                    fields.append("\"reason\": \(JSONText.string(reason))")
                }
                calls.append("{" + fields.joined(separator: ", ") + "}")
            }
            for site in file.scan.anchorSites {
                // Whether `vflgen migrate` can write it as an equation line, as far as the call tells.
                let reason = site.equation.reason ?? (site.isConditional ? "it is inside an #if block" : nil)
                var fields = [
                    "\"source\": \(JSONText.sourceRange(site.nameRange, in: source))",
                    "\"api\": \(JSONText.string(site.api.rawValue))",
                    "\"function\": \(site.function.map { JSONText.string($0.qualifiedName) } ?? "null")",
                    "\"mappable\": \(reason == nil)",
                ]
                if let reason { fields.append("\"reason\": \(JSONText.string(reason))") }
                anchors.append("{" + fields.joined(separator: ", ") + "}")
            }
            diagnostics += file.cap.printed.map { JSONText.diagnostic($0, in: source) }
        }
        diagnostics += unreadable.map { JSONText.diagnostic($0.diagnostic, in: $0.file) }
        let skipped = summary.skipped.map { "{\"reason\": \(JSONText.string($0.reason)), \"count\": \($0.count)}" }
        return """
        {
          "calls": [\(JSONText.list(calls, indent: 4))],
          "anchorConstraints": [\(JSONText.list(anchors, indent: 4))],
          "diagnostics": [\(JSONText.list(diagnostics, indent: 4))],
          "summary": {"files": \(summary.files), "calls": \(summary.callSites), "checked": \(summary.checked), \
        "skipped": [\(skipped.joined(separator: ", "))], "errors": \(summary.errors), "warnings": \(summary.warnings), \
        "anchorConstraints": \(summary.anchorSites), "anchorConstraintsMappable": \(summary.mappableAnchors)}
        }

        """
    }
}
