import LayoutModel
import UIKit

/// Edge insets as plain numbers (test files do not import UIKit: a file importing both
/// Testing and a module named UIKit needs Swift Testing's UIKit overlay, absent on Linux).
struct Insets: Sendable {
    var top: Double, left: Double, bottom: Double, right: Double

    static func all(_ value: Double) -> Insets { Insets(top: value, left: value, bottom: value, right: value) }

    var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }
}

/// A root container view of a given size and the named views a layout places in it, all
/// with test-settable intrinsic sizes; reports frames after `layoutIfNeeded()` in the text
/// form of `vflgen frames` (`NAME X Y WIDTH HEIGHT`).
@MainActor
final class RuntimeScene {
    let container: UIView
    private(set) var views: [(name: String, view: UIView)] = []
    /// Intrinsic sizes given to views as they are made, by name (`nil` part: none).
    private let intrinsicSizes: [String: (width: Double?, height: Double?)]

    init(width: Double, height: Double, intrinsicSizes: [String: (width: Double?, height: Double?)] = [:]) {
        container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        self.intrinsicSizes = intrinsicSizes
    }

    /// A new view of class `V` named `name` (a sized subclass), not yet in the hierarchy:
    /// the generated layout adds it.
    func view<V: UIView>(_ name: String, as type: V.Type = V.self) -> V {
        let view = makeSizedView(type)
        if let size = intrinsicSizes[name] {
            setIntrinsicSize(of: view, width: size.width, height: size.height)
        }
        views.append((name, view))
        return view
    }

    func named(_ name: String) -> UIView {
        guard let view = views.first(where: { $0.name == name })?.view else { preconditionFailure("no view \(name)") }
        return view
    }

    func setIntrinsicSize(of name: String, width: Double?, height: Double?) {
        setIntrinsicSize(of: named(name), width: width, height: height)
    }

    private func setIntrinsicSize(of view: UIView, width: Double?, height: Double?) {
        (view as! any IntrinsicSizeSettable).intrinsicSize = CGSize(
            width: width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric,
            height: height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// `setContentHuggingPriority(_:for:)` on the horizontal axis.
    func setHorizontalHugging(of name: String, _ priority: Float) {
        named(name).setContentHuggingPriority(UILayoutPriority(priority), for: .horizontal)
    }

    /// `setContentHuggingPriority(_:for:)` on the vertical axis.
    func setVerticalHugging(of name: String, _ priority: Float) {
        named(name).setContentHuggingPriority(UILayoutPriority(priority), for: .vertical)
    }

    /// `setContentCompressionResistancePriority(_:for:)` on the horizontal axis.
    func setHorizontalCompressionResistance(of name: String, _ priority: Float) {
        named(name).setContentCompressionResistancePriority(UILayoutPriority(priority), for: .horizontal)
    }

    /// The priorities a view reports: (hugging H, hugging V, compression H, compression V).
    func priorities(of name: String) -> [Float] {
        let view = named(name)
        return [
            view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
            view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical),
        ].map(\.rawValue)
    }

    var insetsLayoutMarginsFromSafeArea: Bool {
        get { container.insetsLayoutMarginsFromSafeArea }
        set { container.insetsLayoutMarginsFromSafeArea = newValue }
    }

    func resize(width: Double, height: Double) {
        container.frame = CGRect(x: 0, y: 0, width: width, height: height)
    }

    var rightToLeft: Bool {
        get { container.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        set { container.semanticContentAttribute = newValue ? .forceRightToLeft : .unspecified }
    }

    var layoutMargins: Insets {
        get { Insets(top: Double(container.layoutMargins.top), left: Double(container.layoutMargins.left),
                     bottom: Double(container.layoutMargins.bottom), right: Double(container.layoutMargins.right)) }
        set { container.layoutMargins = newValue.uiEdgeInsets }
    }

    /// Through the stand-in-only hook (`safeAreaInsets` is read-only in UIKit).
    func setSafeArea(_ insets: Insets) {
        container.standInTestingSafeAreaInsets = insets.uiEdgeInsets
    }

    /// Lays out, then one line per view: `NAME X Y WIDTH HEIGHT` after a `# header` line, each
    /// frame in the container's coordinates (a view inside another, at scroll offset 0), then
    /// `NAME.content WIDTH HEIGHT` for each scroll view, as `vflgen frames` prints them.
    func frames(header: String) -> String {
        container.layoutIfNeeded()
        var text = "# \(header)\n"
        for (name, view) in views {
            text += "\(name) \(Self.text(frameInContainer(view)))\n"
        }
        for case let (name, scrollView as UIScrollView) in views {
            text += "\(name).content \(Double(scrollView.contentSize.width).shortestDescription) \(Double(scrollView.contentSize.height).shortestDescription)\n"
        }
        return text
    }

    /// `view`'s frame in the container's coordinates: its frame moved by each ancestor's
    /// origin up to the container (less a scroll view's offset, 0 here).
    func frameInContainer(_ view: UIView) -> CGRect {
        var frame = view.frame
        var parent = view.superview
        while let ancestor = parent, ancestor !== container {
            frame.origin.x += ancestor.frame.minX - ancestor.bounds.minX
            frame.origin.y += ancestor.frame.minY - ancestor.bounds.minY
            parent = ancestor.superview
        }
        return frame
    }

    /// The frame of one view after a layout pass, as `X Y WIDTH HEIGHT`.
    func frame(of name: String) -> String {
        container.layoutIfNeeded()
        return Self.text(named(name).frame)
    }

    static func text(_ frame: CGRect) -> String {
        [frame.minX, frame.minY, frame.width, frame.height].map { Double($0).shortestDescription }.joined(separator: " ")
    }
}
