import AppKit
import LayoutModel

/// A view whose intrinsic content size a test sets (AppKit has no setter: subclasses override
/// `intrinsicContentSize`). Unset (`nil`), it reports its class's own size (the stand-in's,
/// from VFLEngine's ContentSizeTable), as `vflgen frames` sizes a view without a hint.
@MainActor
protocol IntrinsicSizeSettable: NSView {
    var intrinsicSize: NSSize? { get set }
}


final class SizedView: NSView, IntrinsicSizeSettable {
    var intrinsicSize: NSSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: NSSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedTextField: NSTextField, IntrinsicSizeSettable {
    var intrinsicSize: NSSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: NSSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedButton: NSButton, IntrinsicSizeSettable {
    var intrinsicSize: NSSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: NSSize { intrinsicSize ?? super.intrinsicContentSize }
}

final class SizedImageView: NSImageView, IntrinsicSizeSettable {
    var intrinsicSize: NSSize? { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: NSSize { intrinsicSize ?? super.intrinsicContentSize }
}

/// A container with top-left origin, as views that override `isFlipped` have.
final class FlippedView: NSView {
    override var isFlipped: Bool { true }
}

/// A root container (unflipped, AppKit's default, or flipped) and the named views of one
/// generated layout; frames come back in `vflgen frames`' text form, top-down (an unflipped
/// container's frames converted with docs/Engine.md's rule y = H − y′ − h) or raw.
@MainActor
final class AppKitScene {
    let container: NSView
    private(set) var views: [(name: String, view: NSView)] = []
    private let intrinsicSizes: [String: (width: Double?, height: Double?)]

    init(width: Double, height: Double, flipped: Bool, intrinsicSizes: [String: (width: Double?, height: Double?)] = [:]) {
        let frame = NSRect(x: 0, y: 0, width: width, height: height)
        container = flipped ? FlippedView(frame: frame) : NSView(frame: frame)
        self.intrinsicSizes = intrinsicSizes
    }

    func view<V: NSView>(_ name: String, as type: V.Type = V.self) -> V {
        let made: NSView
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(NSTextField.self): made = SizedTextField()
        case ObjectIdentifier(NSButton.self): made = SizedButton()
        case ObjectIdentifier(NSImageView.self): made = SizedImageView()
        case ObjectIdentifier(NSView.self): made = SizedView()
        default: preconditionFailure("no sized subclass of \(type)")
        }
        if let size = intrinsicSizes[name] {
            (made as! any IntrinsicSizeSettable).intrinsicSize = NSSize(
                width: size.width.map { CGFloat($0) } ?? NSView.noIntrinsicMetric,
                height: size.height.map { CGFloat($0) } ?? NSView.noIntrinsicMetric)
        }
        views.append((name, made))
        return made as! V
    }

    func resize(width: Double, height: Double) {
        container.frame = NSRect(x: 0, y: 0, width: width, height: height)
    }

    var rightToLeft: Bool {
        get { container.userInterfaceLayoutDirection == .rightToLeft }
        set { container.userInterfaceLayoutDirection = newValue ? .rightToLeft : .leftToRight }
    }

    func setAdditionalSafeArea(top: Double, left: Double, bottom: Double, right: Double) {
        container.additionalSafeAreaInsets = NSEdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }

    /// Lays out; one line per view, top-down coordinates in the container (as `vflgen frames`
    /// prints them, also for a view inside another view).
    func frames(header: String) -> String {
        container.layoutSubtreeIfNeeded()
        var text = "# \(header)\n"
        for (name, view) in views {
            text += "\(name) \(Self.text(topDownFrameInContainer(view)))\n"
        }
        return text
    }

    /// `view`'s frame in the container's coordinates, y from the top: at each level its frame
    /// in its superview, turned top-down when that superview is unflipped (docs/Engine.md's
    /// y = H − y′ − h with the superview's height), moved by the superview's own top-down
    /// origin, up to the container.
    func topDownFrameInContainer(_ view: NSView) -> NSRect {
        var frame = view.frame
        guard let parent = view.superview else { return frame }
        frame.origin.x -= parent.bounds.minX
        frame.origin.y -= parent.bounds.minY
        if !parent.isFlipped { frame.origin.y = parent.frame.height - frame.minY - frame.height }
        guard parent !== container else { return frame }
        let origin = topDownFrameInContainer(parent).origin
        frame.origin.x += origin.x
        frame.origin.y += origin.y
        return frame
    }

    /// One view's frame exactly as AppKit reports it (y from the bottom when unflipped).
    func rawFrame(of name: String) -> String {
        container.layoutSubtreeIfNeeded()
        return Self.text(views.first { $0.name == name }!.view.frame)
    }

    static func text(_ frame: NSRect) -> String {
        [frame.minX, frame.minY, frame.width, frame.height].map { Double($0).shortestDescription }.joined(separator: " ")
    }
}
