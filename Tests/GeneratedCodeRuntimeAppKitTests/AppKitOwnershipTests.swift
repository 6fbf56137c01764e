import Testing

/// Ownership (issue 12 §1): a generated layout follows AppKit's rules — constraints hold their
/// items weakly, a superview owns its subviews — so no usage pattern of the docs and examples
/// leaks. Each scenario (Harness/AppKitOwnershipScenarios.swift) drops its last strong references
/// and reports, with weak references, what is still alive: nothing may be. The stand-ins model
/// AppKit's ownership (weak `firstItem`/`secondItem`, weak `superview`, constraints held by the
/// view they are installed on), which the first test checks with hand-written constraints.
@MainActor
@Suite struct AppKitOwnershipTests {
    @Test func handWrittenConstraintsDoNotKeepTheirViewsAlive() {
        #expect(AppKitOwnershipScenarios.handWrittenConstraints() == [])
    }

    /// `lazy var layout = WelcomeLayout(in: self, …)` in a view, as the NewsCard example does.
    @Test func aViewThatOwnsItsLayoutIsFreed() {
        #expect(AppKitOwnershipScenarios.viewOwnsLayout() == [])
    }

    /// `lazy var layout = WelcomeLayout(in: view, …)` in a view controller, as the docs show.
    @Test func aViewControllerThatOwnsItsLayoutIsFreed() {
        #expect(AppKitOwnershipScenarios.viewControllerOwnsLayout() == [])
    }

    /// A layout kept longer than its views does not keep them alive; it can still be updated
    /// and deactivated, and is freed with its constraints once dropped.
    @Test func aLayoutThatOutlivesItsViewsLetsThemGo() {
        let result = AppKitOwnershipScenarios.layoutOutlivesViews()
        #expect(result.whileKept == [])
        #expect(result.viewsReadNil)
        #expect(result.afterwards == [])
    }
}
