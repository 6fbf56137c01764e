// NOT PART OF UIKIT. Hooks for tests of the stand-in, named `standInTesting…` so that they
// cannot be mistaken for Apple API; code meant to build against the real UIKit must not use
// them.

@MainActor
extension UIView {
    /// Stand-in only: the value `safeAreaInsets` reports for this view (on iOS it comes from
    /// the window, bars and ancestors and is read-only). Default 0. Takes effect at the next
    /// `layoutIfNeeded()`: the safe area layout guide, and the layout margins guide when
    /// `insetsLayoutMarginsFromSafeArea`.
    public var standInTestingSafeAreaInsets: UIEdgeInsets {
        get { testingSafeAreaInsets }
        set {
            testingSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }
}
