import Foundation
import Testing
import VFLGenCLI

/// Issue #13, items 7 and 9, as the plugins see them: the plugin and `vflgen` read
/// `vflgen.json` through one ``ConfigurationReader`` and agree; layouts whose outputs would
/// share a name are reported against the layouts.
@Suite struct HostileConfigurationTests {
    static let configurations: [String] = [
        #"{"template": "A.template", "template": "B.template"}"#,
        #"{"template": "A.template",}"#,
        #"{"template": "A.template"}"#,
        #"{"platform": "both", "template": "T.template"}"#,
        #"{"access": "public", "access": "internal"}"#,
        #"{"acess": "public"}"#,
        #"{"warningsAsErrors": "yes"}"#,
        "{\"template\": \"\\u0041.template\"}",
        "{}",
        "[]",
        "{",
    ]

    /// Last wins in the plugin and first wins in vflgen used to make a build that read one
    /// template and rebuilt on edits to the other. Now both reject the file, or both read the
    /// same template.
    @Test(arguments: configurations)
    func vflgenJSONPluginAndVflgenAgree(_ json: String) throws {
        let target = try ConfigurationInputTests.folder(["vflgen.json": json])
        let configuration = target.appending(path: "vflgen.json")
        let pluginErrors = Preflight.configurationProblems(atPath: configuration.path)
        let loaded = ConfigurationFile.parse(Data(json.utf8), path: configuration.path, folder: target, into: GenerateConfiguration())
        #expect(pluginErrors.isEmpty == (loaded.configuration != nil))
        let pluginTemplate = LayoutInputs.template(namedBy: configuration)?.path
        #expect(pluginTemplate == loaded.configuration?.templatePath)
    }

    @Test func vflgenJSONDuplicateKeysAreReportedByThePluginAtTheirLine() throws {
        let json = "{\n  \"template\": \"A.template\",\n  \"template\": \"B.template\"\n}\n"
        let target = try ConfigurationInputTests.folder(["vflgen.json": json])
        let path = target.appending(path: "vflgen.json").path
        let problems = Preflight.configurationProblems(atPath: path)
        #expect(problems.map(\.line) == [3])
        #expect(problems.first?.message == "vflgen: \(path):3:3: key 'template' is given twice; a key may appear once (JSON readers disagree on which one wins) (first given here at 2:3)")
        #expect(LayoutInputs.template(namedBy: target.appending(path: "vflgen.json")) == nil)
    }

    /// `A/X.vfl`, `B/X.vfl` and `X_<hash of A/X.vfl>.vfl` mapped two layouts to one file:
    /// SwiftPM said "multiple producers" with no layout named.
    @Test func outputNamesCollideAreReportedAgainstTheLayouts() throws {
        let a = "/p/A/X.vfl"
        let b = "/p/B/X.vfl"
        let hashed = "/p/X_\(OutputNaming.fnv1a32Hex(a)).vfl"
        let problems = Preflight.outputCollisions(among: [a, b, hashed].map { URL(fileURLWithPath: $0) })
        #expect(problems.map(\.path) == [a, hashed])
        #expect(problems.first?.message == "vflgen: layouts \(a), \(hashed) would all generate 'X_\(OutputNaming.fnv1a32Hex(a))+VFL.swift'; rename one of them")
        #expect(Preflight.outputCollisions(among: [a, b].map { URL(fileURLWithPath: $0) }).isEmpty)
    }

    @Test func outputNamesCollideWhenTheyDifferOnlyInCase() {
        let problems = Preflight.outputCollisions(among: ["/p/A/Welcome.vfl", "/p/B/welcome.vfl"].map { URL(fileURLWithPath: $0) })
        #expect(problems.count == 2)
    }

    /// Temporary files of a killed generator end up in the plugin's output folder; the
    /// stale-output cleanup removes them, under the name AtomicFile gives them.
    @Test func interruptedRunsLeaveTempFilesThatStaleOutputCleanupRemoves() throws {
        #expect(StaleOutputs.temporaryMarker == AtomicFile.temporaryMarker)
        let folder = try ConfigurationInputTests.folder([
            "Welcome+VFL.swift": "kept",
            ".Welcome+VFL.swift.vflgen-tmp-999999-12": "left by a killed run",
            "Gone+VFL.swift": "stale",
            "Notes.txt": "unrelated",
        ])
        StaleOutputs.remove(in: folder, keeping: [folder.appending(path: "Welcome+VFL.swift")])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["Notes.txt", "Welcome+VFL.swift"])
    }
}
