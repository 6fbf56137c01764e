import UIKit

// The generated layouts of Examples/Layouts (committed under Generated/), each as a
// ``LayoutDriver`` over views made by a ``RuntimeScene``.

extension WelcomeLayout: GeneratedLayout {
    typealias Variant = NoVariant
    func activate(_ variant: NoVariant) {}
    func activateWithoutVariant() { activate() }
}

extension OnboardingLayout: GeneratedLayout {
    typealias Variant = NoVariant
    func activate(_ variant: NoVariant) {}
    func activateWithoutVariant() { activate() }
}

extension GalleryLayout: GeneratedLayout {
    func activateWithoutVariant() { NSLayoutConstraint.activate(constraints) }
}

extension ExtensionsLayout: GeneratedLayout {
    typealias Variant = NoVariant
    func activate(_ variant: NoVariant) {}
    func activateWithoutVariant() { activate() }
}

extension GrapevineLayout: GeneratedLayout {
    typealias Variant = NoVariant
    func activate(_ variant: NoVariant) {}
    func activateWithoutVariant() { activate() }
}

extension NewsCardLayout: GeneratedLayout {
    typealias Variant = NoVariant
    func activate(_ variant: NoVariant) {}
    func activateWithoutVariant() { activate() }
}

extension ThreeLabelsLayout: GeneratedLayout {
    typealias Variant = NoVariant
    func activate(_ variant: NoVariant) {}
    func activateWithoutVariant() { activate() }
}

/// Layouts without metrics: a `metrics` of type `Void`.
@MainActor
private final class WithoutMetrics<Layout> {
    let layout: Layout
    let activateLayout: () -> Void
    let deactivateLayout: () -> Void
    init(_ layout: Layout, activate: @escaping () -> Void, deactivate: @escaping () -> Void) {
        self.layout = layout
        self.activateLayout = activate
        self.deactivateLayout = deactivate
    }
    var driver: LayoutDriver {
        LayoutDriver(
            activate: { [self] _ in activateLayout() }, deactivate: { [self] in deactivateLayout() },
            setMetric: { name, _ in preconditionFailure("no metric \(name)") })
    }
}

