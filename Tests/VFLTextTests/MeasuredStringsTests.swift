import Testing
@testable import VFLText

/// The model against sizes Xcode's Interface Builder computed with the real system font:
/// labels in storyboards committed to public repositories, whose frames Interface Builder set
/// to the label's intrinsic content size (docs/Text.md, "Calibration", lists the sources).
/// The documented error is 3 % of the width plus one pixel (0.5 pt on the 2× grid).
@Suite struct MeasuredStringsTests {
    struct Measured: Sendable, CustomStringConvertible {
        var text: String
        var font: FontSpec
        var width: Double
        var height: Double
        var description: String { "\"\(text)\" \(font)" }
    }

    static let measured: [Measured] = [
        Measured(text: "Label", font: .system(size: 17, weight: .regular), width: 41.5, height: 20.5),
        Measured(text: "Label", font: .system(size: 14, weight: .regular), width: 35.5, height: 17),
        Measured(text: "Label", font: .textStyle(.caption2), width: 28.5, height: 13.5),
        Measured(text: "Label", font: .system(size: 69, weight: .regular), width: 163.5, height: 82.5),
        Measured(text: "Title", font: .system(size: 17, weight: .regular), width: 33.5, height: 20.5),
        Measured(text: "Live", font: .system(size: 17, weight: .regular), width: 31, height: 20.5),
        Measured(text: "powered by iLogYou", font: .system(size: 20, weight: .regular), width: 175.5, height: 24),
        Measured(text: "最後のメッセージ", font: .system(size: 14, weight: .regular), width: 114.5, height: 17),
        Measured(text: "太郎", font: .system(size: 14, weight: .regular), width: 29, height: 17),
    ]

    @Test(arguments: measured)
    func withinTheDocumentedError(_ sample: Measured) {
        let font = DynamicType.font(sample.font, category: .large)
        let model = TextMeasure.measure(sample.text, font: font, numberOfLines: 1, maxWidth: nil)
        #expect(abs(model.width - sample.width) <= 0.03 * sample.width + 0.5, "model \(model.width)")
        #expect(model.height == sample.height, "model \(model.height)")
    }

    /// Heights of single lines whose widths the storyboards constrained: 28 pt (title1) 33.5,
    /// 20 pt (title3) 24 — the line height model alone.
    @Test(arguments: [(TextStyle.title1, 33.5), (.title3, 24), (.caption2, 13.5), (.body, 20.5)])
    func lineHeights(_ row: (TextStyle, Double)) {
        let font = DynamicType.font(.textStyle(row.0), category: .large)
        #expect(TextMeasure.measure("Achievements", font: font, numberOfLines: 1, maxWidth: nil).height == row.1)
    }
}
