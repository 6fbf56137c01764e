// grapevine-demo — loads each screen of GrapevineUI and prints the constraints its generated
// layout installed. UIKit would call viewDidLoad() itself; here the demo does.
#if canImport(UIKit)
import GrapevineUI

func show(_ title: String, _ lines: [String]) {
    print("== \(title) (\(lines.count) constraints)")
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
gallery.apply(.landscape)
show("Gallery, landscape", gallery.constraintReport)
#else
print("grapevine-demo needs UIKit (or, on Linux, vflgen's stand-in UIKit).")
#endif
