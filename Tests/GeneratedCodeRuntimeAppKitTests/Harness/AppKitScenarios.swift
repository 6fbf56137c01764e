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
            AppKitScene.text(container.safeAreaLayoutGuide.frame), Double(container.safeAreaInsets.top))
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

extension AppKitScenarios {
    /// An unflipped 800×600 root with additionalSafeAreaInsets top 28; `full` covers it,
    /// `upper` covers its top half (top-down y 0…300), `lower` its bottom half with its own
    /// additional 10 at the bottom. Each has a view pinned to its safe area guide.
    static func inheritedSafeArea() -> [(insets: [Double], pinned: String)] {
        let root = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        root.additionalSafeAreaInsets = NSEdgeInsets(top: 28, left: 0, bottom: 0, right: 0)
        var results: [(NSView, NSView)] = []
        for (top, height, extraBottom) in [(0.0, 600.0, 0.0), (0, 300, 0), (300, 300, 10)] {
            let view = NSView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.additionalSafeAreaInsets = NSEdgeInsets(top: 0, left: 0, bottom: CGFloat(extraBottom), right: 0)
            root.addSubview(view)
            let content = NSView()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(top)),
                view.heightAnchor.constraint(equalToConstant: CGFloat(height)),
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            results.append((view, content))
        }
        root.layoutSubtreeIfNeeded()
        return results.map { view, content in
            let insets = view.safeAreaInsets
            return ([insets.top, insets.left, insets.bottom, insets.right].map { Double($0) }, AppKitScene.text(content.frame))
        }
    }
}
