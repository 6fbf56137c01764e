// View controllers whose names do not say so, with VFL calls that never name the container
// (issue #36), written for vflgen's tests: the container is the controller's `view`, a screen.
import UIKit

class BaseScreen: UIViewController {}

final class Inbox: UIViewController {
    let list = UITableView()
    let compose = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.translatesAutoresizingMaskIntoConstraints = false
        compose.translatesAutoresizingMaskIntoConstraints = false
        let views: [String: Any] = ["list": list, "compose": compose]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[list]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[compose(56)]-16-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[list]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[compose(56)]-24-|", options: [], metrics: nil, views: views))
    }
}

final class Settings: BaseScreen {
    let form = UIStackView()
    let done = UIButton()

    /// A helper of the controller: "its" constraints go to its view.
    func place(_ format: String, views: UIView...) {
        var named = [String: UIView]()
        for (index, item) in views.enumerated() {
            item.translatesAutoresizingMaskIntoConstraints = false
            named["v\(index)"] = item
        }
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    func setUp() {
        place("H:|-20-[v0]-20-|", views: form)
        place("H:[v0]-20-|", views: done)
        place("V:|-40-[v0]-(>=20)-[v1]-40-|", views: form, done)
    }
}
