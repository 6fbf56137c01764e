import Foundation
import Testing

/// Compares output with a reviewed golden file under `Goldens/`. Run with `VFLGEN_RECORD=1`
/// to (re)write the golden files instead, then review the diff before committing.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" }

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with VFLGEN_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "differs from Goldens/\(name); run with VFLGEN_RECORD=1 to re-record", sourceLocation: sourceLocation)
    }
}
