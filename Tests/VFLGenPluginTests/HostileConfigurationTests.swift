import Foundation
import Testing
import VFLGenCLI

/// Issue #13, items 7 and 9, as the plugins see them: the plugin and `vflgen` agree on the
/// template a `vflgen.json` names; layouts whose outputs would share a name are reported
/// against the layouts.
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
        "\u{FEFF}{\"template\": \"B.template\"}",
        #"{"template": "Templ\u00e4te\/Mine.template", "access": "public"}"#,
        #"{"template": "/abs/Mine.template"}"#,
        #"{"template": "../T.template", "check": "warn", "contentSizes": ["L"], "longText": true}"#,
        #"{"nested": {"template": "N.template"}}"#,
        #"{"template": ""}"#,
        #"{"template": 5}"#,
        #"{"template": "A.template" "access": "public"}"#,
        "{}",
        "[]",
        "{",
    ]

    /// The plugin reads only the template's path, with Foundation's JSON reader, to declare the
    /// template as an input; `vflgen` reads the file strictly. On every file `vflgen` accepts
    /// both name the same template (last wins in one reader and first in another used to make a
    /// build that read one template and rebuilt on edits to the other; a key given twice is now
    /// an error in `vflgen`). A file `vflgen` rejects fails the command that reads it, with an
    /// error at its line, whatever the plugin declared.
    @Test(arguments: configurations)
    func vflgenJSONPluginAndVflgenAgree(_ json: String) throws {
        let target = try ConfigurationInputTests.folder(["vflgen.json": json])
        let configuration = target.appending(path: "vflgen.json")
        let loaded = ConfigurationFile.parse(Data(json.utf8), path: configuration.path, folder: target, into: GenerateConfiguration())
        let pluginTemplate = LayoutInputs.template(namedBy: configuration)?.path
        if let accepted = loaded.configuration {
            #expect(pluginTemplate == accepted.templatePath)
        } else {
            #expect(loaded.report.diagnostics.contains { $0.severity == .error })
        }
    }

    /// The files above that `vflgen` accepts, so the agreement above is tested on more than
    /// rejections.
    @Test func vflgenAcceptsSomeOfTheConfigurationsAbove() throws {
        let accepted = Self.configurations.filter { json in
            ConfigurationFile.parse(Data(json.utf8), path: "/p/vflgen.json", folder: URL(fileURLWithPath: "/p"), into: GenerateConfiguration()).configuration != nil
        }
        #expect(accepted.count == 8)
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
