import LayoutModel

/// What a set of SDK declarations demands of the code that names them: the oldest version of
/// each system that has all of them, and the systems missing one.
public struct AvailabilityRequirement: Hashable, Sendable {
    /// Per system, the newest introduction among the declarations (systems where all are
    /// unavailable are left out).
    public var minimum: [SDKOperatingSystem: SDKVersion] = [:]
    /// The systems where at least one declaration is unavailable.
    public var unavailable: Set<SDKOperatingSystem> = []
    /// The systems whose SDK lacks at least one declaration altogether (also in ``unavailable``).
    public var absent: Set<SDKOperatingSystem> = []

    public init() {}

    /// The requirement of `apis` together.
    public init<APIs: Sequence>(_ apis: APIs) where APIs.Element == SDKAPI {
        for api in apis { add(api) }
    }

    public mutating func add(_ api: SDKAPI) {
        absent.formUnion(api.absent)
        for system in SDKOperatingSystem.allCases {
            guard let version = api.requiredVersion(on: system) else {
                unavailable.insert(system)
                continue
            }
            minimum[system] = max(minimum[system] ?? version, version)
        }
    }

    /// The attributes a declaration in a section guarded for `systems` needs: one
    /// `@available(iOS 15.0, *)` naming each system whose minimum is above its
    /// ``SDKOperatingSystem/baseline`` (Mac Catalyst only where it differs from iOS, whose
    /// attribute Swift applies to it), then `@available(tvOS, unavailable)` per system that lacks a
    /// declaration. Empty when everything is available at the baselines.
    public func attributes(on systems: [SDKOperatingSystem]) -> [String] {
        var versions: [String] = []
        var missing: [String] = []
        for system in systems.sorted() where !absent.contains(system) {
            if unavailable.contains(system) {
                missing.append("@available(\(system.rawValue), unavailable)")
                continue
            }
            guard let version = minimum[system], version > system.baseline else { continue }
            if system == .macCatalyst, !unavailable.contains(.iOS), systems.contains(.iOS), minimum[.iOS] == version { continue }
            versions.append("\(system.rawValue) \(version)")
        }
        return (versions.isEmpty ? [] : ["@available(\(versions.joined(separator: ", ")), *)"]) + missing
    }

    /// The `#if` condition that keeps code naming these declarations to the systems (of
    /// `systems`, those its section compiles for) whose SDKs declare them all — `os(iOS)` for a
    /// type declared only under `TARGET_OS_IOS` (iOS and Mac Catalyst) — or `nil` when every
    /// one of `systems` declares them.
    public func platformCondition(on systems: [SDKOperatingSystem]) -> String? {
        guard systems.contains(where: absent.contains) else { return nil }
        let kept = Set(systems).subtracting(absent)
        var conditions: [String] = []
        if kept.contains(.iOS) {
            conditions.append(kept.contains(.macCatalyst) || !systems.contains(.macCatalyst) ? "os(iOS)" : "(os(iOS) && !targetEnvironment(macCatalyst))")
        } else if kept.contains(.macCatalyst) {
            conditions.append("targetEnvironment(macCatalyst)")
        }
        if kept.contains(.tvOS) { conditions.append("os(tvOS)") }
        if kept.contains(.visionOS) { conditions.append("os(visionOS)") }
        if kept.contains(.macOS) { conditions.append("os(macOS)") }
        return conditions.isEmpty ? "false" : conditions.joined(separator: " || ")
    }
}
