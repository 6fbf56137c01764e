import LayoutModel

/// Every SDK type and member the built-in templates and the renderer can make generated code
/// name, with the availability Apple's SDK headers declare, each read from the header it
/// names (`SDKAPI.header`; facts only, no header text). The generated type's `@available`
/// attributes are computed from it (``AvailabilityRequirement``), and a test renders every
/// template branch on both platforms and checks that each SDK name in the output is here and
/// covered by the attributes and the section's platform guard.
///
/// Conventions, so that the entries stay short:
/// - UIKit entries are unavailable on macOS (a Mac app reaches UIKit only through Mac
///   Catalyst); AppKit entries are unavailable everywhere but macOS, including Mac Catalyst
///   (every AppKit header read opens with `APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`).
/// - Where a UIKit header gives only `ios(N)`, tvOS, Mac Catalyst and visionOS take their
///   availability from it, as Clang and Swift infer it (``SDKAPI/requiredVersion(on:)``).
/// - No annotation at all means the declaration is as old as the framework on that system.
public enum SDKAvailabilityTable {
    /// All entries, UIKit then AppKit.
    public static let all: [SDKAPI] = uikit + appkit

    /// The entries of one framework.
    public static func entries(for framework: Platform) -> [SDKAPI] {
        framework == .uikit ? uikit : appkit
    }

    /// The entries of `framework` generated code spells `swiftName` (several types can have a
    /// member of one name: `topAnchor` is on views and layout guides).
    public static func entries(named swiftName: String, in framework: Platform) -> [SDKAPI] {
        (framework == .uikit ? uikitByName : appkitByName)[swiftName] ?? []
    }

    /// The entry for `owner` (and `member`), if the table has it.
    public static func entry(_ framework: Platform, _ owner: String, _ member: String? = nil) -> SDKAPI? {
        (framework == .uikit ? uikitByKey : appkitByKey)[Key(owner: owner, member: member)]
    }

    private struct Key: Hashable {
        var owner: String
        var member: String?
    }

    private static let uikitByName = Dictionary(grouping: uikit, by: \.swiftName)
    private static let appkitByName = Dictionary(grouping: appkit, by: \.swiftName)
    private static let uikitByKey = Dictionary(uikit.map { (Key(owner: $0.owner, member: $0.member), $0) }) { first, _ in first }
    private static let appkitByKey = Dictionary(appkit.map { (Key(owner: $0.owner, member: $0.member), $0) }) { first, _ in first }
}

extension SDKAPI {
    /// The oldest version of `system` that has this declaration, or `nil` where it is
    /// unavailable. Systems the header does not mention: tvOS, Mac Catalyst and visionOS
    /// follow a UIKit declaration's iOS version (tvOS and Mac Catalyst take it as is;
    /// visionOS 1.0 has everything iOS 17 has); otherwise the declaration is as old as the
    /// framework there (`0.0`).
    public func requiredVersion(on system: SDKOperatingSystem) -> SDKVersion? {
        if unavailable.contains(system) { return nil }
        if let version = introduced[system] { return version }
        if framework == .uikit, let ios = introduced[.iOS] {
            switch system {
            case .tvOS, .macCatalyst: return ios
            case .visionOS: return SDKVersion(1, 0)
            default: break
            }
        }
        return SDKVersion(0, 0)
    }
}
