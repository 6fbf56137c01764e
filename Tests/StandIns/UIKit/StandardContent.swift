import VFLEngine

/// The content size a standard UIKit class reports by itself, read from VFLEngine's
/// ``ContentSizeTable``: the one model of content sizes that `vflgen check`, `frames` and
/// `preview` use (docs/Check.md, "Content sizes"). Each stand-in control names its table
/// entry (``UIView/contentSizeClass``); a subclass inherits it, as a `UILabel` subclass
/// keeps a label's size on iOS. Not UIKit API.
@MainActor
enum StandardContent {
    /// The class's intrinsic size: its fixed figures, and `UIView.noIntrinsicMetric` on an
    /// axis whose size comes from content the stand-in cannot measure (text, an image) or
    /// that has none.
    static func intrinsicSize(of className: String) -> CGSize {
        let size = ContentSizeTable.size(of: className)
        return CGSize(
            width: size.width.value.map { CGFloat($0) } ?? UIView.noIntrinsicMetric,
            height: size.height.value.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// The class's content hugging and compression resistance priorities.
    static func priorities(of className: String) -> (hugging: (UILayoutPriority, UILayoutPriority), compression: (UILayoutPriority, UILayoutPriority)) {
        let size = ContentSizeTable.size(of: className)
        return (
            (UILayoutPriority(Float(size.hugging.horizontal)), UILayoutPriority(Float(size.hugging.vertical))),
            (UILayoutPriority(Float(size.compressionResistance.horizontal)), UILayoutPriority(Float(size.compressionResistance.vertical))))
    }
}
