/// An operating system Apple's SDK headers give availability for, as Swift's `@available`
/// spells it.
public enum SDKOperatingSystem: String, Hashable, Sendable, CaseIterable, Comparable {
    case iOS, macCatalyst, tvOS, watchOS, visionOS, macOS

    /// The lowest deployment target a package can build for today, which generated code may
    /// assume without an attribute: SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12,
    /// watchOS 4, visionOS 1, Mac Catalyst 13), also the lowest targets Xcode 15 and later
    /// accept. An API introduced after this needs `@available`.
    public var baseline: SDKVersion {
        switch self {
        case .iOS: SDKVersion(12, 0)
        case .macCatalyst: SDKVersion(13, 0)
        case .tvOS: SDKVersion(12, 0)
        case .watchOS: SDKVersion(4, 0)
        case .visionOS: SDKVersion(1, 0)
        case .macOS: SDKVersion(10, 13)
        }
    }

    /// The order attributes list the systems in (this enum's order).
    public static func < (lhs: SDKOperatingSystem, rhs: SDKOperatingSystem) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// An OS version as SDK headers write it (`ios(15.0)`, `macos(10.11)`).
public struct SDKVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `15.0`, `10.13`: the spelling `@available` and `#available` take.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
