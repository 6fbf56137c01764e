import Testing

/// The stand-in AppKit's `anchorWithOffset(to:)` and dimension multipliers.
@MainActor
@Suite struct AppKitOffsetDimensionTests {
    @Test func equalVerticalGapsInAnUnflippedView() {
        // Gaps of (600 − 150) / 3 = 150 from the top: a at 150…250, b at 400…450; unflipped
        // y is measured from the bottom (600 − 250 = 350, 600 − 450 = 150). The 16:9 view is
        // 300 × 168.75 at the top.
        let frames = AppKitScenarios.verticalOffsets()
        #expect(frames.a == "0 350 0 100")
        #expect(frames.b == "0 150 0 50")
        #expect(frames.wide == "0 431.25 300 168.75")
    }
}
