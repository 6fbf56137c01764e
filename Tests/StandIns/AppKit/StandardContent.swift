import VFLEngine

/// The content size a standard AppKit class reports by itself, read from VFLEngine's
/// ``ContentSizeTable``: the one model of content sizes that `vflgen check`, `frames` and
/// `preview` use (docs/Check.md, "Content sizes"). Each stand-in control names its table
/// entry (``NSView/contentSizeClass``); a subclass inherits it, as an `NSTextField` subclass
/// keeps a text field's size on macOS. Not AppKit API.
@MainActor
enum StandardContent {
    /// The class's intrinsic size: its fixed figures, and `NSView.noIntrinsicMetric` on an
    /// axis whose size comes from content the stand-in cannot measure (text, an image) or
    /// that has none.
    static func intrinsicSize(of className: String) -> NSSize {
        let size = ContentSizeTable.size(of: className)
        return NSSize(
            width: size.width.value.map { CGFloat($0) } ?? NSView.noIntrinsicMetric,
            height: size.height.value.map { CGFloat($0) } ?? NSView.noIntrinsicMetric)
    }

    /// The class's content hugging and compression resistance priorities.
    static func priorities(of className: String) -> (hugging: (NSLayoutConstraint.Priority, NSLayoutConstraint.Priority), compression: (NSLayoutConstraint.Priority, NSLayoutConstraint.Priority)) {
        let size = ContentSizeTable.size(of: className)
        return (
            (NSLayoutConstraint.Priority(Float(size.hugging.horizontal)), NSLayoutConstraint.Priority(Float(size.hugging.vertical))),
            (NSLayoutConstraint.Priority(Float(size.compressionResistance.horizontal)), NSLayoutConstraint.Priority(Float(size.compressionResistance.vertical))))
    }
}
