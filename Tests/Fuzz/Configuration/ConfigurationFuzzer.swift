// libFuzzer harness for the `vflgen.json` reader (`Tests/Fuzz/run.sh configuration`):
// `ConfigurationFile.parse`, which runs `ConfigurationReader`.
//
// Any bytes are parsed as a configuration file. The result is a configuration (warnings
// allowed) or errors, each located inside the file and printed without control characters;
// never a crash or a hang. Parsing twice gives the same result.
import Foundation
import LayoutModel
import VFLGenCLI

let folder = URL(fileURLWithPath: "/fuzz/project", isDirectory: true)
let renderer = DiagnosticRenderer(showsExcerpts: true)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let loaded = ConfigurationFile.parse(bytes, path: "vflgen.json", folder: folder, into: GenerateConfiguration())
    let diagnostics = loaded.report.diagnostics
    if (loaded.configuration == nil) != diagnostics.containsErrors {
        violated("a configuration with errors, or none without: \(diagnostics)")
    }
    for diagnostic in diagnostics {
        guard let range = diagnostic.range, range.start >= 0, range.end <= size else {
            violated("diagnostic outside the file: \(diagnostic)")
        }
        if diagnostic.message.isEmpty { violated("empty message") }
        for note in diagnostic.notes where note.range.map({ $0.end > size }) ?? false {
            violated("note outside the file: \(note)")
        }
    }
    let printed = loaded.report.render(with: renderer)
    for line in printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast() where !line.isEmpty {
        if line.hasPrefix("vflgen.json:"), !(line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")) {
            violated("badly printed diagnostic \(line.debugDescription)")
        }
    }
    if printed.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && $0.needsEscaping }) {
        violated("control character in \(printed.debugDescription)")
    }
    if let configuration = loaded.configuration, let template = configuration.templatePath, !template.hasPrefix("/") {
        violated("template path '\(template)' is not absolute")
    }
    let again = ConfigurationFile.parse(bytes, path: "vflgen.json", folder: folder, into: GenerateConfiguration())
    if again.configuration != loaded.configuration || again.report.diagnostics != diagnostics {
        violated("two parses differ")
    }
    return 0
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("configuration invariant violated: \(message)")
}
