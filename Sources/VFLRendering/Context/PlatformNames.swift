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
    /// The axis type of content priorities: `NSLayoutConstraint.Axis` or `NSLayoutConstraint.Orientation`.
    public var axisType: String
    /// The condition of the section's `#if`: the framework imports and has Auto Layout. UIKit
    /// imports on watchOS without `UIView`; AppKit imports on Mac Catalyst but is not usable there.
    public var guardCondition: String
    /// The systems that compile the section under ``guardCondition``.
    public var guardedSystems: [SDKOperatingSystem]

    public init(_ platform: Platform) {
        switch platform {
        case .uikit:
            module = "UIKit"
            viewType = "UIView"
            priorityType = "UILayoutPriority"
            layoutGuideType = "UILayoutGuide"
            axisType = "NSLayoutConstraint.Axis"
            guardCondition = "canImport(UIKit) && !os(watchOS)"
            guardedSystems = [.iOS, .macCatalyst, .tvOS, .visionOS]
        case .appkit:
            module = "AppKit"
            viewType = "NSView"
            priorityType = "NSLayoutConstraint.Priority"
            layoutGuideType = "NSLayoutGuide"
            axisType = "NSLayoutConstraint.Orientation"
            guardCondition = "canImport(AppKit) && !targetEnvironment(macCatalyst)"
            guardedSystems = [.macOS]
        }
    }
}
