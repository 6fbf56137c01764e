// Grapevine — the tutorial's first two steps (seed 000), and the code its "Layout Options"
// section tells the reader to remove, which the tutorial prints in Swift 2's spelling
// (`constraintsWithVisualFormat`), plus the section's note example exactly as printed: the
// class is misspelt `NSLayoutConstraints` and the views dictionary ends in `bottomView"]`,
// an unterminated string — the call does not compile, so it cannot be checked.

import UIKit

class ViewController: UIViewController {

  @IBOutlet weak var iconImageView: UIImageView!
  @IBOutlet weak var appNameLabel: UILabel!
  @IBOutlet weak var skipButton: UIButton!
  @IBOutlet weak var appImageView: UIImageView!
  @IBOutlet weak var welcomeLabel: UILabel!
  @IBOutlet weak var summaryLabel: UILabel!
  @IBOutlet weak var pageControl: UIPageControl!

  var topView = UIView()
  var middleView = UIView()
  var bottomView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()

    appImageView.isHidden = true
    welcomeLabel.isHidden = true
    summaryLabel.isHidden = true
    pageControl.isHidden = true

    // 1
    let views: [String: Any] = [
      "iconImageView": iconImageView,
      "appNameLabel": appNameLabel,
      "skipButton": skipButton]

    // 2
    var allConstraints: [NSLayoutConstraint] = []

    // 3
    let iconVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[iconImageView(30)]",
      metrics: nil,
      views: views)
    allConstraints += iconVerticalConstraints

    // 4
    let nameLabelVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-23-[appNameLabel]",
      metrics: nil,
      views: views)
    allConstraints += nameLabelVerticalConstraints

    // 5
    let skipButtonVerticalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[skipButton]",
      metrics: nil,
      views: views)
    allConstraints += skipButtonVerticalConstraints

    // 6
    let topRowHorizontalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-15-[iconImageView(30)]-[appNameLabel]-[skipButton]-15-|",
      metrics: nil,
      views: views)
    allConstraints += topRowHorizontalConstraints

    // 7
    NSLayoutConstraint.activate(allConstraints)
  }

  func removedInLayoutOptions() {
    let views: [String: Any] = [
      "appNameLabel": appNameLabel,
      "skipButton": skipButton]
    var allConstraints: [NSLayoutConstraint] = []

    let nameLabelVerticalConstraints = NSLayoutConstraint.constraintsWithVisualFormat(
      "V:|-23-[appNameLabel]",
      metrics: nil,
      views: views)
    allConstraints += nameLabelVerticalConstraints

    let skipButtonVerticalConstraints = NSLayoutConstraint.constraintsWithVisualFormat(
      "V:|-20-[skipButton]",
      metrics: nil,
      views: views)
    allConstraints += skipButtonVerticalConstraints
  }

  func layoutOptionsNote() {
    NSLayoutConstraints.constraintsWithVisualFormat(
      "V:[topView]-[middleView]-[bottomView]",
      options: [.alignAllLeading],
      metrics: nil,
      views: ["topView": topView, "middleView": middleView, "bottomView": bottomView"])
  }
}
