import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// `Runtime/RuntimeScreen+VFL.swift` is the CLI fixture `Screen.vfl` (a guide, an external
/// view, equation lines and self-switching variants) rendered for UIKit with its layout named
/// `RuntimeScreen`; it is compiled into this target and run by `ScreenRuntimeTests`. This test
/// keeps it equal to what the renderer produces. Re-record with
/// `VFLGEN_RECORD=1 swift test --filter RuntimeScreenSourceTests`.
@Suite struct RuntimeScreenSourceTests {
    @Test func compiledCopyMatchesTheRenderer() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let fixture = here.deletingLastPathComponent().appendingPathComponent("VFLGenCLITests/Fixtures/Screen.vfl")
        let compilation = VFLCompiler.compile(SourceFile(path: "Screen.vfl", text: try String(contentsOf: fixture, encoding: .utf8)), platform: .uikit)
        #expect(!compilation.hasErrors)
        var file = compilation.file
        file.layouts[0].name = "RuntimeScreen"
        let output = try SwiftRenderer().render([(.uikit, file)], fileName: "Screen.vfl")
        let url = here.appendingPathComponent("Runtime/RuntimeScreen+VFL.swift")
        if GoldenFile.isRecording {
            try Data(output.utf8).write(to: url)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == output, "re-record with VFLGEN_RECORD=1")
    }
}
