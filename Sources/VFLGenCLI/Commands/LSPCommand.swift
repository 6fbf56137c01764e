import Foundation
import LayoutModel
import VFLLanguageServer

/// `vflgen lsp` — the language server for editors (see docs/Editors.md).
public enum LSPCommand: Command {
    public static let name = "lsp"
    public static let abstract = "Runs the language server for .vfl files (LSP over stdin/stdout) for editors."
    public static let help = """
    OVERVIEW: \(abstract)

    Speaks the Language Server Protocol 3.17 on stdin and stdout: diagnostics as you type
    (every error and warning of the build, and 'vflgen check' findings), hover (the
    constraints a line makes and their generated names; declarations and uses), completion,
    go to definition, references, rename, document and workspace symbols, quick fixes
    (did-you-means, the check's fixes, '// vflgen:ignore KIND'), formatting ('vflgen format'),
    semantic tokens, inlay hints (each view's frame at one device, each metric's number),
    frames in a view's hover, and code lenses on each layout ('Check all presets',
    'Preview'). The frames' device and text size: the initialization options or settings
    'device' and 'contentSize' (default iPhone 16 Pro (portrait), L), or the command
    'vflgen.selectDevice'. Settings come from the vflgen.json nearest each file. Editors
    start it; see docs/Editors.md for Neovim, Helix, Zed, Sublime Text, Emacs and VS Code.

    USAGE: vflgen lsp [--platform uikit|appkit] [--stdio]

    OPTIONS:
      --platform <platform>   uikit or appkit for every file (default: the nearest
                              vflgen.json's first platform, else uikit).
      --stdio                 Accepted for clients that pass it; stdio is the only transport.
      -h, --help              Show this help.

    Exit status: 0 after 'shutdown' and 'exit', 1 when the input ends or 'exit' comes first.

    """
    public static let argumentSpec = Arguments.Spec(options: ["--platform"], flags: ["--stdio"])

    /// The services `vflgen lsp` gives the server (the nearest `vflgen.json`, `vflgen check`).
    public static func services(platform: Platform? = nil) -> ServerServices {
        LanguageServerServices.make(platform: platform)
    }

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platform = try arguments.value("--platform", as: Platform.self)
        if !arguments.positionals.isEmpty { throw Arguments.UsageError("'vflgen lsp' takes no files; the editor sends them") }
        let status = LanguageServer.runStandardIO(services: services(platform: platform), version: VFLGenTool.version)
        return status == 0 ? .success : .failure
    }
}
