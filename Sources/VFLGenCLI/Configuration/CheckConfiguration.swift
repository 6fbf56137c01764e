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
                    if let suggestion = closestName(to: name, in: builtIn.map(\.name) + builtIn.map(\.device)) {
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

/// Parsing of the `"check"` and `"devices"` keys of `vflgen.json`.
enum CheckConfigurationKeys {
    static func mode(_ value: JSONValue) -> CheckMode? {
        guard case .string(let text) = value else { return nil }
        return CheckMode(rawValue: text)
    }

    /// `["iPhone SE (3rd generation)", {"name": "Kiosk", "width": 1024, "height": 768,
    /// "safeArea": [24, 0, 20, 0], "margins": 20, "platform": "uikit"}]`; a failure (message only) when malformed.
    static func devices(_ value: JSONValue) -> Result<[DeviceEntry], ConfigurationFile.Failure> {
        func failure(_ message: String) -> Result<[DeviceEntry], ConfigurationFile.Failure> {
            .failure(ConfigurationFile.Failure(path: "", message: message))
        }
        let usage = "invalid value for 'devices' in vflgen.json; expected a list of device names or "
            + "{\"name\", \"width\", \"height\", \"safeArea\", \"margins\", \"platform\"} objects"
        guard case .array(let items) = value else { return failure(usage) }
        var entries: [DeviceEntry] = []
        for item in items {
            switch item {
            case .string(let name) where !name.isEmpty:
                entries.append(.named(name))
            case .object(let members):
                guard case .string(let name)? = members["name"], !name.isEmpty,
                    case .number(let width)? = members["width"], case .number(let height)? = members["height"],
                    width > 0, height > 0
                else { return failure(usage + " (a custom device needs a name, a width and a height)") }
                let known: Set<String> = ["name", "width", "height", "safeArea", "margins", "platform"]
                if let extra = members.keys.sorted().first(where: { !known.contains($0) }) {
                    return failure("unknown key '\(extra.escapingControlCharacters)' in device '\(name)' in vflgen.json; expected \(known.sorted().joined(separator: ", "))")
                }
                var platform = Platform.uikit
                if let value = members["platform"] {
                    guard case .string(let text) = value, let chosen = Platform(rawValue: text) else {
                        return failure("invalid 'platform' of device '\(name)' in vflgen.json; expected \"uikit\" or \"appkit\"")
                    }
                    platform = chosen
                }
                guard let safeArea = insets(members["safeArea"], default: .zero),
                    let margins = insets(members["margins"], default: platform == .uikit
                        ? EdgeInsets(top: 0, left: DevicePresets.compactMargin, bottom: 0, right: DevicePresets.compactMargin) : .defaultMargins)
                else { return failure("invalid 'safeArea' or 'margins' of device '\(name)' in vflgen.json; expected a number or [top, left, bottom, right]") }
                entries.append(.custom(DevicePreset(
                    device: name, orientation: nil, platform: platform, size: Size(width: width, height: height),
                    safeArea: safeArea, marginsFromSafeArea: margins)))
            default:
                return failure(usage)
            }
        }
        return .success(entries)
    }

    /// A number for every side or `[top, left, bottom, right]`.
    private static func insets(_ value: JSONValue?, default fallback: EdgeInsets) -> EdgeInsets? {
        switch value {
        case nil: return fallback
        case .number(let all)?: return all >= 0 ? EdgeInsets(all: all) : nil
        case .array(let sides)?:
            let numbers = sides.compactMap { side -> Double? in if case .number(let n) = side, n >= 0 { return n } else { return nil } }
            guard numbers.count == 4, sides.count == 4 else { return nil }
            return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: return nil
        }
    }
}
