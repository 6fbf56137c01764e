// One app with two helpers of one name and the same labels in different types (issue #36),
// written for vflgen's tests: each type's calls go to its own helper; a call from elsewhere
// fits both, which name their views differently, and is ambiguous.
import UIKit

final class ChatBubble: UIView {
    let text = UILabel()
    let time = UILabel()

    func pin(_ format: String, views: UIView...) {
        var dictionary = [String: UIView]()
        for (index, view) in views.enumerated() { dictionary["b\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
    }

    func build() {
        addSubview(text)
        addSubview(time)
        pin("H:|-10-[b0]-10-|", views: text)
        pin("V:|-8-[b0]-4-[b1]-8-|", views: text, time)
    }
}

final class ComposerBar: UIView {
    let field = UITextField()
    let send = UIButton()

    func pin(_ format: String, views: UIView...) {
        var dictionary = [String: UIView]()
        for (index, view) in views.enumerated() { dictionary["c\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
    }

    func build() {
        addSubview(field)
        addSubview(send)
        pin("H:|-8-[c0]-8-[c1(44)]-8-|", views: field, send)
        pin("V:|-6-[c0]-6-|", views: field)
    }
}

struct BubbleStyling {
    func apply(to bubble: ChatBubble) {
        bubble.pin("H:[b0]-10-|", views: bubble.time)
    }
}
