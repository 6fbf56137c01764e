import Foundation
import LayoutModel
import VFLLanguage
import VFLLint

/// `vflgen migrate` — writes the VFL calls of Swift and Objective-C sources as `.vfl` files
/// and prints the code that replaces each function's calls. Never edits the sources.
public enum MigrateCommand: Command {
    public static let name = "migrate"
    public static let abstract = "Moves the VFL strings of Swift and Objective-C sources into .vfl files."
    public static let help = """
    OVERVIEW: \(abstract)

    Checks every VFL call as 'vflgen lint' does, then writes one .vfl file per source file
    into the output folder, with one layout per function that makes VFL constraints (named
    from the type and function: ViewController.viewDidLoad → layout ViewControllerViewDidLoad).
    Views are declared with the classes the same file declares them with; literal metrics
    become 'metric' lines; computed metrics become metrics with a comment giving the
    expression, which the call site sets. Each layout lowers to exactly the constraints the
    original strings made. Constraints the same functions make with the anchor API or
    NSLayoutConstraint(item:…) / constraintWithItem: and visibly activate become equation
    lines of the layout when they map exactly. Prints, per function, the code that replaces
    its calls, and every call or constraint it could not migrate with the reason. The sources
    are never changed.

    USAGE: vflgen migrate <path>... --output <dir> [--platform uikit|appkit]

    ARGUMENTS:
      <path>                  .swift, .m and .mm files, or folders to search for them.

    OPTIONS:
      --output <dir>          Where the .vfl files go (<dir>/ViewController.vfl for
                              ViewController.swift); written only when their bytes change.
      --platform <platform>   As for 'vflgen lint' (default: from each file's imports).
      -h, --help              Show this help.

    Exit status: 0 success (calls that could not be migrated are listed, not errors),
    1 an input could not be read or an output not written, 64 usage.

    EXAMPLE:
      vflgen migrate Sources/App/ViewController.swift --output Sources/App/Layouts

    See docs/Migrating.md for a walk-through.

    """
    public static let argumentSpec = Arguments.Spec(options: ["--output", "--platform"])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        guard let output = try arguments.value("--output") else {
            throw Arguments.UsageError("missing '--output <dir>'")
        }
        let platform = try arguments.value("--platform", as: Platform.self)
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError("no input paths; give .swift/.m files or folders")
        }
        let lint = LintCommand.lintFiles(arguments.positionals, platform: platform, context: context)
        let renderer = DiagnosticRenderer(showsExcerpts: false)
        var failed = !lint.unreadable.isEmpty
        for failure in lint.unreadable { context.standardError(failure.render(with: renderer, tool: "vflgen")) }
        let folder = context.url(forPath: output)
        var out = ""
        var written: Set<String> = []
        var notMigrated = 0
        var anchors = 0
        var anchorsNotMigrated = 0
        var layoutNames: Set<String> = []  // one module: layout classes must differ across files
        for file in lint.files {
            let plan = MigrationPlanner.plan(file, takenNames: &layoutNames)
            let text = VFLFileWriter.fileText(plan)
            if !text.isEmpty {
                var fileName = plan.fileName
                var suffix = 2
                while !written.insert(fileName).inserted {
                    fileName = "\(MigrationPlanner.fileBaseName(plan.fileName))\(suffix).vfl"
                    suffix += 1
                }
                // Paths (and reasons, below) quote input text: escaped like every diagnostic's.
                let path = (output.hasSuffix("/") ? output + fileName : output + "/" + fileName).escapingControlCharacters
                do {
                    try AtomicFile.write(text, to: folder.appendingPathComponent(fileName))
                    out += "\(file.scan.source.path.escapingControlCharacters): \(plan.layouts.count) layout\(plan.layouts.count == 1 ? "" : "s") → \(path)\n\n"
                    out += ReplacementCode.text(plan)
                } catch {
                    failed = true
                    context.standardError("vflgen: error: cannot write '\(path)': \(error.localizedDescription.escapingControlCharacters)\n")
                }
            }
            // VFL calls and anchor/item constraints left in place, in source order.
            let left = (plan.notMigrated.map { ($0.site.nameRange.start, $0.reason) } + plan.anchorsNotMigrated.map { ($0.site.nameRange.start, $0.reason) })
                .sorted { $0.0 < $1.0 }
            for (start, reason) in left {
                let location = file.scan.source.location(of: start)
                out += "\(file.scan.source.path.escapingControlCharacters):\(location.line):\(location.column): not migrated: \(reason.escapingControlCharacters)\n"
            }
            if !left.isEmpty { out += "\n" }
            notMigrated += plan.notMigrated.count
            anchors += file.scan.anchorSites.count
            anchorsNotMigrated += plan.anchorsNotMigrated.count
        }
        let migrated = lint.summary.callSites - notMigrated
        var counts = "\(migrated) of \(lint.summary.callSites) VFL call\(lint.summary.callSites == 1 ? "" : "s")"
        if anchors > 0 {
            counts += " and \(anchors - anchorsNotMigrated) of \(anchors) anchor/item constraint\(anchors == 1 ? "" : "s") (as equation lines)"
        }
        out += "vflgen migrate: \(counts) migrated into \(written.count) .vfl file\(written.count == 1 ? "" : "s")\n"
        context.standardOutput(out)
        return failed ? .failure : .success
    }
}
