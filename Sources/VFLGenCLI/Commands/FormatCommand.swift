import Foundation
import LayoutModel
import VFLLanguage

/// `vflgen format` — the canonical layout of `.vfl` files (see ``VFLFormatter``).
public enum FormatCommand: Command {
    public static let name = "format"
    public static let abstract = "Formats .vfl files: indentation, spacing in declarations and options, aligned comments."
    public static let help = """
    OVERVIEW: \(abstract)

    Indents each line four spaces per open layout or variant, puts one space between the
    words of a declaration ('view name: Type', 'metric name = 15', 'layout Name {'), writes
    an options clause as '  options: [.a, .b]' after its VFL line, aligns the comments of
    consecutive lines, removes trailing whitespace and repeated blank lines. VFL lines are
    kept as written and comments stay on their line: only whitespace the parser skips
    changes, so the constraints are the same before and after. Formatting is idempotent.
    A line with an error (as 'vflgen generate' reads it for UIKit) is kept exactly as
    written, only re-indented; the first error is printed and the exit status is 1.

    USAGE: vflgen format <file.vfl>... [--check | --in-place] [--allow-any-extension]

    ARGUMENTS:
      <file.vfl>              The layout files to format.

    OPTIONS:
      --check                 Print nothing but the files that are not formatted (on stderr);
                              exit status 1 if there are any (for CI).
      --in-place              Rewrite the files that change (atomically; others are not touched).
      --allow-any-extension   Read inputs whose names do not end in .vfl (refused otherwise).
      -h, --help              Show this help.

    Without --check or --in-place the formatted text is printed on stdout.

    Exit status: 0 done (or all formatted), 1 a file has errors, is not formatted (--check) or
    cannot be read or written, 64 usage.

    EXAMPLES:
      vflgen format Card.vfl
      vflgen format --in-place Layouts/*.vfl
      vflgen format --check Layouts/*.vfl

    """
    public static let argumentSpec = Arguments.Spec(options: [], flags: ["--check", "--in-place", InputFiles.allowAnyExtensionFlag])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let check = arguments.flag("--check")
        let inPlace = arguments.flag("--in-place")
        if check && inPlace { throw Arguments.UsageError("'--check' and '--in-place' cannot be combined") }
        if arguments.positionals.isEmpty { throw Arguments.UsageError("no input files; pass one or more .vfl files") }
        let renderer = DiagnosticRenderer(showsExcerpts: false)
        var failed = false
        for path in arguments.positionals {
            let source: SourceFile
            switch InputFiles.readLayout(path, context: context, allowsAnyExtension: arguments.flag(InputFiles.allowAnyExtensionFlag)) {
            case .success(let file): source = file
            case .failure(let failure):
                context.standardError(failure.render(with: renderer, tool: "vflgen format"))
                failed = true
                continue
            }
            let result = VFLFormatter.format(source)
            let formatted = result.text
            if let first = result.errors.first {
                // The file does not compile: its rejected lines were kept as written. Say so
                // (with the first error), and fail, whatever else was asked.
                let count = result.errors.count
                context.standardError(renderer.render(first, in: source))
                context.standardError("vflgen format: \(path.escapingControlCharacters) has \(count) error\(count == 1 ? "" : "s"); the lines with errors were kept as written (only re-indented)\n")
                failed = true
            }
            if check {
                if formatted != source.text {
                    context.standardError("\(path.escapingControlCharacters): not formatted (run 'vflgen format --in-place')\n")
                    failed = true
                }
            } else if inPlace {
                guard formatted != source.text else { continue }
                do {
                    try AtomicFile.write(formatted, to: context.url(forPath: path))
                } catch {
                    context.standardError("vflgen format: error: cannot write '\(path.escapingControlCharacters)': \(error)\n")
                    failed = true
                }
            } else {
                context.standardOutput(formatted)
            }
        }
        return failed ? .failure : .success
    }
}
