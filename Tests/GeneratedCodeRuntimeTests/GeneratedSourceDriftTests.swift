import GeneratedCodeTestSupport
import Foundation
import Testing

/// `Generated/X+VFL.swift` (compiled into this target and run by the other suites) is exactly
/// what `vflgen generate Examples/Layouts/X.vfl --platform uikit` writes now. After an
/// intended change, re-record with `VFLGEN_RECORD=1 swift test --filter GeneratedSourceDriftTests`
/// and review the diff.
@Suite struct GeneratedSourceDriftTests {
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
    static let examples = ["FindBar", "Gallery", "IconRow", "NewsCard", "Onboarding", "Profile", "SignIn", "SplitViews", "ThreeLabels", "Welcome"]

    @Test func everyExampleIsCompiledIn() throws {
        let layouts = try FileManager.default.contentsOfDirectory(atPath: FramesTool.examples.path)
            .filter { $0.hasSuffix(".vfl") }.map { String($0.dropLast(4)) }.sorted()
        let compiled = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path)
            .filter { $0.hasSuffix("+VFL.swift") }.map { String($0.dropLast(10)) }.sorted()
        #expect(layouts == Self.examples)
        #expect(compiled == Self.examples)
    }

    @Test(arguments: examples)
    func compiledCopyMatchesVFLGenGenerate(name: String) throws {
        let folder = try FramesTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("\(name)+VFL.swift")
        let result = FramesTool.run(
            ["generate", "\(name).vfl", "--output-file", output.path, "--platform", "uikit"], in: FramesTool.examples)
        #expect(result.status == .success)
        #expect(result.stderr == "")
        let fresh = try String(contentsOf: output, encoding: .utf8)
        let committed = Self.generated.appendingPathComponent("\(name)+VFL.swift")
        if ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" {
            try Data(fresh.utf8).write(to: committed)
            return
        }
        #expect(try String(contentsOf: committed, encoding: .utf8) == fresh, "re-record with VFLGEN_RECORD=1 and review")
    }
}
