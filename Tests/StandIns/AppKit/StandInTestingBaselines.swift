// NOT PART OF APPKIT. A hook for tests of the stand-in, named `standInTesting…` so that it
// cannot be mistaken for Apple API.

@MainActor
extension NSView {
    /// Stand-in only: where this view's first and last baselines are, in points below its top
    /// (what an `NSTextField`'s font and text decide in AppKit, and what a `.vfl` file's
    /// `baseline F,L` preview hint declares for `vflgen frames`). `nil` (the default): both
    /// baselines at the bottom edge, as for a view without text. Takes effect at the next
    /// `layoutSubtreeIfNeeded()`.
    public var standInTestingBaselines: (first: CGFloat, last: CGFloat)? {
        get { testingBaselines }
        set {
            testingBaselines = newValue
            needsLayout = true
        }
    }
}
