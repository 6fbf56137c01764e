import Foundation
import GeneratedCodeTestSupport
import Testing

/// The stand-in UIKit and AppKit (Tests/StandIns) declare exactly what Apple's SDKs declare
/// for every public member they define (StandInFactTable, each fact from a named SDK header):
/// the same kind (`let` vs `var`), type, setter, signature and `@available` attributes, so
/// code that compiles against them is not accepted where the real SDK would refuse it.
@Suite struct StandInFidelityTests {
    static let modules = ["UIKit", "AppKit"]

    static func declarations(of module: String) throws -> (declarations: [StandInDeclaration], unreadable: [String]) {
        let folder = FramesTool.packageRoot.appendingPathComponent("Tests/StandIns/\(module)")
        var declarations: [StandInDeclaration] = []
        var unreadable: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let result = StandInDeclarationReader.read(text, file: file)
            declarations += result.declarations
            unreadable += result.unreadable
        }
        return (declarations, unreadable)
    }

    @Test(arguments: modules)
    func everyStandInMemberMatchesTheSDK(module: String) throws {
        let (declarations, unreadable) = try Self.declarations(of: module)
        #expect(unreadable.isEmpty, "declarations the reader cannot read:\n\(unreadable.joined(separator: "\n"))")
        #expect(declarations.count > 100)
        let problems = StandInFacts.differences(module: module, declarations: declarations)
        #expect(problems.isEmpty, "\(problems.count) differences from the SDK:\n\(problems.joined(separator: "\n"))")
    }

    /// The issue's findings, stated directly (they are also rows of the table).
    @Test(arguments: [
        ("AppKit", "NSLayoutGuide.frame", "var NSRect { get }", ""),
        ("AppKit", "NSLayoutGuide.identifier", "var NSUserInterfaceItemIdentifier { get set }", ""),
        ("UIKit", "UILayoutPriority.rawValue", "let Float", ""),
        ("AppKit", "NSLayoutConstraint.Priority.rawValue", "let Float", ""),
        ("UIKit", "UIView.animate(withDuration:animations:)", "class func (TimeInterval, @escaping () -> Void) -> Void", "@available(iOS 4.0, *)"),
        ("UIKit", "UIView.keyboardLayoutGuide", "var UIKeyboardLayoutGuide { get }",
         "@available(iOS 15.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)"),
        ("AppKit", "NSView.safeAreaLayoutGuide", "var NSLayoutGuide { get }", "@available(macOS 11.0, *)"),
        ("AppKit", "NSView.layoutMarginsGuide", "var NSLayoutGuide { get }", "@available(macOS 11.0, *)"),
        ("AppKit", "NSSwitch", "class", "@available(macOS 10.15, *)"),
        ("UIKit", "UIView.leadingAnchor", "var NSLayoutXAxisAnchor { get }", "@available(iOS 9.0, *)"),
        ("AppKit", "NSView.leadingAnchor", "var NSLayoutXAxisAnchor { get }", "@available(macOS 10.11, *)"),
    ])
    func theAuditedMembers(module: String, member: String, shape: String, availability: String) throws {
        let declaration = try Self.declarations(of: module).declarations.first { $0.member == member }
        #expect(declaration?.shape == shape)
        #expect(declaration?.availability == availability)
        #expect(StandInFacts.all.contains { $0.module == module && $0.member == member && $0.shape == shape && $0.availability == availability })
    }

    /// The comparison fails on a stand-in looser than the SDK: the UIKit sources with
    /// `var rawValue`, a settable `layoutFrame`, and the keyboard guide's attributes removed.
    @Test func aLooserStandInIsCaught() throws {
        let folder = FramesTool.packageRoot.appendingPathComponent("Tests/StandIns/UIKit")
        var declarations: [StandInDeclaration] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift") {
            var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            text = text.replacingOccurrences(of: "public let rawValue: Float", with: "public var rawValue: Float")
            text = text.replacingOccurrences(of: "open internal(set) var layoutFrame", with: "open var layoutFrame")
            text = text.replacingOccurrences(
                of: "    @available(iOS 15.0, *)\n    @available(tvOS, unavailable)\n    @available(watchOS, unavailable)\n    public var keyboardLayoutGuide",
                with: "    public var keyboardLayoutGuide")
            declarations += StandInDeclarationReader.read(text, file: file).declarations
        }
        let problems = StandInFacts.differences(module: "UIKit", declarations: declarations)
        #expect(problems.count == 3, "\(problems)")  // and nothing else differs
        #expect(problems.contains { $0.contains("UILayoutPriority.rawValue is `var Float { get set }`") })
        #expect(problems.contains { $0.contains("UILayoutGuide.layoutFrame is `var CGRect { get set }`") })
        #expect(problems.contains { $0.contains("UIView.keyboardLayoutGuide has availability ``") })
    }

    /// Not-Apple members are only the stand-ins' test hooks, named so nobody mistakes them.
    @Test func theOnlyMembersAppleLacksAreTestHooks() {
        let hooks = StandInFacts.all.filter { $0.source.hasPrefix("not Apple API") }
        #expect(!hooks.isEmpty)
        #expect(hooks.allSatisfy { $0.member.split(separator: ".").last!.hasPrefix("standInTesting") })
    }
}
