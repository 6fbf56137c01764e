import Foundation
import LayoutModel
import VFLGenCLI
import VFLEngine
import VFLLanguage

/// `vflgen frames` and `vflgen generate`, run in-process on Examples/Layouts or on text, for the
/// tests that run generated code against the stand-in UIKit and AppKit (both use this one copy).
public enum FramesTool {
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let examples = packageRoot.appendingPathComponent("Examples/Layouts")

    public struct Output: Sendable {
        public var status: ExitCode
        public var stdout: String
        public var stderr: String
    }

    /// The examples built for UIKit only (Examples/Layouts/uikit-only.txt: a scroll view's
    /// layout guides, which AppKit does not have).
    public static let uikitOnlyExamples: Set<String> = {
        let list = (try? String(contentsOf: examples.appendingPathComponent("uikit-only.txt"), encoding: .utf8)) ?? ""
        return Set(list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()

    /// `vflgen frames FILE ARGUMENTS…` with FILE in Examples/Layouts.
    public static func frames(example file: String, _ arguments: [String]) -> Output {
        run(["frames", file] + arguments, in: examples)
    }

    /// `vflgen frames` on `text` (an edited copy of an example, say).
    public static func frames(text: String, _ arguments: [String]) throws -> Output {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Edited.vfl"), atomically: true, encoding: .utf8)
        return run(["frames", "Edited.vfl"] + arguments, in: folder)
    }

    public static func run(_ arguments: [String], in folder: URL) -> Output {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(arguments, context: context)
        return Output(status: status, stdout: captured.standardOutput, stderr: captured.standardError)
    }

    public static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    public static func exampleText(_ file: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
    }

    /// The `.vfl` file's intrinsic size hints by view name, for the views a test makes.
    public static func intrinsicHints(example file: String, layout: String, platform: Platform) throws -> [String: (width: Double?, height: Double?)] {
        try intrinsicHints(file: examples.appendingPathComponent(file), layout: layout, platform: platform)
    }

    /// The intrinsic sizes `vflgen frames` gives the views of a `.vfl` file anywhere (a golden
    /// fixture, say), for stand-ins that cannot measure text: each view's `intrinsic` hint, else
    /// its sample content (or placeholder, "Label") measured at the default text size, as
    /// `frames` measures it (``ContentMeasure``, the first sample string).
    public static func intrinsicHints(file url: URL, layout: String, platform: Platform) throws -> [String: (width: Double?, height: Double?)] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let compilation = VFLCompiler.compile(SourceFile(path: url.lastPathComponent, text: text), platform: platform)
        var hints: [String: (width: Double?, height: Double?)] = [:]
        for view in compilation.file.layouts.first(where: { $0.name == layout })?.views ?? [] {
            if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                hints[view.name] = (view.intrinsicWidth, view.intrinsicHeight)
            } else if let measured = ContentMeasure.intrinsicSize(of: view, in: .standard) {
                hints[view.name] = measured
            }
        }
        return hints
    }

    /// For each label that wraps (`lines 0` or `lines N`) and has no `intrinsic` hint: its size
    /// at the width the layout gave it, as `vflgen frames` measures it in its second solve
    /// (docs/Check.md, "Wrapping": the width, at most its text's, and the wrapped height). For a
    /// stand-in that cannot measure text (AppKit's), applied after a first layout pass as AppKit
    /// re-measures a wrapping text field at its width.
    public static func wrappingSizes(file url: URL, layout: String, platform: Platform) throws -> [String: @Sendable (Double) -> (width: Double?, height: Double?)] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let compilation = VFLCompiler.compile(SourceFile(path: url.lastPathComponent, text: text), platform: platform)
        var sizes: [String: @Sendable (Double) -> (width: Double?, height: Double?)] = [:]
        for view in compilation.file.layouts.first(where: { $0.name == layout })?.views ?? []
        where view.intrinsicWidth == nil && view.intrinsicHeight == nil && ContentMeasure.wraps(view) {
            guard let unwrapped = ContentMeasure.intrinsicSize(of: view, in: .standard)?.width else { continue }
            sizes[view.name] = { width in
                (min(unwrapped, width), ContentMeasure.intrinsicSize(of: view, in: .standard, width: width)?.height)
            }
        }
        return sizes
    }

    /// The `.vfl` file's `baseline F[,L]` preview hints by view name: first and last baseline
    /// below the view's top (`baseline 17` is both), for the views a test makes.
    public static func baselineHints(file url: URL, layout: String, platform: Platform) throws -> [String: (first: Double, last: Double)] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let compilation = VFLCompiler.compile(SourceFile(path: url.lastPathComponent, text: text), platform: platform)
        var hints: [String: (first: Double, last: Double)] = [:]
        for view in compilation.file.layouts.first(where: { $0.name == layout })?.views ?? [] {
            guard let first = view.firstBaseline ?? view.lastBaseline, let last = view.lastBaseline ?? view.firstBaseline else { continue }
            hints[view.name] = (first, last)
        }
        return hints
    }
}
