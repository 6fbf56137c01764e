import Foundation
import LayoutModel
import VFLLanguage
import VFLRendering
import VFLCheck
import VFLEngine

/// `vflgen generate` — compiles `.vfl` files and writes the typed anchor Swift code for each.
public enum GenerateCommand: Command {
    public static let name = "generate"
    public static let abstract = "Generates Swift source (typed anchor code) from .vfl files."
    public static let help = """
    OVERVIEW: Generates Swift that builds every constraint of each layout with the typed
    NSLayoutAnchor API (see docs/GeneratedCode.md).

    USAGE: vflgen generate <file.vfl>... (--output <dir> | --output-file <file.swift> | --beside-inputs)
                           [--platform uikit|appkit|both] [--access internal|public]
                           [--dialect vflgen|apple]
                           [--template <path>] [--config <vflgen.json>]
                           [--check warn|error|off] [--warnings-as-errors] [--error-limit <n>]
                           [--source-root <dir>] [--no-source-locations] [--verbose] [--allow-any-extension]

    ARGUMENTS:
      <file.vfl>              The layout files to compile.

    OPTIONS:
      --output <dir>          Write <dir>/X+VFL.swift for each input X.vfl; inputs that share
                              a name get X_<hash>+VFL.swift (hash: FNV-1a 32 of the input path).
                              Two inputs that would write one file are an error.
      --output-file <file>    Write the single input's code to <file> ('-': standard output).
                              <file> must be a regular file if it exists.
      --beside-inputs         Write each input's code next to it (dir/X.vfl → dir/X+VFL.swift,
                              names as with --output): what the generate-vfl-code command
                              plugin does, in one run, so layout names are checked across files.
      --platform <platform>   uikit (default), appkit, or both (#if canImport(UIKit) … #elseif
                              canImport(AppKit) … #endif).
      --access <level>        internal (default) or public, on every generated declaration.
      --dialect <dialect>     vflgen (default) or apple: Apple's VFL only, each vflgen
                              extension being an error (see 'vflgen help constraints').
      --template <path>       A custom section template (copy Templates/UIKit.swift.template;
                              the render context is documented in docs/Templates.md).
      --config <path>         Read settings from a vflgen.json (keys: access, platforms,
                              template, warningsAsErrors, dialect, check, devices);
                              command-line options win.
      --check <mode>          Also run 'vflgen check' on each input (docs/Check.md): warn
                              (default: findings are warnings), error (they fail) or off.
      --warnings-as-errors    Fail (exit 1) when there are warnings. Also '--werror'.
      --error-limit <n>       Print at most n errors per file (default \(DiagnosticLimit.defaultCount); 0: no limit).
      --source-root <dir>     Name inputs inside <dir> by their path relative to it in the
                              #sourceLocation directives (default: each input path as given).
      --no-source-locations   Write no #sourceLocation directives (Swift then reports errors
                              at the generated file's lines).
      --verbose               Show source excerpts under diagnostics and list written files.
      --allow-any-extension   Read inputs whose names do not end in .vfl (refused otherwise).

    An input given twice (also as 'W.vfl ./W.vfl') is read once. Two inputs defining the
    same layout name are an error (duplicate-layout). An input with errors writes nothing.
    Outputs are rewritten only when their bytes change. #sourceLocation directives name each
    input path as given (relative to --source-root when it is inside it), so that Swift
    reports an error in a view's class at its .vfl line.
    Of several inputs with one file name (A/Header.vfl, B/Header.vfl), only the one whose
    path sorts first gets the directives: Swift warns when two paths give one #fileID.
    Exit status: 0 success, 1 errors, 64 usage.

    EXAMPLE:
      vflgen generate Examples/Layouts/Welcome.vfl --output Generated --platform both

    """
    public static let argumentSpec = Arguments.Spec(
        options: ["--output", "--output-file", "--platform", "--access", "--template", "--config", "--dialect", "--source-root", "--check", DiagnosticLimit.option],
        flags: ["--warnings-as-errors", "--verbose", "--beside-inputs", "--no-source-locations", InputFiles.allowAnyExtensionFlag]
    )

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        // The same file named twice (`W.vfl ./W.vfl`) is read once, under its first spelling.
        var inputs: [String] = []
        var seen: Set<String> = []
        for input in arguments.positionals where seen.insert(context.url(forPath: input).resolvingSymlinksInPath().path).inserted {
            inputs.append(input)
        }
        guard !inputs.isEmpty else { throw Arguments.UsageError("no input files; pass one or more .vfl files") }
        let outputFolder = try arguments.value("--output")
        let outputFile = try arguments.value("--output-file")
        let besideInputs = arguments.flag("--beside-inputs")
        switch (outputFolder, outputFile) {
        case (nil, nil) where !besideInputs:
            throw Arguments.UsageError("missing '--output <dir>', '--output-file <file.swift>' or '--beside-inputs'")
        case (_?, _?): throw Arguments.UsageError("'--output' and '--output-file' cannot be used together")
        case (_?, nil) where besideInputs, (nil, _?) where besideInputs:
            throw Arguments.UsageError("'--beside-inputs' cannot be used with '--output' or '--output-file'")
        case (nil, _?) where inputs.count != 1:
            throw Arguments.UsageError("'--output-file' needs exactly one input file; \(inputs.count) given")
        default: break
        }
        let errorLimit = try DiagnosticLimit(arguments)
        let platformChoice = try arguments.value("--platform", as: GenerateConfiguration.Platforms.self)
        let dialectChoice = try arguments.dialect()
        let checkChoice = try arguments.value("--check", as: CheckMode.self)
        let accessChoice = try arguments.value("--access", as: AccessLevel.self)

