// NOT PART OF UIKIT. Hooks for tests of the stand-in, named `standInTesting…` so that they
// cannot be mistaken for Apple API; code meant to build against the real UIKit must not use
// them.

@MainActor
extension UIView {
    /// Stand-in only: the traits `traitCollection` reports for this view and its subviews, as
    /// UIKit gives a window the screen's. Setting it calls `traitCollectionDidChange(_:)` on
    /// the view, as UIKit does when a trait changes.
    public var standInTestingTraitCollection: UITraitCollection? {
        get { testingTraitCollection }
        set {
            let previous = traitCollection
            testingTraitCollection = newValue
            traitCollectionDidChange(previous)
        }
    }

    /// Stand-in only: the value `safeAreaInsets` reports for this view, as UIKit sets it on a
    /// view controller's root view from the window and bars (on iOS `safeAreaInsets` is
    /// read-only). `nil` (the default) means derived from the superview's safe area, as UIKit
    /// does for other views. Takes effect at the next `layoutIfNeeded()`: the safe area layout
    /// guide, and the layout margins guide when `insetsLayoutMarginsFromSafeArea`.
    public var standInTestingSafeAreaInsets: UIEdgeInsets? {
        get { testingSafeAreaInsets }
        set {
            testingSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }
}
