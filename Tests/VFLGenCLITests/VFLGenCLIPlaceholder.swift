// Tests for VFLGenCLI.