        // Settings: defaults < vflgen.json < command line.
        guard var configuration = ConfigurationFile.settings(from: try arguments.value("--config"), arguments: arguments, context: context) else {
            return .failure
        }
        if let platformChoice { configuration.platforms = platformChoice }
        if let accessChoice { configuration.access = accessChoice }
        if let dialectChoice { configuration.dialect = dialectChoice }
        if let checkChoice { configuration.check = checkChoice }
        var checks: [Platform: FileCheck] = [:]
        if configuration.check != .off {
            for platform in configuration.platforms.platforms {
                let contents = CheckAxes.contents(
                    categories: configuration.contentSizes ?? CheckAxes.defaultContentSizes, longText: configuration.longText)
                checks[platform] = FileCheck(
                    axes: CheckAxes(presets: try CheckCommand.selectedPresets(configuration.devices, for: platform), contents: contents),
                    severity: configuration.check == .error ? .error : .warning)
            }
        }
        if let templatePath = try arguments.value("--template") { configuration.templatePath = templatePath }
        if arguments.flag("--warnings-as-errors") { configuration.warningsAsErrors = true }

        let verbose = arguments.flag("--verbose")
        var generator = Generator(
            configuration: configuration, context: context,
            diagnosticRenderer: DiagnosticRenderer(showsExcerpts: verbose || context.standardErrorIsTerminal),
            verbose: verbose, errorLimit: errorLimit, allowsAnyExtension: arguments.flag(InputFiles.allowAnyExtensionFlag), checks: checks
        )
        generator.sourceRoot = try arguments.value("--source-root").map { context.url(forPath: $0) }
        generator.inputsWithoutSourceLocations = arguments.flag("--no-source-locations")
            ? Set(inputs) : Set(SourceLocationNaming.inputsWithoutDirectives(inputs).map { inputs[$0] })
        guard let renderer = generator.makeRenderer() else { return .failure }

