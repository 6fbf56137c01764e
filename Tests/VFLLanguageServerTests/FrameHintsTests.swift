import Foundation
import LayoutModel
import Testing
import VFLEngine
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// Issue 41: the solved layout in the editor — inlay hints with each view's frame, the frames
/// in a view's hover, the code lenses and their commands, the choice of the device.
@Suite struct FrameHintsTests {
    /// A server (with `vflgen lsp`'s services unless others are given) and one open document.
    final class Session {
        var sent: [[String: Any]] = []
        var server: LanguageServer!
        let uri: String
        var nextID = 0

        init(_ text: String, uri: String = "file:///tmp/vflgen-frame-hints/Row.vfl", services: ServerServices = LSPCommand.services(),
             capabilities: [String: Any] = [:], options: [String: Any]? = nil) {
            self.uri = uri
            server = LanguageServer(services: services, version: "test") { [unowned self] in sent.append($0) }
            var params: [String: Any] = ["capabilities": capabilities]
            if let options { params["initializationOptions"] = options }
            _ = request("initialize", params)
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
        }

        @discardableResult
        func request(_ method: String, _ params: [String: Any], document: Bool = true) -> Any? {
            nextID += 1
            var parameters = params
            if document { parameters["textDocument"] = ["uri": uri] }
            server.handle(["jsonrpc": "2.0", "id": nextID, "method": method, "params": parameters])
            let response = sent.last { ($0["id"] as? Int) == nextID }
            return response?["result"] ?? response?["error"]
        }

        /// The inlay hints of the whole document, as `line:character label`.
        func hints() -> [String] {
            let all = ["start": ["line": 0, "character": 0], "end": ["line": 10_000, "character": 0]]
            let hints = request("textDocument/inlayHint", ["range": all]) as? [[String: Any]] ?? []
            return hints.map { hint in
                let position = hint["position"] as! [String: Int]
                return "\(position["line"]!):\(position["character"]!) \(hint["label"]!)"
            }
        }

        /// The hints once the check is done.
        func checkedHints() -> [String] {
            server.publishPendingDiagnostics()
            server.waitForChecks()
            return hints()
        }

        func hover(_ line: Int, _ character: Int) -> String {
            let result = request("textDocument/hover", ["position": ["line": line, "character": character]]) as? [String: Any]
            return ((result?["contents"] as? [String: Any])?["value"] as? String) ?? ""
        }

        func command(_ name: String, _ arguments: [Any]) -> Any? {
            request("workspace/executeCommand", ["command": name, "arguments": arguments], document: false)
        }
    }

    static let row = """
        layout Row {
            view title: UILabel intrinsic 100x20
            view badge: UILabel intrinsic 40x20
            metric gap = 12

            H:|-[title]-gap-[badge]-(>=gap)-|
            V:|-[title]
            V:|-[badge]
        }

        """

