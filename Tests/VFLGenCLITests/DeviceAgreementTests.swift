import Foundation
import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage
import VFLPreview
@testable import VFLGenCLI
@testable import VFLCheck

/// Issue 18 §3: one device model. Every bundled layout, at every size `vflgen check` checks it
/// at (every device preset, or its `container` lines, fitting sizes included; both directions
/// when it uses leading/trailing), gets the same frames from the check, from `vflgen frames`
/// (`--device NAME`, or `--size` as the container line writes it) and from `vflgen preview`.
@Suite struct DeviceAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `vflgen frames` text for one layout (and variant): the first block's frames by view.
    static func frames(_ arguments: [String]) -> [String: Rect] {
        let (context, output) = ToolContext.capturing(currentDirectory: root)
        _ = VFLGenTool.run(["frames"] + arguments, context: context)
        var result: [String: Rect] = [:]
        var blocks = 0
        for line in output.standardOutput.split(separator: "\n") {
            if line.hasPrefix("# ") {
                blocks += 1
                continue
            }
            guard blocks == 1 else { break }
            let parts = line.split(separator: " ")
            let numbers = parts.dropFirst().compactMap { Double($0) }
            if numbers.count == 4 { result[String(parts[0])] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) }
        }
        return result
    }

    /// Equal to a millionth of a point.
    static func same(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 1e-6 }
    }

    @Test(arguments: [Platform.uikit, .appkit])
    func everyBundledLayoutHasTheSameFramesInEveryTool(platform: Platform) throws {
        let paths = (FileManager.default.enumerator(atPath: Self.root.appendingPathComponent("Examples").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".vfl") && !$0.contains(".build") }.sorted().map { "Examples/\($0)" }
            .filter { platform == .uikit || !UIKitOnlyExamples.contains($0) }  // Examples/Layouts/uikit-only.txt
        #expect(paths.count >= 10)
        let presets = DevicePresets.all(for: platform)
        var compared = 0
        var withContent = 0
        var presetsSeen: Set<String> = []
        for path in paths {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let source = SourceFile(path: path, text: text)
            let compilation = VFLCompiler.compile(source, platform: platform, dialect: .vflgen)
            #expect(!compilation.hasErrors, "\(path)")
            // The check runs each layout at L and AX5 (a configuration that sizes no view
            // differently is skipped); the gallery draws each picture in both, as
            // `vflgen preview --content-sizes L,AX5` does.
            let contents = CheckAxes.defaultContents
            let gallery = PreviewGallery(inputs: [PreviewInput(source: source, layouts: compilation.file.layouts, diagnostics: [], platform: platform)]) { input, layout in
                let checked = CheckedPictures.requests(for: layout, in: input.source, presets: presets)
                return contents.flatMap { content in
                    checked.map { request in
                        var request = request
                        request.content = content
                        return request
                    }
                }
            }
            for layout in compilation.file.layouts {
                for analysis in FileCheck(presets: presets, severity: .warning).check(layout, in: source).analyses {
                    let content = analysis.size.environment.content
                    var name = analysis.size.name
                    let rightToLeft = name.hasSuffix(CheckSize.rightToLeftSuffix)
                    if rightToLeft { name.removeLast(CheckSize.rightToLeftSuffix.count) }
                    let contentSuffix = CheckAxes.suffix(for: content)
                    if name.hasSuffix(contentSuffix) { name.removeLast(contentSuffix.count) }
                    let isPreset = presets.contains { $0.name == name }
                    if isPreset { presetsSeen.insert(name) }
                    var arguments = [path, "--layout", layout.name, "--platform", platform.rawValue, isPreset ? "--device" : "--size", name]
                    if let keyboard = presets.first(where: { $0.keyboardShownName == name }) {
                        arguments = [path, "--layout", layout.name, "--device", keyboard.name, "--keyboard", "\(keyboard.keyboardHeight!)"]
                    }
                    if let variant = analysis.variant { arguments += ["--variant", variant] }
                    if rightToLeft { arguments.append("--rtl") }
                    if content != .standard { arguments += ["--content-size", content.categoryName] + (content.longText ? ["--long-text"] : []) }
                    if content != .standard { withContent += 1 }
                    let framed = Self.frames(arguments)
                    let title = analysis.variant.map { "\(layout.name).\($0)" } ?? layout.name
                    // (A right-to-left picture that would repeat the left-to-right one is not drawn.)
                    let picture = gallery.pictures.first {
                        $0.title == title && $0.canvas.name == name && $0.content == content && ($0.direction == .rightToLeft) == rightToLeft
                    } ?? gallery.pictures.first { rightToLeft && $0.title == title && $0.canvas.name == name && $0.content == content }
                    #expect(picture != nil, "\(path) \(title) at \(analysis.size.name): no picture")
                    let unsure = Set(analysis.undetermined.map(\.view))
                    for (index, view) in layout.views.enumerated() where !unsure.contains(index) {
                        let place = "\(path) \(title) '\(view.name)' at \(analysis.size.name)"
                        // (The check moves one engine from size to size: the last bits may differ.)
                        #expect(Self.same(framed[view.name], analysis.frames[index]), "frames vs check: \(place)")
                        #expect(Self.same(picture?.solved.frame(of: view.name), analysis.frames[index]), "preview vs check: \(place)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 300)
        // The examples' sample texts scale on UIKit: some sizes are checked (and compared) at AX5 too.
        if platform == .uikit { #expect(withContent > 20) }  // AppKit has no Dynamic Type: L only
        // Layouts without container lines are checked on every preset.
        #expect(presetsSeen == Set(presets.map(\.name)))
    }

    /// Issue 17: with an iPhone 16 Pro's preset, Welcome's icon is below the safe area in
    /// `frames` as in `preview` (y 62), in both orientations; a fitting side gives its size.
    @Test func framesTakesADeviceAndAFittingSize() {
        let (context, output) = ToolContext.capturing(currentDirectory: Self.root)
        #expect(VFLGenTool.run(["frames", "Examples/Layouts/Welcome.vfl", "--device", "iPhone 16 Pro"], context: context) == .success)
        #expect(output.standardOutput.hasPrefix("# Welcome · iPhone 16 Pro (portrait)\nicon 15 62 30 30\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("# Welcome · iPhone 16 Pro (landscape)\nicon 15 0 30 30\n"), "\(output.standardOutput)")
        let (fitContext, fitOutput) = ToolContext.capturing(currentDirectory: Self.root)
        #expect(VFLGenTool.run(["frames", "Examples/Layouts/IconRow.vfl", "--size", "320x_", "--format", "json"], context: fitContext) == .success)
        #expect(fitOutput.standardOutput.contains("\"size\": {\"width\": 320, \"height\": null}"), "\(fitOutput.standardOutput)")
        // 8 + two lines of body text ("Zusammenfassung der Woche" wraps at 177.5 points: 41) + 8.
        #expect(fitOutput.standardOutput.contains("\"container\": {\"width\": 320, \"height\": 57}"), "\(fitOutput.standardOutput)")
    }

    /// Issue 18 §2: a layout on the keyboard guide is also checked, and drawn, with the keyboard
    /// shown; the fixture conflicts only then.
    @Test func keyboardShownSizesAreCheckedAndDrawn() throws {
        let path = "Tests/VFLGenCLITests/Fixtures/Check/KeyboardShown.vfl"
        let source = SourceFile(path: path, text: try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))
        let compilation = VFLCompiler.compile(source, platform: .uikit, dialect: .vflgen)
        let layout = try #require(compilation.file.layouts.first)
        let check = FileCheck(presets: DevicePresets.uikit, severity: .warning).check(layout, in: source)
        #expect(check.analyses.count == 40)  // ten presets, keyboard hidden and shown, both directions
        #expect(!check.findings.isEmpty)
        #expect(check.findings.allSatisfy { $0.finding.sizes.allSatisfy { $0.contains(", keyboard shown)") } })
        #expect(check.findings.allSatisfy { $0.built.diagnostic.message.contains("keyboard shown") })
        let gallery = PreviewGallery(inputs: [PreviewInput(source: source, layouts: [layout], diagnostics: [])]) { input, layout in
            CheckedPictures.requests(for: layout, in: input.source, presets: DevicePresets.uikit)
        }
        let shown = gallery.pictures.filter { $0.canvas.name.hasSuffix("keyboard shown)") }
        #expect(shown.count == 10)  // the fixture does not mirror: no right-to-left duplicates
        for picture in shown {
            let preset = try #require(DevicePresets.uikit.first { $0.keyboardShownName == picture.canvas.name })
            #expect(picture.canvas.keyboardHeight == preset.keyboardHeight)
            let svg = SVGPicture.render(picture)
            #expect(svg.contains("class=\"keyboard\"") && svg.contains(">keyboard shown</text>"))
            // The sign-in button sits on the keyboard.
            let button = try #require(picture.solved.frame(of: "signIn"))
            if picture.findings.isEmpty { #expect(abs(button.maxY + 8 - (preset.size.height - preset.keyboardHeight!)) < 1e-6) }
        }
        #expect(gallery.pictures.filter { !$0.canvas.name.contains("keyboard") }.allSatisfy { !SVGPicture.render($0).contains("keyboard shown") })
    }
}
