import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage

/// ``FreeTranslation``'s answer must not depend on the order the solver holds its rows in (a
/// dictionary keyed by object identity: another order in every process). In the layout below
/// {a, b} slides freely to the right, but a search that meets the equal-spacing row (which reads
/// a, b, e and d) before `b.leading >= a.trailing` takes e and d along, and with them the
/// container: "not free". Whether a fix proof answers without analysing must be the same from
/// run to run (its output is the same either way; its instruction count, which CI's guard
/// reads, is not).
@Suite struct FreeTranslationOrderTests {
    static let text = """
        layout Order {
            view a: UILabel intrinsic 60x20 hugging 250
            view b: UILabel intrinsic 60x20 hugging 250
            view d: UILabel intrinsic 60x20
            view e: UILabel intrinsic 60x20 compression 1000
            H:|-[e]
            H:[a]~[b]-(<=400@250)-[e]~[d]
            d.leading == e.trailing + 20
            V:|-[e]
            V:|-[d]
            V:|-[a]
            V:|-[b]
            b.leading >= a.trailing @250
        }
        """

    @Test func theAnswerDoesNotDependOnTheSolversRowOrder() throws {
        let layout = try #require(VFLCompiler.compile(SourceFile(path: "Order.vfl", text: Self.text), platform: .uikit).file.layouts.first)
        let preset = try #require(DevicePresets.uikit.first)
        let size = CheckSize(name: preset.name, environment: preset.environment())
        let a = try #require(layout.views.firstIndex { $0.name == "a" })
        var answers: Set<Bool?> = []
        for _ in 0..<20 {
            // A required content priority keeps the original's build from the first request.
            let prefixes = BuildPrefixes(original: layout)
            _ = prefixes.model(sweeping: layout, variant: nil, direction: .leftToRight, content: .standard, startingAt: size)
            answers.insert(prefixes.movesFreely(view: a, axis: .horizontal, variant: nil, startingAt: size))
        }
        #expect(answers.count == 1, "\(answers)")
    }
}

/// A row's change under a move is summed exactly or not trusted (``FreeTranslation/exactSum(_:_:)``).
@Suite struct FreeTranslationSumTests {
    @Test func sumsThatRoundAreNotTrusted() {
        #expect(FreeTranslation.exactSum(0.5, 0.5) == 1)
        #expect(FreeTranslation.exactSum(1, -1) == 0)
        #expect(FreeTranslation.exactSum(-2, 0.25) == -1.75)
        // 1e16 + 1 rounds to 1e16: the row would read 0 after − 1e16, where it moves by 1.
        #expect(FreeTranslation.exactSum(1e16, 1) == nil)
        #expect(FreeTranslation.exactSum(0.1, 0.2) == nil)
        #expect(FreeTranslation.exactSum(.greatestFiniteMagnitude, .greatestFiniteMagnitude) == nil)
    }
}
