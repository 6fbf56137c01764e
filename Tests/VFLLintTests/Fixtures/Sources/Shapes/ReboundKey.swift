// One key bound to different views in different calls of one function (issue #36), written
// for vflgen's tests: the migrated layout names each view object once.
import UIKit

final class MemeEditor: UIView {
    let memeImage = UIImageView()
    let topText = UILabel()
    let memeLabel = UILabel()

    func arrange() {
        for part in [memeImage, topText, memeLabel] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            addSubview(part)
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[memeImage]|", options: [], metrics: nil, views: ["memeImage": memeImage]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[memeImage]|", options: [], metrics: nil, views: ["memeImage": memeImage]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[memeLabel]-|", options: [], metrics: nil, views: ["memeLabel": memeLabel]))
        // `label` is the top text here, the meme label below: two views, two names.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: ["label": topText]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[label]", options: [], metrics: nil, views: ["label": topText]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[label]-20-|", options: [], metrics: nil, views: ["label": memeLabel]))
    }
}
