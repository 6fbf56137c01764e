// "Introducing VFL" (seed 001): the examples that use the small VFL.swift wrapper, and the
// wrapper itself as a reader would have it. The wrapper passes each format it is given to
// NSLayoutConstraint at run time, so those calls cannot be checked where they are made; the
// formats in the examples are arguments to VFL's own methods, which vflgen lint does not read.

import UIKit

final class VFL {
  private weak var parent: UIView?
  private var views: [String: UIView] = [:]
  private var constraints: [NSLayoutConstraint] = []

  init(_ parent: UIView? = nil) {
    self.parent = parent
  }

  @discardableResult
  func setParent(_ parent: UIView) -> VFL {
    self.parent = parent
    return self
  }

  @discardableResult
  func add(subview: UIView, name: String) -> VFL {
    subview.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(subview)
    views[name] = subview
    return self
  }

  @discardableResult
  func appendConstraints(metrics: [String: Any]? = nil, formats: [String]) -> VFL {
    let new = formats.flatMap { format in
      NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views)
    }
    NSLayoutConstraint.activate(new)
    constraints += new
    return self
  }

  @discardableResult
  func appendConstraints(_ new: [NSLayoutConstraint]) -> VFL {
    NSLayoutConstraint.activate(new)
    constraints += new
    return self
  }

  @discardableResult
  func replaceConstraints(metrics: [String: Any]? = nil, formats: [String]) -> VFL {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    return appendConstraints(metrics: metrics, formats: formats)
  }
}

class VFLExampleView: UIView {
  init() {
    super.init(frame: .zero)
    setUp()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func setUp() {
    // override
  }
}

extension UIColor {
  static var random: UIColor {
    return UIColor(
      hue: CGFloat.random(in: 0...1),
      saturation: 0.8, brightness: 0.8, alpha: 1
    )
  }
}

class VFLColorView: UIView {
  init(color: UIColor = .random) {
    super.init(frame: .zero)
    backgroundColor = color
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// The minimal usage, as printed at the top of the article.
func minimalUsage(in parent: UIView) {
  let view = UIView(frame: .zero)
  VFL(parent)
    .add(subview: view, name: "view")
    .appendConstraints(formats: [
      "V:|[view]|", "H:|[view]|"
    ])
}

// Pin subview to all edges
class VFLFullView: VFLExampleView {
  override func setUp() {
    super.setUp()
    VFL(self)
      .add(subview: VFLColorView(), name: "view")
      .appendConstraints(formats: [
         "H:|[view]|", "V:|[view]|"
      ])
  }
}

// Pin subview of size 100x100 to top-left corner with default spacing
class VFLFixView: VFLExampleView {
  override func setUp() {
    super.setUp()
    VFL(self)
      .add(subview: VFLColorView(), name: "view")
      .appendConstraints(formats: [
        "H:|-[view(100)]", "V:|-[view(100)]"
      ])
  }
}

// Add two subviews of equal width and same height as parent
class VFLHSplitView: VFLExampleView {
  override func setUp() {
    super.setUp()
    VFL(self)
      .add(subview: VFLColorView(), name: "leftVw")
      .add(subview: VFLColorView(), name: "rightVw")
      .appendConstraints(formats: [
        "H:|[leftVw(==rightVw)][rightVw]|",
        "V:|[leftVw]|", "V:|[rightVw]|"
      ])
  }
}

// Add two subviews of equal height and same width as parent
class VFLVSplitView: VFLExampleView {
  override func setUp() {
    super.setUp()
    VFL(self)
      .add(subview: VFLColorView(), name: "topVw")
      .add(subview: VFLColorView(), name: "bottomVw")
      .appendConstraints(formats: [
        "H:|[topVw]|", "H:|[bottomVw]|",
        "V:|[topVw(==bottomVw)][bottomVw]|"
      ])
  }
}

// Add a subview of size 320x480 and pinned to the center of parent
class VFLCenterView: VFLExampleView {
  override func setUp() {
    super.setUp()

    let view = VFLColorView()
    VFL(self)
      .add(subview: view, name: "view")
      .appendConstraints(formats: [
        "H:[view(320)]", "V:[view(480)]"
      ])
      .appendConstraints([
        NSLayoutConstraint(
          item: view, attribute: .centerX,
          relatedBy: .equal,
          toItem: self, attribute: .centerX,
          multiplier: 1, constant: 0
        ),
        NSLayoutConstraint(
          item: view, attribute: .centerY,
          relatedBy: .equal,
          toItem: self, attribute: .centerY,
          multiplier: 1, constant: 0
        )
      ])
  }
}

class VFLComplexView: VFLExampleView {
  let vfl = VFL()

  override func setUp() {
    super.setUp()
    // add subviews
    let headerVw = UIImageView(image: UIImage(named: "square"))
    let borderVw = VFLColorView(color: .green)
    let firstThumbVw = UIImageView(image: UIImage(named: "square"))
    let secondThumbVw = UIImageView(image: UIImage(named: "square"))

    vfl
      .setParent(self)
      .add(subview: headerVw, name: "headerVw")
      .add(subview: borderVw, name: "borderVw")
      .add(subview: firstThumbVw, name: "firstThumbVw")
      .add(subview: secondThumbVw, name: "secondThumbVw")
  }

  // detect the orientation and call appropriate method
  override func layoutSubviews() {
    super.layoutSubviews()
    if bounds.width < bounds.height {
      layoutSubviewsPortrait()
    } else {
      layoutSubviewsLandscape()
    }
  }

  // portait layout
  private func layoutSubviewsPortrait() {
    vfl.replaceConstraints(
      metrics: [
        "w": bounds.width,
        "hw": bounds.width / 2
      ],
      formats: [
        "H:|[headerVw]|",
        "H:|[borderVw]|",
        "H:|-[firstThumbVw(==secondThumbVw)]-[secondThumbVw]-|",
        "V:|[headerVw(w)][borderVw(40)]",
        "V:[firstThumbVw(hw)]|", "V:[secondThumbVw(hw)]|"
      ]
    )
  }

  // landscape layout
  private func layoutSubviewsLandscape() {
    vfl.replaceConstraints(
      metrics: [
        "w": bounds.height,
        "hw": bounds.height / 2.0,
      ],
      formats: [
        "H:|[headerVw(w)][borderVw(40)]",
        "H:[firstThumbVw(hw)]|", "H:[secondThumbVw(hw)]|",
        "V:|[headerVw]|",
        "V:|[borderVw]|",
        "V:|-[firstThumbVw(==secondThumbVw)]-[secondThumbVw]-|",
      ]
    )
  }
}
