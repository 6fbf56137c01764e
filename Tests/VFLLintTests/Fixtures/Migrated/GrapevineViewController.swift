// Grapevine's ViewController after `vflgen migrate`: the seven VFL calls of
// viewSafeAreaInsetsDidChange() replaced by the code vflgen printed (kept verbatim between the
// markers; a test checks it is exactly the printed code), against the generated
// ViewControllerViewSafeAreaInsetsDidChangeLayout in GrapevineViewController+VFL.swift.
// VFLRenderingTests type-checks both files against the stand-in UIKit (outlets are plain
// properties there: @IBOutlet needs the Objective-C runtime).

import UIKit

class ViewController: UIViewController {

  private enum Metrics {
    static let padding: CGFloat = 15.0
    static let iconImageViewWidth: CGFloat = 30.0
  }

  var iconImageView: UIImageView! = UIImageView()
  var appNameLabel: UILabel! = UILabel()
  var skipButton: UIButton! = UIButton()
  var appImageView: UIImageView! = UIImageView()
  var welcomeLabel: UILabel! = UILabel()
  var summaryLabel: UILabel! = UILabel()
  var pageControl: UIPageControl! = UIPageControl()

  private var activeLayout: ViewControllerViewSafeAreaInsetsDidChangeLayout?

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()

    activeLayout?.deactivate()

    let newInsets = view.safeAreaInsets
    let leftMargin = newInsets.left > 0 ? newInsets.left : Metrics.padding
    let rightMargin = newInsets.right > 0 ? newInsets.right : Metrics.padding
    let topMargin = newInsets.top > 0 ? newInsets.top : Metrics.padding
    let bottomMargin = newInsets.bottom > 0 ? newInsets.bottom : Metrics.padding

    // vflgen migrate: begin
    let layout = ViewControllerViewSafeAreaInsetsDidChangeLayout(in: view, iconImageView: iconImageView, appNameLabel: appNameLabel, skipButton: skipButton, appImageView: appImageView, welcomeLabel: welcomeLabel, summaryLabel: summaryLabel, pageControl: pageControl)
    layout.metrics.topMargin = topMargin
    layout.metrics.bottomMargin = bottomMargin
    layout.metrics.leftMargin = leftMargin
    layout.metrics.rightMargin = rightMargin
    layout.activate()
    // vflgen migrate: end

    activeLayout = layout
  }
}
