import LayoutModel

/// View types that can never compile as the class of a view property, found in the front
/// end so every command reports them at the declaration: metatypes (`UIView.Type`,
/// `UIView.Protocol`, a bare `Type`) and classes qualified with the other platform's
/// framework (`AppKit.NSTextField` in UIKit code), which no counterpart table translates.
enum ViewTypeCheck {
    /// The framework module each platform's generated code imports.
    static func framework(of platform: Platform) -> String {
        switch platform {
        case .uikit: "UIKit"
        case .appkit: "AppKit"
        }
    }

    /// Whether `type` is one name other than `Type` and `Protocol` (no `.`): read as bytes in
    /// place, as most declared types are.
    private static func isPlainName(_ type: String) -> Bool {
        let count = type.utf8.count
        if count == 4 || count == 8, type == "Type" || type == "Protocol" { return false }
        if let hasDot = type.utf8.withContiguousStorageIfAvailable({ $0.contains(UInt8(ascii: ".")) }) {
            return !hasDot
        }
        return !type.utf8.contains(UInt8(ascii: "."))
    }

    /// The error for view `name` declared with `type`, or nil when the type may be a class.
    static func problem(type: String, view name: Name, platform: Platform) -> Diagnostic? {
        problem(type: type, view: name.text, at: name.range, platform: platform)
    }

    /// ``problem(type:view:platform:)`` for the view `name` declared at `range` (no `Name` made
    /// for the usual plain type).
    static func problem(type: String, view name: String, at range: SourceRange, platform: Platform) -> Diagnostic? {
        // Most types are one plain name (`UILabel`): no component to look at, nothing split.
        if isPlainName(type) { return nil }
        let components = type.split(separator: ".", omittingEmptySubsequences: false)
        if let last = components.last, last == "Type" || last == "Protocol" {
            let what = components.count == 1 ? "'Type' is not a class" : "'\(type)' is a metatype, not a class"
            return .error(
                .invalidViewType,
                "\(what); declare view '\(name)' with a view class such as \(platform.defaultViewType)",
                at: range
            )
        }
        let other: Platform = platform == .uikit ? .appkit : .uikit
        if components.count > 1, components[0] == framework(of: other) {
            return .error(
                .foreignFrameworkType,
                "'\(type)' is \(other == .appkit ? "an" : "a") \(framework(of: other)) class; \(framework(of: platform)) code cannot use it (declare view '\(name)' with '\(components.dropFirst().joined(separator: "."))' to have vflgen translate it)",
                at: range
            )
        }
        return nil
    }
}
