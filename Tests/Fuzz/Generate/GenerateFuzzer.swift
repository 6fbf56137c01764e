// libFuzzer harness for the generator behind `vflgen generate` (`Tests/Fuzz/run.sh generate`).
//
// Any bytes, decoded as UTF-8 with replacement characters, are compiled for UIKit and
// AppKit; when both compile without errors, the layouts are rendered to Swift with the
// built-in templates. The built-in templates must never fail on a valid layout file, and
// names the renderer refuses must come back as diagnostics inside the file.
import LayoutModel
import VFLLanguage
import VFLRendering

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let file = SourceFile(path: "Fuzz.vfl", text: String(decoding: bytes, as: UTF8.self))
    var sections: [(platform: Platform, file: LayoutFile)] = []
    for platform in Platform.allCases {
        let result = VFLCompiler.compile(file, platform: platform)
        guard !result.hasErrors else { return 0 }
        sections.append((platform, result.file))
    }
    do throws(SwiftRenderer.Failure) {
        let swift = try SwiftRenderer(access: .public).render(sections, fileName: "Fuzz.vfl")
        if !swift.hasPrefix("//") { violated("generated file does not start with its header comment") }
    } catch {
        switch error {
        case .template(let error):
            violated("built-in template failed: \(error)")
        case .invalidInput(let diagnostics):
            if diagnostics.isEmpty { violated("invalid input without a diagnostic") }
            for diagnostic in diagnostics {
                guard let range = diagnostic.range, range.start >= 0, range.end <= file.utf8.count else {
                    violated("renderer diagnostic \(diagnostic.id) without a range inside the file")
                }
            }
        }
    }
    return 0
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("generate invariant violated: \(message)")
}
