import LayoutModel
import VFLEngine
import VFLText

/// The one configuration the editor shows frames at (inlay hints, the first row of a view's
/// hover): a device preset and a Dynamic Type size. Chosen with the `device` and
/// `contentSize` initialization options or settings, or the `vflgen.selectDevice` command;
/// by default the platform's everyday device at the default text size.
struct FrameConfiguration: Equatable {
    /// A preset's full name (`iPhone 16 Pro (landscape)`) or a device's name (its first
    /// orientation); `nil`: the platform's default.
    var device: String?
    var category: ContentSizeCategory = .default

    /// The preset shown when none is chosen: a current mid-size iPhone in portrait, a
    /// medium window on AppKit.
    static func defaultDevice(for platform: Platform) -> String {
        platform == .uikit ? "iPhone 16 Pro (portrait)" : "medium window"
    }

    /// The chosen preset on `platform`; the default one when the chosen name is not a preset
    /// of that platform (an AppKit file while an iPhone is chosen).
    func preset(for platform: Platform) -> DevicePreset {
        let presets = DevicePresets.all(for: platform)
        if let device, let chosen = DevicePresets.named(device, in: presets).first { return chosen }
        return DevicePresets.named(Self.defaultDevice(for: platform), in: presets).first ?? presets[0]
    }

    var content: ContentConfiguration { ContentConfiguration(category: category) }

    /// Reads `device` and `contentSize` from initialization options or settings (either at
    /// the top level or under `vflgen`); a key that is absent keeps its value. Returns the
    /// problems (an unknown device or size), which leave the value as it was.
    mutating func read(_ options: [String: Any]) -> [String] {
        let values = (options["vflgen"] as? [String: Any]) ?? options
        var problems: [String] = []
        if let device = values["device"] as? String {
            if let problem = Self.problem(withDevice: device) { problems.append(problem) } else { self.device = device }
        }
        if let name = values["contentSize"] as? String {
            if let category = ContentSizeCategory(name: name) {
                self.category = category
            } else {
                problems.append("no content size named '\(name)' (one of \(ContentSizeCategory.allNames))")
            }
        }
        return problems
    }

    /// Why `name` cannot be chosen: it names no preset of either platform.
    static func problem(withDevice name: String) -> String? {
        let all = DevicePresets.uikit + DevicePresets.appkit
        guard DevicePresets.named(name, in: all).isEmpty else { return nil }
        return "no device preset named '\(name)' (one of " + all.map(\.name).joined(separator: ", ") + ")"
    }
}
