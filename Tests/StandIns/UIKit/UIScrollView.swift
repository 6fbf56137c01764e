import LayoutModel
import VFLEngine

/// Apple (iPhoneOS18.1.sdk UIKit.framework/Headers/UIScrollView.h): `UIKIT_EXTERN
/// API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIScrollView :
/// UIView` (the class's watchOS attribute is left out, as for every view class of the stand-in:
/// StandInFactTable records what SDKAvailabilityTable does). The stand-in lays out at scroll offset 0 only: its content's origin is its own
/// (no content inset, no adjustment for the safe area), and the layout pass sets
/// ``contentSize`` from the content layout guide, as UIKit does when the content's
/// constraints determine it.
@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {
    /// Apple: `var contentOffset: CGPoint` (default `.zero`). The stand-in's layout ignores it.
    open var contentOffset: CGPoint = .zero
    /// Apple: `var contentSize: CGSize` (default `.zero`); set by the layout pass from the
    /// content layout guide's size.
    open var contentSize: CGSize = .zero

    /// Apple: `@property(nonatomic,readonly,strong) UILayoutGuide *contentLayoutGuide
    /// API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos)`: the untranslated content
    /// area; its size is the content size.
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var contentLayoutGuide: UILayoutGuide {
        if let guide = existingContentLayoutGuide { return guide }
        let guide = ScrollContentLayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }

    /// Apple: `@property(nonatomic,readonly,strong) UILayoutGuide *frameLayoutGuide
    /// API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos)`: the untransformed frame.
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var frameLayoutGuide: UILayoutGuide {
        if let guide = ownedLayoutGuides.first(where: { $0 is ScrollFrameLayoutGuide }) { return guide }
        let guide = ScrollFrameLayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }

    var existingContentLayoutGuide: UILayoutGuide? { ownedLayoutGuides.first { $0 is ScrollContentLayoutGuide } }
}

/// The stand-in's content layout guide (a plain `UILayoutGuide` to callers, as in UIKit).
@MainActor
final class ScrollContentLayoutGuide: UILayoutGuide {}

/// The stand-in's frame layout guide (a plain `UILayoutGuide` to callers, as in UIKit).
@MainActor
final class ScrollFrameLayoutGuide: UILayoutGuide {}

extension AutoLayoutPass.Builder {
    /// The engine item of a scroll view's guide: the frame guide is the scroll view's frame;
    /// the content guide starts at the scroll view's origin (offset 0) and takes its size from
    /// the constraints (`vflgen frames` places it the same way). `nil` for other guides.
    func scrollGuideItem(_ guide: UILayoutGuide, of view: UIView, item: ItemID) -> ItemID? {
        if guide is ScrollFrameLayoutGuide {
            return engine.addGuide(named: guide.identifier, insetFrom: item, by: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        }
        guard guide is ScrollContentLayoutGuide else { return nil }
        let id = engine.addItem(named: guide.identifier)
        for attribute in [LayoutAttribute.left, .top] {
            _ = try? engine.addConstraint(ItemConstraint(id, attribute, .equal, item, attribute, label: "\(guide.identifier) origin"))
        }
        return id
    }
}
