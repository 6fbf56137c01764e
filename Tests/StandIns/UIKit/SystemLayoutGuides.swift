import VFLEngine

/// Apple: `@MainActor class UITrackingLayoutGuide : UILayoutGuide` (iOS 15). The stand-in
/// does not activate tracked constraints; it exists for the class hierarchy.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// Apple: `@MainActor class UIKeyboardLayoutGuide : UITrackingLayoutGuide` (iOS 15): the
/// space the keyboard takes in the owning view. Its top is the keyboard's top edge while the
/// keyboard is shown, else the safe area's bottom (`usesBottomSafeArea`); it spans the view's
/// width and reaches its bottom. Tests show the keyboard with
/// ``UIView/standInTestingKeyboardHeight`` on the root view.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Apple: `var followsUndockedKeyboard: Bool { get set }` (default `false`).
    open var followsUndockedKeyboard: Bool = false
    /// Apple: `var usesBottomSafeArea: Bool { get set }` (iOS 17, default `true`): while the
    /// keyboard is hidden the top is the safe area's bottom; `false`: the view's bottom.
    @available(iOS 17.0, *)
    open var usesBottomSafeArea: Bool = true {
        didSet { owningView?.setNeedsLayout() }
    }
    /// Apple: `var keyboardDismissPadding: CGFloat { get set }` (iOS 17; no effect here).
    @available(iOS 17.0, *)
    open var keyboardDismissPadding: CGFloat = 0

    /// The keyboard's height from the bottom of the root view (the window); 0: hidden.
    /// Read from the root view's keyboard guide.
    var keyboardHeight: CGFloat = 0
}

/// The stand-in's readable content guide (a plain `UILayoutGuide` to callers, as in UIKit).
@MainActor
final class ReadableContentGuide: UILayoutGuide {}

@MainActor
extension UIView {
    /// Apple: `var readableContentGuide: UILayoutGuide { get }` (iOS 9): the layout margins
    /// guide narrowed to the readable width (672 points here, UIKit's at the default text
    /// size) and centred in it; see `VFLEngine.SystemGuides`.
    @available(iOS 9.0, *)
    public var readableContentGuide: UILayoutGuide {
        if let guide = ownedLayoutGuides.first(where: { $0 is ReadableContentGuide }) { return guide }
        let guide = ReadableContentGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        return guide
    }

    /// Apple: `var keyboardLayoutGuide: UIKeyboardLayoutGuide { get }` (iOS 15).
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = existingKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }

    var existingKeyboardLayoutGuide: UIKeyboardLayoutGuide? {
        ownedLayoutGuides.lazy.compactMap { $0 as? UIKeyboardLayoutGuide }.first
    }
}

extension AutoLayoutPass.Builder {
    /// The insets of a readable content or keyboard layout guide of `view`, from the view's
    /// frame as last laid out (the pass re-solves until they settle); `nil` for other guides.
    mutating func systemGuideInsets(_ guide: UILayoutGuide, of view: UIView) -> EdgeInsets? {
        let insets: EdgeInsets
        if guide is ReadableContentGuide {
            let width = view === root ? root.frame.width : view.frame.width
            insets = SystemGuides.readableInsets(width: Double(width), margins: marginInsets(of: view))
        } else if let keyboard = guide as? UIKeyboardLayoutGuide {
            let height = Double(view === root ? root.frame.height : view.frame.height)
            let keyboardHeight = Double(root.existingKeyboardLayoutGuide?.keyboardHeight ?? 0)
            // The keyboard's top in the view's coordinates.
            let keyboardTop = keyboardHeight > 0 ? Double(root.frame.height) - keyboardHeight - Self.top(of: view, in: root) : nil
            let safeBottom = keyboard.usesBottomSafeArea ? Double(safeAreaInsets(of: view).bottom) : 0
            insets = SystemGuides.keyboardInsets(height: height, safeAreaBottom: safeBottom, keyboardTop: keyboardTop)
        } else {
            return nil
        }
        usedSystemGuideInsets.append((guide, view, insets))
        return insets
    }

    /// Whether every readable and keyboard guide would get the insets it was built with.
    mutating func systemGuidesSettled() -> Bool {
        let used = usedSystemGuideInsets
        usedSystemGuideInsets = []
        return used.allSatisfy { entry in systemGuideInsets(entry.guide, of: entry.view) == entry.insets }
    }

    /// A view's top edge in the root's coordinates (its frames as last laid out).
    static func top(of view: UIView, in root: UIView) -> Double {
        var top = 0.0
        var current: UIView? = view
        while let candidate = current, candidate !== root {
            top += Double(candidate.frame.minY - (candidate.superview?.bounds.minY ?? 0))
            current = candidate.superview
        }
        return top
    }
}

@MainActor
extension UIView {
    /// Stand-in only (not UIKit API): shows the keyboard `height` points tall from the bottom
    /// of this root view (the window), as UIKit does when a text field becomes first
    /// responder; 0 hides it. Every view's `keyboardLayoutGuide` follows at the next
    /// `layoutIfNeeded()`.
    public var standInTestingKeyboardHeight: CGFloat {
        get { existingKeyboardLayoutGuide?.keyboardHeight ?? 0 }
        set {
            keyboardLayoutGuide.keyboardHeight = newValue
            setNeedsLayout()
        }
    }
}
