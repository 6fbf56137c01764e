import Foundation
import LayoutModel
import VFLEngine
import VFLLanguageServer
import VFLPreview

/// The language server's "Preview" lens: one layout of the editor's text (saved or not)
/// drawn as `vflgen preview --layout` draws it (``CheckedPictures``), into a folder of its
/// own; files written atomically and only when their bytes change, pictures of an earlier
/// run that are gone removed.
enum LanguageServerPreview {
    static func write(_ file: LayoutFile, layout name: String, platform: Platform, presets: [DevicePreset], folder: String) -> Result<PreviewWritten, PreviewFailure> {
        let input = PreviewInput(source: file.source, layouts: file.layouts, diagnostics: [], platform: platform)
        let gallery = PreviewGallery(inputs: [input], layout: name) { input, layout in
            CheckedPictures.requests(for: layout, in: input.source, presets: presets)
        }
        let output = URL(fileURLWithPath: folder)
        let files = gallery.files(live: false)
        do {
            for file in files { _ = try AtomicFile.write(file.contents, to: output.appendingPathComponent(file.name)) }
        } catch {
            return .failure(PreviewFailure("cannot write the preview into '\(folder)': \(error)"))
        }
        let current = Set(files.map(\.name))
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where stale.hasSuffix(".svg") && !current.contains(stale) {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(stale))
        }
        return .success(PreviewWritten(path: output.appendingPathComponent("index.html").path, pictures: gallery.pictures.count))
    }
}
