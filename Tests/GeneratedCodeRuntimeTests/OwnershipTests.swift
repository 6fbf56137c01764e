import Testing

/// Ownership (issue 12 §1): a generated layout follows UIKit's rules — constraints hold their
/// items weakly, a superview owns its subviews — so no usage pattern of the docs and examples
/// leaks. Each scenario (Harness/OwnershipScenarios.swift) drops its last strong references
/// and reports, with weak references, what is still alive: nothing may be. The stand-ins model
/// UIKit's ownership (weak `firstItem`/`secondItem`, weak `superview`, constraints held by the
/// view they are installed on), which the first test checks with hand-written constraints.
@MainActor
@Suite struct OwnershipTests {
    @Test func handWrittenConstraintsDoNotKeepTheirViewsAlive() {
        #expect(OwnershipScenarios.handWrittenConstraints() == [])
    }

    /// `lazy var layout = WelcomeLayout(in: self, …)` in a view, as the NewsCard example does.
    @Test func aViewThatOwnsItsLayoutIsFreed() {
        #expect(OwnershipScenarios.viewOwnsLayout() == [])
    }

    /// `lazy var layout = WelcomeLayout(in: view, …)` in a view controller, as the docs show.
    @Test func aViewControllerThatOwnsItsLayoutIsFreed() {
        #expect(OwnershipScenarios.viewControllerOwnsLayout() == [])
    }

    /// A layout kept longer than its views does not keep them alive; it can still be updated
    /// and deactivated, and is freed with its constraints once dropped.
    @Test func aLayoutThatOutlivesItsViewsLetsThemGo() {
        let result = OwnershipScenarios.layoutOutlivesViews()
        #expect(result.whileKept == [])
        #expect(result.viewsReadNil)
        #expect(result.afterwards == [])
    }
}
