import LayoutModel
@testable import VFLRendering

/// Checks a generated file against the SDK availability table, from its text: every SDK name
/// is in the table; what the file level names is available at every guarded system's
/// baseline; each generated class carries exactly the attributes its SDK names need on the
/// systems its section's `#if` lets through. Returns the problems, empty when there are none.
enum GeneratedAvailabilityChecker {
    /// Names that are not SDK declarations with an availability of their own: the Swift
    /// standard library's, CoreGraphics' geometry types (on every system the guards allow),
    /// and attributes.
    static let nonSDKTypes: Set<String> = [
        "Self", "Bool", "Float", "String", "Equatable", "Sendable", "CaseIterable", "MainActor", "CGFloat", "CGSize",
    ]
    static let nonSDKMembers: Set<String> = ["isEqual", "width", "height", "init"]

    /// The systems that compile a section of `platform` under `condition`.
    static func reachableSystems(_ platform: Platform, condition: String) -> Set<SDKOperatingSystem> {
        var systems: Set<SDKOperatingSystem> = platform == .uikit
            ? [.iOS, .macCatalyst, .tvOS, .watchOS, .visionOS] : [.macOS, .macCatalyst]
        if condition.contains("!os(watchOS)") { systems.remove(.watchOS) }
        if condition.contains("!targetEnvironment(macCatalyst)") { systems.remove(.macCatalyst) }
        return systems
    }

    static func problems(in text: String, name: String) -> [String] {
        let file = GeneratedSDKReferences(text)
        var problems: [String] = []
        for section in file.sections {
            let systems = reachableSystems(section.platform, condition: section.condition)
            func apis(_ names: GeneratedSDKReferences.Names, where place: String) -> [SDKAPI] {
                var found: [SDKAPI] = []
                for type in names.types.sorted() {
                    if let entry = SDKAvailabilityTable.entry(section.platform, type) {
                        found.append(entry)
                    } else if nonSDKTypes.contains(type) || file.declared.contains(type) {
                        continue
                    } else if type.range(of: #"^(UI|NS|CG)[A-Z]"#, options: .regularExpression) != nil {
                        problems.append("\(name): \(place) names \(type), which the availability table does not have")
                    }
                }
                for member in names.members.sorted() {
                    let entries = SDKAvailabilityTable.entries(named: member, in: section.platform)
                    if !entries.isEmpty {
                        found += entries
                    } else if !file.declared.contains(member), !nonSDKMembers.contains(member) {
                        problems.append("\(name): \(place) names .\(member), neither in the availability table nor declared by the generated code")
                    }
                }
                return found
            }
            for api in apis(section.fileLevel, where: "\(section.platform) file level") {
                for system in systems.sorted() {
                    guard let version = api.requiredVersion(on: system) else {
                        problems.append("\(name): file level uses \(api.qualifiedName), unavailable on \(system.rawValue), which `#if \(section.condition)` lets through")
                        continue
                    }
                    if version > system.baseline {
                        problems.append("\(name): file level uses \(api.qualifiedName) (\(system.rawValue) \(version)) above the \(system.rawValue) \(system.baseline) baseline, where no attribute covers it")
                    }
                }
            }
            for generated in section.classes {
                let used = apis(generated.names, where: "\(section.platform) \(generated.name)")
                var neededUnavailable: Set<SDKOperatingSystem> = []
                var neededVersions: [SDKOperatingSystem: SDKVersion] = [:]
                for system in systems {
                    var newest = SDKVersion(0, 0)
                    for api in used {
                        guard let version = api.requiredVersion(on: system) else {
                            neededUnavailable.insert(system)
                            break
                        }
                        newest = max(newest, version)
                    }
                    if !neededUnavailable.contains(system), newest > system.baseline { neededVersions[system] = newest }
                }
                // Swift applies an iOS attribute to Mac Catalyst.
                if let catalyst = neededVersions[.macCatalyst], neededVersions[.iOS] == catalyst { neededVersions[.macCatalyst] = nil }
                let (versions, unavailable) = parse(generated.attributes)
                if unavailable != neededUnavailable || versions != neededVersions {
                    problems.append("""
                        \(name): \(generated.name) carries \(generated.attributes) but its SDK names need \
                        \(neededVersions.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }) and unavailable \
                        \(neededUnavailable.sorted().map(\.rawValue))
                        """)
                }
            }
        }
        return problems
    }

    /// `@available(iOS 15.0, tvOS 13.0, *)` and `@available(tvOS, unavailable)` lines, read.
    static func parse(_ attributes: [String]) -> (versions: [SDKOperatingSystem: SDKVersion], unavailable: Set<SDKOperatingSystem>) {
        var versions: [SDKOperatingSystem: SDKVersion] = [:]
        var unavailable: Set<SDKOperatingSystem> = []
        for attribute in attributes {
            let inside = attribute.dropFirst("@available(".count).dropLast()
            let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[1] == "unavailable", let system = SDKOperatingSystem(rawValue: parts[0]) {
                unavailable.insert(system)
                continue
            }
            for part in parts where part != "*" {
                let words = part.split(separator: " ")
                guard words.count == 2, let system = SDKOperatingSystem(rawValue: String(words[0])) else { continue }
                let numbers = words[1].split(separator: ".").compactMap { Int($0) }
                versions[system] = SDKVersion(numbers.first ?? 0, numbers.count > 1 ? numbers[1] : 0)
            }
        }
        return (versions, unavailable)
    }
}
