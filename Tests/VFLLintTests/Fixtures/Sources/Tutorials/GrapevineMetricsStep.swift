// Grapevine — ViewController.swift after the tutorial's "Metrics" section (seed 000), before
// the safe-area rewrite: one viewDidLoad with a metrics dictionary and a multi-line format.
// The vertical positions of the name label and skip button were removed in "Layout Options".

import UIKit

class ViewController: UIViewController {

  private enum Metrics {
    static let padding: CGFloat = 15.0
    static let iconImageViewWidth: CGFloat = 30.0
  }

  @IBOutlet weak var iconImageView: UIImageView!
  @IBOutlet weak var appNameLabel: UILabel!
  @IBOutlet weak var skipButton: UIButton!
  @IBOutlet weak var appImageView: UIImageView!
  @IBOutlet weak var welcomeLabel: UILabel!
  @IBOutlet weak var summaryLabel: UILabel!
  @IBOutlet weak var pageControl: UIPageControl!

  override func viewDidLoad() {
    super.viewDidLoad()

    let metrics = [
      "horizontalPadding": Metrics.padding,
      "iconImageViewWidth": Metrics.iconImageViewWidth]

    // 1
    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton,
      "appImageView": appImageView,
      "welcomeLabel": welcomeLabel,
      "summaryLabel": summaryLabel,
      "pageControl": pageControl]

    // 2
    var allConstraints: [NSLayoutConstraint] = []

    // 3
    let iconVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[iconImageView(30)]",
      metrics: nil,
      views: views)
    allConstraints += iconVerticalConstraints

    let topRowHorizontalFormat = """
      H:|-horizontalPadding-[iconImageView(iconImageViewWidth)]-[appNameLabel]-[skipButton]-horizontalPadding-|
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

    // 2
    let iconToImageVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[iconImageView]-10-[appImageView]",
      metrics: nil,
      views: views)
    allConstraints += iconToImageVerticalConstraints

    // 3
    let imageToWelcomeVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[appImageView]-10-[welcomeLabel]",
      options: [.alignAllCenterX],
      metrics: nil,
      views: views)
    allConstraints += imageToWelcomeVerticalConstraints

    // 4
    let summaryLabelVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[welcomeLabel]-4-[summaryLabel]",
      options: [.alignAllLeading, .alignAllTrailing],
      metrics: nil,
      views: views)
    allConstraints += summaryLabelVerticalConstraints

    // 5
    let summaryToPageVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[summaryLabel]-15-[pageControl(9)]-15-|",
      options: [.alignAllCenterX],
      metrics: nil,
      views: views)
    allConstraints += summaryToPageVerticalConstraints

    // 7
    NSLayoutConstraint.activate(allConstraints)
  }
}
