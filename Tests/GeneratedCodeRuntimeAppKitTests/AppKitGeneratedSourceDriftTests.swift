import GeneratedCodeTestSupport
import Foundation
import Testing

/// `Generated/X+VFL.swift` is exactly what `vflgen generate Examples/Layouts/X.vfl --platform
/// appkit` writes now (Onboarding.vfl uses UIPageControl, which has no AppKit counterpart),
/// for every example but the UIKit-only ones (Examples/Layouts/uikit-only.txt), which AppKit
/// rejects with the documented error.
/// Re-record with `VFLGEN_RECORD=1 swift test --filter AppKitGeneratedSourceDriftTests`.
@Suite struct AppKitGeneratedSourceDriftTests {
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
    static let examples = ["FindBar", "Gallery", "IconRow", "NewsCard", "Onboarding", "Profile", "SplitViews", "ThreeLabels", "Welcome"]

    /// Every example is here but those listed as UIKit only, and the list names examples.
    @Test func everyExampleButTheUIKitOnlyOnesIsHere() throws {
        let all = try FileManager.default.contentsOfDirectory(atPath: FramesTool.examples.path)
            .filter { $0.hasSuffix(".vfl") }.sorted()
        #expect(!FramesTool.uikitOnlyExamples.isEmpty)
        #expect(FramesTool.uikitOnlyExamples.isSubset(of: Set(all)))
        #expect(all.filter { !FramesTool.uikitOnlyExamples.contains($0) }.map { String($0.dropLast(4)) } == Self.examples)
    }

    /// A UIKit-only example is an error on AppKit, at the scroll view guide, with the reason.
    @Test(arguments: FramesTool.uikitOnlyExamples.sorted())
    func uikitOnlyExampleIsRejectedOnAppKit(file: String) throws {
        let folder = try FramesTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = FramesTool.run(["generate", file, "--output", folder.path, "--platform", "appkit"], in: FramesTool.examples)
        #expect(result.status == .failure)
        #expect(result.stderr.contains("AppKit's NSScrollView has no layout guides"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func everyAppKitExampleIsCompiledIn() throws {
        let compiled = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path)
            .filter { $0.hasSuffix("+VFL.swift") }.map { String($0.dropLast(10)) }.sorted()
        #expect(compiled == Self.examples)
    }

    @Test(arguments: examples)
    func compiledCopyMatchesVFLGenGenerate(name: String) throws {
        let folder = try FramesTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("\(name)+VFL.swift")
        let result = FramesTool.run(
            ["generate", "\(name).vfl", "--output-file", output.path, "--platform", "appkit"], in: FramesTool.examples)
        #expect(result.status == .success)
        let fresh = try String(contentsOf: output, encoding: .utf8)
        let committed = Self.generated.appendingPathComponent("\(name)+VFL.swift")
        if ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" {
            try Data(fresh.utf8).write(to: committed)
            return
        }
        #expect(try String(contentsOf: committed, encoding: .utf8) == fresh, "re-record with VFLGEN_RECORD=1 and review")
    }
}
