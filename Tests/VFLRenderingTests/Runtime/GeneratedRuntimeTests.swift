#if canImport(UIKit)
import Testing

/// Runs generated code (`RuntimeWelcome+VFL.swift`: the hand-made Welcome layout exactly as
/// the renderer writes it, see `RuntimeWelcomeSourceTests`) against the stand-in UIKit,
/// which records each active constraint on its views' common ancestor.
@MainActor
@Suite struct GeneratedRuntimeTests {
    static let alwaysOn: Set<String> = [
        "RuntimeWelcome.iconLeading", "RuntimeWelcome.iconWidth", "RuntimeWelcome.titleLeadingToIconTrailing",
        "RuntimeWelcome.skipLeadingToTitleTrailingMin", "RuntimeWelcome.skipTrailing",
        "RuntimeWelcome.titleCenterYToIconCenterY", "RuntimeWelcome.skipCenterYToTitleCenterY",
        "RuntimeWelcome.iconTop", "RuntimeWelcome.iconHeight",
    ]
    static let portrait = "RuntimeWelcome.portraitTitleTopToIconBottom"
    static let landscape = "RuntimeWelcome.landscapeTitleLeadingToIconTrailing"

    @Test func initPreparesViewsAndCreatesInactiveConstraints() {
        let harness = RuntimeHarness()
        let snapshot = harness.snapshot()
        #expect(harness.viewsAreDirectSubviews)
        #expect(harness.viewsUseAutoLayout)
        #expect(snapshot.active.isEmpty)
        #expect(snapshot.constants.count == 11)
        #expect(snapshot.constants["RuntimeWelcome.iconLeading"] == 15)
        #expect(snapshot.priorities["RuntimeWelcome.skipLeadingToTitleTrailingMin"] == 250)
        #expect(snapshot.priorities["RuntimeWelcome.iconWidth"] == 1000)
    }

    @Test func viewsAlreadyInTheHierarchyStayWhereTheyAre() {
        let harness = RuntimeHarness()
        harness.nestIconInWrapper()
        _ = harness.snapshot()
        #expect(harness.iconIsInWrapper)
    }

    @Test func activateInstallsTheAlwaysOnConstraintsOnTheContainer() {
        let harness = RuntimeHarness()
        harness.activate()
        var snapshot = harness.snapshot()
        #expect(snapshot.active == Self.alwaysOn)
        // Like UIKit: on the nearest common ancestor; a size constraint on its own view.
        #expect(snapshot.installedOnContainer == 7)
        #expect(snapshot.installedOnIcon == 2)
        harness.deactivate()
        snapshot = harness.snapshot()
        #expect(snapshot.active.isEmpty)
        #expect(snapshot.installedOnContainer == 0)
        #expect(snapshot.installedOnIcon == 0)
    }

    @Test func variantsReplaceEachOther() {
        let harness = RuntimeHarness()
        harness.activatePortrait()
        var snapshot = harness.snapshot()
        #expect(snapshot.activeVariant == "portrait")
        #expect(snapshot.active == Self.alwaysOn.union([Self.portrait]))

        harness.activateLandscape()
        snapshot = harness.snapshot()
        #expect(snapshot.activeVariant == "landscape")
        #expect(snapshot.active == Self.alwaysOn.union([Self.landscape]))

        harness.activateLandscape()
        #expect(harness.snapshot().active == Self.alwaysOn.union([Self.landscape]))

        harness.deactivate()
        snapshot = harness.snapshot()
        #expect(snapshot.activeVariant == nil)
        #expect(snapshot.active.isEmpty)
    }

    @Test func assigningMetricsUpdatesExactlyTheDependentConstraints() {
        let harness = RuntimeHarness()
        harness.activate()
        let before = harness.snapshot()
        harness.setPadding(24)
        let after = harness.snapshot()
        var expected = before.constants
        expected["RuntimeWelcome.iconLeading"] = 24
        expected["RuntimeWelcome.skipTrailing"] = 24
        #expect(after.constants == expected)
        #expect(after.active == before.active)
        #expect(after.priorities == before.priorities)
    }

    @Test func priorityMetricsMayBecomeRequiredWhileActive() {
        let harness = RuntimeHarness()
        harness.activate()
        harness.setLow(1000)
        var snapshot = harness.snapshot()
        #expect(snapshot.priorities["RuntimeWelcome.skipLeadingToTitleTrailingMin"] == 1000)
        #expect(snapshot.active == Self.alwaysOn)
        harness.setMetrics(padding: 15, low: 300)
        snapshot = harness.snapshot()
        #expect(snapshot.priorities["RuntimeWelcome.skipLeadingToTitleTrailingMin"] == 300)
        #expect(snapshot.active == Self.alwaysOn)
        #expect(snapshot.constants["RuntimeWelcome.iconLeading"] == 15)
    }
}
#endif
