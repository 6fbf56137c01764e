import Testing

/// The stand-in's layout pass on hand-built trees: frames relative to the superview,
/// autoresizing-mask views, constraints across the tree, conflicting required constraints.
@MainActor
@Suite struct StandInLayoutTests {
    // The wrapper keeps its frame (autoresizing mask). The child sits 5, 6 into it, half its
    // width (100) and 40 high: (5, 6, 100, 40) in the wrapper's coordinates. The sibling
    // starts at the child's right edge (20 + 5 + 100 = 125) and 10 below its bottom
    // (30 + 6 + 40 + 10 = 86), in the container's coordinates.
    @Test func framesAreInTheSuperviewsCoordinates() {
        let frames = StandInScenarios.nestedFrames()
        #expect(frames.wrapper == "20 30 200 100")
        #expect(frames.child == "5 6 100 40")
        #expect(frames.sibling == "125 86 50 60")
    }

    // Width 100 then width 200, both required: like UIKit, the second is broken and logged.
    @Test func aConflictingRequiredConstraintIsBroken() {
        #expect(StandInScenarios.conflictingRequiredConstraints() == "0 0 100 10")
    }
}
