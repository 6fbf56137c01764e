import VFLText

/// Apple (xybp888/iOS-SDKs iPhoneOS16.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/
/// UILabel.h): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UILabel :
/// UIView <NSCoding, UIContentSizeCategoryAdjusting>`.
/// With `text` set, its intrinsic size is its text set in its font by the text model (VFLText,
/// as `vflgen frames` measures a label): one line, or, with `numberOfLines` other than 1,
/// wrapped at `preferredMaxLayoutWidth` or else at the width the layout pass gives it (UIKit's
/// second pass for a multi-line label, ``AutoLayoutPass``). Without text, one line of the 17 pt
/// system font, 20.5 tall, and no intrinsic width (as `vflgen check` models a label without
/// sample content).
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var numberOfLines: Int = 1 { didSet { invalidateIntrinsicContentSize() } }

    /// Apple: `@property(null_resettable, nonatomic,strong) UIFont *font` (default: the
    /// system font, 17 pt plain). With `adjustsFontForContentSizeCategory`, a text style's font
    /// is reported at the trait collection's content size category, as UIKit replaces it.
    open var font: UIFont! {
        get {
            guard adjustsFontForContentSizeCategory, let style = storedFont.textStyle else { return storedFont }
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: 17)
            invalidateIntrinsicContentSize()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    /// Apple: `@property(nonatomic) CGFloat preferredMaxLayoutWidth API_AVAILABLE(ios(6.0))`:
    /// when nonzero, the width a multi-line label wraps at for its intrinsic size.
    @available(iOS 6.0, *)
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Apple: `@property (nonatomic) BOOL adjustsFontForContentSizeCategory`
    /// (`UIContentSizeCategoryAdjusting`, iOS 10).
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false { didSet { invalidateIntrinsicContentSize() } }

    /// The width the layout pass solved this multi-line label at (its first pass is on one
    /// line: `nil`); set by ``AutoLayoutPass`` only.
    var standInWrappingWidth: Double?

    /// Whether the layout pass wraps this label at its solved width (UIKit's second pass).
    var wrapsAtLayoutWidth: Bool { text != nil && numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override open var intrinsicContentSize: CGSize {
        guard let text else { return super.intrinsicContentSize }
        let resolved = font.resolved
        let lines = max(numberOfLines, 0)
        let oneLine = TextMeasure.measure(text, font: resolved, numberOfLines: lines, maxWidth: nil)
        if lines != 1, preferredMaxLayoutWidth > 0 {
            let wrapped = TextMeasure.measure(text, font: resolved, numberOfLines: lines, maxWidth: Double(preferredMaxLayoutWidth))
            return CGSize(width: CGFloat(wrapped.width), height: CGFloat(wrapped.height))
        }
        guard lines != 1, let width = standInWrappingWidth else {
            return CGSize(width: CGFloat(oneLine.width), height: CGFloat(oneLine.height))
        }
        // As the text model sizes a wrapped label (docs/Check.md, "Wrapping"): the width it was
        // given (at most its text's), the height of its text wrapped there.
        let wrapped = TextMeasure.measure(text, font: resolved, numberOfLines: lines, maxWidth: width)
        return CGSize(width: CGFloat(min(oneLine.width, width)), height: CGFloat(wrapped.height))
    }

    override class var contentSizeClass: String { "UILabel" }
}

/// Apple: `class UIImage : NSObject` (only a name here).
open class UIImage: NSObject, @unchecked Sendable {
    public let name: String?

    public init?(named name: String) {
        self.name = name
        super.init()
    }
}

/// Apple: `@MainActor class UIImageView : UIView`.
/// Its image's size, which the stand-in does not model (none).
@available(iOS 2.0, *)
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    override class var contentSizeClass: String { "UIImageView" }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// Apple: `@MainActor class UIControl : UIView`.
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
    open var isEnabled: Bool = true
}

