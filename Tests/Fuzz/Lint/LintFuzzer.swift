// libFuzzer harness for `vflgen lint`'s scanner and checks, and `vflgen migrate`'s planning
// (`Tests/Fuzz/run.sh lint`).
//
// Any bytes, decoded as UTF-8 with replacement characters, are read as Swift and as
// Objective-C. Besides "no crash", every result must keep the promises docs/Migrating.md
// makes; a broken promise stops the fuzzer through `violated(_:)`, which leaves the input.
import LayoutModel
import VFLLanguage
import VFLLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    for language in SourceLanguage.allCases {
        let file = SourceFile(path: language == .swift ? "Fuzz.swift" : "Fuzz.m", text: text)
        let scan = CallSiteFinder.find(in: file, language: language)
        check(scan)
        let lint = Linter.lint(scan)
        check(lint)
        let again = Linter.lint(CallSiteFinder.find(in: file, language: language))
        if again.diagnostics != lint.diagnostics { violated("two lints of the same file differ") }
        check(MigrationPlanner.plan(lint))
    }
    return 0
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("lint invariant violated: \(message)")
}

func check(_ scan: SourceScan) {
    let size = scan.source.utf8.count
    let scanned = TokenScanner.scan(scan.source, language: scan.language)
    var previousEnd = 0
    for token in scanned.tokens {
        if token.start < previousEnd || token.end < token.start || token.end > size {
            violated("token \(token) overlaps the previous one or leaves the file of \(size) bytes")
        }
        previousEnd = token.end
    }
    for literal in scanned.strings {
        if literal.offsets.count != literal.bytes.count { violated("string offsets and bytes differ in count") }
        if literal.offsets.contains(where: { $0 < literal.range.start || $0 >= literal.range.end }) {
            violated("a string byte maps outside its literal \(literal.range)")
        }
    }
    if scan.tokenVisits > 4 * scan.tokenCount + 10_000 { violated("\(scan.tokenVisits) visits for \(scan.tokenCount) tokens") }
}

func check(_ lint: FileLint) {
    let file = lint.scan.source
    let size = file.utf8.count
    let renderer = DiagnosticRenderer(showsExcerpts: true)
    for diagnostic in lint.diagnostics {
        guard let range = diagnostic.range else { violated("\(diagnostic.id) without a range") }
        if range.start < 0 || range.end > size { violated("\(diagnostic.id) range \(range) outside a file of \(size) bytes") }
        for note in diagnostic.notes {
            if let range = note.range, range.start < 0 || range.end > size { violated("note range \(range) outside the file") }
        }
        for text in [diagnostic.message] + diagnostic.notes.map(\.message)
        where text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            violated("control character in \(diagnostic.id) message \(text.debugDescription)")
        }
        let rendered = renderer.render(diagnostic, in: file)
        if !rendered.hasPrefix(file.path + ":") || !rendered.hasSuffix("\n") { violated("badly rendered \(diagnostic.id)") }
    }
    for call in lint.calls {
        // A checked call's errors point inside its format literal, its options or its name.
        guard case .checked(let constraints, let errors) = call.status else { continue }
        if errors > 0, !constraints.isEmpty { violated("a call with errors made constraints") }
    }
}

/// A migrated layout must compile and lower to exactly what its calls made.
func check(_ plan: MigrationPlan) {
    let text = VFLFileWriter.fileText(plan)
    if plan.layouts.isEmpty != text.isEmpty { violated("a .vfl file without layouts, or layouts without a file") }
    guard !text.isEmpty else { return }
    let compilation = VFLCompiler.compile(SourceFile(path: plan.fileName, text: text), platform: plan.platform)
    if let error = compilation.diagnostics.first(where: { $0.severity == .error }) {
        violated("migrated file does not compile: \(error.message)\n\(text)")
    }
    if compilation.file.layouts.count != plan.layouts.count { violated("migrated file has \(compilation.file.layouts.count) layouts, planned \(plan.layouts.count)") }
    for (layout, planned) in zip(compilation.file.layouts, plan.layouts)
    where layout.constraints.map(\.text) != planned.expectedConstraints.map(\.text) {
        violated("layout \(layout.name) lowers to other constraints than its calls made")
    }
}
