extension Solver {
    /// Calls `body` with every constraint the solver holds now: those added, the edit
    /// variables' (`variable == value` at the edit priority), in no particular order. A reader
    /// of the whole system (``VFLEngine``'s free translations) sees exactly what the simplex
    /// optimises; constants moved by ``changeConstant(of:by:)`` are not reflected.
    package func forEachConstraint(_ body: (Constraint) -> Void) {
        for tag in core.tags.values { body(tag.constraint) }
    }
}
