import AppKit

extension AppKitScenarios {
    /// `V:|~[a(100)]~[b(50)]~|` written with `anchorWithOffset(to:)` in an unflipped 400×600
    /// container (three gaps of 150), and a 16:9 view whose width is twice the first gap.
    static func verticalOffsets() -> (a: String, b: String, wide: String) {
        let container = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 600))
        let a = NSView()
        let b = NSView()
        let wide = NSView()
        for view in [a, b, wide] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let firstGap = container.topAnchor.anchorWithOffset(to: a.topAnchor)
        NSLayoutConstraint.activate([
            a.heightAnchor.constraint(equalToConstant: 100),
            b.heightAnchor.constraint(equalToConstant: 50),
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: firstGap),
            b.bottomAnchor.anchorWithOffset(to: container.bottomAnchor).constraint(equalTo: firstGap),
            wide.topAnchor.constraint(equalTo: container.topAnchor),
            wide.widthAnchor.constraint(equalTo: firstGap, multiplier: 2, constant: 0),
            wide.heightAnchor.constraint(equalTo: wide.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        container.layoutSubtreeIfNeeded()
        return (AppKitScene.text(a.frame), AppKitScene.text(b.frame), AppKitScene.text(wide.frame))
    }
}
