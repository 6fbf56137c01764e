import Foundation
import LayoutModel
import VFLEngine
import VFLPreview

/// `vflgen preview` — draws layouts as SVG pictures and an HTML gallery.
public enum PreviewCommand: Command {
    public static let name = "preview"
    public static let abstract = "Draws layouts as SVG pictures and an HTML gallery (with --watch, live)."
    public static let help = """
    OVERVIEW: \(abstract)

    Draws every layout of the files at the sizes 'vflgen check' checks it at: its
    'container' lines, else each device preset (a layout with variants is drawn with each
    variant; variants named portrait/landscape only in that orientation), left-to-right and,
    when the layout uses leading or trailing, right-to-left. Frames are those of
    'vflgen frames'. Writes one SVG picture per case and an index.html gallery into the
    output folder. Pictures are to scale: the container, the safe area (shaded), the margins,
    readable and keyboard guides the layout uses (dashed), and every view in its own colour
    with its sample text ('text "…" style body' on its declaration) in the text model's font
    size, wrapped and cut ("…") as the model lays it out, an image as a crossed placeholder,
    else its name, class and size. The check's findings (conflicts, ambiguity, views off
    screen) are drawn in red on their views and listed under the picture.
    Files are written atomically and only when their bytes change.

    USAGE: vflgen preview <file.vfl>... --output <dir> [--devices <name>,...] [--layout <name>]
                          [--content-sizes <category>,...|all] [--long-text]
                          [--platform uikit|appkit] [--dialect vflgen|apple] [--watch]
                          [--error-limit <n>] [--allow-any-extension]

    ARGUMENTS:
      <file.vfl>...           The .vfl files.

    OPTIONS:
      --output <dir>          The folder for the pictures and index.html (required).
      --devices <names>       Only these device presets, comma-separated: a preset's full name
                              ("iPhone 16 Pro (landscape)") or a device's name for both
                              orientations ("iPhone 16 Pro"). Default: every preset of the
                              platform. Without a value: list the presets. Also '--device'.
      --layout <name>         Only the layouts of this name.
      --content-sizes <categories>
                              Draw each picture at these Dynamic Type sizes, comma-separated
                              (XS, S, M, L, XL, XXL, XXXL, AX1 … AX5) or 'all'; default L.
                              A 'style' scales with them, a 'font' does not. The check's
                              findings are drawn at L; other sizes show the engine's conflicts.
      --long-text             Also draw each picture with every sample string at double
                              length (Xcode's double-length pseudolanguage).
      --platform <platform>   uikit (default) or appkit, as for 'vflgen constraints'.
      --dialect <dialect>     vflgen (default) or apple, as for 'vflgen constraints'.
      --watch                 Keep running: redraw whenever a file changes. The open gallery
                              reloads itself; errors in a file are shown on the page at their
                              line and column. Stop with Ctrl-C.
      --error-limit <n>       Print at most n errors per file (default \(DiagnosticLimit.defaultCount); 0: no
                              limit); the gallery shows them all.
      --allow-any-extension   Read inputs whose names do not end in .vfl (refused otherwise).
      -h, --help              Show this help.

    EXAMPLES:
      vflgen preview Examples/Layouts/*.vfl --output Preview
      vflgen preview Examples/Layouts/Onboarding.vfl --output Preview --devices "iPhone 16 Pro"
      vflgen preview Examples/Layouts/Welcome.vfl --output Preview --content-sizes L,AX5 --long-text
      vflgen preview MyScreen.vfl --output /tmp/preview --watch   # then open /tmp/preview/index.html

    """
    public static let argumentSpec = Arguments.Spec(
        options: ["--output", "--layout", "--content-sizes", "--platform", "--dialect", DiagnosticLimit.option],
        flags: ["--watch", "--long-text", InputFiles.allowAnyExtensionFlag],
        optionalValueOptions: ["--devices"])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platformName = try arguments.choice("--platform", from: Platform.allCases.map(\.rawValue), default: Platform.uikit.rawValue)
        let platform = Platform(rawValue: platformName) ?? .uikit
        let dialect = try arguments.dialect() ?? .vflgen
        let presets = DevicePresets.all(for: platform)
        if arguments.positionals.isEmpty, try arguments.value("--devices") == "" {
            context.standardOutput(DeviceListing.render(presets))
            return .success
        }
        let chosen = try selectedPresets(try arguments.value("--devices"), from: presets)
        guard !arguments.positionals.isEmpty else { throw Arguments.UsageError("no input file; give one or more .vfl files") }
        guard let output = try arguments.value("--output") else {
            throw Arguments.UsageError("missing '--output <dir>', the folder for the pictures and index.html")
        }
        let session = PreviewSession(
            paths: arguments.positionals, output: context.url(forPath: output), platform: platform, dialect: dialect,
            layout: try arguments.value("--layout"), presets: chosen, live: arguments.flag("--watch"),
            allowsAnyExtension: arguments.flag(InputFiles.allowAnyExtensionFlag), context: context)
        session.errorLimit = try DiagnosticLimit(arguments)
        session.contents = try ContentOptions.configurations(arguments, defaults: [.default])
        let index = (output as NSString).appendingPathComponent("index.html")

        guard arguments.flag("--watch") else {
            let pass = session.generate()
            if !pass.report.isEmpty { context.standardError(pass.report) }
            context.standardOutput(summary(pass, index: index))
            return pass.hasErrors ? .failure : .success
        }
        Interrupt.install()
        defer { Interrupt.uninstall() }
        context.standardOutput("Watching \(arguments.positionals.count) file\(arguments.positionals.count == 1 ? "" : "s"); open \(index). Stop with Ctrl-C.\n")
        session.watch(shouldStop: { Interrupt.wasReceived }) { pass, seconds in
            if !pass.report.isEmpty { context.standardError(pass.report) }
            context.standardOutput(summary(pass, index: index, milliseconds: Int((seconds * 1000).rounded())))
        }
        context.standardOutput("Stopped.\n")
        return .success
    }

    static func summary(_ pass: PreviewSession.Pass, index: String, milliseconds: Int? = nil) -> String {
        var text = "\(pass.pictures) picture\(pass.pictures == 1 ? "" : "s") in \(index)"
        text += " (\(pass.written) file\(pass.written == 1 ? "" : "s") written"
        if pass.findings > 0 { text += ", \(pass.findings) finding\(pass.findings == 1 ? "" : "s")" }
        if let milliseconds { text += ", \(milliseconds) ms" }
        return text + ")\n"
    }

    /// The presets for `--devices a,b` (each a preset's full name or a device's name).
    static func selectedPresets(_ list: String?, from presets: [DevicePreset]) throws(Arguments.UsageError) -> [DevicePreset] {
        guard let list else { return presets }
        var chosen: [DevicePreset] = []
        for part in list.split(separator: ",") {
            let wanted = part.trimmingCharacters(in: .whitespaces)
            let matches = DevicePresets.named(wanted, in: presets)
            guard !matches.isEmpty else {
                var message = "no device named '\(wanted)'"
                if let suggestion = closestName(to: wanted, in: Set(presets.map(\.name) + presets.map(\.device))) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw Arguments.UsageError(message + " (see 'vflgen preview --devices')")
            }
            for match in matches where !chosen.contains(match) { chosen.append(match) }
        }
        guard !chosen.isEmpty else { throw Arguments.UsageError("'--devices' needs at least one device name") }
        return chosen
    }
}
