// NOT PART OF UIKIT. A hook for tests of the stand-in, named `standInTesting…` so that it
// cannot be mistaken for Apple API.

@MainActor
extension UIView {
    /// Stand-in only: where this view's first and last baselines are, in points below its top
    /// (what a `UILabel`'s font and text decide in UIKit, and what a `.vfl` file's
    /// `baseline F,L` preview hint declares for `vflgen frames`). `nil` (the default): both
    /// baselines at the bottom edge, as for a view without text. Takes effect at the next
    /// `layoutIfNeeded()`.
    public var standInTestingBaselines: (first: CGFloat, last: CGFloat)? {
        get { testingBaselines }
        set {
            testingBaselines = newValue
            setNeedsLayout()
        }
    }
}