        let destinations: [Generator.Destination]
        if let outputFile {
            destinations = [outputFile == "-" ? .standardOutput : .file(context.url(forPath: outputFile))]
        } else {
            let names = OutputFileNaming.outputFileNames(for: inputs)
            let collisions = OutputFileNaming.collisions(for: inputs)
            guard collisions.isEmpty else {
                for group in collisions {
                    let quoted = group.map { "'\($0.escapingControlCharacters)'" }.joined(separator: ", ")
                    let name = names[inputs.firstIndex(of: group[0])!]
                    context.standardError(generator.diagnosticRenderer.render(.error(
                        "output-name-collision",
                        "inputs \(quoted) would all write '\(name.escapingControlCharacters)'; rename one of them (nothing was written)",
                        at: nil), tool: "vflgen generate"))
                }
                return .failure
            }
            if let outputFolder {
                let folder = context.url(forPath: outputFolder)
                destinations = names.map { .file(folder.appendingPathComponent($0)) }
            } else {
                destinations = zip(inputs, names).map { input, name in
                    .file(context.url(forPath: input).deletingLastPathComponent().appendingPathComponent(name))
                }
            }
        }
        // Compile everything first: layout names must be unique across the inputs.
        var compiled = inputs.map { generator.compile($0) }
        LayoutNameClashes.report(in: &compiled)
        ViewClassSpelling.report(in: &compiled, warningsAsErrors: configuration.warningsAsErrors)
        var succeeded = true
        for (input, destination) in zip(compiled, destinations) {
            if !generator.write(input, to: destination, renderer: renderer) { succeeded = false }
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
    var errorLimit: DiagnosticLimit
    /// `--allow-any-extension`: read inputs whatever their names end in.
    var allowsAnyExtension = false
    /// `--source-root`: `#sourceLocation` directives name inputs inside it by their path
    /// relative to it (the command plugin passes the package directory, so committed files
    /// are the same on every machine).
    var sourceRoot: URL?
    /// The inputs whose code is written without `#sourceLocation` directives
    /// (`--no-source-locations`, or a file name another input has: ``SourceLocationNaming``).
    var inputsWithoutSourceLocations: Set<String> = []
    /// The layout check per platform (none when `check` is `off`).
    var checks: [Platform: FileCheck] = [:]

    /// The path `#sourceLocation` directives name for `input`: as given, or relative to
    /// ``sourceRoot`` when the input is inside it.
    func sourceLocationPath(of input: String) -> String {
        guard let sourceRoot else { return input }
        let path = context.url(forPath: input).path
        var root = sourceRoot.standardizedFileURL.path
        if !root.hasSuffix("/") { root += "/" }
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : input
    }

    /// The renderer with the built-in or custom templates; prints the error and returns nil
    /// when a custom template cannot be read or parsed.
    func makeRenderer() -> SwiftRenderer? {
        var templates = TemplateSet.builtIn
        if let path = configuration.templatePath {
            let url = context.url(forPath: path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                context.standardError("\(path.escapingControlCharacters): error: cannot read template\n")
                return nil
            }
            let text: String
            switch UTF8Validation.sourceFile(path: path, bytes: [UInt8](data)) {
            case .success(let file): text = file.text
            case .failure(let invalid):
                context.standardError(diagnosticRenderer.render(invalid.diagnostic, in: invalid.validPrefix))
                return nil
            }
            do {
                templates = templates.replacingSections(with: try Template(path: path, text: text))
            } catch {
                context.standardError(error.description.escapingControlCharacters + "\n")
                return nil
            }
        }
        return SwiftRenderer(templates: templates, access: configuration.access)
    }

    /// Where one input's code goes.
    enum Destination {
        case file(URL)
        case standardOutput
    }

    /// Reads and compiles one input for every platform (each diagnostic once); nil when the
    /// file cannot be read (reported here).
    func compile(_ input: String) -> CompiledInput? {
        let source: SourceFile
        switch InputFiles.readLayout(input, context: context, allowsAnyExtension: allowsAnyExtension) {
        case .success(let file): source = file
        case .failure(let failure):
            context.standardError(failure.render(with: diagnosticRenderer, tool: "vflgen generate"))
            return nil
        }
        var compiled = CompiledInput(input: input, source: source)
        var reported: Set<Diagnostic> = []
        for platform in configuration.platforms.platforms {
            let compilation = VFLCompiler.compile(source, platform: platform, dialect: configuration.dialect)
            for var diagnostic in compilation.diagnostics where reported.insert(diagnostic).inserted {
                if configuration.warningsAsErrors && diagnostic.severity == .warning { diagnostic.severity = .error }
                compiled.diagnostics.append(diagnostic)
            }
            compiled.sections.append((platform, compilation.file))
        }
        // The layout check, in the same run, reported like the compiler's own diagnostics.
        if !compiled.diagnostics.containsErrors {
            for (platform, file) in compiled.sections {
                guard let check = checks[platform] else { continue }
                for finding in check.findings(in: file) {
                    var diagnostic = finding.diagnostic
                    if configuration.warningsAsErrors && diagnostic.severity == .warning { diagnostic.severity = .error }
                    if reported.insert(diagnostic).inserted { compiled.diagnostics.append(diagnostic) }
                }
            }
        }
        return compiled
    }

    /// Reports a compiled input's diagnostics, then renders and writes it unless it has
    /// errors; returns whether it succeeded (no errors).
    func write(_ compiled: CompiledInput?, to destination: Destination, renderer: SwiftRenderer) -> Bool {
        guard let compiled else { return false }
        let source = compiled.source
        var report = ""
        for diagnostic in errorLimit.applied(to: compiled.diagnostics) {
            report += diagnosticRenderer.render(diagnostic, in: source)
            for (note, file) in compiled.notesElsewhere[diagnostic] ?? [] {
                report += diagnosticRenderer.render(note, in: file)
            }
        }
        if !report.isEmpty { context.standardError(report) }
        if compiled.diagnostics.containsErrors { return false }

        let output: String
        do {
            output = try renderer.render(
                compiled.sections, fileName: OutputFileNaming.lastPathComponent(of: compiled.input), sourcePath: sourceLocationPath(of: compiled.input),
                sourceLocations: !inputsWithoutSourceLocations.contains(compiled.input)
            )
        } catch {
            switch error {
            case .invalidInput(let diagnostics):
                for diagnostic in errorLimit.applied(to: diagnostics) { context.standardError(diagnosticRenderer.render(diagnostic, in: source)) }
            case .template(let templateError):
                context.standardError(templateError.description.escapingControlCharacters + "\n")
            }
            return false
        }
        guard case .file(let url) = destination else {
            context.standardOutput(output)
            return true
        }
        let shownPath = url.path.escapingControlCharacters
        do {
            let outcome = try AtomicFile.write(output, to: url)
            if verbose {
                context.standardOutput("\(outcome == .written ? "wrote" : "unchanged") \(shownPath)\n")
            }
            return true
        } catch let refused as AtomicFile.NotARegularFile {
            context.standardError("vflgen generate: error: \(refused.description.escapingControlCharacters)\n")
            return false
        } catch {
            context.standardError("vflgen generate: error: cannot write '\(shownPath)': \(error.localizedDescription.escapingControlCharacters)\n")
            return false
        }
    }
}
