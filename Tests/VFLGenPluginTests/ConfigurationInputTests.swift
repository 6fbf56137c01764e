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
        #expect(Preflight.configurationReads(try LayoutInputs(files: [target.appending(path: "vflgen.json")], targetName: "UI")))
    }

    /// Issue #17: a `vflgen.json` with errors is no set-up problem found while planning (SwiftPM
    /// reuses a plan when only a file's contents change, so such a problem was replayed after
    /// the file was fixed, and the layouts, in no command, drew the "unhandled files" warning).
    /// The layouts are planned as usual, into one command that reads the file, declares it as
    /// an input, and reports its errors once, at their line and column, when it runs.
    @Test(arguments: ["{ nope", "[1, 2]", "\"public\"", ""])
    func aConfigurationWithErrorsIsReportedByTheCommandThatReadsIt(_ json: String) throws {
        let target = try Self.folder(["vflgen.json": json, "A.vfl": "layout A {}\n", "B.vfl": "layout B {}\n"])
        let configuration = target.appending(path: "vflgen.json")
        let inputs = try LayoutInputs(
            files: [target.appending(path: "A.vfl"), target.appending(path: "B.vfl"), configuration], targetName: "UI")
        #expect(Preflight.problems(with: inputs).isEmpty)
        #expect(!Preflight.configurationReads(inputs))
        let granularity = GenerationPlan.Granularity.planned(.perFile, inputs: inputs)
        #expect(granularity == .perTarget)
        let plan = GenerationPlan(inputs: inputs, outputDirectory: target.appending(path: "out"), granularity: granularity)
        #expect(plan.invocations.count == 1)
        #expect(plan.invocations.first?.layouts.count == 2)
        #expect(plan.invocations.first?.inputFiles.contains(configuration) == true)
    }

    /// The plugin tells only whether the file is a JSON object (Foundation's reader, which also
    /// takes a trailing comma); a file that is, but that `vflgen` rejects, is planned as
    /// requested and every command reports its errors (per file: once per layout; per target,
    /// the default: once).
    @Test(arguments: [#"{"a": 1,}"#, #"{"acess": "public"}"#])
    func aJSONObjectThatVflgenRejectsKeepsTheRequestedGranularity(_ json: String) throws {
        let target = try Self.folder(["vflgen.json": json, "A.vfl": "layout A {}\n", "B.vfl": "layout B {}\n"])
        let inputs = try LayoutInputs(
            files: ["A.vfl", "B.vfl", "vflgen.json"].map { target.appending(path: $0) }, targetName: "UI")
        #expect(Preflight.configurationReads(inputs))
        #expect(GenerationPlan.Granularity.planned(.perFile, inputs: inputs) == .perFile)
        #expect(GenerationPlan.Granularity.planned(.perTarget, inputs: inputs) == .perTarget)
    }

    @Test(arguments: [GenerationPlan.Granularity.perFile, .perTarget])
    func aGoodConfigurationKeepsTheRequestedGranularity(_ requested: GenerationPlan.Granularity) throws {
        let target = try Self.folder(["vflgen.json": "{}", "A.vfl": "layout A {}\n"])
        let inputs = try LayoutInputs(files: [target.appending(path: "A.vfl"), target.appending(path: "vflgen.json")], targetName: "UI")
        #expect(GenerationPlan.Granularity.planned(requested, inputs: inputs) == requested)
    }

    /// The rule: the configuration file (and the template it names) is an input of every
    /// command that reads it, so editing it reruns them.
    @Test(arguments: [GenerationPlan.Granularity.perFile, .perTarget])
    func everyCommandThatReadsTheConfigurationDeclaresIt(_ granularity: GenerationPlan.Granularity) throws {
        let target = try Self.folder(["vflgen.json": #"{"template": "T.template"}"#, "A.vfl": "", "B.vfl": ""])
        let inputs = try LayoutInputs(
            files: ["A.vfl", "B.vfl", "vflgen.json"].map { target.appending(path: $0) }, targetName: "UI")
        let plan = GenerationPlan(inputs: inputs, outputDirectory: target.appending(path: "out"), granularity: granularity)
        #expect(!plan.invocations.isEmpty)
        for invocation in plan.invocations {
            let configuration = try #require(invocation.arguments.firstIndex(of: "--config")).advanced(by: 1)
            #expect(invocation.inputFiles.map(\.path).contains(invocation.arguments[configuration]))
            #expect(invocation.inputFiles.map(\.lastPathComponent).contains("T.template"))
        }
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
