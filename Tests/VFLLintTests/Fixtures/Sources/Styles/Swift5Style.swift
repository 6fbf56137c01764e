// Swift 5 style: the tutorial helper addConstraintsWithFormat(_:views:) (views v0, v1, …),
// formats built at run time (interpolation, loops, parameters), which are reported as not
// checked, and a layout mistake caught through the helper.

import UIKit

extension UIView {
    func addConstraintsWithFormat(_ format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            let key = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            viewsDictionary[key] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: NSLayoutConstraint.FormatOptions(), metrics: nil, views: viewsDictionary))
    }
}

class FeedCell: UICollectionViewCell {
    let profileImageView = UIImageView()
    let nameLabel = UILabel()
    let statusTextView = UITextView()
    let dividerView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [profileImageView, nameLabel, statusTextView, dividerView].forEach(addSubview)

        addConstraintsWithFormat("H:|-8-[v0(44)]-8-[v1]|", views: profileImageView, nameLabel)
        addConstraintsWithFormat("H:|-4-[v0]-4-|", views: statusTextView)
        addConstraintsWithFormat(format: "V:|-12-[v0]", views: nameLabel)
        addConstraintsWithFormat("V:|-8-[v0(44)]-4-[v1]-4-[v2(0.5)]|", views: profileImageView, statusTextView)
        addConstraintsWithFormat("H:|-12-[v0]-12-|", views: dividerView)

        let spacing = 8
        addConstraintsWithFormat("H:|-\(spacing)-[v0]", views: dividerView)
        for format in ["V:[v0(1)]|", "H:[v0]|"] {
            addConstraintsWithFormat(format, views: dividerView)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
