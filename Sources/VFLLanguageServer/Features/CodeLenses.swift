import Foundation
import LayoutModel
import VFLCheck
import VFLEngine
import VFLLanguage

/// The commands the server runs (`workspace/executeCommand`): the code lenses' and the
/// choice of the frames' device.
enum ServerCommand: String, CaseIterable {
    /// `[uri, layout]`: the check of one layout at every preset of the platform.
    case checkLayout = "vflgen.checkLayout"
    /// `[uri, layout]`: writes one layout's gallery (as `vflgen preview --layout`).
    case previewLayout = "vflgen.previewLayout"
    /// `[device, contentSize?]` or `[{"device": …, "contentSize": …}]`: the configuration
    /// frames are shown at; without arguments, the current one and the presets.
    case selectDevice = "vflgen.selectDevice"
}

/// `textDocument/codeLens`: "Check all presets" and "Preview" on each `layout`.
extension LanguageServer {
    func codeLenses(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        let index = analysis(of: document).index
        var lenses: [JSONObject] = []
        for entry in index.layouts {
            let range = document.range(of: entry.nameRange).json
            let arguments: [Any] = [document.uri, entry.name]
            lenses.append(["range": range, "command": ["title": "Check all presets", "command": ServerCommand.checkLayout.rawValue, "arguments": arguments] as JSONObject])
            lenses.append(["range": range, "command": ["title": "Preview", "command": ServerCommand.previewLayout.rawValue, "arguments": arguments] as JSONObject])
        }
        return .success(lenses)
    }

    func executeCommand(_ name: String, arguments: [Any]) -> Result<Any, RequestFailure> {
        guard let command = ServerCommand(rawValue: name) else {
            return .failure(.init(code: ErrorCode.invalidParams, message: "unknown command '\(name)' (one of \(ServerCommand.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        switch command {
        case .selectDevice:
            return selectDevice(arguments)
        case .checkLayout, .previewLayout:
            guard arguments.count == 2, let uri = arguments[0] as? String, let name = arguments[1] as? String else {
                return .failure(.init(code: ErrorCode.invalidParams, message: "'\(name)' takes a document URI and a layout name"))
            }
            guard let document = documents[uri] else { return .failure(.init(code: ErrorCode.invalidParams, message: "'\(name)' needs an open document")) }
            guard !document.isOutOfSync else {
                return .failure(.init(code: ErrorCode.requestFailed, message: "the server's copy of \(uri) is out of date; close and reopen the file"))
            }
            let analysis = analysis(of: document)
            guard !analysis.compilation.hasErrors else {
                return .failure(.init(code: ErrorCode.requestFailed, message: "\(document.path.map { ($0 as NSString).lastPathComponent } ?? uri) has errors; fix them first"))
            }
            guard let layout = analysis.compilation.file.layouts.first(where: { $0.name == name }) else {
                return .failure(.init(code: ErrorCode.invalidParams, message: "no layout named '\(name)' in \(uri)"))
            }
            return command == .checkLayout ? checkAllPresets(layout, document, analysis) : preview(layout, document, analysis)
        }
    }

    /// The check of `layout` at every preset of the platform (its `container` sizes when it
    /// has them), as `vflgen check` with no `devices` setting: the findings as diagnostics with
    /// their sizes; a summary is shown to the user.
    private func checkAllPresets(_ layout: Layout, _ document: Document, _ analysis: Analysis) -> Result<Any, RequestFailure> {
        let settings = analysis.settings
        let presets = DevicePresets.all(for: settings.platform)
        let check = FileCheck(presets: presets, severity: settings.checkSeverity ?? .warning).check(layout, in: document.source, once: true)
        var sizes: [String] = []
        for analysis in check.analyses where !sizes.contains(analysis.size.name) { sizes.append(analysis.size.name) }
        let findings: [JSONObject] = check.findings.map { entry in
            var diagnostic = lspDiagnostic(entry.built.diagnostic, in: document)
            diagnostic["data"] = ["sizes": entry.built.sizes, "variant": entry.built.variant ?? NSNull()] as JSONObject
            return diagnostic
        }
        let count = findings.count
        var summary = "\(layout.name): \(count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")") at \(sizes.count) size\(sizes.count == 1 ? "" : "s")"
        if let first = check.findings.first { summary += "; first: \(first.built.diagnostic.message)" }
        showMessage(summary, type: count == 0 ? 3 : 2)
        return .success(["layout": layout.name, "sizes": sizes, "findings": findings] as JSONObject)
    }

    /// Writes `layout`'s gallery (the pictures `vflgen preview --layout` draws, at the sizes
    /// the check uses) into a folder of its own under the temporary folder; opens it where the
    /// client can (`window/showDocument`), else shows its path.
    private func preview(_ layout: Layout, _ document: Document, _ analysis: Analysis) -> Result<Any, RequestFailure> {
        let settings = analysis.settings
        let folder = Self.previewFolder(uri: document.uri, layout: layout.name)
        let presets = settings.devices ?? DevicePresets.all(for: settings.platform)
        switch services.preview(analysis.compilation.file, layout.name, settings.platform, presets, folder) {
        case .failure(let failure):
            return .failure(.init(code: ErrorCode.requestFailed, message: failure.message))
        case .success(let written):
            let uri = URL(fileURLWithPath: written.path).absoluteString
            if clientCapabilities.showDocument {
                request("window/showDocument", ["uri": uri, "external": true] as JSONObject)
            } else {
                showMessage("Preview of \(layout.name): \(written.path)", type: 3)
            }
            return .success(["path": written.path, "uri": uri, "pictures": written.pictures] as JSONObject)
        }
    }

    /// `<temporary folder>/vflgen-preview/<layout>-<hash of the document's URI>`: one folder
    /// per layout and document, the same every time (a browser tab can be reloaded).
    static func previewFolder(uri: String, layout: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in uri.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = "\(layout)-" + String(String(hash, radix: 16).suffix(8))
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("vflgen-preview/\(name)")
    }

    /// `vflgen.selectDevice`: sets the frames' device and text size; answers the configuration
    /// now shown and every preset's name.
    private func selectDevice(_ arguments: [Any]) -> Result<Any, RequestFailure> {
        var options: JSONObject = [:]
        if let object = arguments.first as? JSONObject {
            options = object
        } else {
            if let device = arguments.first as? String { options["device"] = device }
            if arguments.count > 1, let size = arguments[1] as? String { options["contentSize"] = size }
        }
        var configuration = frameConfiguration
        let problems = configuration.read(options)
        guard problems.isEmpty else { return .failure(.init(code: ErrorCode.invalidParams, message: problems.joined(separator: "; "))) }
        if configuration != frameConfiguration {
            frameConfiguration = configuration
            refreshInlayHints()
        }
        let platforms: [Platform] = [.uikit, .appkit]
        return .success([
            "device": frameConfiguration.device ?? NSNull(),
            "shown": Dictionary(uniqueKeysWithValues: platforms.map { ($0.rawValue, frameConfiguration.preset(for: $0).name) }),
            "contentSize": frameConfiguration.category.rawValue,
            "devices": (DevicePresets.uikit + DevicePresets.appkit).map(\.name),
        ] as JSONObject)
    }
}
