import AppKit

/// The stand-in AppKit's standard controls as an app creates them in code: what they report.
@MainActor
enum AppKitControlScenarios {
    /// Every standard AppKit class of VFLEngine's ContentSizeTable, made as an app would.
    static let controls: [(name: String, make: @MainActor () -> NSView)] = [
        ("NSTextField", { NSTextField(string: "") }), ("NSButton", { NSButton() }), ("NSPopUpButton", { NSPopUpButton() }),
        ("NSSegmentedControl", { NSSegmentedControl() }), ("NSSwitch", { NSSwitch() }), ("NSStepper", { NSStepper() }),
        ("NSSlider", { NSSlider() }), ("NSProgressIndicator", { NSProgressIndicator() }), ("NSImageView", { NSImageView() }),
    ]

    /// Per control: intrinsic width and height (−1: none), then hugging H, V and compression
    /// resistance H, V.
    static func reports() -> [(name: String, values: [Double])] {
        controls.map { name, make in
            let control = make()
            let size = control.intrinsicContentSize
            return (name, [Double(size.width), Double(size.height)] + [
                control.contentHuggingPriority(for: .horizontal), control.contentHuggingPriority(for: .vertical),
                control.contentCompressionResistancePriority(for: .horizontal), control.contentCompressionResistancePriority(for: .vertical),
            ].map { Double($0.rawValue) })
        }
    }
}
