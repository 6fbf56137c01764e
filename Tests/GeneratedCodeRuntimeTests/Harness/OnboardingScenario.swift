import UIKit

/// The README's full screen (Examples/Layouts/Onboarding.vfl) driven through its generated
/// API as an app would: the named constraint `logoTop` changed and laid out again.
@MainActor
enum OnboardingScenario {
    /// Frames before, after `layout.logoTop.constant = constant`, and after restoring 20.
    static func movingTheLogo(to constant: Double, safeArea: Insets) -> (before: String, moved: String, restored: String) {
        let scene = RuntimeScene(width: 390, height: 844, intrinsicSizes: GrapevineHandWorkedSizes.onboarding)
        scene.setSafeArea(safeArea)
        let layout = OnboardingLayout(
            in: scene.container, iconImageView: scene.view("iconImageView"), appNameLabel: scene.view("appNameLabel"),
            skipButton: scene.view("skipButton"), logoImageView: scene.view("logoImageView"),
            appImageView: scene.view("appImageView"), welcomeLabel: scene.view("welcomeLabel"),
            summaryLabel: scene.view("summaryLabel"), pageControl: scene.view("pageControl"))
        scene.setHorizontalHugging(of: "skipButton", 251)
        layout.activate()
        let before = scene.frames(header: "Onboarding")
        layout.logoTop.constant = CGFloat(constant)
        let moved = scene.frames(header: "Onboarding")
        layout.logoTop.constant = 20
        return (before, moved, scene.frames(header: "Onboarding"))
    }
}

/// The content sizes of the app's Onboarding views (the `.vfl` file's hints).
enum GrapevineHandWorkedSizes {
    static let onboarding: [String: (width: Double?, height: Double?)] = [
        "appNameLabel": (90, 21), "skipButton": (40, 30), "welcomeLabel": (nil, 29), "summaryLabel": (nil, 60),
    ]
}
