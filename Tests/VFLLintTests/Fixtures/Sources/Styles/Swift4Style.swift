// Swift 4 style: multi-line and raw string formats, a metrics dictionary with literal and
// computed values, options as NSLayoutConstraint.FormatOptions, comments and #if blocks
// that must not confuse the scanner. One mistake in a multi-line string, one in a raw one.

import UIKit

/* A block comment with a fake call:
   NSLayoutConstraint.constraints(withVisualFormat: "H:[nope]", metrics: nil, views: [:])
   /* nested */ still a comment */

class CardViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var bodyLabel: UILabel!
    private var imageView: UIImageView = UIImageView(image: nil)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset = view.safeAreaInsets.top + 8
        let metrics: [String: CGFloat] = ["margin": 16, "top": inset, "imageHeight": 120]
        let views: [String: UIView] = ["title": titleLabel, "body": bodyLabel, "image": imageView]
        var constraints: [NSLayoutConstraint] = []

        // "H:[notACall]" in a comment is ignored.
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: """
                V:|-top-[image(imageHeight)]-margin-[title]-[body]-(>=margin)-|
                """,
            options: NSLayoutConstraint.FormatOptions.alignAllLeading,
            metrics: metrics,
            views: views)
        #if os(iOS)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: #"H:|-margin-[image]-margin-|"#, metrics: metrics, views: views)
        #else
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[image]-margin-|", metrics: metrics, views: views)
        #endif
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: """
                H:|-margin-[title]-margin-|
                """, metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: """
                H:|-margin-[body]-marign-|
                """, metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: #"H:[title]-(>=8)-[bdy]"#, metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
