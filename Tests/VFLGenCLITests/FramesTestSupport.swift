import Foundation
import LayoutModel
@testable import VFLGenCLI

/// Runs `vflgen frames` in-process on `.vfl` text written to a temporary file named `name`.
/// Markers like `1️⃣` are removed from the text; their `line:col` positions are returned.
func runFrames(_ marked: String, name: String = "Test.vfl", _ arguments: [String]) throws -> (status: ExitCode, stdout: String, stderr: String, markers: [String: String]) {
    let (text, markers) = extractMarkers(marked)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-frames-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    let (context, output) = ToolContext.capturing(currentDirectory: folder)
    let status = VFLGenTool.run(["frames", name] + arguments, context: context)
    return (status, output.standardOutput, output.standardError, markers)
}

/// Removes `1️⃣`…`9️⃣` markers and returns each one's `line:col` (UTF-8 columns).
func extractMarkers(_ marked: String) -> (String, [String: String]) {
    let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    var text = ""
    var positions: [String: String] = [:]
    var line = 1
    var column = 1
    for character in marked {
        let string = String(character)
        if markerNames.contains(string) {
            positions[string] = "\(line):\(column)"
            continue
        }
        text.append(character)
        if character == "\n" {
            line += 1
            column = 1
        } else {
            column += string.utf8.count
        }
    }
    return (text, positions)
}