    @Test func framesAfterEachDeclarationAndAMetricsNumberOncePerLine() {
        let session = Session(Self.row)
        // iPhone 16 Pro (portrait): side margins 16, safe area 62 at the top.
        #expect(session.checkedHints() == [
            "1:40 100×20 at (16, 62)", "2:39 40×20 at (128, 62)", "5:19 =12",
        ])
    }

    @Test func theHintsNeverWaitForTheCheck() {
        let session = Session(Self.row, capabilities: ["workspace": ["inlayHint": ["refreshSupport": true]]])
        session.server.publishPendingDiagnostics()
        // Asked at once: the metric's number, no frames until the check is done (if it is
        // still running), then the client is asked to refresh.
        let early = session.hints()
        #expect(early.contains("5:19 =12"))
        #expect(early.count == 1 || !session.server.isChecking)
        session.server.waitForChecks()
        #expect(session.sent.contains { $0["method"] as? String == "workspace/inlayHint/refresh" })
        #expect(session.hints().count == 3)
    }

    @Test func aDeviceChosenByOptionCommandOrSettings() throws {
        let session = Session(Self.row, capabilities: ["workspace": ["inlayHint": ["refreshSupport": true]]], options: ["device": "iPad Pro 13-inch (M4)"])
        // No request before the answer to `initialize`.
        #expect(session.sent.first?["id"] as? Int == 1 && session.sent.first?["result"] != nil)
        // The iPad's portrait: margins 20, safe area 24.
        #expect(session.checkedHints().first == "1:40 100×20 at (20, 24)")
        let chosen = try #require(session.command("vflgen.selectDevice", ["iPhone SE (3rd generation) (landscape)"]) as? [String: Any])
        #expect((chosen["shown"] as? [String: String])?["uikit"] == "iPhone SE (3rd generation) (landscape)")
        #expect(session.hints().first == "1:40 100×20 at (16, 0)")
        session.server.handle(["jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": ["settings": ["vflgen": ["device": "iPhone 16 Pro Max"]]]])
        #expect(session.checkedHints().first == "1:40 100×20 at (16, 62)")
        let refreshes = session.sent.filter { $0["method"] as? String == "workspace/inlayHint/refresh" }.count
        _ = session.command("vflgen.selectDevice", ["iPhone 16 Pro Max"])
        // Choosing what is shown already asks for nothing.
        #expect(session.sent.filter { $0["method"] as? String == "workspace/inlayHint/refresh" }.count == refreshes)
        let refused = try #require(session.command("vflgen.selectDevice", ["iPhone 3G"]) as? [String: Any])
        #expect((refused["message"] as? String)?.hasPrefix("no device preset named 'iPhone 3G'") == true)
        #expect(session.hints().first == "1:40 100×20 at (16, 62)")
    }

    /// The hints are the check's frames; `vflgen frames` solves with the layout engine on its
    /// own. On every example layout on the device presets without variants or wrapping labels
    /// they must agree.
    @Test func theHintsAgreeWithVflgenFramesOnTheExamples() throws {
        let root = CheckAgreementTests.root
        let folder = root.appendingPathComponent("Examples/Layouts")
        var compared = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".vfl") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard !text.contains("variant"), !text.contains("container ") else { continue }
            let (context, captured) = ToolContext.capturing(currentDirectory: root)
            _ = VFLGenTool.run(["frames", "Examples/Layouts/\(name)", "--devices", "iPhone 16 Pro (portrait)"], context: context)
            var expected: [String] = []
            for line in captured.standardOutput.split(separator: "\n") where !line.hasPrefix("#") {
                let parts = line.split(separator: " ").compactMap { Double($0) }
                guard parts.count == 4 else { continue }
                expected.append(LanguageServer.describe(Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])))
            }
            let session = Session(text, uri: "file:///tmp/vflgen-frame-hints/\(name)")
            let frames = session.checkedHints().filter { $0.contains("×") }.map { String($0.split(separator: " ", maxSplits: 1)[1]) }
            #expect(frames == expected, "\(name)")
            compared += expected.count
        }
        #expect(compared >= 9)  // FindBar, ThreeLabels and Welcome
    }

    @Test func aLayoutWithContainerLinesShowsItsFirstSize() {
        let session = Session("layout Cell {\n    container 343x_\n    view title: UILabel intrinsic 100x20\n    H:|-[title]-|\n    V:|-[title]-|\n}\n")
        #expect(session.checkedHints() == ["2:40 327×20 at (8, 8) · 343x_"])
    }

    @Test func anotherTextSizeIsSolvedOnRequest() throws {
        let text = "layout Row {\n    view title: UILabel text \"Hello there\" style body\n    H:|-[title]\n    V:|-[title]\n}\n"
        let session = Session(text)
        let atL = try #require(session.checkedHints().first)
        _ = session.command("vflgen.selectDevice", ["iPhone 16 Pro (portrait)", "AX5"])
        let atAX5 = try #require(session.hints().first)
        // Larger text: wider and taller, from the same origin.
        #expect(atL != atAX5 && atL.hasSuffix("at (16, 62)") && atAX5.hasSuffix("at (16, 62)"))
        let hover = session.hover(1, 10)
        #expect(hover.contains("| iPhone 16 Pro (portrait), AX5 (chosen) |"))
        #expect(!hover.contains("AX5 (largest text)"))
    }

    @Test func theHoverOfAViewListsItsFramesAtTheExtremes() {
        let text = "layout Row {\n    view title: UILabel text \"Hello there\" style body\n    view badge: UIView intrinsic 20x20\n    H:|-[title]-[badge]\n    V:|-[title]\n    V:|-[badge]\n}\n"
        let session = Session(text)
        _ = session.checkedHints()
        let hover = session.hover(1, 10)
        #expect(hover.contains("| iPhone 16 Pro (portrait), L (chosen) | 16 | 62 |"))
        #expect(hover.contains("| smallest: iPhone SE (3rd generation) (portrait) | 16 | 20 |"))
        #expect(hover.contains("| largest: iPad Pro 13-inch (M4) (portrait) | 20 | 24 |"))
        #expect(hover.contains("| iPhone 16 Pro (portrait), AX5 (largest text) | 16 | 62 |"))
        // The badge moves with the title's text at AX5.
        let badge = session.hover(2, 10)
        let rows = badge.split(separator: "\n").filter { $0.hasPrefix("| iPhone 16 Pro (portrait)") }
        #expect(rows.count == 2 && rows[0] != rows[1])
    }

    @Test func noFramesWhileTheFileHasErrors() {
        let session = Session(Self.row.replacingOccurrences(of: "[badge]-(", with: "[bagde]-("))
        #expect(session.checkedHints().allSatisfy { !$0.contains("×") })
        #expect(!session.hover(1, 10).contains("| Frame |"))
    }

    @Test func withTheCheckOffTheFramesAreSolvedOnRequest() {
        let services = ServerServices(settings: { _ in DocumentSettings(checkSeverity: nil) })
        let session = Session(Self.row, services: services)
        #expect(session.checkedHints() == ["1:40 100×20 at (16, 62)", "2:39 40×20 at (128, 62)", "5:19 =12"])
    }

    @Test func codeLensesAndTheirCommands() throws {
        // The configuration checks at one preset; "Check all presets" checks at all ten.
        let one = DevicePresets.named("iPhone 16 Pro (portrait)", in: DevicePresets.uikit)
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var previewed: [String] = []
        }
        let calls = Calls()
        let services = ServerServices(
            settings: { _ in DocumentSettings(devices: one) },
            preview: { file, layout, _, presets, folder in
                calls.lock.withLock { calls.previewed.append("\(layout) \(presets.count) \(file.layouts.count)") }
                return .success(PreviewWritten(path: folder + "/index.html", pictures: 1))
            })
        let session = Session(Self.row.replacingOccurrences(of: "    V:|-[badge]\n", with: ""), services: services)
        let lenses = try #require(session.request("textDocument/codeLens", [:]) as? [[String: Any]])
        let commands = lenses.compactMap { $0["command"] as? [String: Any] }
        #expect(commands.map { $0["title"] as? String } == ["Check all presets", "Preview"])
        let arguments = try #require(commands[0]["arguments"] as? [Any])
        #expect(arguments.count == 2 && arguments[1] as? String == "Row")

        let checked = try #require(session.command("vflgen.checkLayout", arguments) as? [String: Any])
        let sizes = try #require(checked["sizes"] as? [String])
        #expect(sizes.count == 20 && sizes.first == "iPhone SE (3rd generation) (portrait)")
        let findings = try #require(checked["findings"] as? [[String: Any]])
        let badge = try #require(findings.first { ($0["message"] as? String)?.contains("'badge'") == true })
        #expect(badge["code"] as? String == "layout-ambiguity")
        #expect(((badge["data"] as? [String: Any])?["sizes"] as? [String])?.count == 20)
        #expect(session.sent.contains { ($0["params"] as? [String: Any])?["message"] as? String == "Row: 1 finding at 20 sizes; first: \(badge["message"]!)" })

        let preview = try #require(session.command("vflgen.previewLayout", arguments) as? [String: Any])
        #expect((preview["path"] as? String)?.hasSuffix("/vflgen-preview/Row-\(LanguageServer.previewFolder(uri: session.uri, layout: "Row").suffix(8))/index.html") == true)
        #expect(calls.previewed == ["Row 1 1"])
        // Without window/showDocument the path is shown.
        #expect(session.sent.contains { (($0["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("Preview of Row: ") == true })

        let unknown = try #require(session.command("vflgen.checkLayout", [session.uri, "Nope"]) as? [String: Any])
        #expect(unknown["code"] as? Int == -32602)
    }

    @Test func thePreviewWritesTheGalleryOfTheEditorsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-lens-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session(Self.row, capabilities: ["window": ["showDocument": ["support": true]]])
        let compiled = VFLCompiler.compile(SourceFile(path: "/tmp/Row.vfl", text: Self.row), platform: .uikit)
        let written = try LanguageServerPreview.write(compiled.file, layout: "Row", platform: .uikit, presets: DevicePresets.uikit, folder: folder.path).get()
        #expect(written.pictures == 20)
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        #expect(svgs.count == 20)
        // Again with two presets: the pictures of the first run that are gone are removed.
        _ = try LanguageServerPreview.write(compiled.file, layout: "Row", platform: .uikit, presets: Array(DevicePresets.uikit.prefix(1)), folder: folder.path).get()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.count == 2)
        // Through the server: the client is asked to open it.
        let preview = try #require(session.command("vflgen.previewLayout", [session.uri, "Row"]) as? [String: Any])
        let shown = try #require(session.sent.last { $0["method"] as? String == "window/showDocument" }?["params"] as? [String: Any])
        #expect(shown["uri"] as? String == preview["uri"] as? String && shown["external"] as? Bool == true)
        try? FileManager.default.removeItem(atPath: ((preview["path"] as? String).map { ($0 as NSString).deletingLastPathComponent }) ?? "")
    }
}
