// Tests for VFLSolver.
