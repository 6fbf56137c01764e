import Foundation
import LayoutModel
import Testing
import VFLEngine
import VFLGenCLI
import VFLRendering

@Suite struct GenerateConfigurationTests {
    static let folder = URL(fileURLWithPath: "/project/config")

    static func parse(_ json: String) -> ConfigurationFile.Loaded {
        ConfigurationFile.parse(Data(json.utf8), path: "config/vflgen.json", folder: folder, into: GenerateConfiguration())
    }

    /// The printed report, without excerpts.
    static func printed(_ json: String) -> String {
        parse(json).report.render(with: DiagnosticRenderer(showsExcerpts: false))
    }

    @Test func readsEveryKey() throws {
        let configuration = try #require(Self.parse("""
        {"access": "public", "platforms": "both", "template": "../Templates/Mine.swift.template", "warningsAsErrors": true}
        """).configuration)
        #expect(configuration.access == .public)
        #expect(configuration.platforms == .both)
        #expect(configuration.templatePath == "/project/Templates/Mine.swift.template")
        #expect(configuration.warningsAsErrors)
    }

    @Test func emptyObjectKeepsDefaults() throws {
        let loaded = Self.parse("{}")
        #expect(loaded.configuration == GenerateConfiguration())
        #expect(loaded.report.diagnostics.isEmpty)
    }

    @Test(arguments: [
        (#"{"acess": "public"}"#, """
        config/vflgen.json:1:2: error: unknown key 'acess' in vflgen.json; the keys are 'access', 'platforms', 'template', 'warningsAsErrors', 'dialect', 'check', 'devices', 'contentSizes', 'longText'
        config/vflgen.json:1:2: note: did you mean 'access'?

        """),
        (#"{"colour": 1}"#, "config/vflgen.json:1:2: error: unknown key 'colour' in vflgen.json; the keys are 'access', 'platforms', 'template', 'warningsAsErrors', 'dialect', 'check', 'devices', 'contentSizes', 'longText'\n"),
        // A key's escape sequence reached the terminal (Tests/Fuzz checks messages for control characters).
        (#"{"red\u001b[31m": 1}"#, #"config/vflgen.json:1:2: error: unknown key 'red\u{1B}[31m' in vflgen.json; the keys are 'access', 'platforms', 'template', 'warningsAsErrors', 'dialect', 'check', 'devices', 'contentSizes', 'longText'"# + "\n"),
        (#"{"access": "private"}"#, #"config/vflgen.json:1:12: error: invalid value for 'access' in vflgen.json: expected "internal" or "public", found the string "private""# + "\n"),
        (#"{"platforms": ["uikit"]}"#, #"config/vflgen.json:1:15: error: invalid value for 'platforms' in vflgen.json: expected "uikit", "appkit" or "both", found an array"# + "\n"),
        (#"{"warningsAsErrors": 1}"#, "config/vflgen.json:1:22: error: invalid value for 'warningsAsErrors' in vflgen.json: expected true or false, found the number 1\n"),
        (#"{"warningsAsErrors": "yes"}"#, #"config/vflgen.json:1:22: error: invalid value for 'warningsAsErrors' in vflgen.json: expected true or false, found the string "yes""# + "\n"),
        (#"{"template": 3}"#, "config/vflgen.json:1:14: error: invalid value for 'template' in vflgen.json: expected a path (a non-empty string) relative to the configuration file, found the number 3\n"),
        (#"["access"]"#, #"config/vflgen.json:1:1: error: vflgen.json must hold a JSON object, such as {"access": "public"}; found an array"# + "\n"),
        (#"{"access": "#, "config/vflgen.json:1:12: error: expected a value, found the end of the file\n"),
    ])
    func mistakesNameTheKey(json: String, message: String) {
        let loaded = Self.parse(json)
        #expect(loaded.configuration == nil)
        #expect(Self.printed(json) == message)
    }

    /// The reader's table of keys (shared with the plugins, which cannot see the enums) accepts
    /// exactly the values of the settings' enums.
    @Test func everyChoiceOfTheKeyTableIsASetting() throws {
        for access in AccessLevel.allCases {
            #expect(Self.parse(#"{"access": "\#(access.rawValue)"}"#).configuration?.access == access)
        }
        for platforms in GenerateConfiguration.Platforms.allCases {
            #expect(Self.parse(#"{"platforms": "\#(platforms.rawValue)"}"#).configuration?.platforms == platforms)
        }
        for dialect in Dialect.allCases {
            #expect(Self.parse(#"{"dialect": "\#(dialect.rawValue)"}"#).configuration?.dialect == dialect)
        }
        for check in CheckMode.allCases {
            #expect(Self.parse(#"{"check": "\#(check.rawValue)"}"#).configuration?.check == check)
        }
        #expect(Self.parse(#"{"devices": ["iPad (A16)", {"name": "K", "width": 100, "height": 50, "margins": 4}]}"#).configuration?.devices == [
            .named("iPad (A16)"),
            .custom(DevicePreset(device: "K", orientation: nil, platform: .uikit, size: Size(width: 100, height: 50), safeArea: .zero, marginsFromSafeArea: EdgeInsets(all: 4))),
        ])
        #expect(ConfigurationFile.keys == ["access", "platforms", "template", "warningsAsErrors", "dialect", "check", "devices", "contentSizes", "longText"])
    }

    // MARK: Issue #13, item 9: duplicate keys and trailing commas

    /// `{"template": "A", "template": "B"}`: vflgen took the first, the plugin the last, so a
    /// build stayed stale after the template actually used was edited. Now an error at the
    /// second key, with a note at the first.
    @Test func vflgenJSONDuplicateKeysAreRejectedAtTheKey() {
        let json = "{\n  \"template\": \"A.template\",\n  \"access\": \"public\",\n  \"template\": \"B.template\"\n}\n"
        let loaded = Self.parse(json)
        #expect(loaded.configuration == nil)
        #expect(Self.printed(json) == """
        config/vflgen.json:4:3: error: key 'template' is given twice; a key may appear once (JSON readers disagree on which one wins)
        config/vflgen.json:2:3: note: first given here

        """)
        #expect(loaded.report.diagnostics.map(\.id.rawValue) == ["config-duplicate-key"])
    }

    @Test(arguments: [
        (#"{"access": "public",}"#, "config/vflgen.json:1:20: error: trailing comma before '}'; JSON allows none\n"),
        ("{\n  \"platforms\": \"both\",\n}", "config/vflgen.json:2:22: error: trailing comma before '}'; JSON allows none\n"),
        // The reader goes on after the comma: the unknown key is reported too.
        (#"{"x": [1, 2,]}"#, "config/vflgen.json:1:2: error: unknown key 'x' in vflgen.json; the keys are 'access', 'platforms', 'template', 'warningsAsErrors', 'dialect', 'check', 'devices', 'contentSizes', 'longText'\nconfig/vflgen.json:1:12: error: trailing comma before ']'; JSON allows none\n"),
    ])
    func vflgenJSONTrailingCommasAreRejected(json: String, message: String) {
        #expect(Self.parse(json).configuration == nil)
        #expect(Self.printed(json) == message)
    }

    // MARK: Issue #12 §5: every bad key at once; `platform`; wrong types say what is expected

    @Test func vflgenJSONReportsEveryBadKeyAtOnce() {
        let json = "{\n  \"acess\": \"public\",\n  \"platforms\": 3,\n  \"warningsAsErrors\": \"yes\",\n  \"colour\": true\n}\n"
        let loaded = Self.parse(json)
        #expect(loaded.configuration == nil)
        let summary = loaded.report.diagnostics.map { diagnostic in
            "\(diagnostic.id)@\(loaded.report.file.location(of: diagnostic.range!.start))"
        }
        #expect(summary == ["config-unknown-key@2:3", "config-invalid-value@3:16", "config-invalid-value@4:23", "config-unknown-key@5:3"])
    }

    @Test func vflgenJSONPlatformIsReadAsPlatformsWithAWarning() throws {
        let json = #"{"platform": "both"}"#
        let loaded = Self.parse(json)
        let configuration = try #require(loaded.configuration)
        #expect(configuration.platforms == .both)
        #expect(Self.printed(json) == """
        config/vflgen.json:1:2: warning: 'platform' is read as 'platforms'; write 'platforms'
        config/vflgen.json:1:2: note: did you mean 'platforms'?

        """)
    }

    @Test func vflgenJSONPlatformAndPlatformsTogetherAreADuplicate() {
        let json = #"{"platforms": "uikit", "platform": "both"}"#
        #expect(Self.parse(json).configuration == nil)
        #expect(Set(Self.parse(json).report.diagnostics.map(\.id.rawValue)) == ["config-duplicate-key", "config-key-alias"])
        #expect(Self.printed(json).contains("error: 'platforms' is given twice in vflgen.json"))
    }

    @Test(arguments: [
        ("{\"access\": \"pub\u{FF}lic\"}", "config/vflgen.json:1:16: error: invalid UTF-8 (byte 0xFF); vflgen.json must be UTF-8 text\n"),
        ("{\"access\": \"public\"} x", "config/vflgen.json:1:22: error: unexpected 'x' after the end of the JSON value\n"),
        ("", "config/vflgen.json:1:1: error: vflgen.json is empty; expected a JSON object such as {}\n"),
        (String(repeating: "[", count: 100), "config/vflgen.json:1:65: error: values nest more than 64 levels deep\n"),
    ])
    func vflgenJSONSyntaxErrorsAreLocated(json: String, message: String) {
        var bytes = Array(json.utf8)
        if let marker = bytes.firstIndex(of: 0xC3), json.contains("\u{FF}") { bytes.replaceSubrange(marker...(marker + 1), with: [0xFF]) }
        let loaded = ConfigurationFile.parse(Data(bytes), path: "config/vflgen.json", folder: Self.folder, into: GenerateConfiguration())
        #expect(loaded.configuration == nil)
        #expect(loaded.report.render(with: DiagnosticRenderer(showsExcerpts: false)) == message)
    }
}
