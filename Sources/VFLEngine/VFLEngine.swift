// The layout engine: Auto Layout semantics on top of VFLSolver.
