import LayoutModel

/// The framework names generated code uses on each platform.
public struct PlatformNames: Sendable, Equatable {
    /// The module imported: `UIKit` or `AppKit`.
    public var module: String
    /// The base view class: `UIView` or `NSView`.
    public var viewType: String
    /// The priority type: `UILayoutPriority` or `NSLayoutConstraint.Priority`.
    public var priorityType: String
    /// The layout guide class: `UILayoutGuide` or `NSLayoutGuide`.
    public var layoutGuideType: String

    public init(_ platform: Platform) {
        switch platform {
        case .uikit:
            module = "UIKit"
            viewType = "UIView"
            priorityType = "UILayoutPriority"
            layoutGuideType = "UILayoutGuide"
        case .appkit:
            module = "AppKit"
            viewType = "NSView"
            priorityType = "NSLayoutConstraint.Priority"
            layoutGuideType = "NSLayoutGuide"
        }
    }
}
