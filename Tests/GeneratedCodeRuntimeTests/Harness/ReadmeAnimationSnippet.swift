import UIKit

/// The README's animation snippet (README.md, the block after "the named constraint is a
/// stored property to animate"), compiled here against the stand-in UIKit and the generated
/// Onboarding layout: the lines between the markers are compared with the README's block by
/// ReadmeSnippetTests, so the README cannot show code that does not compile.
@MainActor
enum ReadmeAnimationSnippet {
    /// Runs the snippet on a scene's container and views; returns the layout it made.
    static func run(
        view: UIView, icon: UIImageView, name: UILabel, skip: UIButton, logo: UIImageView, picture: UIImageView,
        welcome: UILabel, summary: UILabel, pages: UIView
    ) -> OnboardingLayout {
        // README snippet begins
        let layout = OnboardingLayout(in: view, iconImageView: icon, appNameLabel: name, skipButton: skip,
                                      logoImageView: logo, appImageView: picture, welcomeLabel: welcome,
                                      summaryLabel: summary, pageControl: pages)
        layout.activate()
        layout.logoTop.constant = 40                                  // #logoTop
        UIView.animate(withDuration: 0.3) { view.layoutIfNeeded() }
        // README snippet ends
        return layout
    }

    /// The snippet on the README's screen (390 × 844, safe area 47 top, 34 bottom): the
    /// frames it leaves (the animation's end state).
    static func framesAfterRunning() -> String {
        let scene = RuntimeScene(width: 390, height: 844, intrinsicSizes: GrapevineHandWorkedSizes.onboarding)
        scene.setSafeArea(Insets(top: 47, left: 0, bottom: 34, right: 0))
        let layout = run(
            view: scene.container, icon: scene.view("iconImageView"), name: scene.view("appNameLabel"),
            skip: scene.view("skipButton"), logo: scene.view("logoImageView"), picture: scene.view("appImageView"),
            welcome: scene.view("welcomeLabel"), summary: scene.view("summaryLabel"), pages: scene.view("pageControl"))
        // The snippet laid out inside `animate`; read the frames it left without a new pass.
        let frames = scene.views.map { "\($0.name) \(RuntimeScene.text($0.view.frame))\n" }.joined()
        withExtendedLifetime(layout) {}
        return frames
    }

    /// This file's snippet lines (between the markers, indentation removed).
    static func compiledLines() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// README snippet begins") }),
              let end = lines.firstIndex(where: { $0.hasSuffix("// README snippet ends") }), begin < end
        else { return [] }
        return lines[(begin + 1)..<end].map { String($0.dropFirst(8)) }
    }
}
