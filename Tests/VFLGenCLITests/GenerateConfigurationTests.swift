import Foundation
import Testing
import VFLGenCLI
import VFLRendering

@Suite struct GenerateConfigurationTests {
    static let folder = URL(fileURLWithPath: "/project/config")

    static func parse(_ json: String) -> Result<GenerateConfiguration, ConfigurationFile.Failure> {
        ConfigurationFile.parse(Data(json.utf8), path: "config/vflgen.json", folder: folder, into: GenerateConfiguration())
    }

    @Test func readsEveryKey() throws {
        let configuration = try Self.parse("""
        {"access": "public", "platforms": "both", "template": "../Templates/Mine.swift.template", "warningsAsErrors": true}
        """).get()
        #expect(configuration.access == .public)
        #expect(configuration.platforms == .both)
        #expect(configuration.templatePath == "/project/Templates/Mine.swift.template")
        #expect(configuration.warningsAsErrors)
    }

    @Test func emptyObjectKeepsDefaults() throws {
        #expect(try Self.parse("{}").get() == GenerateConfiguration())
    }

    @Test(arguments: [
        (#"{"acess": "public"}"#, "config/vflgen.json: error: unknown key 'acess' in vflgen.json; did you mean 'access'?"),
        (#"{"colour": 1}"#, "config/vflgen.json: error: unknown key 'colour' in vflgen.json"),
        // A key's escape sequence reached the terminal (Tests/Fuzz checks messages for control characters).
        (#"{"red\u001b[31m": 1}"#, #"config/vflgen.json: error: unknown key 'red\u{1B}[31m' in vflgen.json"#),
        (#"{"access": "private"}"#, #"config/vflgen.json: error: invalid value for 'access' in vflgen.json; expected "internal" or "public""#),
        (#"{"platforms": ["uikit"]}"#, #"config/vflgen.json: error: invalid value for 'platforms' in vflgen.json; expected "uikit", "appkit" or "both""#),
        (#"{"warningsAsErrors": 1}"#, "config/vflgen.json: error: invalid value for 'warningsAsErrors' in vflgen.json; expected true or false"),
        (#"{"warningsAsErrors": "yes"}"#, "config/vflgen.json: error: invalid value for 'warningsAsErrors' in vflgen.json; expected true or false"),
        (#"{"template": 3}"#, "config/vflgen.json: error: invalid value for 'template' in vflgen.json; expected a path relative to the configuration file"),
        (#"["access"]"#, "config/vflgen.json: error: vflgen.json must hold a JSON object"),
        (#"{"access": "#, "config/vflgen.json: error: vflgen.json is not valid JSON"),
    ])
    func mistakesNameTheKey(json: String, message: String) {
        guard case .failure(let failure) = Self.parse(json) else {
            Issue.record("expected a failure for \(json)")
            return
        }
        #expect(failure.description == message)
    }
}
