// Helpers that share a name across the files of one run (issue #36), written for vflgen's tests:
// this helper labels its format `format:` and its views `view:`, and names them `item0`, `item1`, ….
import UIKit

extension UIView {
    func addConstraintsWithFormat(format: String, view: UIView...) {
        var views = [String: UIView]()
        for (position, item) in view.enumerated() {
            item.translatesAutoresizingMaskIntoConstraints = false
            views["item\(position)"] = item
        }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }
}

final class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let handle = UILabel()

    func layOut() {
        addSubview(avatar)
        addSubview(name)
        addSubview(handle)
        addConstraintsWithFormat(format: "H:|-16-[item0(48)]-12-[item1]-16-|", view: avatar, name)
        addConstraintsWithFormat(format: "H:[item0]-12-[item1]-16-|", view: avatar, handle)
        addConstraintsWithFormat(format: "V:|-16-[item0(48)]", view: avatar)
        // `v0` is not this helper's key: its views are `item0`, `item1`, ….
        addConstraintsWithFormat(format: "V:|-16-[item0]-2-[v0]", view: name, handle)
    }
}
