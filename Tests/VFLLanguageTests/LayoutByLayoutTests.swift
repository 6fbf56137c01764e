import Foundation
import LayoutModel
import Testing
@testable import VFLLanguage

/// `VFLCompiler.compileLayouts` and `check` (the streaming entry points `vflgen constraints`
/// uses) agree with `compile` on every input: the same layouts in the same order, the same
/// diagnostics.
@Suite struct LayoutByLayoutTests {
    /// The bundled examples, and every marked source of the diagnostic tables.
    static let sources: [String] = {
        let examples = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Layouts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        let files = names.sorted().filter { $0.hasSuffix(".vfl") }.compactMap {
            try? String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8)
        }
        let cases = DiagnosticTests.fileStructure + DiagnosticTests.names + DiagnosticTests.lines + DiagnosticTests.options
        return files + cases.map { MarkedSource($0.source).text }
    }()

    @Test func theSourcesIncludeEveryExample() {
        #expect(Self.sources.count > 100)
        #expect(Self.sources.contains { $0.contains("layout Welcome") })
    }

    @Test(arguments: sources)
    func layoutByLayoutMatchesTheWholeFile(_ text: String) {
        let source = SourceFile(path: "T.vfl", text: text)
        for platform in [Platform.uikit, .appkit] {
            let whole = VFLCompiler.compile(source, platform: platform)
            var layouts: [Layout] = []
            let diagnostics = VFLCompiler.compileLayouts(source, platform: platform) { layouts.append($0) }
            #expect(diagnostics == whole.diagnostics)
            #expect(layouts.map(\.name) == whole.file.layouts.map(\.name))
            #expect(layouts.map { $0.constraints.map(\.text) } == whole.file.layouts.map { $0.constraints.map(\.text) })
            #expect(VFLCompiler.check(source, platform: platform) == whole.diagnostics)
        }
    }

    /// Each layout is handed over when its block closes, as `compile` lists them: lines with
    /// errors left out, a second layout of the same name not at all.
    @Test func layoutsArriveOneByOneLikeTheWholeFilesLayouts() {
        let source = SourceFile(path: "T.vfl", text: """
        layout A {
            view a
            H:|[a]|
        }
        layout B {
            view b
            H:|[c]|
        }
        layout C {
            view c
            V:|[c]|
        }
        layout A {
            view d
            [d]
        }
        """)
        var names: [String] = []
        let diagnostics = VFLCompiler.compileLayouts(source, platform: .uikit) { names.append($0.name) }
        #expect(names == ["A", "B", "C"])
        #expect(diagnostics.map(\.id) == [.unknownView, .duplicateLayout])
    }
}
