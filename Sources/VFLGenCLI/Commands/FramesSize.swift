import LayoutModel
import VFLEngine

/// One container `vflgen frames` solves in: `--size WxH` (a side `_` is the fitting size) or
/// one preset of `--devices` (the presets `vflgen check` and `vflgen preview` use).
struct FramesSize {
    init(preset: DevicePreset? = nil, environment: LayoutEnvironment, fitting: FittingSides = []) {
        self.preset = preset
        self.environment = environment
        self.fitting = fitting
    }

    /// The preset with `--devices`.
    var preset: DevicePreset?
    /// The preset's full name with `--devices`.
    var device: String? { preset?.name }
    var environment: LayoutEnvironment
    var fitting: FittingSides = []

    /// The (layout, variant) pairs solved at this size: at a preset, those the check solves
    /// there (``CheckSize/isChecked(_:variant:at:)``: a variant that never applies on that
    /// device would give frames no device shows); at `--size`, all of them.
    func applicable(_ cases: [(layout: Layout, variant: LayoutVariant?)]) -> [(layout: Layout, variant: LayoutVariant?)] {
        guard let preset else { return cases }
        return cases.filter { CheckSize.isChecked($0.layout, variant: $0.variant, at: preset) }
    }

    /// `390x844`, `375x_`.
    var sizeText: String {
        let width = fitting.contains(.width) ? "_" : environment.size.width.shortestDescription
        let height = fitting.contains(.height) ? "_" : environment.size.height.shortestDescription
        return "\(width)x\(height)"
    }

    /// Where a diagnostic says it happens: `375x_`, or `iPhone 16 Pro (portrait), 402x874`.
    var place: String { device.map { "\($0), \(sizeText)" } ?? sizeText }

    /// The sizes `--size` or `--devices` asks for (exactly one of them).
    static func requested(_ arguments: Arguments, platform: Platform) throws(Arguments.UsageError) -> [FramesSize] {
        let sizeText = try arguments.value("--size")
        if let device = try arguments.value("--devices") {
            guard sizeText == nil else { throw Arguments.UsageError("give '--size' or '--devices', not both") }
            let presets = try CheckCommand.selectedPresets([.named(device)], for: platform)
            guard !presets.isEmpty else {
                throw Arguments.UsageError("'\(device)' is not a \(platform == .uikit ? "UIKit" : "AppKit") preset; 'vflgen check --devices --platform \(platform.rawValue)' lists them")
            }
            return presets.map { FramesSize(preset: $0, environment: $0.environment()) }
        }
        guard let sizeText else {
            throw Arguments.UsageError("missing '--size <W>x<H>' or '--devices <name>', e.g. --size 390x844")
        }
        let (size, fitting) = try FramesOptions.fittableSize(sizeText, option: "--size")
        return [FramesSize(environment: LayoutEnvironment(size: size), fitting: fitting)]
    }
}
