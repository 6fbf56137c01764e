import Foundation
import LayoutModel
import VFLEngine

/// The check's settings in `vflgen.json` and on the command line (docs/Check.md).
public enum CheckMode: String, Sendable, CaseIterable {
    /// Findings are warnings (the default).
    case warn
    /// Findings are errors: the build fails.
    case error
    /// No check.
    case off
}

/// A `"devices"` entry of `vflgen.json`: a preset's or device's name, or a custom size.
public enum DeviceEntry: Equatable, Sendable {
    case named(String)
    case custom(DevicePreset)
}

extension DeviceEntry {
    /// The presets `entries` select for `platform` (custom entries of another platform are
    /// left out); an unknown name is returned as the failure, with a suggestion.
    static func presets(_ entries: [DeviceEntry], for platform: Platform) -> Result<[DevicePreset], Arguments.UsageError> {
        let builtIn = DevicePresets.all(for: platform)
        var result: [DevicePreset] = []
        for entry in entries {
            switch entry {
            case .named(let name):
                let found = DevicePresets.named(name, in: builtIn)
                guard !found.isEmpty else {
                    // A name of the other platform's set is not an error; it just does not apply.
                    if !DevicePresets.named(name, in: DevicePresets.all(for: platform == .uikit ? .appkit : .uikit)).isEmpty { continue }
                    var message = "unknown device '\(name)'; 'vflgen check --devices' lists them"
                    if let suggestion = suggestion(for: name) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    return .failure(Arguments.UsageError(message))
                }
                result += found.filter { !result.contains($0) }
            case .custom(let preset):
                if preset.platform == platform, !result.contains(preset) { result.append(preset) }
            }
        }
        return .success(result)
    }
}

extension DeviceEntry {
    /// Whether `name` names a built-in preset or device of either platform (case-insensitive).
    static func isKnown(_ name: String) -> Bool {
        !DevicePresets.named(name, in: DevicePresets.uikit + DevicePresets.appkit).isEmpty
    }

    /// The device or preset an unknown `name` most likely means: the device whose name it
    /// begins (`iPhone SE` → `iPhone SE (3rd generation)`; the shortest when several do),
    /// else the closest name within a few edits, ignoring case (`iphone 16 pro` → `iPhone 16 Pro`).
    static func suggestion(for name: String) -> String? {
        let presets = DevicePresets.uikit + DevicePresets.appkit
        var devices: [String] = []
        for preset in presets where !devices.contains(preset.device) { devices.append(preset.device) }
        let key = name.lowercased().trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return nil }
        let begun = devices.filter { $0.lowercased().hasPrefix(key) && $0.count > key.count }
        if let shortest = begun.min(by: { ($0.count, $0) < ($1.count, $1) }) { return shortest }
        let names = devices + presets.map(\.name)
        guard let lowered = closestName(to: key, in: names.map { $0.lowercased() }) else { return nil }
        return names.first { $0.lowercased() == lowered }
    }

    /// A `"devices"` entry as `vflgen.json` holds it (read by ``ConfigurationReader``):
    /// a name, or a custom device whose margins default to the platform's (16 on the sides
    /// from the safe area on UIKit, 8 on AppKit).
    init(_ spec: ConfigurationReader.DeviceSpec) {
        guard let width = spec.width, let height = spec.height else {
            self = .named(spec.name)
            return
        }
        let platform = spec.platform.flatMap(Platform.init(rawValue:)) ?? .uikit
        func insets(_ sides: [Double]?, _ fallback: EdgeInsets) -> EdgeInsets {
            guard let sides, sides.count == 4 else { return fallback }
            return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        }
        let margins = platform == .uikit
            ? EdgeInsets(top: 0, left: DevicePresets.compactMargin, bottom: 0, right: DevicePresets.compactMargin) : .defaultMargins
        self = .custom(DevicePreset(
            device: spec.name, orientation: nil, platform: platform, size: Size(width: width, height: height),
            safeArea: insets(spec.safeArea, .zero), marginsFromSafeArea: insets(spec.margins, margins)))
    }
}

extension ConfigurationFile {
    /// The defaults with the `vflgen.json` at `path` (if any) applied, its problems printed;
    /// `nil` when it has errors (the command then fails).
    static func settings(from path: String?, arguments: Arguments, context: ToolContext) -> GenerateConfiguration? {
        guard let path else { return GenerateConfiguration() }
        let loaded = load(path, into: GenerateConfiguration(), context: context)
        context.standardError(loaded.report.render(with: DiagnosticRenderer(showsExcerpts: arguments.flag("--verbose") || context.standardErrorIsTerminal)))
        return loaded.configuration
    }
}
