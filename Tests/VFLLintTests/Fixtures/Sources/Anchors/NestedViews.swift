import UIKit

// Views the code adds to a scroll view or another view rather than the container (issue 43):
// each is migrated into the container's layout as `view x: T in parent`.

/// A sign-in form in a scroll view, as apps lay it out since iOS 11: the scroll view fills
/// the screen, the fields hang from its content guide and take the width of its frame guide.
final class SignInViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(emailField)
        scrollView.addSubview(passwordField)
        scrollView.addSubview(signInButton)
        [scrollView, emailField, passwordField, signInButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

            emailField.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
            emailField.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            emailField.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.widthAnchor.constraint(equalTo: emailField.widthAnchor),
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            signInButton.centerXAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerXAnchor),
            scrollView.contentLayoutGuide.bottomAnchor.constraint(equalTo: signInButton.bottomAnchor, constant: 24),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }
}

/// A card with a title and a detail, itself in a header view: two levels of nesting.
final class ArticleViewController: UIViewController {
    let header = UIView()
    let card = UIView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.addSubview(card)
        card.addSubview(titleLabel)
        card.addSubview(detailLabel)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 16),
            header.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            card.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 12),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: detailLabel.bottomAnchor, constant: 12),
        ])
    }
}

/// A custom view whose badge sits in an icon view it adds to itself; the caption is added to
/// a view the file does not add anywhere (`overlay`, another view's subview): it stays
/// without a parent, in the layout of `overlay`.
final class IconView: UIView {
    let icon = UIImageView()
    let badge = UILabel()
    let overlay = UIView()
    let caption = UILabel()

    func setUp() {
        addSubview(icon)
        icon.addSubview(badge)
        overlay.addSubview(caption)
        NSLayoutConstraint.activate([
            icon.centerXAnchor.constraint(equalTo: centerXAnchor),
            icon.topAnchor.constraint(equalTo: topAnchor),
            bottomAnchor.constraint(equalTo: icon.bottomAnchor),
            badge.topAnchor.constraint(equalTo: icon.topAnchor, constant: -4),
            icon.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -4),
            caption.centerXAnchor.constraint(equalTo: overlay.centerXAnchor),
        ])
    }
}
