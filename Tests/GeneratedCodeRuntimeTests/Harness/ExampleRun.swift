/// Runs one example's generated layout the way an app would: make the views, create the
/// layout, activate it (or a variant), lay out; the frames come back as `vflgen frames` text.
@MainActor
final class ExampleRun {
    let scene: RuntimeScene
    let driver: LayoutDriver
    let layout: String

    init(_ layout: String, width: Double, height: Double, intrinsicSizes: [String: (width: Double?, height: Double?)] = [:]) {
        self.layout = layout
        scene = RuntimeScene(width: width, height: height, intrinsicSizes: intrinsicSizes)
        driver = ExampleLayouts.make(layout, in: scene)
    }

    /// Activates the always-on constraints and `variant`'s (replacing the active variant).
    func activate(_ variant: String? = nil) -> String {
        driver.activate(variant)
        return frames(variant)
    }

    /// The frames after a layout pass, headed like `vflgen frames` (`# Layout[.variant]`).
    func frames(_ variant: String? = nil) -> String {
        scene.frames(header: variant.map { "\(layout).\($0)" } ?? layout)
    }
}
