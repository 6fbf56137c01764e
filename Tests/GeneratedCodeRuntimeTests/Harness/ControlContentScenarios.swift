import UIKit

/// The stand-in's standard controls as an app creates them in code (no size set): what they
/// report and how Auto Layout sizes them, as plain values for the tests.
@MainActor
enum ControlContentScenarios {
    /// Every standard UIKit class of VFLEngine's ContentSizeTable, made as an app would.
    static let controls: [(name: String, make: @MainActor () -> UIView)] = [
        ("UILabel", { UILabel() }), ("UIButton", { UIButton() }), ("UITextField", { UITextField() }),
        ("UISwitch", { UISwitch() }), ("UIStepper", { UIStepper() }), ("UIActivityIndicatorView", { UIActivityIndicatorView() }),
        ("UIPageControl", { UIPageControl() }), ("UISegmentedControl", { UISegmentedControl() }),
        ("UISlider", { UISlider() }), ("UIProgressView", { UIProgressView() }), ("UIImageView", { UIImageView(image: nil) }),
    ]

    struct Report: Sendable {
        var name: String
        /// `intrinsicContentSize` (−1: `UIView.noIntrinsicMetric`).
        var intrinsic: [Double]
        /// Hugging H, V, compression resistance H, V.
        var priorities: [Double]
        /// The frame's size after a layout pass with only the top-left corner pinned.
        var laidOut: [Double]
    }

    static func reports() -> [Report] {
        controls.map { name, make in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let control = make()
            control.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(control)
            NSLayoutConstraint.activate([
                control.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                control.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            ])
            container.layoutIfNeeded()
            let size = control.intrinsicContentSize
            let priorities = [
                control.contentHuggingPriority(for: .horizontal), control.contentHuggingPriority(for: .vertical),
                control.contentCompressionResistancePriority(for: .horizontal), control.contentCompressionResistancePriority(for: .vertical),
            ].map { Double($0.rawValue) }
            return Report(
                name: name, intrinsic: [Double(size.width), Double(size.height)], priorities: priorities,
                laidOut: [Double(control.frame.width), Double(control.frame.height)])
        }
    }

    /// ``formText`` built with the anchor API on controls without any size set: a label, a
    /// field, a button and a switch sized by their content alone. Frames as `vflgen frames`.
    static let formText = """
    layout Form {
        view label: UILabel
        view field: UITextField
        view button: UIButton
        view toggle: UISwitch

        V:|-[label]-[field]-[button]
        H:|-[label(120)]
        H:|-[field(200)]
        H:|-[button(100)]-[toggle]
        toggle.top == button.top
    }
    """

    static func formFrames() -> String {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let views: [(String, UIView)] = [("label", UILabel()), ("field", UITextField()), ("button", UIButton()), ("toggle", UISwitch())]
        for (_, view) in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let (label, field, button, toggle) = (views[0].1, views[1].1, views[2].1, views[3].1)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            field.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 120),
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 200),
            button.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            toggle.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            toggle.topAnchor.constraint(equalTo: button.topAnchor),
        ])
        container.layoutIfNeeded()
        return "# Form\n" + views.map { "\($0.0) \(RuntimeScene.text($0.1.frame))\n" }.joined()
    }
}
