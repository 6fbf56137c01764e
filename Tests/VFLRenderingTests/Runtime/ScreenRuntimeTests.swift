#if canImport(UIKit)
import Testing

/// Runs the generated `RuntimeScreen` layout (`RuntimeScreen+VFL.swift`, see
/// `RuntimeScreenSourceTests`) against the stand-in UIKit: the guide it makes, the external
/// view it leaves alone, and the variant its conditions pick
/// (`variant narrow when width < 600`, `variant wide when width >= 600`).
@MainActor
@Suite struct ScreenRuntimeTests {
    @Test func theGuideIsMadeAndAddedToTheContainer() {
        #expect(ScreenRuntimeHarness().guideIsAddedToTheContainer)
    }

    @Test func theExternalViewIsNeitherInstalledNorChanged() {
        let harness = ScreenRuntimeHarness()
        #expect(harness.headerIsUntouched)
        #expect(harness.ownViewsAreInstalled)
    }

    @Test func theConditionsPickTheVariant() {
        #expect(ScreenRuntimeHarness.variant(width: 390, height: 844) == .narrow)
        #expect(ScreenRuntimeHarness.variant(width: 599.5, height: 844) == .narrow)
        #expect(ScreenRuntimeHarness.variant(width: 600, height: 844, horizontal: .regular) == .wide)
        let harness = ScreenRuntimeHarness()
        let wide = harness.activateVariant(width: 1024, height: 768)
        #expect(wide.variant == .wide && wide.wide && !wide.narrow && wide.alwaysOn)
        let narrow = harness.activateVariant(width: 390, height: 844)
        #expect(narrow.variant == .narrow && narrow.narrow && !narrow.wide && narrow.alwaysOn)
    }
}
#endif
