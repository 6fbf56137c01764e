#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A photo and its caption, stacked in portrait and side by side in landscape: the variants
/// of `Gallery.vfl`.
@MainActor
public final class GalleryViewController: UIViewController {
    /// The orientations the screen supports (the layout's variants, named for the app).
    public enum Orientation: Sendable { case portrait, landscape }

    let photo = UIImageView(image: UIImage(named: "Sunset"))
    let caption = UILabel()
    private var layout: GalleryLayout?

    public override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Sunset over the vineyard"
        layout = GalleryLayout(in: view, photo: photo, caption: caption)
        apply(.portrait)
    }

    /// Switches to `orientation`'s constraints (what `viewWillTransition(to:with:)` would call).
    public func apply(_ orientation: Orientation) {
        switch orientation {
        case .portrait: layout?.activate(.portrait)
        case .landscape: layout?.activate(.landscape)
        }
    }

    /// The photo's and caption's frames after a layout pass at `width`×`height`.
    public func frames(width: CGFloat, height: CGFloat) -> [String] {
        ConstraintReport.frames(of: ["photo": photo, "caption": caption], in: view, width: width, height: height)
    }

    /// The active variant's constraints, one line each.
    public var constraintReport: [String] {
        guard let layout, let variant = layout.activeVariant else { return [] }
        return ConstraintReport.lines(for: layout.constraints(for: variant).filter(\.isActive))
    }
}
#endif
