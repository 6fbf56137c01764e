import UIKit

/// Small view trees built with the anchor API directly (what a hand-written app does),
/// reported as plain text for the tests: frames as `X Y WIDTH HEIGHT`.
@MainActor
enum StandInScenarios {
    /// A `UISwitch`'s own size and priorities, laid out with only its top-left corner pinned.
    static func switchSizeAndPriorities() -> (frame: String, priorities: [Float]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            toggle.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
        ])
        container.layoutIfNeeded()
        let priorities = [
            toggle.contentHuggingPriority(for: .horizontal), toggle.contentHuggingPriority(for: .vertical),
            toggle.contentCompressionResistancePriority(for: .horizontal), toggle.contentCompressionResistancePriority(for: .vertical),
        ].map(\.rawValue)
        return (RuntimeScene.text(toggle.frame), priorities)
    }

    struct GuideFrames {
        var safeAreaGuide: String
        var marginsGuide: String
        var pinnedToSafeArea: String
        var pinnedToMargins: String
        var reportedSafeArea: Insets
    }

    /// Two views in a 390×844 container: one pinned to the safe area guide's edges, one to
    /// the layout margins guide's. `thenMargins`/`thenSafeArea` are set after a first pass,
    /// and the frames read after a second.
    static func guides(
        margins: Insets? = nil, safeArea: Insets? = nil, insetsFromSafeArea: Bool = true,
        thenMargins: Insets? = nil, thenSafeArea: Insets? = nil
    ) -> GuideFrames {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if let margins { container.layoutMargins = margins.uiEdgeInsets }
        if let safeArea { container.standInTestingSafeAreaInsets = safeArea.uiEdgeInsets }
        container.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
        let safe = UIView()
        let inMargins = UIView()
        for (view, guide) in [(safe, container.safeAreaLayoutGuide), (inMargins, container.layoutMarginsGuide)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
        container.layoutIfNeeded()
        if let thenMargins { container.layoutMargins = thenMargins.uiEdgeInsets }
        if let thenSafeArea { container.standInTestingSafeAreaInsets = thenSafeArea.uiEdgeInsets }
        container.layoutIfNeeded()
        let reported = container.safeAreaInsets
        return GuideFrames(
            safeAreaGuide: RuntimeScene.text(container.safeAreaLayoutGuide.layoutFrame),
            marginsGuide: RuntimeScene.text(container.layoutMarginsGuide.layoutFrame),
            pinnedToSafeArea: RuntimeScene.text(safe.frame), pinnedToMargins: RuntimeScene.text(inMargins.frame),
            reportedSafeArea: Insets(
                top: Double(reported.top), left: Double(reported.left), bottom: Double(reported.bottom), right: Double(reported.right)))
    }

    /// A child constrained inside a wrapper at (20, 30): frames are in the superview's
    /// coordinates. The wrapper keeps its frame through its autoresizing mask
    /// (`translatesAutoresizingMaskIntoConstraints`, the default), 200 × 100.
    static func nestedFrames() -> (wrapper: String, child: String, sibling: String) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let wrapper = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        let child = UIView()
        let sibling = UIView()
        container.addSubview(wrapper)
        container.addSubview(sibling)
        wrapper.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        sibling.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: wrapper.topAnchor, constant: 6),
            child.widthAnchor.constraint(equalTo: wrapper.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 40),
            // A constraint across the tree: installed on the container (the common ancestor).
            sibling.topAnchor.constraint(equalTo: child.bottomAnchor, constant: 10),
            sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 50),
            sibling.heightAnchor.constraint(equalToConstant: 60),
        ])
        container.layoutIfNeeded()
        return (RuntimeScene.text(wrapper.frame), RuntimeScene.text(child.frame), RuntimeScene.text(sibling.frame))
    }

    /// `NSLayoutConstraint(item:attribute:…)` with margin attributes, which use the view's
    /// layout margins (20 here) without touching `layoutMarginsGuide`.
    static func marginAttributes() -> String {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
        ])
        container.layoutIfNeeded()
        return RuntimeScene.text(view.frame)
    }

    /// Two required constraints that conflict: the one activated second is broken (logged),
    /// the first holds, and laying out does not crash.
    static func conflictingRequiredConstraints() -> String {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(equalToConstant: 200),
        ])
        container.layoutIfNeeded()
        return RuntimeScene.text(view.frame)
    }
}

extension StandInScenarios {
    /// A root with safe area 47 top / 34 bottom (set by the test, as the window would) and
    /// two subviews that report derived insets: `full` covers the root, `lower` spans
    /// y 400…844. Each has a view pinned to its own safe area guide.
    static func inheritedSafeArea() -> (full: String, fullInsets: [Double], lower: String, lowerInsets: [Double]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.standInTestingSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let full = UIView()
        let lower = UIView()
        var pinned: [UIView] = []
        for (view, top) in [(full, 0.0), (lower, 400.0)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            pinned.append(content)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(top)),
                view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        root.layoutIfNeeded()
        func numbers(_ insets: UIEdgeInsets) -> [Double] { [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) } }
        return (RuntimeScene.text(pinned[0].frame), numbers(full.safeAreaInsets), RuntimeScene.text(pinned[1].frame), numbers(lower.safeAreaInsets))
    }
}
