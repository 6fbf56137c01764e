import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutModel
import VFLEngine
import VFLLanguage
@testable import VFLPreview
@testable import VFLGenCLI

/// The package's root folder (for Examples/ and docs/images).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The bundled examples, by file name.
let bundledExamples = ["FindBar.vfl", "Gallery.vfl", "IconRow.vfl", "NewsCard.vfl", "Onboarding.vfl", "Profile.vfl", "SplitViews.vfl", "ThreeLabels.vfl", "Welcome.vfl"]

/// A temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-preview-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    /// Writes atomically, as editors save: a watcher sees one change per write.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name), options: .atomic)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func files(under folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path).sorted()
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `vflgen` in-process in `folder`.
func runTool(_ arguments: [String], in folder: TemporaryFolder) -> (status: ExitCode, stdout: String, stderr: String) {
    let (context, output) = ToolContext.capturing(currentDirectory: folder.url)
    let status = VFLGenTool.run(arguments, context: context)
    return (status, output.standardOutput, output.standardError)
}

/// Compiles `.vfl` text; fails the test on errors.
func compile(_ text: String, path: String = "Test.vfl") throws -> PreviewInput {
    let source = SourceFile(path: path, text: text)
    let compilation = VFLCompiler.compile(source, platform: .uikit)
    struct CompileError: Error { var diagnostics: [Diagnostic] }
    if compilation.hasErrors { throw CompileError(diagnostics: compilation.diagnostics) }
    return PreviewInput(source: source, layouts: compilation.file.layouts, diagnostics: compilation.diagnostics)
}

/// A parsed SVG picture: the elements the tests look at.
struct ParsedSVG {
    let document: XMLDocument

    init(_ text: String) throws {
        document = try XMLDocument(xmlString: text, options: [])
    }

    /// Every element with the given name and `class` attribute.
    func elements(_ name: String, class className: String) throws -> [XMLElement] {
        try document.nodes(forXPath: "//*[local-name()='\(name)'][@class='\(className)']").compactMap { $0 as? XMLElement }
    }

    /// The view rectangles: `data-view` → (x, y, width, height) as drawn.
    func viewRects() throws -> [(name: String, rect: Rect)] {
        try elements("rect", class: "frame").map { element in
            func number(_ attribute: String) -> Double { Double(element.value(attribute) ?? "") ?? .nan }
            return (element.value("data-view") ?? "",
                    Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height")))
        }
    }

    /// The text of every `<text>` element, in order.
    func texts() throws -> [String] {
        try document.nodes(forXPath: "//*[local-name()='text']").map { $0.stringValue ?? "" }
    }
}

extension XMLElement {
    /// An attribute's value (FoundationXML's `attribute(forName:)` finds nothing on elements
    /// in the SVG namespace on Linux, so the attributes are searched by name).
    func value(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}

/// A 300×200 container named `box` (margins 8, no safe area), as a device preset.
let boxPreset = DevicePreset(
    device: "box", orientation: nil, platform: .uikit, size: Size(width: 300, height: 200),
    safeArea: .zero, marginsFromSafeArea: .defaultMargins)

/// A `--watch` session on `L.vfl` (one 100-point view `a`) written into `folder`, drawing
/// into `folder/out` on ``boxPreset``.
func liveSession(in folder: TemporaryFolder) throws -> PreviewSession {
    try folder.write("layout L {\n    view a\n    H:|-[a(100)]\n    V:|[a]|\n}\n", to: "L.vfl")
    let (context, _) = ToolContext.capturing(currentDirectory: folder.url)
    return PreviewSession(
        paths: ["L.vfl"], output: folder.url.appendingPathComponent("out"), platform: .uikit, layout: nil,
        presets: [boxPreset], live: true, context: context)
}
