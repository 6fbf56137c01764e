#if canImport(UIKit)
import UIKit

/// The generated `RuntimeScreen` layout over stand-in views, with the facts the tests read
/// (kept apart from the tests: a file importing both Testing and the stand-in UIKit asks for
/// a cross-import overlay that does not exist).
@MainActor
final class ScreenRuntimeHarness {
    let root = UIView()
    let container = UIView()
    /// Owned by the view controller: beside the container, under the same root.
    let header = UIView()
    let avatar = UIImageView()
    let name = UILabel()
    let layout: RuntimeScreenLayout

    init() {
        root.addSubview(header)
        root.addSubview(container)
        layout = RuntimeScreenLayout(in: container, header: header, avatar: avatar, name: name)
    }

    var guideIsAddedToTheContainer: Bool {
        container.layoutGuides.contains { $0 === layout.content } && layout.content.owningView === container
    }
    var headerIsUntouched: Bool {
        header.superview === root && header.translatesAutoresizingMaskIntoConstraints
    }
    var ownViewsAreInstalled: Bool {
        ([avatar, name] as [UIView]).allSatisfy { view in
            container.subviews.contains { $0 === view } && !view.translatesAutoresizingMaskIntoConstraints
        }
    }

    /// The variant `variant(for:size:)` picks for a compact-width trait collection.
    static func variant(width: Double, height: Double, horizontal: UIUserInterfaceSizeClass = .compact) -> RuntimeScreenLayout.Variant? {
        RuntimeScreenLayout.variant(for: UITraitCollection(horizontalSizeClass: horizontal), size: CGSize(width: width, height: height))
    }

    /// Calls `activateVariant(for:size:)`; returns the active variant and which of the two
    /// avatar widths (narrow, wide) are active, and whether the always-on constraints are.
    func activateVariant(width: Double, height: Double) -> (variant: RuntimeScreenLayout.Variant?, narrow: Bool, wide: Bool, alwaysOn: Bool) {
        layout.activateVariant(for: UITraitCollection(horizontalSizeClass: .regular), size: CGSize(width: width, height: height))
        return (layout.activeVariant, layout.narrowAvatarWidth.isActive, layout.wideAvatarWidth.isActive, layout.constraints.allSatisfy(\.isActive))
    }
}
#endif
