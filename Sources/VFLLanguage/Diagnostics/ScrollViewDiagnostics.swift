import LayoutModel

/// The diagnostics of scroll views and views placed in other views (vflgen extension):
/// `view email: UITextField in form`, `form.content`, `form.frame`. Each is documented, with
/// an example, in docs/Language.md ("Scroll views"); identifiers never change meaning.
extension DiagnosticID {
    /// `in NAME` where NAME is not a declared view of the layout (or is a guide or an
    /// external view, which hold no subviews the layout installs).
    public static let unknownParent: DiagnosticID = "unknown-parent"
    /// Views each `in` the next, back to the first (`view a in b`, `view b in a`).
    public static let parentCycle: DiagnosticID = "parent-cycle"
    /// `form.contents`: a scroll view has only `content` and `frame`.
    public static let unknownScrollGuide: DiagnosticID = "unknown-scroll-guide"
    /// `box.content` where `box` is not declared as a scroll view (`UIScrollView`,
    /// `UITableView`, `UICollectionView`, `UITextView`).
    public static let notAScrollView: DiagnosticID = "not-a-scroll-view"
    /// A scroll view guide, or a view `in` an `NSScrollView`, on AppKit: `NSScrollView` has no
    /// layout guides.
    public static let scrollGuideUnavailable: DiagnosticID = "scroll-guide-unavailable"
    /// `|` next to a view in a scroll view (write `NAME.content|`), or `|-` (standard spacing:
    /// the superview's layout margins) next to a view in a plain view on UIKit.
    public static let nestedViewEdge: DiagnosticID = "nested-view-edge"
    /// A constraint between a view inside one scroll view and the content guide of another:
    /// the two move independently when either scrolls.
    public static let foreignContentGuide: DiagnosticID = "foreign-content-guide"
}
