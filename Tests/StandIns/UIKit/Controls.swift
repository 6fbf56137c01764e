/// Apple: `@MainActor class UILabel : UIView`.
/// One line of the 17 pt system font: 20.5 tall; its width comes from its text, which the
/// stand-in does not measure (no intrinsic width, as `vflgen check` models it).
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines: Int = 1

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

/// Apple: `@MainActor class UIScrollView : UIView`.
@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {}

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
