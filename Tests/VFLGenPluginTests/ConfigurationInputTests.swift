import Foundation
import Testing

/// `vflgen.json` as the plugin sees it: the template it names becomes a build input, and a
/// file that is not a JSON object is a set-up problem reported against that file.
@Suite struct ConfigurationInputTests {
    /// A fresh folder holding `files` (name → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-plugin-\(UUID().uuidString)")
        for (name, contents) in files {
            let url = folder.appending(path: name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theTemplateIsResolvedAgainstTheConfigurationsFolderAndDeclaredAsInput() throws {
        let target = try Self.folder([
            "vflgen.json": #"{ "template": "../Templates/Mine.swift.template" }"#,
            "A.vfl": "layout A {}\n",
        ])
        let inputs = try LayoutInputs(files: [target.appending(path: "A.vfl"), target.appending(path: "vflgen.json")], targetName: "UI")
        let expected = target.deletingLastPathComponent().appending(path: "Templates/Mine.swift.template").standardizedFileURL
        #expect(inputs.template?.path == expected.path)
        let plan = GenerationPlan(inputs: inputs, outputDirectory: target.appending(path: "out"), granularity: .perFile)
        #expect(plan.invocations.first?.inputFiles.map(\.path) == [
            target.appending(path: "A.vfl").path, target.appending(path: "vflgen.json").path, expected.path,
        ])
    }

    @Test(arguments: [#"{ "access": "public" }"#, "{}"])
    func noTemplateKeyMeansNoTemplateInput(_ json: String) throws {
        let target = try Self.folder(["vflgen.json": json])
        #expect(LayoutInputs.template(namedBy: target.appending(path: "vflgen.json")) == nil)
        #expect(Preflight.configurationProblems(atPath: target.appending(path: "vflgen.json").path).isEmpty)
    }

    @Test(arguments: ["{ nope", "[1, 2]", "\"public\"", "", #"{"a": 1,}"#])
    func aConfigurationThatIsNotAJSONObjectIsReportedAgainstItsFile(_ json: String) throws {
        let target = try Self.folder(["vflgen.json": json, "A.vfl": "layout A {}\n"])
        let configuration = target.appending(path: "vflgen.json")
        let inputs = try LayoutInputs(files: [target.appending(path: "A.vfl"), configuration], targetName: "UI")
        let problems = Preflight.problems(with: inputs)
        #expect(problems.map(\.path) == [configuration.path])
        #expect(problems.count == 1)
    }

    @Test func anUnreadableLayoutIsReportedAgainstItsFile() throws {
        let target = try Self.folder([:])
        let missing = target.appending(path: "Gone.vfl")
        let problems = Preflight.problems(with: try LayoutInputs(files: [missing], targetName: "UI"))
        #expect(problems == [Preflight.Problem(path: missing.path, message: "vflgen: cannot read layout file \(missing.path)")])
    }
}

/// Generated code committed by `generate-vfl-code` in a target that also runs the build plugin.
@Suite struct ClashTests {
    @Test func aCommittedOutputWithTheSameNameIsReported() {
        let files = [URL(fileURLWithPath: "/t/Welcome.vfl"), URL(fileURLWithPath: "/t/Welcome+VFL.swift"), URL(fileURLWithPath: "/t/View.swift")]
        let outputs = [URL(fileURLWithPath: "/build/GeneratedSources/Welcome+VFL.swift")]
        let problems = Preflight.clashes(between: files, and: outputs)
        #expect(problems.map(\.path) == ["/t/Welcome+VFL.swift"])
        #expect(problems.first?.message.contains("generate-vfl-code") == true)
    }

    @Test func distinctNamesDoNotClash() {
        let files = [URL(fileURLWithPath: "/t/Welcome.vfl"), URL(fileURLWithPath: "/t/WelcomeView.swift")]
        #expect(Preflight.clashes(between: files, and: [URL(fileURLWithPath: "/b/Welcome+VFL.swift")]).isEmpty)
    }
}
