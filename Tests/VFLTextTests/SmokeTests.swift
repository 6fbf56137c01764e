import Testing
@testable import VFLText

/// The first figures: a 17 pt line is 20.5 tall, and text has a width.
@Suite struct SmokeTests {
    @Test func seventeenPointLineIsTwentyAndAHalfTall() {
        let font = DynamicType.font(.labelDefault, category: .large)
        let measured = TextMeasure.measure("Label", font: font, numberOfLines: 1, maxWidth: nil)
        #expect(measured.height == 20.5)
        #expect(measured.width > 30 && measured.width < 50)
    }
}
