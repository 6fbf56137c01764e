import Foundation
import LayoutModel
import Testing
@testable import VFLRendering

/// `Runtime/RuntimeWelcome+VFL.swift` is compiled into this test target and run by
/// `GeneratedRuntimeTests`; this test keeps it equal to what the renderer produces.
/// Re-record with `VFLGEN_RECORD=1 swift test --filter RuntimeWelcomeSourceTests`.
@Suite struct RuntimeWelcomeSourceTests {
    @Test func compiledCopyMatchesTheRenderer() throws {
        var file = SampleLayouts.welcome(platform: .uikit)
        file.layouts[0].name = "RuntimeWelcome"
        let output = try SwiftRenderer().render([(.uikit, file)], fileName: "Welcome.vfl")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Runtime/RuntimeWelcome+VFL.swift")
        if GoldenFile.isRecording {
            try Data(output.utf8).write(to: url)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == output, "re-record with VFLGEN_RECORD=1")
    }
}
