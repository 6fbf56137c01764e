/// The content sizes of the standard UIKit and AppKit classes, with the default system font
/// and styles (docs/Check.md, "Content sizes", gives each figure's source). A width that
/// depends on text or an image is `.content`: unknown, settled by the constraints and the
/// hugging/compression priorities unless an `intrinsic` hint gives it.
public enum ContentSizeTable {
    /// By class name.
    public static let classes: [String: ContentSize] = {
        var table: [String: ContentSize] = [:]
        for (name, size) in uikit + appkit { table[name] = size }
        return table
    }()

    /// The entry for a class name (`nil`: the platform's plain view).
    public static func size(of type: String?) -> ContentSize {
        type.flatMap { classes[$0] } ?? .plain
    }

    /// UIKit, iOS 18, views created in code (Interface Builder raises `UILabel`/`UIImageView`
    /// hugging to 251), at the default Dynamic Type size.
    static let uikit: [(String, ContentSize)] = [
        ("UILabel", ContentSize(
            width: .content("text"), height: .fixed(20.5),
            source: "one line of the 17 pt system font (UIFont.labelFontSize): 20.5 tall")),
        ("UIButton", ContentSize(
            width: .content("title"), height: .fixed(30),
            source: "UIButton(type: .system) with a title in the 15 pt system font: 30 tall")),
        ("UITextField", ContentSize(
            width: .content("text"), height: .fixed(34),
            source: "UITextField with borderStyle .roundedRect (Interface Builder's default): 34 tall")),
        ("UISwitch", ContentSize(
            width: .fixed(51), height: .fixed(31), hugging: (750, 750),
            source: "UISwitch: a fixed 51 × 31, whatever its frame")),
        ("UIStepper", ContentSize(
            width: .fixed(94), height: .fixed(32), hugging: (750, 750),
            source: "UIStepper: 94 × 32")),
        ("UIActivityIndicatorView", ContentSize(
            width: .fixed(20), height: .fixed(20), hugging: (750, 750),
            source: "UIActivityIndicatorView, style .medium: 20 × 20")),
        ("UIPageControl", ContentSize(
            width: .content("number of pages"), height: .fixed(26),
            source: "UIPageControl (iOS 14 and later): 26 tall")),
        ("UISegmentedControl", ContentSize(
            width: .content("segment titles"), height: .fixed(32),
            source: "UISegmentedControl (iOS 13 and later): 32 tall")),
        ("UISlider", ContentSize(
            width: .none, height: .fixed(31),
            source: "UISlider: no intrinsic width, 31 tall (the thumb)")),
        ("UIProgressView", ContentSize(
            width: .none, height: .fixed(4), hugging: (250, 750),
            source: "UIProgressView, style .default: no intrinsic width, 4 tall")),
        ("UIImageView", ContentSize(
            width: .content("image"), height: .content("image"),
            source: "UIImageView: its image's size (none without an image)")),
    ]

    /// AppKit, macOS 15, regular control size, the 13 pt system font.
    static let appkit: [(String, ContentSize)] = [
        ("NSTextField", ContentSize(
            width: .content("text"), height: .fixed(21),
            source: "NSTextField (bezeled, editable; the 13 pt system font): 21 tall")),
        ("NSButton", ContentSize(
            width: .content("title"), height: .fixed(21),
            source: "NSButton, push style, regular size: 21 tall (alignment rectangle)")),
        ("NSPopUpButton", ContentSize(
            width: .content("items"), height: .fixed(21),
            source: "NSPopUpButton, regular size: 21 tall (alignment rectangle)")),
        ("NSSegmentedControl", ContentSize(
            width: .content("segment titles"), height: .fixed(21),
            source: "NSSegmentedControl, regular size: 21 tall (alignment rectangle)")),
        ("NSSwitch", ContentSize(
            width: .fixed(38), height: .fixed(22), hugging: (750, 750),
            source: "NSSwitch, regular size: 38 × 22")),
        ("NSStepper", ContentSize(
            width: .fixed(15), height: .fixed(22), hugging: (750, 750),
            source: "NSStepper, regular size: 15 × 22 (alignment rectangle)")),
        ("NSSlider", ContentSize(
            width: .none, height: .fixed(21),
            source: "NSSlider, horizontal, regular size: no intrinsic width, 21 tall")),
        ("NSProgressIndicator", ContentSize(
            width: .none, height: .fixed(20),
            source: "NSProgressIndicator, bar style, regular size: no intrinsic width, 20 tall")),
        ("NSImageView", ContentSize(
            width: .content("image"), height: .content("image"),
            source: "NSImageView: its image's size (none without an image)")),
    ]
}
