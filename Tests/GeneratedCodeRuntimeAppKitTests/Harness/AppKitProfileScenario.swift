import AppKit

/// Examples/Layouts/Profile.vfl's generated AppKit code (Generated/Profile+VFL.swift) driven
/// as an app would: the header is the window controller's own view at its declared frame
/// (never installed by the layout), the other views are made and installed by the layout, and
/// the variant follows the container's size through the generated `activateVariant(for:)`.
@MainActor
enum AppKitProfileScenario {
    /// The variant picked, and the frames top-down in `vflgen frames`' text form: header, the
    /// `content` guide, the views (an unflipped container's converted, y = H − y′ − h).
    static func layOut(
        width: Double, height: Double, flipped: Bool,
        hints: [String: (width: Double?, height: Double?)], baselines: [String: (first: Double, last: Double)],
        wrapping: [String: @Sendable (Double) -> (width: Double?, height: Double?)] = [:]
    ) -> (variant: String, frames: String) {
        let scene = AppKitScene(width: width, height: height, flipped: flipped, intrinsicSizes: hints)
        let container = scene.container
        // `external view header: UIView frame 0,0,320x88` (top-down), kept by its autoresizing mask.
        let header = NSView(frame: NSRect(x: 0, y: flipped ? 0 : height - 88, width: 320, height: 88))
        container.addSubview(header)
        let avatar: NSImageView = scene.view("avatar")
        let name: NSTextField = scene.view("name")
        let badge: NSTextField = scene.view("badge")
        let bio: NSTextField = scene.view("bio")
        for (label, view) in [("name", name), ("badge", badge)] as [(String, NSView)] {
            if let baseline = baselines[label] { view.standInTestingBaselines = (CGFloat(baseline.first), CGFloat(baseline.last)) }
        }
        let layout = ProfileLayout(in: container, header: header, avatar: avatar, name: name, badge: badge, bio: bio)
        layout.activateVariant(for: container.bounds.size)
        container.layoutSubtreeIfNeeded()
        // A wrapping text field measured again at the width it got, and laid out again.
        if !wrapping.isEmpty {
            for (viewName, view) in scene.views {
                guard let measure = wrapping[viewName] else { continue }
                let size = measure(Double(view.frame.width))
                (view as! any IntrinsicSizeSettable).intrinsicSize = NSSize(
                    width: size.width.map { CGFloat($0) } ?? NSView.noIntrinsicMetric,
                    height: size.height.map { CGFloat($0) } ?? NSView.noIntrinsicMetric)
            }
            container.layoutSubtreeIfNeeded()
        }
        func topDown(_ frame: NSRect) -> String {
            var frame = frame
            if !flipped { frame.origin.y = CGFloat(height) - frame.minY - frame.height }
            return AppKitScene.text(frame)
        }
        var text = "# Profile.\(layout.activeVariant.map { "\($0)" } ?? "none")\n"
        text += "header \(topDown(header.frame))\n"
        text += "content \(topDown(layout.content.frame))\n"
        for (viewName, view) in scene.views {
            text += "\(viewName) \(topDown(view.frame))\n"
        }
        return (layout.activeVariant.map { "\($0)" } ?? "none", text)
    }
}
