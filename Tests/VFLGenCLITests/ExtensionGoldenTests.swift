import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// `vflgen constraints` on layouts that use every extension (Tests/Goldens/extensions),
/// compared with reviewed golden files: the constraints (`NAME.<platform>.txt`) or, when the
/// file has errors on that platform or dialect, the diagnostics (`NAME.apple.txt` for
/// `--dialect apple`). Re-record after an intended change with
/// `VFLGEN_RECORD=1 swift test --filter ExtensionGoldenTests`, then review the diff.
@Suite struct ExtensionGoldenTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = "Tests/Goldens/extensions"

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var platform: Platform
        var dialect: Dialect
        /// Whether the file compiles on this platform and dialect.
        var succeeds: Bool

        var golden: String { "\(name).\(dialect == .apple ? "apple" : platform.rawValue).txt" }
        var testDescription: String { golden }
    }

    static let cases: [Case] = [
        Case(name: "Extensions", platform: .uikit, dialect: .vflgen, succeeds: true),
        Case(name: "Extensions", platform: .appkit, dialect: .vflgen, succeeds: true),
        Case(name: "Extensions", platform: .uikit, dialect: .apple, succeeds: false),
        Case(name: "UIKitGuides", platform: .uikit, dialect: .vflgen, succeeds: true),
        Case(name: "UIKitGuides", platform: .appkit, dialect: .vflgen, succeeds: false),
        Case(name: "UIKitGuides", platform: .uikit, dialect: .apple, succeeds: false),
    ]

    @Test(arguments: cases)
    func matchesGolden(_ example: Case) throws {
        let (context, captured) = ToolContext.capturing(currentDirectory: Self.root)
        let status = VFLGenTool.run(
            ["constraints", "\(Self.folder)/\(example.name).vfl", "--platform", example.platform.rawValue, "--dialect", example.dialect.rawValue],
            context: context
        )
        #expect(status == (example.succeeds ? .success : .failure))
        #expect((example.succeeds ? captured.standardError : captured.standardOutput) == "")
        let actual = example.succeeds ? captured.standardOutput : captured.standardError
        let golden = Self.root.appendingPathComponent(Self.folder).appendingPathComponent(example.golden)
        if ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" {
            try Data(actual.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "differs from \(Self.folder)/\(example.golden); re-record with VFLGEN_RECORD=1 and review")
    }
}
