extension Solver {
    /// Calls `body` with every constraint the solver holds now: those added, the edit
    /// variables' (`variable == value` at the edit priority), in the order of their markers, the
    /// same from run to run (`tags` is keyed by object identity, whose order follows the
    /// addresses, and a reader such as ``VFLEngine``'s free translations answers by the order it
    /// meets the constraints in). A reader of the whole system sees exactly what the simplex
    /// optimises; constants moved by ``changeConstant(of:by:)`` are not reflected.
    package func forEachConstraint(_ body: (Constraint) -> Void) {
        for tag in core.tags.values.sorted(by: { $0.marker < $1.marker }) { body(tag.constraint) }
    }
}
