import LayoutModel
import Testing
@testable import VFLLanguage
import TestRandom

/// Bad input gives diagnostics, never a crash or a hang: thousands of deterministic
/// mutations of a valid file must compile to results whose ranges lie inside the file.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    typealias Generator = SplitMix64

    static let seed = Array(FileFormatTests.welcome.utf8)
    static let alphabet = Array("[]()|-@=<>:,.{}HV 0123456789abc_xé\t\n/+e".utf8)

    @Test func mutatedFilesNeverCrash() {
        var generator = Generator(state: 42)
        for _ in 0..<3000 {
            var bytes = Self.seed
            for _ in 0..<(1 + generator.below(4)) {
                let position = generator.below(bytes.count)
                switch generator.below(3) {
                case 0: bytes[position] = Self.alphabet[generator.below(Self.alphabet.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(Self.alphabet[generator.below(Self.alphabet.count)], at: position)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let file = SourceFile(path: "F.vfl", text: text)
            let result = VFLCompiler.compile(file, platform: generator.below(2) == 0 ? .uikit : .appkit)
            for diagnostic in result.diagnostics {
                if let range = diagnostic.range {
                    #expect(range.end <= file.utf8.count)
                }
            }
            for layout in result.file.layouts {
                for constraint in layout.constraints + layout.variants.flatMap(\.constraints) {
                    #expect(constraint.source.end <= file.utf8.count)
                }
            }
        }
    }

    @Test(arguments: ["[", "(", "|", "-", "H:", "V:", "@", "layout", "layout {", "}", "view", "metric x =", "[a(", "[a]-(", "options:", "\u{0}", "é"])
    func fragmentsGiveErrorsNotCrashes(_ fragment: String) {
        let result = compile("layout L {\n    view a\n    \(fragment)\n}\n")
        #expect(result.hasErrors)
        #expect(result.diagnostics.allSatisfy { $0.range != nil })
    }
}
