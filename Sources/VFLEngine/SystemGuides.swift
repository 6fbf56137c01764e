/// Where UIKit puts the layout guides whose frames are not fixed insets of their view: the
/// readable content guide and the keyboard layout guide. `vflgen frames` and the stand-in
/// UIKit both use these rules, so their frames agree (see docs/Engine.md).
public enum SystemGuides {
    /// The readable width `vflgen frames` assumes: UIKit's at the default Dynamic Type size.
    public static let readableWidth = 672.0

    /// The readable content guide's insets in a view `width` points wide whose layout margins
    /// guide has insets `margins`: the margins guide, narrowed to at most ``readableWidth``
    /// and centred in it (top and bottom those of the margins guide).
    public static func readableInsets(width: Double, margins: EdgeInsets) -> EdgeInsets {
        let inside = width - margins.left - margins.right
        let excess = max(0, inside - readableWidth) / 2
        return EdgeInsets(top: margins.top, left: margins.left + excess, bottom: margins.bottom, right: margins.right + excess)
    }

    /// The keyboard layout guide's insets in a view `height` points tall: its top edge is the
    /// keyboard's top, `keyboardTop` points below the view's top (`nil` while the keyboard is
    /// hidden: the safe area's bottom, UIKit's `usesBottomSafeArea`); it spans the view's width
    /// and reaches its bottom edge.
    public static func keyboardInsets(height: Double, safeAreaBottom: Double, keyboardTop: Double?) -> EdgeInsets {
        EdgeInsets(top: keyboardTop ?? (height - safeAreaBottom), left: 0, bottom: 0, right: 0)
    }
}
