import Foundation
import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage

/// The check moves one engine per direction from size to size (the container's size and the
/// guides' insets are edit variables, each new size a few dual simplex pivots from the last
/// solution: a warm start), and derives right-to-left from left-to-right where it mirrors. At
/// every size of every layout and variant of the bundled examples and of the check's fixture
/// corpus, it must find exactly what an engine built cold for that size alone finds.
@Suite struct WarmColdCheckTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every .vfl of Examples/Layouts and Tests/VFLGenCLITests/Fixtures/Check, as paths
    /// relative to the package.
    static let files: [String] = ["Examples/Layouts", "Tests/VFLGenCLITests/Fixtures/Check"].flatMap { folder in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".vfl") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test func theCorpusIncludesTheExamplesAndTheFixtures() {
        #expect(Self.files.filter { $0.hasPrefix("Examples/") }.count >= 8)
        #expect(Self.files.filter { $0.hasPrefix("Tests/") }.count >= 14)
    }

    @Test(arguments: files)
    func warmSweepFindsWhatColdEnginesFind(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        var analysed = 0
        for platform in [Platform.uikit, .appkit] {
            let compiled = VFLCompiler.compile(SourceFile(path: path, text: text), platform: platform)
            let presets = platform == .uikit ? DevicePresets.uikit : DevicePresets.appkit
            for layout in compiled.file.layouts {
                var variants: [LayoutVariant?] = layout.variants.isEmpty ? [nil] : layout.variants
                if layout.hasConditionalVariants { variants.insert(nil, at: 0) }
                for variant in variants {
                    let sizes = CheckSize.sizes(for: layout, variant: variant, presets: presets)
                    let warm = LayoutCheck.analyses(layout, variant: variant, at: sizes)
                    #expect(warm.count == sizes.count)
                    for (analysis, size) in zip(warm, sizes) {
                        // With content, as the check reports a size (wrapping labels measured and solved again).
                        let cold = SizeAnalysis.analyseWithContent(layout, variant: variant, at: size)
                        let at = "\(path) \(platform) \(layout.name) \(variant?.name ?? "-") \(size.name)"
                        #expect(analysis.conflicts == cold.conflicts, "\(at)")
                        #expect(analysis.ambiguities == cold.ambiguities, "\(at)")
                        #expect(analysis.contentGuesses == cold.contentGuesses, "\(at)")
                        #expect(analysis.offScreen == cold.offScreen, "\(at)")
                        #expect(analysis.isFinite == cold.isFinite, "\(at)")
                        #expect(analysis.containerSize == cold.containerSize, "\(at)")
                        analysed += 1
                    }
                }
            }
        }
        #expect(analysed > 0, "\(path) has no layout to check")
    }
}
