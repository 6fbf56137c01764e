// `Dictionary(dictionaryLiteral:)` cast to `[String: Any]`, and a literal with a cast (issue #36),
// written for vflgen's tests: both are read as the dictionaries they are.
import UIKit

final class BadgeView: UIView {
    let icon = UIImageView()
    let count = UILabel()

    func install() {
        addSubview(icon)
        addSubview(count)
        let views = Dictionary(dictionaryLiteral: ("icon", icon), ("count", count)) as [String: Any]
        let metrics = Dictionary(dictionaryLiteral: ("side", 20), ("gap", 4)) as [String: Any]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon(side)]-gap-[count]|", options: [.alignAllCenterY], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[icon(side)]|", options: [], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[count(>=side)]", options: [], metrics: ["side": 20] as [String: Any], views: ["count": count] as [String: UIView]))
    }
}
