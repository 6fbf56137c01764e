import UIKit

/// Examples/Layouts/Profile.vfl's generated code (Generated/Profile+VFL.swift) driven as an
/// app would: the header is the view controller's own view at its declared frame (an
/// external view: passed in, never installed by the layout), the other views are made and
/// installed by the layout, and the variant follows the container's size through the
/// generated `activateVariant(for:size:)`.
@MainActor
enum ProfileScenario {
    struct Result {
        /// The variant `ProfileLayout.variant(for:size:)` picked.
        var variant: String
        /// Frames in `vflgen frames`' text form: header, the `content` guide, the views.
        var frames: String
    }

    /// Lays Profile out in a `width` × `height` container; `hints` and `baselines` are the
    /// `.vfl` file's `intrinsic` and `baseline` hints, given to the views as their content.
    /// With `newSize`, the container is then resized (a rotation) and the variant re-picked
    /// for the new size, as `viewWillTransition(to:with:)` would.
    static func layOut(
        width: Double, height: Double, rightToLeft: Bool = false, thenResizeTo newSize: (width: Double, height: Double)? = nil,
        hints: [String: (width: Double?, height: Double?)], baselines: [String: (first: Double, last: Double)],
        sampleText: SampleText? = nil
    ) -> Result {
        let scene = RuntimeScene(width: width, height: height, intrinsicSizes: hints)
        scene.rightToLeft = rightToLeft
        // `external view header: UIView frame 0,0,320x88`: already in the hierarchy, placed by
        // its frame (autoresizing mask), as a view controller's header is.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        scene.container.addSubview(header)
        let avatar: UIImageView = scene.view("avatar")
        let name: UILabel = scene.view("name")
        let badge: UILabel = scene.view("badge")
        let bio: UILabel = scene.view("bio")
        sampleText?.apply(to: scene)
        for (label, view) in [("name", name), ("badge", badge)] as [(String, UIView)] {
            if let baseline = baselines[label] { view.standInTestingBaselines = (CGFloat(baseline.first), CGFloat(baseline.last)) }
        }
        let layout = ProfileLayout(in: scene.container, header: header, avatar: avatar, name: name, badge: badge, bio: bio)
        let size = scene.container.bounds.size
        layout.activateVariant(for: UITraitCollection(), size: size)
        scene.container.layoutIfNeeded()
        if let newSize {
            scene.resize(width: newSize.width, height: newSize.height)
            layout.activateVariant(for: UITraitCollection(), size: scene.container.bounds.size)
            scene.container.layoutIfNeeded()
        }
        let variant = layout.activeVariant.map { "\($0)" } ?? "none"
        var text = "# Profile.\(variant)\n"
        text += "header \(RuntimeScene.text(header.frame))\n"
        text += "content \(RuntimeScene.text(layout.content.layoutFrame))\n"
        for (viewName, view) in scene.views {
            text += "\(viewName) \(RuntimeScene.text(view.frame))\n"
        }
        return Result(variant: variant, frames: text)
    }
}
