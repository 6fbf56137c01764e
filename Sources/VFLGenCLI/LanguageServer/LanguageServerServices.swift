import Foundation
import LayoutModel
import VFLEngine
import VFLLanguageServer
import VFLText

/// What `vflgen lsp` hands the language server: the nearest `vflgen.json`'s settings and
/// `vflgen check` itself (``FileCheck``, ``CheckFindingBuilder``), so the editor shows the
/// build's findings, word for word.
enum LanguageServerServices {
    static func make(platform forcedPlatform: Platform?) -> ServerServices {
        ServerServices(
            settings: { path in settings(for: path, platform: forcedPlatform) },
            check: { file, settings in check(file, settings) },
            contentSizes: { view in contentSizes(of: view) })
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
        return DocumentSettings(
            platform: forcedPlatform ?? configuration.platforms.platforms[0], dialect: configuration.dialect,
            checkSeverity: severity, configurationPath: configurationPath)
    }

    static func check(_ file: LayoutFile, _ settings: DocumentSettings) -> [CheckReport] {
        guard let severity = settings.checkSeverity else { return [] }
        let configuration = configuration(at: settings.configurationPath)
        let presets = (try? CheckCommand.selectedPresets(configuration.devices, for: settings.platform)) ?? DevicePresets.all(for: settings.platform)
        let findings = FileCheck(presets: presets, severity: severity).findings(in: file)
        return findings.map { CheckReport(diagnostic: $0.diagnostic, ignoreKind: $0.kind.rawValue, fixes: fixes(from: $0.fix)) }
    }

    /// The edits a finding's fix text describes: `declare 'hugging 251' on a and 'hugging 251'
    /// on b`, `add H:|-[v]-| and V:[v(44)]`; a fix in words ("remove one of …") has none.
    static func fixes(from text: String) -> [CheckFix] {
        if text.hasPrefix("add ") {
            return text.dropFirst(4).components(separatedBy: " and ").map { .addLine($0) }
        }
        guard text.hasPrefix("declare ") else { return [] }
        var fixes: [CheckFix] = []
        // Each `'OPTION VALUE' on VIEW`.
        var rest = Substring(text.dropFirst("declare ".count))
        while let open = rest.firstIndex(of: "'") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "'") else { break }
            let declared = rest[afterOpen..<close].split(separator: " ", maxSplits: 1)
            rest = rest[rest.index(after: close)...]
            guard declared.count == 2, rest.hasPrefix(" on ") else { continue }
            let view = rest.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !view.isEmpty else { continue }
            fixes.append(.declare(view: String(view), option: String(declared[0]), value: String(declared[1])))
        }
        return fixes
    }
}
