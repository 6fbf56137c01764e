import UIKit

extension RuntimeScene {
    /// Shows the keyboard `height` points from the container's bottom (0 hides it), through
    /// the stand-in-only hook, as the system does when a text field becomes first responder.
    func setKeyboardHeight(_ height: Double) {
        container.standInTestingKeyboardHeight = CGFloat(height)
    }
}
