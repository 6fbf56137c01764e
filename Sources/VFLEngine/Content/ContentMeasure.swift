import LayoutModel
import VFLText

/// A view's intrinsic content size from its sample content (docs/Check.md, "Content sizes
/// from sample content"): a label's, button's or text field's text set in its font and
/// wrapped to its line count by VFLText, plus the control's padding; an image view's image.
/// A label without a sample string (no content clauses, or only `style body`) is measured with
/// "Label" and a button with "Button", the placeholders Interface Builder shows; a text field
/// without text or placeholder is as wide as its insets.
public enum ContentMeasure {
    /// What a view shows, which decides how it is measured.
    public enum Kind: Sendable, Equatable {
        case label, button, field, image
    }

    /// Interface Builder's placeholder text of a label and of a button.
    public static let placeholderText: [Kind: String] = [.label: "Label", .button: "Button"]

    /// How `view` is measured, or `nil` when its content does not decide its size (a plain
    /// view, a switch; an image view without `image`, which has no intrinsic size). A label,
    /// button or text field is always measured: with its sample content, else its placeholder.
    public static func kind(of view: ViewDeclaration) -> Kind? {
        guard view.isSubview else { return nil }
        switch view.type.map(Self.unqualified) {
        case "UILabel": return .label
        case "UIButton", "NSButton": return .button
        case "UITextField", "UISearchTextField", "NSTextField", "NSSecureTextField", "NSSearchField": return .field
        case "UIImageView", "NSImageView": return view.content == nil ? nil : .image
        default:
            // A class vflgen does not know (a subclass) is measured by the content it is given.
            guard let content = view.content else { return nil }
            switch content.textRole {
            case .text: return .label
            case .title: return .button
            case .placeholder: return .field
            case nil: return content.image != nil ? .image : nil
            }
        }
    }

    /// The strings `view` is measured with in `configuration`: its samples (doubled for long
    /// text), else its class's placeholder; empty when it shows no text (an image view, a text
    /// field without text or placeholder).
    public static func texts(of view: ViewDeclaration, in configuration: ContentConfiguration) -> [String] {
        guard let kind = kind(of: view) else { return [] }
        var texts = view.content?.texts.map(\.value) ?? []
        if texts.isEmpty, let placeholder = placeholderText[kind] { texts = [placeholder] }
        return configuration.longText ? texts.map(LongText.doubled) : texts
    }

    /// The font `view`'s text is set in: its `style` at the category, its `font`, or its
    /// class's default (UIKit: a label 17 pt, a button and a text field 15 pt and 14 pt as
    /// Interface Builder makes them; AppKit: 13 pt), which does not scale.
    public static func font(of view: ViewDeclaration, in configuration: ContentConfiguration) -> ResolvedFont {
        // AppKit's text styles have one size each: no Dynamic Type.
        let platform: TextPlatform = isAppKit(view) ? .macOS : .iOS
        switch view.content?.font {
        case .style(let name):
            if let style = TextStyle(rawValue: name) {
                return DynamicType.font(.textStyle(style), category: configuration.category, platform: platform)
            }
        case .system(let size, let weightName):
            let weight = weightName.flatMap { FontWeight(rawValue: $0) } ?? .regular
            return DynamicType.font(.system(size: size, weight: weight), category: configuration.category, platform: platform)
        case nil:
            break
        }
        return DynamicType.font(.system(size: defaultPointSize(of: view), weight: .regular), category: configuration.category, platform: platform)
    }

    /// Whether `view` is an AppKit class.
    static func isAppKit(_ view: ViewDeclaration) -> Bool { view.type.map(unqualified)?.hasPrefix("NS") == true }

    /// The point size of the class's default font.
    static func defaultPointSize(of view: ViewDeclaration) -> Double {
        if isAppKit(view) { return 13 }
        switch kind(of: view) {
        case .button: return 15
        case .field: return 14
        default: return 17
        }
    }

    /// The index of `view`'s widest sample string in `configuration` (0 when it has one or
    /// none): the check solves with it, as the sample most likely to truncate or crowd.
    public static func widestSample(of view: ViewDeclaration, in configuration: ContentConfiguration) -> Int {
        let texts = texts(of: view, in: configuration)
        guard texts.count > 1, kind(of: view) != .image else { return 0 }
        let font = font(of: view, in: configuration)
        let widths = texts.map { measure($0, font: font, lines: 1, width: nil).width }
        return widths.indices.max { widths[$0] < widths[$1] } ?? 0
    }

