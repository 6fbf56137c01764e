import AppKit

/// One example's generated AppKit layout in an ``AppKitScene``: activate (optionally a
/// variant) and assign metrics through the generated API; frames as `vflgen frames` text.
@MainActor
final class AppKitExampleRun {
    let scene: AppKitScene
    let layout: String
    private var activateLayout: (String?) -> Void = { _ in }
    private var setMetricValue: (String, Double) -> Void = { name, _ in preconditionFailure("no metric \(name)") }
    private var keepAlive: AnyObject?

    init(_ layout: String, width: Double, height: Double, flipped: Bool, intrinsicSizes: [String: (width: Double?, height: Double?)] = [:]) {
        self.layout = layout
        let scene = AppKitScene(width: width, height: height, flipped: flipped, intrinsicSizes: intrinsicSizes)
        self.scene = scene
        let c = scene.container
        switch layout {
        case "Welcome":
            let made = WelcomeLayout(in: c, icon: scene.view("icon"), title: scene.view("title"), skip: scene.view("skip"))
            activateLayout = { _ in made.activate() }
            setMetricValue = { name, value in
                precondition(name == "padding")
                made.metrics.padding = CGFloat(value)
            }
            keepAlive = made
        case "Onboarding":
            let made = OnboardingLayout(
                in: c, iconImageView: scene.view("iconImageView"), appNameLabel: scene.view("appNameLabel"),
                skipButton: scene.view("skipButton"), logoImageView: scene.view("logoImageView"),
                appImageView: scene.view("appImageView"), welcomeLabel: scene.view("welcomeLabel"),
                summaryLabel: scene.view("summaryLabel"), pageControl: scene.view("pageControl"))
            activateLayout = { _ in made.activate() }
            setMetricValue = { name, value in
                precondition(name == "padding")
                made.metrics.padding = CGFloat(value)
            }
            keepAlive = made
        case "Gallery":
            let made = GalleryLayout(
                in: c, headerVw: scene.view("headerVw"), borderVw: scene.view("borderVw"),
                firstThumbVw: scene.view("firstThumbVw"), secondThumbVw: scene.view("secondThumbVw"))
            activateLayout = { variant in
                made.activate(GalleryLayout.Variant.allCases.first { "\($0)" == variant }!)
            }
            setMetricValue = { name, value in
                switch name {
                case "w": made.metrics.w = CGFloat(value)
                case "hw": made.metrics.hw = CGFloat(value)
                default: preconditionFailure("no metric \(name)")
                }
            }
            keepAlive = made
        case "NewsCard":
            let made = NewsCardLayout(
                in: c, headline: scene.view("headline"), byline: scene.view("byline"),
                imageView: scene.view("imageView"), button: scene.view("button"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        case "ThreeLabels":
            let made = ThreeLabelsLayout(in: c, one: scene.view("one"), two: scene.view("two"), three: scene.view("three"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        case "FindBar":
            let made = FindBarLayout(in: c, find: scene.view("find"), findNext: scene.view("findNext"), findField: scene.view("findField"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        case "IconRow":
            let made = IconRowLayout(in: c, icon: scene.view("icon"), iconLabel: scene.view("iconLabel"), iconDate: scene.view("iconDate"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        case "SideBySide":
            let made = SideBySideLayout(in: c, leftVw: scene.view("leftVw"), rightVw: scene.view("rightVw"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        case "Stacked":
            let made = StackedLayout(in: c, topVw: scene.view("topVw"), bottomVw: scene.view("bottomVw"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        case "Cards":
            // Tests/VFLGenCLITests/Fixtures/NestedViews.vfl: the title and detail `in card`.
            let made = CardsLayout(in: c, card: scene.view("card"), title: scene.view("title"), detail: scene.view("detail"))
            activateLayout = { _ in made.activate() }
            keepAlive = made
        default:
            preconditionFailure("no example layout \(layout)")
        }
    }

    func activate(_ variant: String? = nil) -> String {
        activateLayout(variant)
        return frames(variant)
    }

    func setMetric(_ name: String, _ value: Double) { setMetricValue(name, value) }

    func frames(_ variant: String? = nil) -> String {
        scene.frames(header: variant.map { "\(layout).\($0)" } ?? layout)
    }
}
