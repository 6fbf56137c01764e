#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The feed: a header bar (`Feed/Header.vfl`, layout `FeedHeader`) above one news card.
@MainActor
public final class FeedViewController: UIViewController {
    let titleLabel = UILabel()
    let compose = UIButton()
    public let card = NewsCardView()
    private var header: FeedHeaderLayout?

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Feed"
        let header = FeedHeaderLayout(in: view, title: titleLabel, compose: compose)
        header.activate()
        self.header = header
        view.addSubview(card)
        card.configure(headline: "Layouts checked at build time", byline: "by the vflgen team")
    }

    public var constraintReport: [String] {
        ConstraintReport.lines(for: header?.constraints ?? [])
    }
}
#endif
