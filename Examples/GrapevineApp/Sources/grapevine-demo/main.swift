// grapevine-demo — loads each screen of GrapevineUI, prints the constraints its generated
// layout installed, and lays the gallery out in both orientations to print the frames Auto
// Layout computes (on Linux, the stand-in UIKit solves the constraints with vflgen's engine).
// UIKit would call viewDidLoad() itself; here the demo does.
#if canImport(UIKit) && !os(watchOS)
import GrapevineUI

func show(_ title: String, _ lines: [String]) {
    print("== \(title) (\(lines.count) constraints)")
    for line in lines { print("  \(line)") }
}

func frames(_ title: String, _ lines: [String]) {
    print("== \(title): name x y width height")
    for line in lines { print("  \(line)") }
}

let welcome = WelcomeViewController()
welcome.viewDidLoad()
show("Welcome", welcome.constraintReport)
welcome.useCompactSpacing()
show("Welcome, compact spacing", welcome.constraintReport.filter { $0.contains("constant=8.0") })

let feed = FeedViewController()
feed.viewDidLoad()
show("FeedHeader", feed.constraintReport)
show("NewsCard", feed.card.constraintReport)

let profile = ProfileViewController()
profile.viewDidLoad()
show("ProfileHeader", profile.constraintReport)

let gallery = GalleryViewController()
gallery.viewDidLoad()
show("Gallery, portrait", gallery.constraintReport)
frames("Gallery frames, portrait 390x844", gallery.frames(width: 390, height: 844))
gallery.apply(.landscape)
show("Gallery, landscape", gallery.constraintReport)
frames("Gallery frames, landscape 844x390", gallery.frames(width: 844, height: 390))
#else
print("grapevine-demo needs UIKit (or, on Linux, vflgen's stand-in UIKit).")
#endif
