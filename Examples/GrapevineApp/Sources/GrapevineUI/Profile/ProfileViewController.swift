#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The profile header (`Profile/Header.vfl`, layout `ProfileHeader`).
@MainActor
public final class ProfileViewController: UIViewController {
    let avatar = UIImageView(image: UIImage(named: "Avatar"))
    let name = UILabel()
    private var layout: ProfileHeaderLayout?

    public override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Ada"
        let layout = ProfileHeaderLayout(in: view, avatar: avatar, name: name)
        layout.activate()
        self.layout = layout
    }

    public var constraintReport: [String] {
        ConstraintReport.lines(for: layout?.constraints ?? [])
    }
}
#endif
