#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The Grapevine welcome screen. Its constraints come from `Welcome.vfl`, compiled at build time
/// into `WelcomeLayout` by VFLGenPlugin: a misspelt view name there fails the build.
@MainActor
public final class WelcomeViewController: UIViewController {
    let appIcon = UIImageView(image: UIImage(named: "AppIcon"))
    let appName = UILabel()
    let skip = UIButton()
    let appImage = UIImageView(image: UIImage(named: "Grapevine"))
    let welcome = UILabel()
    let summary = UILabel()
    let pageControl = UIPageControl()

    /// The generated layout, created once the view is loaded.
    private(set) var layout: WelcomeLayout?

    public override func viewDidLoad() {
        super.viewDidLoad()
        appName.text = "Grapevine"
        welcome.text = "Welcome to Grapevine!"
        summary.text = "Hear what your friends are saying."
        summary.numberOfLines = 0  // a longer translation wraps (`lines 0` in Welcome.vfl)
        pageControl.numberOfPages = 3

        let layout = WelcomeLayout(
            in: view,
            appIcon: appIcon, appName: appName, skip: skip, appImage: appImage,
            welcome: welcome, summary: summary, pageControl: pageControl
        )
        layout.activate()
        self.layout = layout
    }

    /// Tightens the screen for compact heights: every constraint using the metric follows.
    public func useCompactSpacing() {
        layout?.metrics.topMargin = 8
        layout?.metrics.welcomeSpacing = 8
    }

    /// The active constraints, one line each (for the demo and for debugging).
    public var constraintReport: [String] {
        ConstraintReport.lines(for: layout?.constraints ?? [])
    }
}
#endif
