import LayoutModel

/// A size a layout is checked and previewed at: a view controller's root view on a device in
/// one orientation (UIKit), or a window's content view (AppKit). Numbers and their sources are
/// in docs/Check.md.
public struct DevicePreset: Hashable, Sendable {
    public enum Orientation: String, Hashable, Sendable {
        case portrait, landscape
    }

    /// The preset's full name, e.g. `iPhone 16 Pro (portrait)`; unique within a set.
    public var name: String
    /// The device or window the preset belongs to, e.g. `iPhone 16 Pro`.
    public var device: String
    /// `nil` for AppKit windows.
    public var orientation: Orientation?
    public var platform: Platform
    /// The root view's size in points.
    public var size: Size
    /// The root view's `safeAreaInsets`.
    public var safeArea: EdgeInsets
    /// The root view's layout margins measured from the safe area (UIKit's
    /// `systemMinimumLayoutMargins`, since `insetsLayoutMarginsFromSafeArea` is `true`).
    public var marginsFromSafeArea: EdgeInsets
    /// The software keyboard's height from the root view's bottom edge when shown (UIKit;
    /// `nil`: no keyboard, as for AppKit windows). docs/Check.md gives the sources.
    public var keyboardHeight: Double?
    /// The trait collection's size classes (UIKit; AppKit windows have none: `.regular`
    /// both, and variant conditions there are sizes only). Decide which `variant … when`
    /// applies at the preset.
    public var horizontalSizeClass: SizeClass = .regular
    public var verticalSizeClass: SizeClass = .regular

    public init(
        device: String, orientation: Orientation?, platform: Platform, size: Size,
        safeArea: EdgeInsets, marginsFromSafeArea: EdgeInsets, keyboardHeight: Double? = nil,
        horizontalSizeClass: SizeClass = .regular, verticalSizeClass: SizeClass = .regular
    ) {
        self.keyboardHeight = keyboardHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.device = device
        self.orientation = orientation
        self.platform = platform
        self.size = size
        self.safeArea = safeArea
        self.marginsFromSafeArea = marginsFromSafeArea
        self.name = orientation.map { "\(device) (\($0.rawValue))" } ?? device
    }

    /// The margins guide's insets from the root view's edges: safe area plus margins (what
    /// ``LayoutEnvironment/margins`` takes).
    public var marginsFromEdges: EdgeInsets {
        EdgeInsets(
            top: safeArea.top + marginsFromSafeArea.top, left: safeArea.left + marginsFromSafeArea.left,
            bottom: safeArea.bottom + marginsFromSafeArea.bottom, right: safeArea.right + marginsFromSafeArea.right)
    }

    /// The engine's environment for this preset in one direction (intrinsic sizes from the
    /// layout's hints), with the keyboard hidden or, with `keyboardShown`, at its height.
    public func environment(direction: LayoutDirection = .leftToRight, keyboardShown: Bool = false) -> LayoutEnvironment {
        LayoutEnvironment(
            size: size, margins: marginsFromEdges, safeArea: safeArea,
            keyboardHeight: keyboardShown ? keyboardHeight ?? 0 : 0, layoutDirection: direction)
    }

    /// The name of the preset with the keyboard shown: `iPhone 16 Pro (portrait, keyboard shown)`.
    public var keyboardShownName: String {
        orientation.map { "\(device) (\($0.rawValue), keyboard shown)" } ?? "\(device) (keyboard shown)"
    }
}
