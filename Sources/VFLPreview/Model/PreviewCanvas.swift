import LayoutModel
import VFLEngine

/// A container a layout is previewed in: a device preset (size, safe area, margins) or a
/// plain size.
public struct PreviewCanvas: Hashable, Sendable {
    /// Shown in captions, e.g. `iPhone 16 Pro portrait` or `343x120`.
    public var name: String
    public var size: Size
    /// Layout margins, from the container's edges (UIKit's `layoutMargins`).
    public var margins: EdgeInsets
    /// Safe area insets, from the container's edges.
    public var safeArea: EdgeInsets
    /// The keyboard's height when the picture shows it (0: hidden).
    public var keyboardHeight: Double

    public init(name: String, size: Size, margins: EdgeInsets = .defaultMargins, safeArea: EdgeInsets = .zero, keyboardHeight: Double = 0) {
        self.name = name
        self.size = size
        self.margins = margins
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
    }

    /// The engine's environment for this canvas in a direction.
    public func environment(_ direction: LayoutDirection) -> LayoutEnvironment {
        LayoutEnvironment(size: size, margins: margins, safeArea: safeArea, keyboardHeight: keyboardHeight, layoutDirection: direction)
    }

    /// The name as a file-name part: lowercase ASCII letters and digits, runs of anything
    /// else as one `-` (`iPhone 16 Pro portrait` → `iphone-16-pro-portrait`).
    public var slug: String { Self.slug(name) }

    static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug += String(scalar).lowercased()
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "canvas" : slug
    }
}

/// The guide frames drawn on a canvas: the engine's (``LayoutEnvironment``'s insets).
extension PreviewCanvas {
    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    var safeAreaFrame: Rect { Self.inset(bounds, by: safeArea) }
    var marginsFrame: Rect { Self.inset(bounds, by: margins) }
    /// The readable content guide: the margins narrowed to the readable width, centred.
    var readableFrame: Rect { Self.inset(bounds, by: environment(.leftToRight).readableInsets) }
    /// The keyboard layout guide (hidden: its top is the safe area's bottom).
    var keyboardFrame: Rect { Self.inset(bounds, by: environment(.leftToRight).keyboardInsets) }

    static func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        Rect(
            x: rect.x + insets.left, y: rect.y + insets.top,
            width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }
}

extension PreviewCanvas {
    /// A device preset's root view: its size, safe area and margins guide.
    public init(preset: DevicePreset) {
        self.init(name: preset.name, size: preset.size, margins: preset.marginsFromEdges, safeArea: preset.safeArea)
    }

    /// The default canvases of a platform: every device preset (`vflgen check --devices`).
    public static func presets(for platform: Platform) -> [PreviewCanvas] {
        DevicePresets.all(for: platform).map(PreviewCanvas.init(preset:))
    }
}
