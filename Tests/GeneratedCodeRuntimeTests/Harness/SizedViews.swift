import UIKit

/// A view whose intrinsic content size a test sets, as a subclass on iOS would report one
/// (UIKit has no setter: subclasses override `intrinsicContentSize`).
@MainActor
protocol IntrinsicSizeSettable: UIView {
    var intrinsicSize: CGSize { get set }
}

/// `UIView.noIntrinsicMetric` on both axes.
@MainActor
let noIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

final class SizedView: UIView, IntrinsicSizeSettable {
    var intrinsicSize = noIntrinsicSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize }
}

final class SizedLabel: UILabel, IntrinsicSizeSettable {
    var intrinsicSize = noIntrinsicSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize }
}

final class SizedButton: UIButton, IntrinsicSizeSettable {
    var intrinsicSize = noIntrinsicSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize }
}

final class SizedImageView: UIImageView, IntrinsicSizeSettable {
    var intrinsicSize = noIntrinsicSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize }
}

final class SizedTextField: UITextField, IntrinsicSizeSettable {
    var intrinsicSize = noIntrinsicSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize }
}

final class SizedPageControl: UIPageControl, IntrinsicSizeSettable {
    var intrinsicSize = noIntrinsicSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { intrinsicSize }
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
    case ObjectIdentifier(UIView.self): made = SizedView()
    default: preconditionFailure("no sized subclass of \(type)")
    }
    return made as! V
}
