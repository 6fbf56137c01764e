import Foundation
import Testing
@testable import VFLGenCLI

/// Runs a `vflgen` command in-process on `.vfl` text written to a temporary `Test.vfl`
/// (markers as for ``runFrames(_:name:_:)``).
func runCommand(_ command: String, _ marked: String, _ arguments: [String] = []) throws -> (status: ExitCode, stdout: String, stderr: String, markers: [String: String]) {
    let (text, markers) = extractMarkers(marked)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-\(command)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent("Test.vfl"), atomically: true, encoding: .utf8)
    let (context, output) = ToolContext.capturing(currentDirectory: folder)
    let status = VFLGenTool.run([command, "Test.vfl"] + arguments, context: context)
    return (status, output.standardOutput, output.standardError, markers)
}

/// Issue 18 §1: one content-size model in check and frames, and a finding when the picture
/// would be a guess.
@Suite struct ContentSizeCommandTests {
    /// A label and a button without sample text are measured with Interface Builder's
    /// placeholders ("Label", "Button"): no per-view guess (issue 38 §3), and frames agree.
    /// A view whose size nothing measures (an image view without `image`) is named, with the
    /// hint to add, only with `--verbose`.
    @Test func unmeasuredWidthsAreReportedOnlyWhenAskedFor() throws {
        let layout = """
        layout Row {
            view a: UILabel
            view b: UIButton
            H:|[a]-(>=8@250)-[b]|
            V:|[a]
            V:|[b]
            container 300x100
        }
        """
        #expect(try runCommand("check", layout).stderr == "")
        #expect(try runCommand("check", layout, ["--verbose"]).stderr == "")
        // frames: "Label" in the 17 pt font (41.5 × 20.5), "Button" in the 15 pt font, 30 tall.
        let frames = try runFrames(layout, ["--size", "300x100"])
        #expect(frames.stdout.contains("\na 0 0 41.5 20.5\n"), "\(frames.stdout)")
        #expect(frames.stdout.hasSuffix(" 30\n"), "\(frames.stdout)")
        let image = """
        layout Row {
            view 1️⃣icon: UIImageView
            H:|-[icon]
            V:|-[icon]
            container 300x100
        }
        """
        #expect(try runCommand("check", image).stderr == "")
        let verbose = try runCommand("check", image, ["--verbose"])
        #expect(verbose.stderr.contains("Test.vfl:\(verbose.markers["1️⃣"]!): warning: view 'icon' (UIImageView) takes its width from its image"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("'intrinsic 100x44' on its declaration"), "\(verbose.stderr)")
        #expect(try runCommand("check", image, ["--verbose", "--format", "json"]).stdout.contains("\"id\": \"layout-content-size\""))
    }

    @Test func hintsSettleTheGuessAndEveryToolAgrees() throws {
        let layout = """
        layout Row {
            view a: UILabel intrinsic 90x20.5
            view b: UIButton intrinsic 40x30
            H:|[a]-(>=8@250)-[b]|
            V:|[a]
            V:|[b]
            container 300x100
        }
        """
        #expect(try runCommand("check", layout).stderr == "")
        #expect(try runFrames(layout, ["--size", "300x100"]).stdout == "# Row\na 0 0 90 20.5\nb 260 0 40 30\n")
    }

    /// Issue 23: with a required hugging and a 0 × 0 hint, frames and check both name the
    /// view's content size in the conflict, and the check's set is the two edges only.
    @Test func requiredContentSizeTakesPartInConflictsInBothTools() throws {
        let layout = """
        layout Pinned {
            view img: UIImageView intrinsic 0x0 hugging 1000
            H:|[img]|
            V:|[img]|
            container 300x100
        }
        """
        let check = try runCommand("check", layout)
        #expect(check.stderr.contains("cannot hold with the noted constraint"), "\(check.stderr)")
        #expect(check.stderr.contains("note: and with the intrinsic content size of 'img' (its hugging or compression resistance is required)"), "\(check.stderr)")
        let frames = try runFrames(layout, ["--size", "300x100"])
        #expect(frames.status == .failure)
        #expect(frames.stderr.contains("note: conflicts with the intrinsic content size of 'img'"), "\(frames.stderr)")
        // Without the hint an image view has no intrinsic size: nothing conflicts anywhere.
        let plain = layout.replacingOccurrences(of: " intrinsic 0x0", with: "")
        #expect(try runCommand("check", plain).stderr == "")
        #expect(try runFrames(plain, ["--size", "300x100"]).status == .success)
    }
}
