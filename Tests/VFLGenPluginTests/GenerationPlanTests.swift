import Foundation
import Testing

@Suite struct GenerationPlanTests {
    static let output = URL(fileURLWithPath: "/build/GeneratedSources")

    static func inputs(_ paths: [String], configuration: String? = nil) throws -> LayoutInputs {
        var files = paths.map { URL(fileURLWithPath: $0) }
        if let configuration { files.append(URL(fileURLWithPath: configuration)) }
        return try LayoutInputs(files: files, targetName: "UI")
    }

    @Test func perFileRunsOneCommandPerLayoutWithItsOwnOutputFile() throws {
        let plan = GenerationPlan(
            inputs: try Self.inputs(["/t/Feed/Header.vfl", "/t/Profile/Header.vfl", "/t/Card.vfl"], configuration: "/t/vflgen.json"),
            outputDirectory: Self.output, granularity: .perFile
        )
        #expect(plan.invocations.count == 3)
        let card = try #require(plan.invocations.first)
        #expect(card.arguments == [
            "generate", "/t/Card.vfl", "--output-file", "/build/GeneratedSources/Card+VFL.swift",
            "--config", "/t/vflgen.json",
        ])
        #expect(card.inputFiles.map(\.path) == ["/t/Card.vfl", "/t/vflgen.json"])
        #expect(card.outputFiles.map(\.path) == ["/build/GeneratedSources/Card+VFL.swift"])
        // Names are computed over the whole target, so the two Header.vfl files differ.
        let headerOutputs = plan.invocations.dropFirst().flatMap(\.outputFiles).map(\.lastPathComponent)
        #expect(headerOutputs == [
            "Header_\(OutputNaming.fnv1a32Hex("/t/Feed/Header.vfl"))+VFL.swift",
            "Header_\(OutputNaming.fnv1a32Hex("/t/Profile/Header.vfl"))+VFL.swift",
        ])
        // Of the two Header.vfl files only Feed/'s (first by path) gets #sourceLocation
        // directives: two paths with one file name give one #fileID, which Swift warns about.
        let noLocations = plan.invocations.map { $0.arguments.contains("--no-source-locations") }
        #expect(noLocations == [false, false, true])
    }

    @Test(arguments: [
        (["/t/A.vfl", "/t/B.vfl"], Set<Int>()),
        (["/t/Profile/Header.vfl", "/t/Feed/Header.vfl", "/t/Card.vfl"], Set([0])),
        (["/t/c/X.vfl", "/t/a/X.vfl", "/t/b/X.vfl", "/t/Y.vfl"], Set([0, 2])),
        (["/t/X.vfl", "/t/x.vfl"], Set<Int>()),
    ] as [([String], Set<Int>)])
    func ofInputsWithOneFileNameOnlyTheFirstPathKeepsItsDirectives(_ paths: [String], _ expected: Set<Int>) {
        #expect(SourceLocationNaming.inputsWithoutDirectives(paths) == expected)
    }

    @Test func perTargetRunsOneCommandThatDeclaresEveryOutput() throws {
        let plan = GenerationPlan(
            inputs: try Self.inputs(["/t/B.vfl", "/t/A.vfl"]), outputDirectory: Self.output, granularity: .perTarget
        )
        let only = try #require(plan.invocations.first)
        #expect(plan.invocations.count == 1)
        #expect(only.arguments == ["generate", "/t/A.vfl", "/t/B.vfl", "--output", "/build/GeneratedSources"])
        #expect(only.outputFiles.map(\.lastPathComponent) == ["A+VFL.swift", "B+VFL.swift"])
    }

    @Test(arguments: [GenerationPlan.Granularity.perFile, .perTarget])
    func noLayoutsMeansNoCommands(_ granularity: GenerationPlan.Granularity) throws {
        let plan = GenerationPlan(inputs: try Self.inputs([]), outputDirectory: Self.output, granularity: granularity)
        #expect(plan.invocations.isEmpty)
    }

    @Test(arguments: [
        ([:], GenerationPlan.Granularity.perTarget),
        (["VFLGEN_PLUGIN_COMMANDS": "per-target"], .perTarget),
        (["VFLGEN_PLUGIN_COMMANDS": "per-file"], .perFile),
        (["VFLGEN_PLUGIN_COMMANDS": "bogus"], .perTarget),
    ])
    func granularityComesFromTheEnvironment(_ environment: [String: String], _ expected: GenerationPlan.Granularity) {
        #expect(GenerationPlan.Granularity.fromEnvironment(environment) == expected)
    }
}
