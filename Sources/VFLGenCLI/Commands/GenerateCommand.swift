import Foundation
import LayoutModel
import VFLLanguage
import VFLRendering

/// `vflgen generate` — compiles `.vfl` files and writes the typed anchor Swift code for each.
public enum GenerateCommand: Command {
    public static let name = "generate"
    public static let abstract = "Generates Swift source (typed anchor code) from .vfl files."
    public static let help = """
    OVERVIEW: Generates Swift that builds every constraint of each layout with the typed
    NSLayoutAnchor API (see docs/GeneratedCode.md).

    USAGE: vflgen generate <file.vfl>... (--output <dir> | --output-file <file.swift>)
                           [--platform uikit|appkit|both] [--access internal|public]
                           [--template <path>] [--config <vflgen.json>]
                           [--check warn|error|off] [--warnings-as-errors] [--verbose]

    ARGUMENTS:
      <file.vfl>              The layout files to compile.

    OPTIONS:
      --output <dir>          Write <dir>/X+VFL.swift for each input X.vfl; inputs that share
                              a name get X_<hash>+VFL.swift (hash: FNV-1a 32 of the input path).
      --output-file <file>    Write the single input's code to <file>.
      --platform <platform>   uikit (default), appkit, or both (#if canImport(UIKit) … #elseif
                              canImport(AppKit) … #endif).
      --access <level>        internal (default) or public, on every generated declaration.
      --template <path>       A custom section template (copy Templates/UIKit.swift.template;
                              the render context is documented in docs/Templates.md).
      --config <path>         Read settings from a vflgen.json (keys: access, check, devices,
                              platforms, template, warningsAsErrors); command-line options win.
      --check <mode>          Also run 'vflgen check' on each input: warn (default: findings
                              are warnings), error (findings fail the build) or off.
      --warnings-as-errors    Fail (exit 1) when there are warnings.
      --verbose               Show source excerpts under diagnostics and list written files.

    An input with errors writes nothing. Outputs are rewritten only when their bytes change.
    Exit status: 0 success, 1 errors, 64 usage.

    EXAMPLE:
      vflgen generate Examples/Layouts/Welcome.vfl --output Generated --platform both

    """
    public static let argumentSpec = Arguments.Spec(
        options: ["--output", "--output-file", "--platform", "--access", "--template", "--config", "--check"],
        flags: ["--warnings-as-errors", "--verbose"]
    )

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let inputs = arguments.positionals
        guard !inputs.isEmpty else { throw Arguments.UsageError("no input files; pass one or more .vfl files") }
        let outputFolder = try arguments.value("--output")
        let outputFile = try arguments.value("--output-file")
        switch (outputFolder, outputFile) {
        case (nil, nil): throw Arguments.UsageError("missing '--output <dir>' or '--output-file <file.swift>'")
        case (_?, _?): throw Arguments.UsageError("'--output' and '--output-file' cannot be used together")
        case (nil, _?) where inputs.count != 1:
            throw Arguments.UsageError("'--output-file' needs exactly one input file; \(inputs.count) given")
        default: break
        }
        var seen: Set<String> = []
        for input in inputs where !seen.insert(input).inserted {
            throw Arguments.UsageError("input '\(input)' given more than once")
        }
        let platformChoice = try arguments.value("--platform")
        if let platformChoice, GenerateConfiguration.Platforms(rawValue: platformChoice) == nil {
            throw Arguments.UsageError("invalid value '\(platformChoice)' for '--platform'; expected one of: uikit, appkit, both")
        }
        let checkChoice = try arguments.value("--check")
        if let checkChoice, CheckMode(rawValue: checkChoice) == nil {
            throw Arguments.UsageError("invalid value '\(checkChoice)' for '--check'; expected one of: warn, error, off")
        }
        let accessChoice = try arguments.value("--access")
        if let accessChoice, AccessLevel(rawValue: accessChoice) == nil {
            throw Arguments.UsageError("invalid value '\(accessChoice)' for '--access'; expected one of: internal, public")
        }

        // Settings: defaults < vflgen.json < command line.
        var configuration = GenerateConfiguration()
        if let configPath = try arguments.value("--config") {
            switch ConfigurationFile.load(configPath, into: configuration, context: context) {
            case .success(let loaded): configuration = loaded
            case .failure(let failure):
                context.standardError(failure.description + "\n")
                return .failure
            }
        }
        if let platformChoice { configuration.platforms = GenerateConfiguration.Platforms(rawValue: platformChoice)! }
        if let accessChoice { configuration.access = AccessLevel(rawValue: accessChoice)! }
        if let checkChoice { configuration.check = CheckMode(rawValue: checkChoice)! }
        var checks: [Platform: FileCheck] = [:]
        if configuration.check != .off {
            for platform in configuration.platforms.platforms {
                checks[platform] = FileCheck(
                    presets: try CheckCommand.selectedPresets(configuration.devices, for: platform),
                    severity: configuration.check == .error ? .error : .warning)
            }
        }
        if let templatePath = try arguments.value("--template") { configuration.templatePath = templatePath }
        if arguments.flag("--warnings-as-errors") { configuration.warningsAsErrors = true }

