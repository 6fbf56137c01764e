import LayoutModel

/// The documented device presets (docs/Check.md gives every number's source).
public enum DevicePresets {
    /// UIKit's minimum layout margin for a root view on a compact-width size class.
    public static let compactMargin = 16.0
    /// UIKit's minimum layout margin for a root view on a regular-width size class.
    public static let regularMargin = 20.0

    /// Side margins only: UIKit's system minimum margins of a root view are 0 at the top and
    /// bottom (measured from the safe area).
    static func sideMargins(_ side: Double) -> EdgeInsets { EdgeInsets(top: 0, left: side, bottom: 0, right: side) }

    /// One device in both orientations. `portrait`/`landscape` are the safe areas; the
    /// landscape size is the portrait size turned; `regularInLandscape` is the width size
    /// class in landscape (portrait is compact on every iPhone, regular on every iPad); the
    /// height size class is regular in portrait and compact in landscape on every iPhone.
    /// `keyboard` is the keyboard's height in portrait and in landscape.
    static func phone(
        _ device: String, _ width: Double, _ height: Double,
        portrait: EdgeInsets, landscape: EdgeInsets, regularInLandscape: Bool, keyboard: (Double, Double)
    ) -> [DevicePreset] {
        [
            DevicePreset(
                device: device, orientation: .portrait, platform: .uikit, size: Size(width: width, height: height),
                safeArea: portrait, marginsFromSafeArea: sideMargins(compactMargin), keyboardHeight: keyboard.0,
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            DevicePreset(
                device: device, orientation: .landscape, platform: .uikit, size: Size(width: height, height: width),
                safeArea: landscape, marginsFromSafeArea: sideMargins(regularInLandscape ? regularMargin : compactMargin),
                keyboardHeight: keyboard.1,
                horizontalSizeClass: regularInLandscape ? .regular : .compact, verticalSizeClass: .compact),
        ]
    }

    static func pad(_ device: String, _ width: Double, _ height: Double, safeArea: EdgeInsets, keyboard: (Double, Double)) -> [DevicePreset] {
        [
            DevicePreset(
                device: device, orientation: .portrait, platform: .uikit, size: Size(width: width, height: height),
                safeArea: safeArea, marginsFromSafeArea: sideMargins(regularMargin), keyboardHeight: keyboard.0),
            DevicePreset(
                device: device, orientation: .landscape, platform: .uikit, size: Size(width: height, height: width),
                safeArea: safeArea, marginsFromSafeArea: sideMargins(regularMargin), keyboardHeight: keyboard.1),
        ]
    }

    /// iPhone SE (3rd generation), iPhone 16 Pro, iPhone 16 Pro Max, iPad (A16) and
    /// iPad Pro 13-inch (M4), each in portrait then landscape.
    public static let uikit: [DevicePreset] =
        phone(
            "iPhone SE (3rd generation)", 375, 667,
            portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero, regularInLandscape: false,
            keyboard: (260, 194))
        + phone(
            "iPhone 16 Pro", 402, 874,
            portrait: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), regularInLandscape: false,
            keyboard: (336, 209))
        + phone(
            "iPhone 16 Pro Max", 440, 956,
            portrait: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), regularInLandscape: true,
            keyboard: (346, 209))
        + pad("iPad (A16)", 820, 1180, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: (320, 405))
        + pad("iPad Pro 13-inch (M4)", 1032, 1376, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboard: (378, 471))

    /// AppKit window content views: small, medium and large. No safe area (no full-size
    /// content view); `NSView` has no layout margins, so the margins guide keeps vflgen's
    /// default 8 (as `vflgen frames` and the stand-in AppKit).
    public static let appkit: [DevicePreset] = [
        ("small window", 480.0, 360.0), ("medium window", 800, 600), ("large window", 1280, 800),
    ].map { name, width, height in
        DevicePreset(
            device: name, orientation: nil, platform: .appkit, size: Size(width: width, height: height),
            safeArea: .zero, marginsFromSafeArea: .defaultMargins)
    }

    /// Every built-in preset of a platform.
    public static func all(for platform: Platform) -> [DevicePreset] { platform == .uikit ? uikit : appkit }

    /// A preset by its full name (`iPhone 16 Pro (landscape)`), or both orientations of a
    /// device by its device name (`iPhone 16 Pro`); case-insensitive. Empty when unknown.
    public static func named(_ name: String, in presets: [DevicePreset]) -> [DevicePreset] {
        let key = name.lowercased()
        if let exact = presets.first(where: { $0.name.lowercased() == key }) { return [exact] }
        return presets.filter { $0.device.lowercased() == key }
    }
}
