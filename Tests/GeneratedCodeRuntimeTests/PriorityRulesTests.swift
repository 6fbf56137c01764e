import Testing

/// The stand-in's `NSLayoutConstraint.priority` refuses what Apple's does (documented for
/// `NSLayoutConstraint.priority`: no change between required and optional once installed; a
/// priority in (0, 1000]): Apple raises an exception, the stand-in traps. Exit tests run each
/// refused change in a child process and expect it to crash.
@MainActor
@Suite struct PriorityRulesTests {
    @Test func changesAppleAllowsAreAllowed() {
        #expect(PriorityScenarios.allowedChanges() == ["0 0 100 10", "0 0 100 10", "0 0 100 10"])
    }

    @Test func anActiveRequiredConstraintCannotBecomeOptional() async {
        await #expect(processExitsWith: .failure) {
            await PriorityScenarios.activeRequiredMadeOptional()
        }
    }

    @Test func anActiveOptionalConstraintCannotBecomeRequired() async {
        await #expect(processExitsWith: .failure) {
            await PriorityScenarios.activeOptionalMadeRequired()
        }
    }

    @Test func aPriorityOfZeroIsRefused() async {
        await #expect(processExitsWith: .failure) {
            await PriorityScenarios.outOfRange(0)
        }
    }

    @Test func aPriorityAboveRequiredIsRefused() async {
        await #expect(processExitsWith: .failure) {
            await PriorityScenarios.outOfRange(1001)
        }
    }
}