        let verbose = arguments.flag("--verbose")
        let generator = Generator(
            configuration: configuration, context: context,
            diagnosticRenderer: DiagnosticRenderer(showsExcerpts: verbose || context.standardErrorIsTerminal),
            verbose: verbose, checks: checks
        )
        guard let renderer = generator.makeRenderer() else { return .failure }

        let destinations: [URL]
        if let outputFile {
            destinations = [context.url(forPath: outputFile)]
        } else {
            let folder = context.url(forPath: outputFolder!)
            destinations = OutputFileNaming.outputFileNames(for: inputs).map { folder.appendingPathComponent($0) }
        }
        var succeeded = true
        for (input, destination) in zip(inputs, destinations) {
            if !generator.generate(input, to: destination, renderer: renderer) { succeeded = false }
        }
        return succeeded ? .success : .failure
    }
}

/// One `vflgen generate` run's work for each input: compile per platform, report, render, write.
struct Generator {
    var configuration: GenerateConfiguration
    var context: ToolContext
    var diagnosticRenderer: DiagnosticRenderer
    var verbose: Bool
    /// The layout check per platform (none when `check` is `off`).
    var checks: [Platform: FileCheck] = [:]

    /// The renderer with the built-in or custom templates; prints the error and returns nil
    /// when a custom template cannot be read or parsed.
    func makeRenderer() -> SwiftRenderer? {
        var templates = TemplateSet.builtIn
        if let path = configuration.templatePath {
            let url = context.url(forPath: path)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                context.standardError("\(path): error: cannot read template\n")
                return nil
            }
            do {
                templates = templates.replacingSections(with: try Template(path: path, text: text))
            } catch {
                context.standardError(error.description + "\n")
                return nil
            }
        }
        return SwiftRenderer(templates: templates, access: configuration.access)
    }

    /// Generates one input; returns whether it succeeded (no errors).
    func generate(_ input: String, to destination: URL, renderer: SwiftRenderer) -> Bool {
        let source: SourceFile
        switch InputFiles.read(input, context: context) {
        case .success(let file): source = file
        case .failure(let diagnostic):
            context.standardError(diagnosticRenderer.render(diagnostic, tool: "vflgen generate"))
            return false
        }

        // Compile once per platform; report each diagnostic once.
        var sections: [(platform: Platform, file: LayoutFile)] = []
        var reported: Set<Diagnostic> = []
        var hasErrors = false
        for platform in configuration.platforms.platforms {
            let compilation = VFLCompiler.compile(source, platform: platform)
            for var diagnostic in compilation.diagnostics where reported.insert(diagnostic).inserted {
                if configuration.warningsAsErrors && diagnostic.severity == .warning { diagnostic.severity = .error }
                if diagnostic.severity == .error { hasErrors = true }
                context.standardError(diagnosticRenderer.render(diagnostic, in: source))
            }
            sections.append((platform, compilation.file))
        }
        if hasErrors { return false }
        // The layout check, in the same run, reported like the compiler's own diagnostics.
        for (platform, file) in sections {
            guard let check = checks[platform] else { continue }
            for finding in check.findings(in: file) {
                var diagnostic = finding.diagnostic
                if configuration.warningsAsErrors && diagnostic.severity == .warning { diagnostic.severity = .error }
                guard reported.insert(diagnostic).inserted else { continue }
                if diagnostic.severity == .error { hasErrors = true }
                context.standardError(diagnosticRenderer.render(diagnostic, in: source))
            }
        }
        if hasErrors { return false }

        let output: String
        do {
            output = try renderer.render(
                sections, fileName: OutputFileNaming.lastPathComponent(of: input), sourcePath: input
            )
        } catch {
            switch error {
            case .invalidInput(let diagnostics):
                for diagnostic in diagnostics { context.standardError(diagnosticRenderer.render(diagnostic, in: source)) }
            case .template(let templateError):
                context.standardError(templateError.description + "\n")
            }
            return false
        }
        do {
            let outcome = try AtomicFile.write(output, to: destination)
            if verbose {
                context.standardOutput("\(outcome == .written ? "wrote" : "unchanged") \(destination.path)\n")
            }
            return true
        } catch {
            context.standardError("vflgen generate: error: cannot write '\(destination.path)': \(error.localizedDescription)\n")
            return false
        }
    }
}
