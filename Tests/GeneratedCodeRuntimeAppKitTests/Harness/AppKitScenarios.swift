import AppKit

/// Hand-built AppKit trees, reported as plain text (`X Y WIDTH HEIGHT`, as AppKit reports them).
@MainActor
enum AppKitScenarios {
    /// Views pinned to the safe area guide and the margins guide of an unflipped 800×600
    /// container with `additionalSafeAreaInsets` (top 28: a title bar), and the guides' frames.
    static func safeAreaAndMargins() -> (safeView: String, marginsView: String, safeGuide: String, reportedTop: Double) {
        let container = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        container.additionalSafeAreaInsets = NSEdgeInsets(top: 28, left: 0, bottom: 0, right: 0)
        let safe = NSView()
        let inMargins = NSView()
        for (view, guide) in [(safe, container.safeAreaLayoutGuide), (inMargins, container.layoutMarginsGuide)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        container.layoutSubtreeIfNeeded()
        return (
            AppKitScene.text(safe.frame), AppKitScene.text(inMargins.frame),
            AppKitScene.text(container.safeAreaLayoutGuide.layoutFrame), Double(container.safeAreaInsets.top))
    }

    /// An autoresizing-mask subview of an unflipped container keeps its frame (y from the
    /// bottom), and a constrained view placed above it follows it.
    static func autoresizedSubview() -> (fixed: String, above: String) {
        let container = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        let fixed = NSView(frame: NSRect(x: 10, y: 20, width: 100, height: 50))
        let above = NSView()
        above.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(fixed)
        container.addSubview(above)
        NSLayoutConstraint.activate([
            above.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            above.bottomAnchor.constraint(equalTo: fixed.topAnchor, constant: -5),
            above.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            above.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.layoutSubtreeIfNeeded()
        return (AppKitScene.text(fixed.frame), AppKitScene.text(above.frame))
    }
}
