import Foundation
import LayoutModel
import VFLEngine
import VFLLanguageServer
import VFLCheck
import VFLText

/// What `vflgen lsp` hands the language server: the nearest `vflgen.json`'s settings (the
/// check's severity and devices); the server runs the check (VFLCheck) with them, so the
/// editor shows the build's findings, word for word, and their fixes' edits.
enum LanguageServerServices {
    static func make(platform forcedPlatform: Platform?) -> ServerServices {
        ServerServices(
            settings: { path in settings(for: path, platform: forcedPlatform) },
            contentSizes: { view in contentSizes(of: view) },
            preview: { file, layout, platform, presets, folder in
                LanguageServerPreview.write(file, layout: layout, platform: platform, presets: presets, folder: folder)
            })
    }

    /// The hover's sizes: the view's intrinsic size from its content at the default category
    /// and at AX5 (a wrapping label unwrapped, as before its width is known).
    static func contentSizes(of view: ViewDeclaration) -> [ContentSizeReport] {
        [ContentSizeCategory.default, .ax5].compactMap { category in
            ContentMeasure.intrinsicSize(of: view, in: ContentConfiguration(category: category)).map {
                ContentSizeReport(category: category.rawValue, width: $0.width, height: $0.height)
            }
        }
    }

    /// The `vflgen.json` in the document's folder or the closest folder above it.
    static func configurationPath(for path: String?) -> String? {
        guard let path else { return nil }
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for _ in 0..<64 {
            let candidate = folder.appendingPathComponent("vflgen.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    static func configuration(at path: String?) -> GenerateConfiguration {
        guard let path else { return GenerateConfiguration() }
        let context = ToolContext(standardOutput: { _ in }, standardError: { _ in }, standardErrorIsTerminal: false, currentDirectory: URL(fileURLWithPath: "/"))
        return ConfigurationFile.load(path, into: GenerateConfiguration(), context: context).configuration ?? GenerateConfiguration()
    }

    static func settings(for path: String?, platform forcedPlatform: Platform?) -> DocumentSettings {
        let configurationPath = configurationPath(for: path)
        let configuration = configuration(at: configurationPath)
        let severity: Diagnostic.Severity? = switch configuration.check {
        case .warn: .warning
        case .error: .error
        case .off: nil
        }
        let platform = forcedPlatform ?? configuration.platforms.platforms[0]
        // An unknown device name is the configuration's error, shown by `check` and the build;
        // the editor then checks at every preset.
        let devices = configuration.devices.flatMap { try? CheckCommand.selectedPresets($0, for: platform) }
        return DocumentSettings(
            platform: platform, dialect: configuration.dialect,
            checkSeverity: severity, devices: devices,
            contents: CheckAxes.contents(categories: configuration.contentSizes ?? CheckAxes.defaultContentSizes, longText: configuration.longText),
            configurationPath: configurationPath)
    }
}
