// Swift 3 style: constraints(withVisualFormat:options:metrics:views:) with
// NSLayoutFormatOptions, metrics: nil, a views dictionary built up with [key] = value.
// The classic crash: a metric name with nil metrics.

import UIKit

final class LoginViewController: UIViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private var loginButton: UIButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        var views = [String: Any]()
        views["email"] = emailField
        views["password"] = passwordField
        views["login"] = loginButton

        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-padding-[email]-[password]-[login]",
            options: [.alignAllLeading, .alignAllTrailing],
            metrics: nil,
            views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-20-[email]-20-|",
            options: NSLayoutFormatOptions(rawValue: 0),
            metrics: nil,
            views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-20-[email]-[login]-20-|",
            options: .alignAllLeading,
            metrics: nil,
            views: views))
    }
}
