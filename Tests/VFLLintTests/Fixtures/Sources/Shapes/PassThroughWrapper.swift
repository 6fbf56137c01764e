// A pass-through wrapper (issue #36), written for vflgen's tests: the helper hands its own
// parameters to the VFL call, so each of its calls is checked with the literals it passes.
import UIKit

final class NoteEditor: UIViewController {
    let heading = UITextField()
    let body = UITextView()
    let save = UIButton()

    func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [heading, body, save] as [UIView] {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        let views: [String: Any] = ["heading": heading, "body": body, "save": save]
        var all = constraints("H:|-[heading]-|", views: views)
        all += constraints("H:|-[body]-|", views: views)
        all += constraints("H:[save]-|", views: views)
        all += constraints("V:|-padding-[heading]-padding-[body]-padding-[save]-|", options: [.alignAllTrailing], metrics: ["padding": 8], views: views)
        // A misspelt view name: Apple's parser throws at run time.
        all += constraints("V:[bdoy(>=120)]", views: views)
        NSLayoutConstraint.activate(all)
    }
}
