/// Something a constraint can refer to: a declared view, the container view, or one of
/// the container's layout guides.
public enum LayoutItem: Hashable, Sendable, Comparable {
    /// A view declared in the layout, by name.
    case view(String)
    /// The container view that the layout is installed in (VFL's `|`).
    case superview
    /// The container's layout margins guide (UIKit's standard spacing to `|`).
    case margins
    /// The container's safe area layout guide.
    case safeArea
    /// The container's readable content guide (UIKit only; vflgen extension `readable|`).
    case readable
    /// The container's keyboard layout guide (UIKit only; vflgen extension `|keyboard`, its top edge).
    case keyboard

    /// The name used in `vflgen constraints` output and in diagnostics.
    public var name: String {
        switch self {
        case .view(let name): name
        case .superview: "superview"
        case .margins: "margins"
        case .safeArea: "safeArea"
        case .readable: "readable"
        case .keyboard: "keyboard"
        }
    }

    /// Whether this is one of the container's layout guides (not a view).
    public var isGuide: Bool {
        switch self {
        case .margins, .safeArea, .readable, .keyboard: true
        case .view, .superview: false
        }
    }

    /// The declared view's name, or `nil` for the container and its guides.
    public var viewName: String? {
        if case .view(let name) = self { return name }
        return nil
    }

    /// Parses the `vflgen constraints` spelling back (`superview`, `margins`, `safeArea`, `readable`,
    /// `keyboard`, or a view name).
    public init(name: String) {
        switch name {
        case "superview": self = .superview
        case "margins": self = .margins
        case "safeArea": self = .safeArea
        case "readable": self = .readable
        case "keyboard": self = .keyboard
        default: self = .view(name)
        }
    }
}
