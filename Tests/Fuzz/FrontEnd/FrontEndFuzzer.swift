// libFuzzer harness for the VFL front end (`Tests/Fuzz/run.sh frontend`).
//
// Any bytes, decoded as UTF-8 with replacement characters, are compiled for UIKit and for
// AppKit. Besides "no crash", every result must keep the promises docs/Language.md makes;
// a broken promise stops the fuzzer through `violated(_:)`, which leaves the input behind.
import LayoutModel
import VFLLanguage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let file = SourceFile(path: "Fuzz.vfl", text: String(decoding: bytes, as: UTF8.self))
    for platform in Platform.allCases {
        let result = VFLCompiler.compile(file, platform: platform)
        check(result, of: file)
        if platform == .uikit {
            let again = VFLCompiler.compile(file, platform: platform)
            if again.diagnostics != result.diagnostics || again.file.layouts != result.file.layouts {
                violated("two compilations of the same file differ")
            }
        }
    }
    return 0
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("front-end invariant violated: \(message)")
}

func check(_ result: VFLCompilation, of file: SourceFile) {
    let size = file.utf8.count
    func isInside(_ range: SourceRange) -> Bool { range.start >= 0 && range.end <= size }

    // Diagnostics: ranges inside the file, rendered with excerpts as `path:line:col: …`.
    let renderer = DiagnosticRenderer(showsExcerpts: true)
    var errorLines = Set<Int>()
    for diagnostic in result.diagnostics {
        if diagnostic.message.isEmpty { violated("empty message for \(diagnostic.id)") }
        // Messages go to terminals: quoted source must not carry control characters (a
        // carriage return or an escape sequence would garble or restyle the output).
        for text in [diagnostic.message] + diagnostic.notes.map(\.message)
        where text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            violated("control character in \(diagnostic.id) message \(text.debugDescription)")
        }
        if let range = diagnostic.range {
            if !isInside(range) { violated("\(diagnostic.id) range \(range) outside a file of \(size) bytes") }
            if diagnostic.severity == .error { errorLines.insert(file.location(of: range.start).line) }
        }
        for note in diagnostic.notes {
            if let range = note.range, !isInside(range) {
                violated("note of \(diagnostic.id) has range \(range) outside a file of \(size) bytes")
            }
        }
        let rendered = renderer.render(diagnostic, in: file)
        if !rendered.hasPrefix("Fuzz.vfl") || !rendered.hasSuffix("\n") {
            violated("badly rendered \(diagnostic.id): \(rendered)")
        }
    }

    // Layouts: only declared views, priorities in (0, 1000], finite numbers, no constraint
    // from a line with an error ("A line with any error makes no constraints").
    var layoutNames = Set<String>()
    for layout in result.file.layouts {
        if !layoutNames.insert(layout.name).inserted { violated("layout '\(layout.name)' emitted twice") }
        if !isInside(layout.range) { violated("layout '\(layout.name)' range outside the file") }
        for view in layout.views where !isInside(view.range) { violated("view '\(view.name)' range outside the file") }
        for metric in layout.metrics where !isInside(metric.range) { violated("metric '\(metric.name)' range outside the file") }
        let declaredViews = Set(layout.views.map(\.name))
        let constraints = layout.constraints + layout.variants.flatMap(\.constraints)
        for variant in layout.variants where !isInside(variant.range) {
            violated("variant '\(variant.name)' range outside the file")
        }
        for constraint in constraints {
            let text = constraint.text
            if !isInside(constraint.source) { violated("'\(text)' has source \(constraint.source) outside the file") }
            if errorLines.contains(file.location(of: constraint.source.start).line) {
                violated("'\(text)' made from line \(file.location(of: constraint.source.start).line), which has an error")
            }
            let origins = [constraint.firstOrigin, constraint.secondOrigin].compactMap { $0?.item }
            for item in [constraint.first, constraint.second].compactMap(\.self) + origins {
                if let name = item.viewName, !declaredViews.contains(name) {
                    violated("'\(text)' uses undeclared view '\(name)'")
                }
            }
            let priority = constraint.priority.value
            if !(priority > 0 && priority <= 1000) { violated("'\(text)' has priority \(priority)") }
            if !constraint.constant.value.isFinite || !constraint.multiplier.isFinite {
                violated("'\(text)' has a non-finite number")
            }
            let firstSide = constraint.firstOrigin.map { "offset(\($0.item.name).\($0.attribute.rawValue), " } ?? ""
            if !text.hasPrefix(firstSide + constraint.first.name + ".") { violated("malformed constraint text '\(text)'") }
            if let name = constraint.name, !text.hasSuffix(" #" + name) { violated("named constraint text '\(text)' lacks ' #\(name)'") }
        }
    }
}
