import Foundation
import LayoutModel
import VFLEngine
import VFLLanguage
import VFLPreview

/// One `vflgen preview` run's work: read and compile the inputs, solve every picture and
/// write the gallery into the output folder (atomically, only files whose bytes change).
/// `--watch` repeats ``generate()`` whenever an input changes. Used by one thread at a time.
public final class PreviewSession: @unchecked Sendable {
    let paths: [String]
    let output: URL
    let platform: Platform
    let dialect: Dialect
    let layout: String?
    let presets: [DevicePreset]
    let live: Bool
    /// `--allow-any-extension`: read inputs whose names do not end in `.vfl`.
    let allowsAnyExtension: Bool
    let context: ToolContext
    /// `--error-limit`: the errors printed per file (the page shows them all).
    public var errorLimit = DiagnosticLimit()
    /// `--content-sizes`, `--long-text`: the Dynamic Type sizes and text lengths each picture
    /// is drawn at (default: the default category, sample strings as written).
    public var contents: [ContentConfiguration] = [.standard]
    /// Pictures written by earlier passes of this session (removed when they disappear).
    private var previousPictures: Set<String> = []
    /// `--watch`: each input's pictures from its last pass without errors, shown (marked)
    /// while a save has broken it, under the error.
    private var lastGoodPictures: [String: [PreviewPicture]] = [:]

    /// `paths` as given on the command line (relative to `context`'s folder); `presets` are the
    /// devices of layouts without `container` lines; `live` adds
    /// the gallery's reload script and `version.js` (for `--watch`).
    public init(paths: [String], output: URL, platform: Platform, dialect: Dialect = .vflgen, layout: String?, presets: [DevicePreset], live: Bool, allowsAnyExtension: Bool = false, context: ToolContext) {
        self.paths = paths
        self.output = output
        self.platform = platform
        self.dialect = dialect
        self.layout = layout
        self.presets = presets
        self.live = live
        self.allowsAnyExtension = allowsAnyExtension
        self.context = context
    }

    /// What one pass did.
    public struct Pass: Sendable {
        /// Pictures drawn.
        public var pictures = 0
        /// Files whose bytes changed (the others were left alone).
        public var written = 0
        /// Diagnostics of inputs that could not be read or compiled, rendered.
        public var report = ""
        public var hasErrors = false
        /// Findings drawn on the pictures.
        public var findings = 0
    }

    /// Reads, compiles and draws everything, and writes what changed.
    public func generate() -> Pass {
        var pass = Pass()
        let renderer = DiagnosticRenderer(showsExcerpts: context.standardErrorIsTerminal)
        var inputs: [PreviewInput] = []
        for path in paths {
            switch InputFiles.readLayout(path, context: context, allowsAnyExtension: allowsAnyExtension) {
            case .success(let source):
                let compilation = VFLCompiler.compile(source, platform: platform, dialect: dialect)
                inputs.append(PreviewInput(source: source, layouts: compilation.file.layouts, diagnostics: compilation.diagnostics, platform: platform))
                for diagnostic in errorLimit.applied(to: compilation.diagnostics) { pass.report += renderer.render(diagnostic, in: source) }
                pass.hasErrors = pass.hasErrors || compilation.hasErrors
            case .failure(let failure):
                // Shown on the page too (located when the file has a bad byte).
                inputs.append(PreviewInput(source: failure.file ?? SourceFile(path: path, text: ""), layouts: [], diagnostics: [failure.diagnostic]))
                pass.report += failure.render(with: renderer, tool: "vflgen")
                pass.hasErrors = true
            }
        }
        var gallery = PreviewGallery(inputs: inputs, layout: layout) { input, layout in
            let checked = CheckedPictures.requests(for: layout, in: input.source, presets: self.presets)
            // The check's findings are those at the default content; other content shows the
            // engine's own conflicts.
            return self.contents.flatMap { content in
                checked.map { request in
                    var request = request
                    request.content = content
                    if content != .standard { request.findings = nil }
                    return request
                }
            }
        }
        if live { keepLastGoodPictures(in: &gallery, inputs: inputs) }
        pass.pictures = gallery.pictures.count
        pass.findings = gallery.pictures.reduce(0) { $0 + $1.findings.count }
        var current: Set<String> = []
        for file in gallery.files(live: live) {
            current.insert(file.name)
            do {
                if try AtomicFile.write(file.contents, to: output.appendingPathComponent(file.name)) == .written { pass.written += 1 }
            } catch {
                pass.report += "vflgen: error: cannot write '\(output.appendingPathComponent(file.name).path.escapingControlCharacters)': \(error.localizedDescription.escapingControlCharacters)\n"
                pass.hasErrors = true
            }
        }
        for stale in previousPictures.subtracting(current) {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(stale))
        }
        previousPictures = current.filter { $0.hasSuffix(".svg") }
        return pass
    }

    /// `--watch`: a file whose save broke it keeps its last good pictures, marked as such
    /// (the page shows its errors above them); a file without errors updates them.
    func keepLastGoodPictures(in gallery: inout PreviewGallery, inputs: [PreviewInput]) {
        let failed = Set(gallery.failedInputs.map(\.source.path))
        var pictures: [PreviewPicture] = []
        for input in inputs {
            let path = input.source.path
            if failed.contains(path) {
                pictures += (lastGoodPictures[path] ?? []).map { picture in
                    var kept = picture
                    kept.isLastGood = true
                    return kept
                }
            } else {
                let own = gallery.pictures.filter { $0.path == path }
                lastGoodPictures[path] = own
                pictures += own
            }
        }
        gallery.pictures = pictures
    }

    /// The inputs' modification dates and sizes; a change of any means "save happened".
    func inputStamps() -> [String] {
        paths.map { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: context.url(forPath: path).path)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(date) \(size)"
        }
    }

    /// `--watch`: a first pass, then a pass after every change of an input (polled every
    /// `interval` seconds), until `shouldStop` says so (Ctrl-C in the real command).
    public func watch(interval: TimeInterval = 0.05, shouldStop: () -> Bool, report: (Pass, TimeInterval) -> Void) {
        var stamps = inputStamps()
        var start = Date()
        report(generate(), Date().timeIntervalSince(start))
        while !shouldStop() {
            Thread.sleep(forTimeInterval: interval)
            let now = inputStamps()
            guard now != stamps else { continue }
            stamps = now
            start = Date()
            report(generate(), Date().timeIntervalSince(start))
        }
    }
}
