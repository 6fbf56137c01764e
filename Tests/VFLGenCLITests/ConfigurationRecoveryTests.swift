import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// Issue #17: every mistake in `vflgen.json` at once, after a syntax error too, each with the
/// key, value or device meant.
@Suite struct ConfigurationRecoveryTests {
    static func printed(_ json: String) -> String {
        GenerateConfigurationTests.printed(json)
    }

    @Test func aTrailingCommaHidesNoOtherMistake() {
        let json = #"{"acess": "public", "check": "eror", "devices": ["iPhone SE"],}"#
        #expect(GenerateConfigurationTests.parse(json).configuration == nil)
        #expect(Self.printed(json) == """
        config/vflgen.json:1:2: error: unknown key 'acess' in vflgen.json; the keys are 'access', 'platforms', 'template', 'warningsAsErrors', 'dialect', 'check', 'devices', 'contentSizes', 'longText'
        config/vflgen.json:1:2: note: did you mean 'access'?
        config/vflgen.json:1:30: error: invalid value for 'check' in vflgen.json: expected "warn", "error" or "off", found the string "eror"
        config/vflgen.json:1:30: note: did you mean "error"?
        config/vflgen.json:1:50: error: unknown device 'iPhone SE' in vflgen.json; 'vflgen check --devices' lists the presets
        config/vflgen.json:1:50: note: did you mean 'iPhone SE (3rd generation)'?
        config/vflgen.json:1:62: error: trailing comma before '}'; JSON allows none

        """)
    }

    /// (file, the ids of its problems at line:column, in file order)
    @Test(arguments: [
        // A missing comma between members: reported, and read as if it were there.
        ("{\n  \"access\": \"public\"\n  \"acess\": 1\n}", ["config-invalid-json@3:3", "config-unknown-key@3:3"]),
        // A bad value: skipped to the next member.
        ("{\"access\": publix, \"dialect\": \"aple\"}", ["config-invalid-json@1:12", "config-invalid-value@1:31"]),
        // `=` for `:`, then a good member, then a trailing comma in an array.
        ("{\"access\" = 1, \"devices\": [\"iPad (A16)\",], \"check\": 1}",
         ["config-invalid-json@1:11", "config-trailing-comma@1:40", "config-invalid-value@1:53"]),
        // A bracket of the wrong kind closes the array and its object; what follows is reported.
        ("{\"devices\": [\"iPad (A16)\"}, \"x\": 1}", ["config-invalid-json@1:26", "config-invalid-json@1:27"]),
        // The file ends inside the object: one error, at the end.
        ("{\"access\": \"public\",\n \"check\": ", ["config-invalid-json@2:11"]),
    ])
    func recoversAfterASyntaxError(json: String, expected: [String]) {
        let loaded = GenerateConfigurationTests.parse(json)
        #expect(loaded.configuration == nil)
        let found = loaded.report.diagnostics.map { diagnostic in
            "\(diagnostic.id)@\(loaded.report.file.location(of: diagnostic.range!.start))"
        }
        #expect(found == expected)
    }

    @Test(arguments: [
        ("iPhone SE", "iPhone SE (3rd generation)"),
        ("iphone se", "iPhone SE (3rd generation)"),
        ("iPhone 16", "iPhone 16 Pro"),
        ("iphone 16 pro max", nil),  // known: no suggestion needed
        ("iPhone 16 Pr0", "iPhone 16 Pro"),
        ("iPad A16", "iPad (A16)"),
        ("medium windw", "medium window"),
        ("Galaxy S24", nil),
    ] as [(String, String?)])
    func unknownDevicesGetTheDeviceMeant(name: String, suggestion: String?) {
        if DeviceEntry.isKnown(name) {
            #expect(suggestion == nil)
        } else {
            #expect(DeviceEntry.suggestion(for: name) == suggestion)
        }
    }

    @Test func aKnownDeviceInAnyCaseIsNoError() throws {
        let loaded = GenerateConfigurationTests.parse(#"{"devices": ["iphone 16 pro", "Small Window", {"name": "Kiosk", "width": 800, "height": 1280}]}"#)
        #expect(loaded.report.diagnostics.isEmpty)
        #expect(try #require(loaded.configuration).devices?.count == 3)
    }

    @Test func checkDevicesOnTheCommandLineSuggestsTheDevice() {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-devices-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layout = folder.appending(path: "A.vfl")
        try? "layout A {\n    view a: UIView\n    H:|[a]|\n    V:|[a]|\n}\n".write(to: layout, atomically: true, encoding: .utf8)
        let (context, captured) = ToolContext.capturing()
        let status = VFLGenTool.run(["check", layout.path, "--devices", "iphone se"], context: context)
        #expect(status == .usage)
        #expect(captured.standardError.contains("unknown device 'iphone se'; 'vflgen check --devices' lists them; did you mean 'iPhone SE (3rd generation)'?"))
    }

    /// The advice after a configuration error suits a build: no "Run 'vflgen help generate'",
    /// which means nothing to someone who only added the plugin; the errors are located in the file.
    @Test func generateReportsAnUnknownDeviceInTheFileNotAsAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layout = folder.appending(path: "A.vfl")
        let config = folder.appending(path: "vflgen.json")
        try "layout A {\n    view a: UIView\n    H:|[a]|\n    V:|[a]|\n}\n".write(to: layout, atomically: true, encoding: .utf8)
        try "{\n  \"devices\": [\"iPhone SE\"]\n}\n".write(to: config, atomically: true, encoding: .utf8)
        let (context, captured) = ToolContext.capturing()
        let status = VFLGenTool.run(["generate", layout.path, "--output", folder.appending(path: "out").path, "--config", config.path], context: context)
        #expect(status == .failure)
        #expect(captured.standardError.hasPrefix("\(config.path):2:15: error: unknown device 'iPhone SE' in vflgen.json"))
        #expect(!captured.standardError.contains("vflgen help"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "out").path))
    }
}
