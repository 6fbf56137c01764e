// Tests for VFLRendering.
