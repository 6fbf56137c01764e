#if os(Linux)
import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// `hugging`/`compression` declarations in generated code: applied in the initializer, one
/// call per axis; a metric's value read from `metrics` and re-applied when it changes; the
/// code compiles warning-free against the stand-ins on both platforms.
@Suite(.serialized) struct ContentPriorityRenderingTests {
    static let source = """
    layout Card {
        view title: UILabel hugging 251 compression 750,low
        view detail: UILabel hugging low
        view badge: UILabel compression size
        metric low = 740
        metric size = 20
        H:|-[title]-[detail]-[badge(size)]-|
        V:|-[title]-|
        V:|-[detail]-|
        V:|-[badge]-|
    }
    """

    static func render(_ platform: Platform) throws -> String {
        let compilation = VFLCompiler.compile(SourceFile(path: "Card.vfl", text: source), platform: platform)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        return try SwiftRenderer().render([(platform, compilation.file)], fileName: "Card.vfl")
    }

    @Test(arguments: [Platform.uikit, .appkit])
    func initializerAppliesThemAndMetricChangesReapplyThem(platform: Platform) throws {
        let code = try Self.render(platform)
        let priority = PlatformNames(platform).priorityType
        // In the initializer, after the views are installed.
        #expect(code.contains("""
                title.setContentHuggingPriority(\(priority)(rawValue: 251), for: .horizontal)
                title.setContentHuggingPriority(\(priority)(rawValue: 251), for: .vertical)
                title.setContentCompressionResistancePriority(\(priority)(rawValue: 750), for: .horizontal)
                title.setContentCompressionResistancePriority(metrics.low, for: .vertical)
                detail.setContentHuggingPriority(metrics.low, for: .horizontal)
                detail.setContentHuggingPriority(metrics.low, for: .vertical)
                badge.setContentCompressionResistancePriority(\(priority)(rawValue: Float(metrics.size)), for: .horizontal)
        """))
        // `low` is only a priority, so it has the priority type; `size` is also a constant.
        #expect(code.contains("var low: \(priority)"))
        #expect(code.contains("var size: CGFloat"))
        // Assigning metrics re-applies the calls that read the changed metric.
        #expect(code.contains("""
                    self.title?.setContentCompressionResistancePriority(metrics.low, for: .vertical)
                    self.detail?.setContentHuggingPriority(metrics.low, for: .horizontal)
                    self.detail?.setContentHuggingPriority(metrics.low, for: .vertical)
        """))
        #expect(code.contains("self.badge?.setContentCompressionResistancePriority(\(priority)(rawValue: Float(metrics.size)), for: .horizontal)"))
    }

    @Test(arguments: [Platform.uikit, .appkit])
    func compilesWithoutWarnings(platform: Platform) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("Card+VFL.swift")
        try Data(try Self.render(platform).utf8).write(to: generated)
        let names = PlatformNames(platform)
        let label = platform == .uikit ? "UILabel" : "NSTextField"
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data("""
        import \(names.module)

        @MainActor
        func useCard() {
            let card = CardLayout(in: \(names.viewType)(), title: \(label)(), detail: \(label)(), badge: \(label)())
            card.metrics.low = .defaultHigh
            card.metrics.size = 24
            card.activate()
        }

        """.utf8).write(to: usage)
        let result = try SwiftCompiler.check([generated, usage])
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(result.output.isEmpty, "swiftc printed:\n\(result.output)")
    }
}
#endif
