import Foundation
import LayoutModel
import VFLEngine
import VFLLanguage
import VFLCheck

/// `vflgen check` — finds layout bugs at build time (see docs/Check.md).
public enum CheckCommand: Command {
    public static let name = "check"
    public static let abstract = "Checks layouts for conflicts, ambiguity and views off screen on each device."
    public static let help = """
    OVERVIEW: \(abstract)

    Solves every layout (and variant) of each file at the sizes it declares with 'container'
    lines, or at the device presets, left-to-right and (when it uses leading/trailing)
    right-to-left, and reports at the .vfl line:
      - conflicts: required constraints that cannot all hold (a minimal set, each member
        noted with its generated name; 'structural' when it happens at every size);
      - ambiguity: a view whose x, y, width or height has more than one optimal value, with
        a fix (including content priority ambiguity between content-sized views);
      - off screen: a view with a negative size or leaving its container, in points;
      - text: a single-line label or a button whose text is truncated, a wrapping label
        taller than its space, views that overlap only at some text size or length.
    Each layout is checked with its sample content (a label without text shows "Label") at
    the default text size (L) and at AX5, and in any other content configuration chosen.
    A '// vflgen:ignore KIND' comment (conflict, ambiguity, off-screen, truncated,
    text-clipped, overlap) on the finding's line silences it. See docs/Check.md.

    USAGE: vflgen check <file.vfl>... [--devices <name>,...] [--content-sizes <sizes>] [--long-text]
                        [--format text|json] [--warnings-as-errors]
                        [--platform uikit|appkit] [--dialect vflgen|apple] [--config <vflgen.json>] [--verbose]
                        [--error-limit <n>] [--allow-any-extension]
           vflgen check --devices [--platform uikit|appkit]

    ARGUMENTS:
      <file.vfl>              The layout files to check.

    OPTIONS:
      --devices <names>       Check at these presets only (comma-separated preset or device
                              names, e.g. 'iPhone SE (3rd generation),iPad (A16)'). Without
                              files and without a value: list the presets. Also '--device'.
      --content-sizes <sizes> The Dynamic Type sizes to check at, comma-separated (XS, S, M, L,
                              XL, XXL, XXXL, AX1 … AX5) or 'all' (default: L,AX5, or
                              vflgen.json's "contentSizes"). A layout whose views do not
                              scale with Dynamic Type is solved once.
      --long-text             Also check each size with every sample string at double length
                              (Xcode's double-length pseudolanguage; "longText": true).
      --format <format>       text (default: diagnostics on stderr) or json (stdout).
      --warnings-as-errors    Report findings as errors, and fail (exit 1) on any warning.
                              Also '--werror'.
      --platform <platform>   uikit (default) or appkit: the framework and the preset set.
      --dialect <dialect>     vflgen (default) or apple, as for 'vflgen generate'.
      --config <path>         A vflgen.json; its "devices" narrows or replaces the presets
                              (its "dialect", "contentSizes" and "longText" apply too).
      --verbose               Show the source line and a caret under each finding, and
                              report views whose size comes from content vflgen cannot
                              measure (an image view without 'image').
      --error-limit <n>       Print at most n errors per file (default \(DiagnosticLimit.defaultCount); 0: no limit).
      --allow-any-extension   Read inputs whose names do not end in .vfl (refused otherwise).
      -h, --help              Show this help.

    Exit status: 0 no findings (or only warnings), 1 errors, 64 usage.

    EXAMPLES:
      vflgen check Examples/Layouts/*.vfl
      vflgen check Card.vfl --devices 'iPhone SE (3rd generation)' --warnings-as-errors
      vflgen check Card.vfl --content-sizes all --long-text
      vflgen check --devices

    """
    public static let argumentSpec = Arguments.Spec(
        options: ["--platform", "--format", "--config", "--dialect", "--content-sizes", DiagnosticLimit.option],
        flags: ["--warnings-as-errors", "--verbose", "--long-text", InputFiles.allowAnyExtensionFlag],
        optionalValueOptions: ["--devices"])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platformChoice = try arguments.value("--platform", as: Platform.self)
        let devices = try arguments.value("--devices")
        let dialect = try arguments.dialect()
        guard let configuration = ConfigurationFile.settings(from: try arguments.value("--config"), arguments: arguments, context: context) else {
            return .failure
        }
        if arguments.positionals.isEmpty {
            guard devices == "" else { throw Arguments.UsageError("no input files; pass one or more .vfl files (or '--devices' alone to list the presets)") }
            let platforms = platformChoice.map { [$0] } ?? Platform.allCases
            var presets: [DevicePreset] = []
            for platform in platforms {
                presets += try selectedPresets(configuration.devices, for: platform)
            }
            context.standardOutput(DeviceListing.render(presets))
            return .success
        }
        let platform = platformChoice ?? .uikit
        let format = try arguments.choice("--format", from: ["text", "json"], default: "text")
        let errorLimit = try DiagnosticLimit(arguments)
        var entries = configuration.devices
        if let devices, !devices.isEmpty {
            entries = devices.split(separator: ",").map { .named($0.trimmingCharacters(in: .whitespaces)) }
        } else if devices == "" {
            throw Arguments.UsageError("'--devices' with files needs names, e.g. --devices 'iPhone SE (3rd generation)'")
        }
        let presets = try selectedPresets(entries, for: platform)
        if presets.isEmpty {
            throw Arguments.UsageError("none of the devices is a \(platform == .uikit ? "UIKit" : "AppKit") preset; 'vflgen check --devices --platform \(platform.rawValue)' lists them")
        }
        let warningsAsErrors = arguments.flag("--warnings-as-errors")
        let axes = CheckAxes(presets: presets, contents: try contents(arguments, configuration: configuration))
        let check = FileCheck(axes: axes, severity: warningsAsErrors ? .error : .warning, reportsContentGuesses: arguments.flag("--verbose"))
        let renderer = DiagnosticRenderer(showsExcerpts: arguments.flag("--verbose") || context.standardErrorIsTerminal)

