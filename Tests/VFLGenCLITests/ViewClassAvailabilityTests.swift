import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLRendering

/// Every UIKit view class vflgen knows by name (`KnownViewClasses`, which holds every class the
/// stand-ins declare) has its availability in `SDKAvailabilityTable`, read from its header, and
/// a layout with a view of that class gets exactly the guards the facts demand (issue #36:
/// `UIContentUnavailableView`, `UIPickerView`, `UISearchTextField` built on Linux and failed
/// in Xcode).
@Suite struct ViewClassAvailabilityTests {
    /// The systems the UIKit section compiles for.
    static let systems: [SDKOperatingSystem] = [.iOS, .macCatalyst, .tvOS, .visionOS]

    @Test func everyKnownUIKitClassHasFactsFromAHeader() {
        for name in KnownViewClasses.uikit.sorted() {
            let entry = SDKAvailabilityTable.entry(.uikit, name)
            #expect(entry != nil, "\(name) has no entry in SDKAvailabilityTable")
            #expect(entry?.header.path.hasSuffix("/\(name).h") == true || entry?.header.path.hasSuffix(".h") == true, "\(name)")
        }
    }

    /// The UIKit code generated for one layout with a view of class `type`.
    static func generated(_ type: String) throws -> String {
        let vfl = "layout Probe {\n    view probe: \(type)\n    H:|[probe]|\n    V:|[probe]|\n}\n"
        let compilation = VFLCompiler.compile(SourceFile(path: "Probe.vfl", text: vfl), platform: .uikit)
        #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try SwiftRenderer().render([(.uikit, compilation.file)], fileName: "Probe.vfl")
    }

    /// The `@available` lines right above the generated class, and the `#if` that opens the
    /// layout's block (after the section's own `#if`), if any.
    static func guards(in text: String) throws -> (attributes: [String], condition: String?) {
        let lines = text.components(separatedBy: "\n")
        let classLine = try #require(lines.firstIndex { $0.contains("final class ProbeLayout") })
        var attributes: [String] = []
        var index = classLine - 1
        while index >= 0, lines[index] == "@MainActor" || lines[index].hasPrefix("@available(") {
            if lines[index].hasPrefix("@available(") { attributes.insert(lines[index], at: 0) }
            index -= 1
        }
        let conditions = lines[..<classLine].filter { $0.hasPrefix("#if ") }
        return (attributes, conditions.count > 1 ? String(conditions.last!.dropFirst(4)) : nil)
    }

    @Test(arguments: KnownViewClasses.uikit.sorted())
    func theGeneratedGuardsMatchTheFacts(_ name: String) throws {
        let entry = try #require(SDKAvailabilityTable.entry(.uikit, name))
        let (attributes, condition) = try Self.guards(in: try Self.generated(name))
        for system in Self.systems {
            let spelled = system.rawValue
            let named = attributes.filter { $0.contains("(\(spelled) ") || $0.contains(", \(spelled) ") || $0.contains("(\(spelled),") }
            if entry.absent.contains(system) {
                // Not declared there: the `#if` leaves the system out; no attribute names it.
                #expect(named.isEmpty, "\(name): \(named)")
                #expect(condition != nil, "\(name) has no platform condition")
                continue
            }
            guard let version = entry.requiredVersion(on: system) else {
                #expect(attributes.contains("@available(\(spelled), unavailable)"), "\(name) on \(spelled): \(attributes)")
                continue
            }
            if version > system.baseline, system != .macCatalyst {
                #expect(named.contains { $0.contains("\(spelled) \(version)") }, "\(name) on \(spelled) \(version): \(attributes)")
            } else if system != .macCatalyst {
                #expect(named.isEmpty, "\(name) on \(spelled): \(attributes)")
            }
        }
        if entry.absent.isEmpty {
            #expect(condition == nil, "\(name): \(condition ?? "")")
        } else {
            let condition = try #require(condition)
            let spellings: [SDKOperatingSystem: String] = [.iOS: "os(iOS)", .tvOS: "os(tvOS)", .visionOS: "os(visionOS)"]
            for (system, spelling) in spellings {
                #expect(condition.contains(spelling) == !entry.absent.contains(system), "\(name): #if \(condition)")
            }
        }
    }

    @Test func everyKnownAppKitClassHasFactsFromAHeader() {
        for name in KnownViewClasses.appkit.sorted() {
            #expect(SDKAvailabilityTable.entry(.appkit, name) != nil, "\(name) has no entry in SDKAvailabilityTable")
        }
    }

    // AppKit classes: a `macOS` version in the attribute exactly when the class is newer than
    // the baseline (NSSwitch, macOS 10.15); never a platform condition.
    @Test(arguments: KnownViewClasses.appkit.sorted())
    func theGeneratedAppKitGuardsMatchTheFacts(_ name: String) throws {
        let entry = try #require(SDKAvailabilityTable.entry(.appkit, name))
        let vfl = "layout Probe {\n    view probe: \(name)\n    H:|[probe]|\n    V:|[probe]|\n}\n"
        let compilation = VFLCompiler.compile(SourceFile(path: "Probe.vfl", text: vfl), platform: .appkit)
        let text = try SwiftRenderer().render([(.appkit, compilation.file)], fileName: "Probe.vfl")
        let (attributes, condition) = try Self.guards(in: text)
        let version = try #require(entry.requiredVersion(on: .macOS))
        if version > SDKOperatingSystem.macOS.baseline {
            #expect(attributes == ["@available(macOS \(version), *)"], "\(name): \(attributes)")
        } else {
            #expect(attributes.isEmpty, "\(name): \(attributes)")
        }
        #expect(condition == nil)
    }

    // The three classes of the issue, spelled out.
    @Test func theIssuesClasses() throws {
        #expect(try Self.guards(in: try Self.generated("UIContentUnavailableView")).attributes == ["@available(iOS 17.0, tvOS 17.0, *)"])
        #expect(try Self.guards(in: try Self.generated("UIPickerView")).attributes == ["@available(tvOS, unavailable)"])
        let search = try Self.guards(in: try Self.generated("UISearchTextField"))
        #expect(search.attributes == ["@available(iOS 13.0, *)"])
        #expect(search.condition == "os(iOS)")
        // The layout's block closes after the class.
        let text = try Self.generated("UISearchTextField")
        #expect(text.components(separatedBy: "\n").filter { $0 == "#endif" }.count == 2, "\(text)")
    }
}