@MainActor
enum ExampleLayouts {
    /// Creates layout `name` (its `.vfl` name) in `scene` with new views; nothing is active.
    /// The driver keeps the layout alive.
    static func make(_ name: String, in scene: RuntimeScene) -> LayoutDriver {
        let c = scene.container
        switch name {
        case "Welcome":
            let layout = WelcomeLayout(in: c, icon: scene.view("icon"), title: scene.view("title"), skip: scene.view("skip"))
            return layout.driver { metrics, name, value in
                switch name {
                case "padding": metrics.padding = CGFloat(value)
                case "low": metrics.low = UILayoutPriority(rawValue: Float(value))
                default: preconditionFailure("no metric \(name)")
                }
            }
        case "Onboarding":
            let layout = OnboardingLayout(
                in: c, iconImageView: scene.view("iconImageView"), appNameLabel: scene.view("appNameLabel"),
                skipButton: scene.view("skipButton"), logoImageView: scene.view("logoImageView"),
                appImageView: scene.view("appImageView"), welcomeLabel: scene.view("welcomeLabel"),
                summaryLabel: scene.view("summaryLabel"), pageControl: scene.view("pageControl"))
            return layout.driver { metrics, name, value in
                switch name {
                case "padding": metrics.padding = CGFloat(value)
                default: preconditionFailure("no metric \(name)")
                }
            }
        case "SignIn":
            // The golden fixture Tests/VFLGenCLITests/Fixtures/ScrollViews.uikit.swift (copied to ScrollViews/).
            let layout = SignInLayout(
                in: c, form: scene.view("form"), card: scene.view("card"), title: scene.view("title"), email: scene.view("email"),
                password: scene.view("password"), submit: scene.view("submit"))
            return WithoutMetrics(layout, activate: layout.activate, deactivate: layout.deactivate).driver
        case "SignInForm":
            // Examples/Layouts/SignIn.vfl (UIKit only: a scroll view's guides).
            let layout = SignInFormLayout(
                in: c, form: scene.view("form"), logo: scene.view("logo"), title: scene.view("title"), email: scene.view("email"),
                password: scene.view("password"), signIn: scene.view("signIn"))
            return WithoutMetrics(layout, activate: layout.activate, deactivate: layout.deactivate).driver
        case "Extensions":
            // The golden fixture Tests/VFLGenCLITests/Fixtures/Extensions.uikit.swift (copied to Extensions/).
            let layout = ExtensionsLayout(
                in: c, background: scene.view("background"), header: scene.view("header"), badge: scene.view("badge"), logo: scene.view("logo"),
                photo: scene.view("photo"), caption: scene.view("caption"), field: scene.view("field"), send: scene.view("send"))
            return layout.driver { metrics, name, value in
                switch name {
                case "pad": metrics.pad = CGFloat(value)
                case "low": metrics.low = UILayoutPriority(rawValue: Float(value))
                default: preconditionFailure("no metric \(name)")
                }
            }
        case "Grapevine":
            // The golden fixture Tests/VFLGenCLITests/Fixtures/Grapevine.uikit.swift (copied to Tutorial/).
            let layout = GrapevineLayout(
                in: c, iconImageView: scene.view("iconImageView"), appNameLabel: scene.view("appNameLabel"),
                skipButton: scene.view("skipButton"), appImageView: scene.view("appImageView"),
                welcomeLabel: scene.view("welcomeLabel"), summaryLabel: scene.view("summaryLabel"),
                pageControl: scene.view("pageControl"))
            return layout.driver { metrics, name, value in
                switch name {
                case "topMargin": metrics.topMargin = CGFloat(value)
                case "bottomMargin": metrics.bottomMargin = CGFloat(value)
                case "leftMargin": metrics.leftMargin = CGFloat(value)
                case "rightMargin": metrics.rightMargin = CGFloat(value)
                case "horizontalPadding": metrics.horizontalPadding = CGFloat(value)
                case "iconImageViewWidth": metrics.iconImageViewWidth = CGFloat(value)
                default: preconditionFailure("no metric \(name)")
                }
            }
        case "Gallery":
            let layout = GalleryLayout(
                in: c, headerVw: scene.view("headerVw"), borderVw: scene.view("borderVw"),
                firstThumbVw: scene.view("firstThumbVw"), secondThumbVw: scene.view("secondThumbVw"))
            return layout.driver { metrics, name, value in
                switch name {
                case "w": metrics.w = CGFloat(value)
                case "hw": metrics.hw = CGFloat(value)
                default: preconditionFailure("no metric \(name)")
                }
            }
        case "NewsCard":
            let layout = NewsCardLayout(
                in: c, headline: scene.view("headline"), byline: scene.view("byline"),
                imageView: scene.view("imageView"), button: scene.view("button"))
            return layout.driver { metrics, name, value in
                switch name {
                case "imageEdge": metrics.imageEdge = CGFloat(value)
                case "padding": metrics.padding = CGFloat(value)
                default: preconditionFailure("no metric \(name)")
                }
            }
        case "ThreeLabels":
            let layout = ThreeLabelsLayout(in: c, one: scene.view("one"), two: scene.view("two"), three: scene.view("three"))
            return layout.driver { metrics, name, value in
                guard name == "height" else { preconditionFailure("no metric \(name)") }
                metrics.height = CGFloat(value)
            }
        case "FindBar":
            let layout = FindBarLayout(in: c, find: scene.view("find"), findNext: scene.view("findNext"), findField: scene.view("findField"))
            return WithoutMetrics(layout, activate: layout.activate, deactivate: layout.deactivate).driver
        case "IconRow":
            let layout = IconRowLayout(in: c, icon: scene.view("icon"), iconLabel: scene.view("iconLabel"), iconDate: scene.view("iconDate"))
            return WithoutMetrics(layout, activate: layout.activate, deactivate: layout.deactivate).driver
        case "SideBySide":
            let layout = SideBySideLayout(in: c, leftVw: scene.view("leftVw"), rightVw: scene.view("rightVw"))
            return WithoutMetrics(layout, activate: layout.activate, deactivate: layout.deactivate).driver
        case "Stacked":
            let layout = StackedLayout(in: c, topVw: scene.view("topVw"), bottomVw: scene.view("bottomVw"))
            return WithoutMetrics(layout, activate: layout.activate, deactivate: layout.deactivate).driver
        default:
            preconditionFailure("no example layout \(name)")
        }
    }
}
