import LayoutModel
import Testing
import VFLRendering

/// The stand-ins and the renderer share one source of availability facts: every entry of
/// VFLRendering's SDKAvailabilityTable (the SDK API generated code can emit, each read from a
/// named header) that a stand-in declares carries the same introduction versions (iOS, tvOS,
/// macOS) and tvOS unavailability there, on the member itself or, where the header annotates
/// only the type, on its type — so generated code that needs `@available` to build with the
/// real SDKs uses stand-in API marked the same way, and the two tables cannot drift apart.
/// (watchOS is not compared: the renderer's table marks all of UIKit's view API unavailable
/// there by convention, the stand-ins only where a header says so.)
@Suite struct StandInRendererAvailabilityTests {
    /// `@available` attributes as a map: system → version, or `unavailable`.
    static func systems(_ attributes: String) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in attributes.components(separatedBy: "@available(").dropFirst() {
            let inner = attribute.prefix { $0 != ")" }
            let items = inner.components(separatedBy: ", ")
            if items.count >= 2, items[1] == "unavailable" {
                result[items[0]] = "unavailable"
                continue
            }
            for item in items where item != "*" {
                let parts = item.split(separator: " ")
                if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
            }
        }
        return result
    }

    /// What a declaration's availability is in effect: its own attributes, else its type's.
    static func effective(_ declaration: StandInDeclaration, in declarations: [StandInDeclaration]) -> [String: String] {
        if !declaration.availability.isEmpty { return systems(declaration.availability) }
        var owner = declaration.member.split(separator: ".").dropLast().joined(separator: ".")
        while !owner.isEmpty {
            if let type = declarations.first(where: { $0.member == owner && ["class", "struct", "enum"].contains($0.shape) }) {
                return systems(type.availability)
            }
            owner = owner.split(separator: ".").dropLast().joined(separator: ".")
        }
        return [:]
    }

    /// The stand-in declarations an entry names (every overload of a member).
    static func declarations(of entry: SDKAPI, in declarations: [StandInDeclaration]) -> [StandInDeclaration] {
        guard let member = entry.member else {
            return declarations.filter { $0.member == entry.owner && ["class", "struct", "enum"].contains($0.shape) }
        }
        let name = "\(entry.owner).\(member)"
        return declarations.filter { $0.member == name || $0.member.hasPrefix(name + "(") }
    }

    @Test(arguments: [Platform.uikit, .appkit])
    func standInsAgreeWithTheRenderersTable(framework: Platform) throws {
        let module = framework == .uikit ? "UIKit" : "AppKit"
        let standIn = try StandInFidelityTests.declarations(of: module).declarations
        var checked = 0
        var problems: [String] = []
        for entry in SDKAvailabilityTable.entries(for: framework) {
            let matches = Self.declarations(of: entry, in: standIn)
            for declaration in matches {
                checked += 1
                let actual = Self.effective(declaration, in: standIn)
                var expected: [String: String] = [:]
                if let version = entry.introduced[.iOS] { expected["iOS"] = version.description }
                if let version = entry.introduced[.tvOS] { expected["tvOS"] = version.description }
                if let version = entry.introduced[.macOS] { expected["macOS"] = version.description }
                if framework == .uikit, entry.unavailable.contains(.tvOS) { expected["tvOS"] = "unavailable" }
                let compared = actual.filter { ["iOS", "tvOS", "macOS"].contains($0.key) }
                if compared != expected {
                    problems.append("\(module)/\(declaration.file):\(declaration.line): \(declaration.member) has \(compared.sorted { $0.key < $1.key }); SDKAvailabilityTable (\(entry.header)): \(expected.sorted { $0.key < $1.key })")
                }
            }
        }
        #expect(checked > 50, "only \(checked) stand-in declarations matched the renderer's table")
        #expect(problems.isEmpty, "\(problems.count) disagreements:\n\(problems.joined(separator: "\n"))")
    }
}
