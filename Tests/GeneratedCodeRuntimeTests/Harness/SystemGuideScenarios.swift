import UIKit

/// View trees on the readable content guide, the keyboard layout guide and offset dimensions
/// (`anchorWithOffset(to:)`), built with the anchor API as a hand-written app would; frames
/// reported as `X Y WIDTH HEIGHT`.
@MainActor
extension StandInScenarios {
    /// A view pinned to the root's readable content guide (all four edges), and one pinned to
    /// the readable guide of `panel`, a subview inset 50 from the root's leading edge.
    static func readable(width: Double, height: Double, margins: Insets) -> (guide: String, pinned: String, inPanel: String) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.layoutMargins = margins.uiEdgeInsets
        let pinned = UIView()
        let panel = UIView()
        let inPanel = UIView()
        for view in [pinned, panel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        inPanel.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(inPanel)
        let guide = root.readableContentGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            inPanel.leadingAnchor.constraint(equalTo: panel.readableContentGuide.leadingAnchor),
            inPanel.trailingAnchor.constraint(equalTo: panel.readableContentGuide.trailingAnchor),
            inPanel.topAnchor.constraint(equalTo: panel.readableContentGuide.topAnchor),
            inPanel.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return (RuntimeScene.text(guide.layoutFrame), RuntimeScene.text(pinned.frame), RuntimeScene.text(inPanel.frame))
    }

    /// A 44-point field 8 above the keyboard guide's top, on the root and inside `panel` (the
    /// root's lower part from y 400), for each keyboard height in turn (0: hidden).
    static func keyboard(width: Double, height: Double, safeArea: Insets, keyboardHeights: [Double]) -> [(field: String, inPanel: String)] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.standInTestingSafeAreaInsets = safeArea.uiEdgeInsets
        let field = UIView()
        let panel = UIView()
        let inPanel = UIView()
        for view in [field, panel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        inPanel.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(inPanel)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 100),
            field.heightAnchor.constraint(equalToConstant: 44),
            root.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 400),
            panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            inPanel.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            inPanel.widthAnchor.constraint(equalToConstant: 100),
            inPanel.heightAnchor.constraint(equalToConstant: 44),
            panel.keyboardLayoutGuide.topAnchor.constraint(equalTo: inPanel.bottomAnchor, constant: 8),
        ])
        return keyboardHeights.map { keyboard in
            root.standInTestingKeyboardHeight = CGFloat(keyboard)
            root.layoutIfNeeded()
            return (RuntimeScene.text(field.frame), RuntimeScene.text(inPanel.frame))
        }
    }

    /// `H:|~[a(100)]~[b(50)]~|` written with `anchorWithOffset(to:)` in a 390-wide container,
    /// and a 16:9 photo below (`heightAnchor` = `widthAnchor` × 9/16) whose top sits at an
    /// offset of 40 from the container's top and whose width is twice a's left gap.
    static func offsets(rightToLeft: Bool) -> (a: String, b: String, photo: String, installedOnContainer: Bool) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        let a = UIView()
        let b = UIView()
        let photo = UIView()
        for view in [a, b, photo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let firstGap = container.leadingAnchor.anchorWithOffset(to: a.leadingAnchor)
        // Its only item is the photo, but its offset starts at the container: installed there.
        let photoTop = container.topAnchor.anchorWithOffset(to: photo.topAnchor).constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            photoTop,
            a.widthAnchor.constraint(equalToConstant: 100),
            b.widthAnchor.constraint(equalToConstant: 50),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: firstGap),
            b.trailingAnchor.anchorWithOffset(to: container.trailingAnchor).constraint(equalTo: firstGap),
            photo.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            photo.widthAnchor.constraint(equalTo: firstGap, multiplier: 2, constant: 0),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        container.layoutIfNeeded()
        return (RuntimeScene.text(a.frame), RuntimeScene.text(b.frame), RuntimeScene.text(photo.frame), container.constraints.contains(photoTop))
    }
}
