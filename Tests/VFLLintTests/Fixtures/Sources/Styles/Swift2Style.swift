// Swift 2 style: constraintsWithVisualFormat(_:options:metrics:views:), capitalised options,
// NSLayoutFormatOptions(rawValue: 0), string concatenation and escapes. Two mistakes.

import UIKit

class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let followButton: UIButton = UIButton(type: .System)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for subview in [avatar, nameLabel, followButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        setUpConstraints()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setUpConstraints() {
        let views = ["avatar": avatar, "nameLabel": nameLabel, "followButton": followButton]
        let metrics = ["side": 44, "gap": 12]

        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(
            "H:|-gap-[avatar(side)]-gap-" + "[nameLabel]-(>=gap)-[followButton]-gap-|",
            options: NSLayoutFormatOptions.AlignAllCenterY,
            metrics: metrics,
            views: views))
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(
            "V:|-gap-[avatar(sdie)]-gap-|",
            options: NSLayoutFormatOptions(rawValue: 0),
            metrics: metrics,
            views: views))
        // A label escaped into the string: \u{5B} is '[' and \" is a quote inside the view name.
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(
            "V:\u{5B}followButton(30)]-(>=0)-[nameLable]",
            options: [.AlignAllLeading],
            metrics: nil,
            views: views))
    }
}