/// Apple: `@MainActor class UIButton : UIControl`. A system button with a title in the
/// 15 pt system font: 30 tall; its width comes from the title (not measured here).
@available(iOS 2.0, *)
@MainActor
open class UIButton: UIControl {
    override class var contentSizeClass: String { "UIButton" }

    /// Apple: `enum UIControl.State` is an option set; only the normal state is modelled.
    private var titles: [String] = []

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles = title.map { [$0] } ?? []
    }

    open func title(for state: UIControl.State) -> String? { titles.first }
}

extension UIControl {
    /// Apple: `struct UIControl.State : OptionSet, @unchecked Sendable`.
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// Apple: `@MainActor class UIPageControl : UIControl`.
/// 26 tall; its width comes from the number of pages (not measured here).
@available(iOS 2.0, *)
@MainActor
open class UIPageControl: UIControl {
    override class var contentSizeClass: String { "UIPageControl" }

    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
}

/// Apple: `@MainActor class UITextField : UIControl`.
/// A rounded-rect field: 34 tall; its width comes from its text (not measured here).
@available(iOS 2.0, *)
@MainActor
open class UITextField: UIControl {
    override class var contentSizeClass: String { "UITextField" }

    open var text: String?
    open var placeholder: String?
}

/// Apple: `@MainActor class UISwitch : UIControl`. A fixed 51 × 31, hugged at 750
/// (``ContentSizeTable``), whatever its frame.
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool = false

    override class var contentSizeClass: String { "UISwitch" }
}

/// Apple: `@MainActor class UIStepper : UIControl`. A fixed 94 × 32 (``ContentSizeTable``).
@available(iOS 5.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0

    override class var contentSizeClass: String { "UIStepper" }
}

/// Apple: `@MainActor class UIActivityIndicatorView : UIView`. 20 × 20, style `.medium`
/// (``ContentSizeTable``).
@available(iOS 2.0, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    override class var contentSizeClass: String { "UIActivityIndicatorView" }
}

/// Apple: `@MainActor class UISegmentedControl : UIControl`. 32 tall; its width depends on
/// the segments' titles (``ContentSizeTable``).
@available(iOS 2.0, *)
@MainActor
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex: Int = -1

    override class var contentSizeClass: String { "UISegmentedControl" }
}

/// Apple: `@MainActor class UIProgressView : UIView`. 4 tall, no intrinsic width
/// (``ContentSizeTable``).
@available(iOS 2.0, *)
@MainActor
open class UIProgressView: UIView {
    open var progress: Float = 0

    override class var contentSizeClass: String { "UIProgressView" }
}

/// Apple: `@MainActor class UIViewController : UIResponder`.
@MainActor
open class UIViewController: NSObject {
    /// Apple: `var view: UIView!`.
    open var view: UIView! = UIView()

    /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: `required init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open func viewDidLoad() {}

    /// Apple: `func viewSafeAreaInsetsDidChange()` (iOS 11).
    open func viewSafeAreaInsetsDidChange() {}

    /// Apple: `var traitCollection: UITraitCollection { get }` (`UITraitEnvironment`, iOS 8).
    /// The stand-in reports its view's.
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { view.traitCollection }

    /// Apple: `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`
    /// (`UITraitEnvironment`), deprecated in iOS 17 for the trait change registration API.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Apple: `func viewWillTransition(to size: CGSize, with coordinator: any
    /// UIViewControllerTransitionCoordinator)` (`UIContentContainer`, iOS 8).
    @available(iOS 8.0, *)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

/// Apple: `@MainActor class UIStackView : UIView` (no arranging here).
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {}

/// Apple: `@MainActor class UITextView : UIScrollView`.
@available(iOS 2.0, *)
@MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
}

/// Apple: `@MainActor class UISlider : UIControl`.
/// 31 tall (the thumb), no intrinsic width.
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISlider: UIControl {
    override class var contentSizeClass: String { "UISlider" }

    open var value: Float = 0
}
