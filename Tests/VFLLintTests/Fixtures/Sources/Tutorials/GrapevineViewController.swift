// Grapevine — ViewController.swift as it stands at the end of the Ray Wenderlich tutorial
// "Auto Layout Visual Format Language Tutorial" (seed 000): viewDidLoad was removed and the
// layout moved to viewSafeAreaInsetsDidChange(), with computed margins as metrics.

import UIKit

class ViewController: UIViewController {

  private enum Metrics {
    static let padding: CGFloat = 15.0
    static let iconImageViewWidth: CGFloat = 30.0
  }

  // MARK: - IBOutlets

  @IBOutlet weak var iconImageView: UIImageView!
  @IBOutlet weak var appNameLabel: UILabel!
  @IBOutlet weak var skipButton: UIButton!
  @IBOutlet weak var appImageView: UIImageView!
  @IBOutlet weak var welcomeLabel: UILabel!
  @IBOutlet weak var summaryLabel: UILabel!
  @IBOutlet weak var pageControl: UIPageControl!

  private var allConstraints: [NSLayoutConstraint] = []

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()

    if !allConstraints.isEmpty {
      NSLayoutConstraint.deactivate(allConstraints)
      allConstraints.removeAll()
    }

    let newInsets = view.safeAreaInsets
    let leftMargin = newInsets.left > 0 ? newInsets.left : Metrics.padding
    let rightMargin = newInsets.right > 0 ? newInsets.right : Metrics.padding
    let topMargin = newInsets.top > 0 ? newInsets.top : Metrics.padding
    let bottomMargin = newInsets.bottom > 0 ? newInsets.bottom : Metrics.padding

    let metrics = [
      "horizontalPadding": Metrics.padding,
      "iconImageViewWidth": Metrics.iconImageViewWidth,
      "topMargin": topMargin,
      "bottomMargin": bottomMargin,
      "leftMargin": leftMargin,
      "rightMargin": rightMargin]

    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
      "appImageView": appImageView,
      "welcomeLabel": welcomeLabel,
      "summaryLabel": summaryLabel,
      "pageControl": pageControl]

    let iconVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-topMargin-[iconImageView(30)]",
      metrics: metrics,
      views: views)
    allConstraints += iconVerticalConstraints

    let topRowHorizontalFormat = """
      H:|-leftMargin-[iconImageView(iconImageViewWidth)]-[appNameLabel]-[skipButton]-rightMargin-|
      """
    let topRowHorizontalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: topRowHorizontalFormat,
      options: [.alignAllCenterY],
      metrics: metrics,
      views: views)
    allConstraints += topRowHorizontalConstraints

    let summaryHorizontalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-horizontalPadding-[summaryLabel]-horizontalPadding-|",
      metrics: metrics,
      views: views)
    allConstraints += summaryHorizontalConstraints

    let iconToImageVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[iconImageView]-10-[appImageView]",
      metrics: nil,
      views: views)
    allConstraints += iconToImageVerticalConstraints

    let imageToWelcomeVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appImageView]-10-[welcomeLabel]",
      options: [.alignAllCenterX],
      metrics: nil,
      views: views)
    allConstraints += imageToWelcomeVerticalConstraints

    let summaryLabelVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[welcomeLabel]-4-[summaryLabel]",
      options: [.alignAllLeading, .alignAllTrailing],
      metrics: nil,
      views: views)
    allConstraints += summaryLabelVerticalConstraints

    let summaryToPageVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[summaryLabel]-15-[pageControl(9)]-bottomMargin-|",
      options: [.alignAllCenterX],
      metrics: metrics,
      views: views)
    allConstraints += summaryToPageVerticalConstraints

    NSLayoutConstraint.activate(allConstraints)
  }
}
