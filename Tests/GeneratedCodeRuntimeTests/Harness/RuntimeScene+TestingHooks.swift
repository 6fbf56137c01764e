import UIKit

/// What the system or a view's content decides in UIKit, set through the stand-in-only hooks.
extension RuntimeScene {
    /// Shows the keyboard `height` points from the container's bottom (0 hides it), as the
    /// system does when a text field becomes first responder.
    func setKeyboardHeight(_ height: Double) {
        container.standInTestingKeyboardHeight = CGFloat(height)
    }

    /// Places the baselines of each named view, in points below its top (a label's font does
    /// this in UIKit; a `.vfl` file's `baseline F,L` hints say where for `vflgen frames`).
    func setBaselines(_ baselines: [String: (first: Double, last: Double)]) {
        for (name, baseline) in baselines {
            named(name).standInTestingBaselines = (CGFloat(baseline.first), CGFloat(baseline.last))
        }
    }
}
