import Foundation
import Testing

@Suite struct LayoutInputsTests {
    static func urls(_ paths: [String]) -> [URL] { paths.map { URL(fileURLWithPath: $0) } }

    @Test func picksVFLFilesSortedByPathAndTheConfiguration() throws {
        let inputs = try LayoutInputs(
            files: Self.urls(["/t/Welcome.swift", "/t/Z.vfl", "/t/Feed/A.vfl", "/t/vflgen.json", "/t/notes.txt", "/t/B.VFL"]),
            targetName: "UI"
        )
        #expect(inputs.layouts.map(\.path) == ["/t/Feed/A.vfl", "/t/Z.vfl"])
        #expect(inputs.configuration?.path == "/t/vflgen.json")
    }

    @Test func aTargetWithoutLayoutsHasNothingToDo() throws {
        let inputs = try LayoutInputs(files: Self.urls(["/t/View.swift", "/t/a/vflgen.json", "/t/b/vflgen.json"]), targetName: "UI")
        #expect(inputs.layouts.isEmpty)
    }

    @Test func twoConfigurationsAreAnErrorNamingTheTarget() {
        #expect {
            _ = try LayoutInputs(files: Self.urls(["/t/A.vfl", "/t/vflgen.json", "/t/Sub/vflgen.json"]), targetName: "UI")
        } throws: { error in
            guard let failure = error as? PluginFailure, case .multipleConfigurations = failure else { return false }
            return failure.description.contains("'UI'") && failure.description.contains("/t/Sub/vflgen.json")
        }
    }
}
