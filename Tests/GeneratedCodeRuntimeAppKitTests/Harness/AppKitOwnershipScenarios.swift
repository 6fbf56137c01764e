import AppKit
import GeneratedCodeTestSupport

/// The usage patterns of AppKitOwnershipTests: each builds views and a layout, drops its last strong
/// references, and returns what survived, by the names of the weak references still set.
/// (Test files do not import AppKit; see AppKitScene.swift.)
@MainActor
enum AppKitOwnershipScenarios {
    /// Watches a layout, its container, two views and a constraint.
    static func watchLayout(_ layout: WelcomeLayout, in container: NSView, with references: WeakReferences) {
        references.watch("layout", layout)
        references.watch("container", container)
        references.watch("icon", layout.icon)
        references.watch("title", layout.title)
        references.watch("constraint", layout.iconLeading)
    }

    /// A card that owns its layout in a lazy property, as the NewsCard example does.
    final class CardView: NSView {
        let icon = NSImageView()
        let title = NSTextField()
        let skip = NSButton()
        lazy var layout = WelcomeLayout(in: self, icon: icon, title: title, skip: skip)
    }

    /// A view controller that keeps its layout, as docs/GeneratedCode.md shows.
    final class WelcomeController: NSViewController {
        let icon = NSImageView()
        let title = NSTextField()
        let skip = NSButton()
        lazy var layout = WelcomeLayout(in: view, icon: icon, title: title, skip: skip)

        override func viewDidLoad() {
            super.viewDidLoad()
            layout.activate()
        }
    }

    static func handWrittenConstraints() -> [String] {
        let watch = WeakReferences()
        do {
            let container = NSView(frame: NSRect(x: 0, y: 0, width: 320, height: 100))
            let icon = NSImageView()
            icon.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(icon)
            let constraint = icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
            NSLayoutConstraint.activate([constraint, icon.widthAnchor.constraint(equalToConstant: 30)])
            container.layoutSubtreeIfNeeded()
            watch.watch("container", container)
            watch.watch("icon", icon)
            watch.watch("constraint", constraint)
        }
        return watch.survivors
    }

    static func viewOwnsLayout() -> [String] {
        let watch = WeakReferences()
        do {
            let host = NSView(frame: NSRect(x: 0, y: 0, width: 390, height: 100))
            let card = CardView()
            card.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(card)
            card.layout.activate()
            host.layoutSubtreeIfNeeded()
            watchLayout(card.layout, in: card, with: watch)
            card.removeFromSuperview()
        }
        return watch.survivors
    }

    static func viewControllerOwnsLayout() -> [String] {
        let watch = WeakReferences()
        do {
            let controller = WelcomeController()
            controller.viewDidLoad()
            controller.layout.metrics.padding = 20
            controller.view.layoutSubtreeIfNeeded()
            watchLayout(controller.layout, in: controller.view, with: watch)
            watch.watch("controller", controller)
        }
        return watch.survivors
    }

    /// A layout kept longer than its views (by a cache, say): what survives while it is kept,
    /// whether its `container` and views read `nil` then, and what survives once it is dropped
    /// after a metric change and `deactivate()`.
    static func layoutOutlivesViews() -> (whileKept: [String], viewsReadNil: Bool, afterwards: [String]) {
        let watch = WeakReferences()
        var kept: GalleryLayout?
        do {
            let container = NSView(frame: NSRect(x: 0, y: 0, width: 390, height: 844))
            let layout = GalleryLayout(
                in: container, headerVw: NSImageView(), borderVw: NSView(), firstThumbVw: NSImageView(),
                secondThumbVw: NSImageView())
            layout.activate(.portrait)
            container.layoutSubtreeIfNeeded()
            watch.watch("container", container)
            watch.watch("header", layout.headerVw)
            watch.watch("thumb", layout.firstThumbVw)
            kept = layout
        }
        let whileKept = watch.survivors
        var viewsReadNil = false
        if let layout = kept {
            // Like Auto Layout's, the constraints' items are weak too.
            viewsReadNil = layout.container == nil && layout.headerVw == nil && layout.secondThumbVw == nil
                && layout.constraints.allSatisfy { $0.firstItem == nil && $0.secondItem == nil }
            layout.metrics.w = 200
            layout.deactivate()
            watch.watch("layout", layout)
            watch.watch("portrait constraint", layout.constraints(for: .portrait).first)
            watch.watch("constraint", layout.constraints.first)
        }
        kept = nil
        return (whileKept, viewsReadNil, watch.survivors)
    }
}
