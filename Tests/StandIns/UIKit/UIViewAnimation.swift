@MainActor
extension UIView {
    /// Apple: `class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)`
    /// (UIView.h, iOS 4). The stand-in does not animate: it runs `animations` at once, which
    /// leaves the views where the animation would end (the README's `layoutIfNeeded()` snippet).
    @available(iOS 4.0, *)
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
}
