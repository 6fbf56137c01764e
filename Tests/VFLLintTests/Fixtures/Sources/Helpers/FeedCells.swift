// Helpers that share a name across the files of one run (issue #36), written for vflgen's tests:
// this file and ProfileHeader.swift each define `addConstraintsWithFormat`, with other labels.
import UIKit

extension UIView {
    /// The positional helper with an unlabelled format and `views:`.
    func addConstraintsWithFormat(_ format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            viewsDictionary["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
    }
}

final class StoryCell: UICollectionViewCell {
    let thumbnail = UIImageView()
    let headline = UILabel()
    let byline = UILabel()

    func setUpViews() {
        addSubview(thumbnail)
        addSubview(headline)
        addSubview(byline)
        addConstraintsWithFormat("H:|-12-[v0(64)]-10-[v1]-12-|", views: thumbnail, headline)
        // A space after `H:`: Apple's parser rejects it at run time.
        addConstraintsWithFormat("H: |-86-[v0]-12-|", views: byline)
        addConstraintsWithFormat("V:|-12-[v0(64)]", views: thumbnail)
        addConstraintsWithFormat("V:|-12-[v0]-4-[v1]", views: headline, byline)
    }
}
