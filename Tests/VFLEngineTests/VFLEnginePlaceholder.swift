// Tests for VFLEngine.
