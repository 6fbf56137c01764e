import LayoutModel
import Testing
@testable import VFLLanguage

/// Variant conditions on hostile input (issue 42 §7, §9): overlap warnings stay linear in the
/// variants, and a condition reads numbers as the rest of the file does.
@Suite struct VariantConditionInputTests {
    /// `count` variants that all apply when the width is at least 0.
    static func overlapping(_ count: Int) -> String {
        var text = "layout L {\n    view a\n    H:|[a]|\n"
        for index in 0..<count { text += "    variant v\(index) when width >= \(index) {\n        V:|[a]|\n    }\n" }
        return text + "}\n"
    }

    @Test func overlappingVariantsWarnOncePerVariant() throws {
        let warnings = compile(Self.overlapping(1000)).diagnostics.filter { $0.id == .overlappingVariants }
        // One per variant after the first (each names the first variant it overlaps), not one per pair (499,500).
        #expect(warnings.count == 999)
        let second = try #require(warnings.first)
        #expect(second.message == "variants 'v0' and 'v1' both apply when width >= 1; the first, 'v0', is activated")
        #expect(warnings.last?.message == "variants 'v0' and 'v999' both apply when width >= 999; the first, 'v0', is activated")
    }

    @Test func aVariantOverlappingALaterOneOnlyIsNamedOnce() {
        // v2 overlaps v1 only; v1 and v0 are disjoint.
        let text = "layout L {\n    view a\n    H:|[a]|\n    variant v0 when width < 100 {\n        V:|[a]|\n    }\n    variant v1 when width >= 100 {\n        V:|[a]|\n    }\n    variant v2 when width >= 300 {\n        V:|[a]|\n    }\n}\n"
        let warnings = compile(text).diagnostics.filter { $0.id == .overlappingVariants }.map(\.message)
        #expect(warnings == ["variants 'v1' and 'v2' both apply when width >= 300; the first, 'v1', is activated"])
    }

    @Test func hexadecimalThresholdsReadAsElsewhereInTheFile() throws {
        let text = "layout L {\n    view a\n    metric m = 0x10\n    H:|-m-[a]-|\n    variant narrow when width < 0x190 {\n        V:|[a]|\n    }\n    variant wide when width >= 0x1.9p8 {\n        V:|-[a]-|\n    }\n}\n"
        let result = compile(text)
        #expect(result.diagnostics.map(\.message) == [])
        let layout = try #require(result.file.layouts.first)
        #expect(layout.variants.map(\.name) == ["narrow", "wide"])
    }

    @Test func aMalformedThresholdIsOneError() {
        let text = "layout L {\n    view a\n    H:|[a]|\n    variant narrow when width < 0xZZ {\n        V:|[a]|\n    }\n}\n"
        let diagnostics = compile(text).diagnostics
        #expect(diagnostics.map(\.id) == [.invalidVariantCondition], "\(diagnostics.map(\.message))")
    }
}
