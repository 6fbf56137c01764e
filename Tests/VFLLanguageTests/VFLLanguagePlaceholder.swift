// Tests for VFLLanguage.
