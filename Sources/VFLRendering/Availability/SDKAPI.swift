import LayoutModel

/// One SDK declaration generated code can name: a type (`UISwitch`) or one of a type's
/// members (`UIView.keyboardLayoutGuide`), with its availability as Apple's header declares
/// it and the header it was read from.
public struct SDKAPI: Hashable, Sendable {
    /// The framework whose generated section can name it.
    public var framework: Platform
    /// The Swift type that declares it (`UIView`, `NSLayoutConstraint.Priority`).
    public var owner: String
    /// The member's Swift name (`keyboardLayoutGuide`, `setContentHuggingPriority`), or `nil`
    /// for the type itself.
    public var member: String?
    /// The version each system introduced it in, where the header says (or implies) one later
    /// than the system's first release; a system listed in neither this nor ``unavailable``
    /// has had it from its first release that has the framework.
    public var introduced: [SDKOperatingSystem: SDKVersion]
    /// The systems that do not have it.
    public var unavailable: Set<SDKOperatingSystem>
    /// The systems whose SDK does not declare it at all (a header's `#if TARGET_OS_IOS` block),
    /// also in ``unavailable``: no `@available` can name it there, so code naming it needs a
    /// platform condition (``AvailabilityRequirement/platformCondition(on:)``).
    public var absent: Set<SDKOperatingSystem>
    /// Where the facts were read.
    public var header: SDKHeader

    public init(
        _ framework: Platform, _ owner: String, _ member: String? = nil,
        introduced: [SDKOperatingSystem: SDKVersion] = [:], unavailable: Set<SDKOperatingSystem> = [],
        absent: Set<SDKOperatingSystem> = [], header: SDKHeader
    ) {
        self.framework = framework
        self.owner = owner
        self.member = member
        self.introduced = introduced
        self.unavailable = unavailable.union(absent)
        self.absent = absent
        self.header = header
    }

    /// The name generated code spells: the member's, or the type's last component.
    public var swiftName: String { member ?? String(owner.split(separator: ".").last ?? Substring(owner)) }

    /// `UIView.keyboardLayoutGuide`, `UISwitch`.
    public var qualifiedName: String { member.map { "\(owner).\($0)" } ?? owner }
}

/// An SDK header in a public repository of Apple's SDKs, as read with the search tools.
public struct SDKHeader: Hashable, Sendable, CustomStringConvertible {
    public var repository: String
    public var path: String

    public init(repository: String, path: String) {
        self.repository = repository
        self.path = path
    }

    /// `xybp888/iOS-SDKs: iPhoneOS17.0.sdk/…/UIView.h`
    public var description: String { "\(repository): \(path)" }

    /// A UIKit header of an iPhoneOS SDK in `xybp888/iOS-SDKs`.
    static func uikit(_ sdk: String, _ file: String) -> SDKHeader {
        SDKHeader(repository: "xybp888/iOS-SDKs", path: "iPhoneOS\(sdk).sdk/System/Library/Frameworks/UIKit.framework/Headers/\(file)")
    }

    /// A UIKit header the search index holds by its text but under no SDK path (the facts read
    /// from the declaration it found; the SDK version is not known).
    static func uikitByContent(_ file: String) -> SDKHeader {
        SDKHeader(repository: byContent, path: "System/Library/Frameworks/UIKit.framework/Headers/\(file)")
    }

    /// The repository of ``uikitByContent(_:)`` headers.
    static let byContent = "search index, by content (no stored SDK path)"

    /// An AppKit header of a MacOSX SDK in `phracker/MacOSX-SDKs`.
    static func appkit(_ sdk: String, _ file: String) -> SDKHeader {
        SDKHeader(repository: "phracker/MacOSX-SDKs", path: "MacOSX\(sdk).sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/\(file)")
    }
}
