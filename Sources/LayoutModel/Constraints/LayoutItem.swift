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

    /// The name used in `vflgen constraints` output and in diagnostics.
    public var name: String {
        switch self {
        case .view(let name): name
        case .superview: "superview"
        case .margins: "margins"
        case .safeArea: "safeArea"
        }
    }

    /// The declared view's name, or `nil` for the container and its guides.
    public var viewName: String? {
        if case .view(let name) = self { return name }
        return nil
    }

    /// Parses the `vflgen constraints` spelling back (`superview`, `margins`, `safeArea`, or a view name).
    public init(name: String) {
        switch name {
        case "superview": self = .superview
        case "margins": self = .margins
        case "safeArea": self = .safeArea
        default: self = .view(name)
        }
    }
}