    /// Whether `view`'s height depends on its width: a label of more than one line
    /// (`lines 0` or `lines N`, N > 1), whose text wraps at the width it is given.
    public static func wraps(_ view: ViewDeclaration) -> Bool {
        kind(of: view) == .label && view.content?.numberOfLines != 1
    }

    /// The intrinsic size `view` gets from its content in `configuration`, measuring sample
    /// `sample` (an index into ``texts(of:in:)``, clamped) wrapped at `width` (`nil`: no limit,
    /// as a label whose width is not yet known); `nil` when its content does not decide its size,
    /// and a `nil` side where it has none (a text field without text: its width).
    public static func intrinsicSize(
        of view: ViewDeclaration, in configuration: ContentConfiguration, sample: Int = 0, width: Double? = nil
    ) -> (width: Double?, height: Double?)? {
        guard let kind = kind(of: view) else { return nil }
        if kind == .image {
            guard let image = view.content?.image else { return nil }
            return (image.width, image.height)
        }
        let font = font(of: view, in: configuration)
        let texts = texts(of: view, in: configuration)
        let padding = padding(kind, appKit: isAppKit(view))
        guard !texts.isEmpty else {
            // An empty text field: as wide as its insets (an estimate: UIKit adds a few points
            // for the caret); its height from its font.
            return (padding.horizontal, max(padding.minimumHeight, font.lineHeight + padding.vertical))
        }
        let text = texts[min(max(sample, 0), texts.count - 1)]
        let lines = kind == .label || kind == .field ? (view.content?.numberOfLines ?? 1) : 1
        let measured = measure(text, font: font, lines: lines, width: lines == 1 ? nil : width.map { max(0, $0 - padding.horizontal) })
        return (
            pixelCeil(measured.width) + padding.horizontal,
            max(padding.minimumHeight, pixelCeil(measured.height) + padding.vertical))
    }

    /// `text` set in `font` on at most `lines` lines (0: any number), wrapped at `width`.
    public static func measure(_ text: String, font: ResolvedFont, lines: Int, width: Double?) -> TextMeasurement {
        TextMeasure.measure(text, font: font, numberOfLines: lines, maxWidth: width)
    }

    /// The space a control adds around its text, and its smallest height (docs/Check.md,
    /// "Content sizes from sample content", gives each figure's source).
    public struct Padding: Sendable, Equatable {
        /// Left plus right.
        public var horizontal: Double
        /// Top plus bottom.
        public var vertical: Double
        public var minimumHeight: Double
    }

    /// The padding of a kind of view. UIKit: a label none; a system button none at the sides
    /// and 30 pt at least (ContentSizeTable's 30 for the 15 pt font's 18 pt line: 6 above and
    /// below); a rounded-rect text field 7 pt at each side and 34 pt at least (ContentSizeTable's
    /// 34 for the 14 pt font's 17 pt line: 8.5 above and below). AppKit: a push button 14 pt at
    /// each side (estimate), 21 at least; a text field 2 pt at each side, 21 at least
    /// (ContentSizeTable's 21 for the 13 pt font's 16 pt line).
    public static func padding(_ kind: Kind, appKit: Bool) -> Padding {
        switch (kind, appKit) {
        case (.button, false): Padding(horizontal: 0, vertical: 12, minimumHeight: 30)
        case (.field, false): Padding(horizontal: 14, vertical: 17, minimumHeight: 34)
        case (.button, true): Padding(horizontal: 28, vertical: 5, minimumHeight: 21)
        case (.field, true): Padding(horizontal: 4, vertical: 5, minimumHeight: 21)
        default: Padding(horizontal: 0, vertical: 0, minimumHeight: 0)
        }
    }

    /// Rounded up to the @2x pixel grid, as UIKit rounds a label's intrinsic size (20.5 for
    /// one line of the 17 pt font).
    static func pixelCeil(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

    /// `type` without its module (`UIKit.UILabel` is `UILabel`). Found from the last dot's byte,
    /// not by splitting into characters: `kind(of:)` asks for every view at every size, and
    /// splitting cost the debug build a tenth of the check.
    static func unqualified(_ type: String) -> Substring {
        guard let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) else { return type[...] }
        return type[type.utf8.index(after: dot)...]
    }
}
