// Anchor-API and item-API constraints in the shapes apps write them (issue #22): an activate
// array, `.isActive = true`, a local with its priority set, arrays appended to, the item API,
// guides, a cell, a helper extension, and the calls migrate must leave alone.
import UIKit

private enum Layout {
    static let padding: CGFloat = 16
    static let avatarSize: CGFloat = 64
    static let buttonHeight: CGFloat = 44
}

final class ProfileViewController: UIViewController {
    @IBOutlet weak var bannerView: UIImageView!
    private let avatar = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private let composer = UITextView()
    private var bioHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [bannerView!, avatar, nameLabel, bioLabel, followButton, composer] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["banner": bannerView!, "avatar": avatar]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(120)]-(-32)-[avatar]", options: [], metrics: nil, views: views))

        NSLayoutConstraint.activate([
            bannerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: Layout.avatarSize),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: Layout.padding),
            nameLabel.firstBaselineAnchor.constraint(equalTo: avatar.centerYAnchor, constant: -4),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            bioLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
        ])

        let buttonWidth = followButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.0 / 3.0)
        buttonWidth.priority = .defaultHigh
        buttonWidth.isActive = true
        followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        followButton.heightAnchor.constraint(greaterThanOrEqualToConstant: Layout.buttonHeight).isActive = true

        var extra: [NSLayoutConstraint] = []
        extra.append(bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor))
        extra += [
            bioLabel.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            followButton.topAnchor.constraint(greaterThanOrEqualTo: bioLabel.bottomAnchor, constant: 12),
        ]
        let composerBottom = composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        composerBottom.priority = UILayoutPriority(999)
        extra.append(composerBottom)
        NSLayoutConstraint.activate(extra)

        // Kept in a property (changed later), and one whose constant is computed: left alone.
        bioHeight = bioLabel.heightAnchor.constraint(lessThanOrEqualToConstant: 200)
        bioHeight?.isActive = true
        composer.heightAnchor.constraint(equalToConstant: view.bounds.height / 4).isActive = true
        if traitCollection.horizontalSizeClass == .regular {
            composer.widthAnchor.constraint(lessThanOrEqualToConstant: 600).isActive = true
        }
    }
}

final class MessageCell: UITableViewCell {
    private let bubble = UIView()
    private let messageLabel = UILabel()
    private let timeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(bubble)
        bubble.addSubview(messageLabel)
        contentView.addSubview(timeLabel)
        [bubble, messageLabel, timeLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        let inset: CGFloat = 10
        let maxWidth = bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75)
        maxWidth.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            bubble.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            maxWidth,
            messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: inset),
            messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: inset),
            bubble.trailingAnchor.constraint(equalTo: messageLabel.trailingAnchor, constant: inset),
            bubble.bottomAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: inset),
            timeLabel.lastBaselineAnchor.constraint(equalTo: messageLabel.lastBaselineAnchor),
            timeLabel.leadingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: 8),
        ])
        // The same constraint again, as old code often has it: made once in the layout.
        timeLabel.leadingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: 8).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class BadgeView: UIView {
    private let countLabel = UILabel()
    private let icon = UIImageView()

    func setUp() {
        addSubview(icon)
        addSubview(countLabel)
        addConstraints([
            NSLayoutConstraint(item: icon, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: icon, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: icon, attribute: .height, relatedBy: .equal, toItem: icon, attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: countLabel, attribute: NSLayoutConstraint.Attribute.leading, relatedBy: NSLayoutConstraint.Relation.equal,
                               toItem: icon, attribute: NSLayoutConstraint.Attribute.trailing, multiplier: 1.0, constant: 4.0),
            NSLayoutConstraint(item: self, attribute: .trailing, relatedBy: .greaterThanOrEqual, toItem: countLabel, attribute: .trailing, multiplier: 1, constant: 6),
            // Apple's item API takes these; equation lines do not say them: left alone.
            NSLayoutConstraint(item: icon, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: countLabel, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: countLabel, attribute: .top, relatedBy: .equal, toItem: icon, attribute: .leading, multiplier: 1, constant: 0),
        ])
        let hug = NSLayoutConstraint(item: countLabel, attribute: .width, relatedBy: .lessThanOrEqual, toItem: self, attribute: .width, multiplier: 9.0 / 16.0, constant: 0)
        hug.priority = UILayoutPriority.defaultLow + 1
        hug.isActive = true
    }
}

extension UIView {
    /// A helper: its views are parameters, known only where it is called.
    func pinEdges(to other: UIView, inset: CGFloat = 0) {
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
        ])
    }

    func makeHeightConstraint(_ height: CGFloat) -> NSLayoutConstraint {
        return heightAnchor.constraint(equalToConstant: height)
    }
}
