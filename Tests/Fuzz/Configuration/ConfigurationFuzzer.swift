// libFuzzer harness for the `vflgen.json` loader (`Tests/Fuzz/run.sh configuration`).
//
// Any bytes are parsed as a configuration file. The result is a configuration or a
// failure naming the file with a message; never a crash or a hang.
import Foundation
import VFLGenCLI

let folder = URL(fileURLWithPath: "/fuzz/project", isDirectory: true)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let result = ConfigurationFile.parse(bytes, path: "vflgen.json", folder: folder, into: GenerateConfiguration())
    switch result {
    case .failure(let failure):
        if failure.message.isEmpty || !failure.description.hasPrefix("vflgen.json: error: ") {
            violated("badly printed failure \(failure)")
        }
        if failure.message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            violated("control character in \(failure.description.debugDescription)")
        }
    case .success(let configuration):
        if let template = configuration.templatePath, !template.hasPrefix("/") {
            violated("template path '\(template)' is not absolute")
        }
    }
    return 0
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("configuration invariant violated: \(message)")
}
