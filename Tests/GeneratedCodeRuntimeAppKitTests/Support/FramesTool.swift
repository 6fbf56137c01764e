import Foundation
import LayoutModel
import VFLGenCLI
import VFLLanguage

/// `vflgen frames` and `vflgen generate`, run in-process on Examples/Layouts or on text.
enum FramesTool {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = packageRoot.appendingPathComponent("Examples/Layouts")

    struct Output {
        var status: ExitCode
        var stdout: String
        var stderr: String
    }

    /// `vflgen frames FILE ARGUMENTS…` with FILE in Examples/Layouts.
    static func frames(example file: String, _ arguments: [String]) -> Output {
        run(["frames", file] + arguments, in: examples)
    }

    /// `vflgen frames` on `text` (an edited copy of an example, say).
    static func frames(text: String, _ arguments: [String]) throws -> Output {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Edited.vfl"), atomically: true, encoding: .utf8)
        return run(["frames", "Edited.vfl"] + arguments, in: folder)
    }

    static func run(_ arguments: [String], in folder: URL) -> Output {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(arguments, context: context)
        return Output(status: status, stdout: captured.standardOutput, stderr: captured.standardError)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-runtime-appkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func exampleText(_ file: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
    }

    /// The `.vfl` file's intrinsic size hints by view name, for the views a test makes.
    static func intrinsicHints(example file: String, layout: String) throws -> [String: (width: Double?, height: Double?)] {
        let compilation = VFLCompiler.compile(SourceFile(path: file, text: try exampleText(file)), platform: .appkit)
        var hints: [String: (width: Double?, height: Double?)] = [:]
        for view in compilation.file.layouts.first(where: { $0.name == layout })?.views ?? []
        where view.intrinsicWidth != nil || view.intrinsicHeight != nil {
            hints[view.name] = (view.intrinsicWidth, view.intrinsicHeight)
        }
        return hints
    }
}
