import UIKit

/// A view whose intrinsic content size a test sets, as a subclass on iOS would report one
/// (UIKit has no setter: subclasses override `intrinsicContentSize`). Unset (`nil`), it
/// reports its class's own size (the stand-in's, from VFLEngine's ContentSizeTable), as
/// `vflgen frames` sizes a view without an `intrinsic` hint.
@MainActor
protocol IntrinsicSizeSettable: UIView {
    var intrinsicSize: CGSize? { get set }
}

final class SizedView: UIView, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedLabel: UILabel, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedButton: UIButton, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedImageView: UIImageView, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedTextField: UITextField, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedPageControl: UIPageControl, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedScrollView: UIScrollView, IntrinsicSizeSettable {
    var intrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize ?? super.intrinsicContentSize }
}

/// Makes a sized subclass of `V` (a class a generated layout takes).
@MainActor
func makeSizedView<V: UIView>(_ type: V.Type) -> V {
    let made: UIView
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(UILabel.self): made = SizedLabel()
    case ObjectIdentifier(UIButton.self): made = SizedButton()
    case ObjectIdentifier(UIImageView.self): made = SizedImageView()
    case ObjectIdentifier(UITextField.self): made = SizedTextField()
    case ObjectIdentifier(UIPageControl.self): made = SizedPageControl()
    case ObjectIdentifier(UIScrollView.self): made = SizedScrollView()
    case ObjectIdentifier(UIView.self): made = SizedView()
    default: preconditionFailure("no sized subclass of \(type)")
    }
    return made as! V
}