        var failed = false
        var documents: [CheckJSON.File] = []
        for path in arguments.positionals {
            let source: SourceFile
            switch InputFiles.readLayout(path, context: context, allowsAnyExtension: arguments.flag(InputFiles.allowAnyExtensionFlag)) {
            case .success(let file): source = file
            case .failure(let failure):
                context.standardError(failure.render(with: renderer, tool: "vflgen check"))
                failed = true
                continue
            }
            var compilation = VFLCompiler.compile(source, platform: platform, dialect: dialect ?? configuration.dialect)
            compilation.diagnostics = errorLimit.applied(to: compilation.diagnostics)
            var report = compilation.diagnostics.map { renderer.render($0, in: source) }.joined()
            var findings: [CheckFinding] = []
            var sizes: [FileCheck.CheckedSize] = []
            if warningsAsErrors, compilation.diagnostics.contains(where: { $0.severity == .warning }) { failed = true }
            if compilation.hasErrors {
                failed = true
            } else {
                (findings, sizes) = check.run(compilation.file)
                report += errorLimit.applied(to: findings.map(\.diagnostic)).map { renderer.render($0, in: source) }.joined()
                if findings.contains(where: { $0.diagnostic.severity == .error }) { failed = true }
            }
            if !report.isEmpty { context.standardError(report) }
            documents.append(CheckJSON.File(source: source, diagnostics: compilation.diagnostics, findings: findings, sizes: sizes))
        }
        if format == "json" { context.standardOutput(CheckJSON.render(documents)) }
        return failed ? .failure : .success
    }

    /// The content configurations to check in: `--content-sizes` (else `"contentSizes"`, else
    /// ``CheckAxes/defaultContentSizes``), each also with long text with `--long-text` or
    /// `"longText": true`.
    static func contents(_ arguments: Arguments, configuration: GenerateConfiguration) throws(Arguments.UsageError) -> [ContentConfiguration] {
        let categories = try arguments.value("--content-sizes").map { text throws(Arguments.UsageError) in
            try ContentOptions.categories(text, option: "--content-sizes")
        } ?? configuration.contentSizes ?? CheckAxes.defaultContentSizes
        return CheckAxes.contents(categories: categories, longText: arguments.flag("--long-text") || configuration.longText)
    }

    /// The presets `entries` select (every built-in preset of the platform when `nil`).
    static func selectedPresets(_ entries: [DeviceEntry]?, for platform: Platform) throws(Arguments.UsageError) -> [DevicePreset] {
        guard let entries else { return DevicePresets.all(for: platform) }
        switch DeviceEntry.presets(entries, for: platform) {
        case .success(let presets): return presets
        case .failure(let error): throw error
        }
    }
}
