// The shapes real apps write VFL calls in (issue #20), one type each, written for vflgen's tests.
import UIKit

extension UIView {
    /// A positional helper whose views parameter is labelled `view:` (not `views:`).
    func addVisualConstraints(format: String, view: UIView...) {
        var bindings = [String: UIView]()
        for (index, item) in view.enumerated() {
            item.translatesAutoresizingMaskIntoConstraints = false
            bindings["v\(index)"] = item
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: bindings))
    }
}

final class RecipeCardView: UIView {
    let photo = UIImageView()
    let caption = UILabel()
    let header = RecipeHeader()

    func buildLayout() {
        addSubview(photo)
        addSubview(caption)
        addSubview(header)
        addVisualConstraints(format: "H:|-12-[v0(80)]-8-[v1]-12-|", view: photo, caption)
        addVisualConstraints(format: "V:|-12-[v0(80)]", view: photo)
        // One key, a different view in each call.
        addVisualConstraints(format: "H:|[v0]|", view: header.titleLabel)
        addVisualConstraints(format: "H:|[v0]|", view: header.subtitleLabel)
    }
}

final class RecipeHeader: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
}

final class IngredientRow: UITableViewCell {
    let amount = UILabel()
    let name = UILabel()

    func configure() {
        contentView.addSubview(amount)
        contentView.addSubview(name)
        let iconWidth: CGFloat = 16.0, avatarWidth: CGFloat = 24.0
        let views = Dictionary(dictionaryLiteral: ("amount", amount), ("name", name))
        let metrics = Dictionary(dictionaryLiteral: ("iconWidth", iconWidth), ("avatarWidth", avatarWidth))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[amount(iconWidth)]-[name(>=avatarWidth)]-|", options: NSLayoutConstraint.FormatOptions(), metrics: metrics, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[amount]-|", options: NSLayoutFormatOptions(rawValue: 0), metrics: metrics, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[name]-|", options: [], metrics: metrics, views: views))
    }
}

final class TimerScreen: UIViewController {
    let badge = UILabel()
    let clock = UILabel()
    let startButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        view.addSubview(clock)
        view.addSubview(startButton)
        // The container itself under a key, to centre the badge.
        let views: [String: Any] = ["root": view!, "badge": badge, "clock": clock, "startButton": startButton]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[root]-(<=1)-[badge]", options: .alignAllCenterX, metrics: nil, views: views))
        // One direct call and two through a local: one layout.
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[clock]-[startButton]-|", options: NSLayoutFormatOptions(0), metrics: nil, views: views))
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[clock]", options: [], metrics: nil, views: views)
        // The same `startButton.leading == clock.trailing + 8` again: Apple makes it twice.
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[clock]-[startButton]", options: [], metrics: nil, views: views)
        view.addConstraints(constraints)
    }
}

final class SpinnerOverlay: UIView {
    let spinner = UIActivityIndicatorView()

    func center() {
        addSubview(spinner)
        let views = ["spinner": spinner, "superview": self]
        let across = NSLayoutConstraint.constraints(withVisualFormat: "H:[superview]-(<=1)-[spinner]", options: .alignAllCenterY, metrics: nil, views: views)
        let down = NSLayoutConstraint.constraints(withVisualFormat: "V:[superview]-(<=1)-[spinner]", options: .alignAllCenterX, metrics: nil, views: views)
        addConstraints(across + down)
    }
}
