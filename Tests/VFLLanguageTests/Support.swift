import LayoutModel
@testable import VFLLanguage

/// Compiles `source` as a file named `T.vfl`.
func compile(_ source: String, platform: Platform = .uikit) -> VFLCompilation {
    VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: platform)
}
