import VFLEngine

/// Apple: `@MainActor class UILabel : UIView`.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines: Int = 1
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
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// Apple: `@MainActor class UIControl : UIView`.
@MainActor
open class UIControl: UIView {
    open var isEnabled: Bool = true
}

/// Apple: `@MainActor class UIButton : UIControl`.
@MainActor
open class UIButton: UIControl {
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
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
}

/// Apple: `@MainActor class UITextField : UIControl`.
@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
}

/// Apple: `@MainActor class UISwitch : UIControl`.
@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool = false

    /// Like UIKit's switch: a fixed size, hugged on both axes, with the figures of the engine's
    /// `ContentSizeTable` (51 × 31, hugging 750), so the stand-in and `vflgen check`/`frames`
    /// share one model of a switch's content size.
    private static let content = ContentSizeTable.size(of: "UISwitch")

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyContentHugging()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyContentHugging()
    }

    private func applyContentHugging() {
        let hugging = Self.content.hugging
        setContentHuggingPriority(UILayoutPriority(rawValue: Float(hugging.horizontal)), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(rawValue: Float(hugging.vertical)), for: .vertical)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.content.width.value ?? UIView.noIntrinsicMetric, height: Self.content.height.value ?? UIView.noIntrinsicMetric)
    }
}

/// Apple: `@MainActor class UIScrollView : UIView`.
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
}

/// Apple: `@MainActor class UIStackView : UIView` (no arranging here).
@MainActor
open class UIStackView: UIView {}

/// Apple: `@MainActor class UITextView : UIScrollView`.
@MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
}

/// Apple: `@MainActor class UISlider : UIControl`.
@MainActor
open class UISlider: UIControl {
    open var value: Float = 0
}
