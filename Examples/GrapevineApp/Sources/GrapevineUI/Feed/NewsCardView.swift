#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A news header card laid out by `NewsCard.vfl`.
@MainActor
public final class NewsCardView: UIView {
    let image = UIImageView(image: UIImage(named: "Headline"))
    let headline = UILabel()
    let byline = UILabel()
    let readMore = UIButton()
    private var layout: NewsCardLayout?

    public func configure(headline: String, byline: String) {
        self.headline.text = headline
        self.byline.text = byline
        if layout == nil {
            let layout = NewsCardLayout(in: self, image: image, headline: self.headline, byline: self.byline, readMore: readMore)
            layout.activate()
            self.layout = layout
        }
    }

    /// The active constraints, one line each.
    public var constraintReport: [String] {
        ConstraintReport.lines(for: layout?.constraints ?? [])
    }
}
#endif
