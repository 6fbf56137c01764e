import Foundation
import Testing
@testable import VFLGenCLI

/// The pictures in README.md and docs/Language.md (docs/images/*) are exactly what
/// `vflgen preview` makes today; `VFLGEN_RECORD=1 swift test --filter DocsPicturesTests`
/// re-makes them (review the pictures before committing).
@Suite struct DocsPicturesTests {
    /// Each folder under docs/images, with the `vflgen preview` arguments that make it (the
    /// same commands are quoted next to the pictures).
    static let pictureSets: [(folder: String, arguments: [String])] = [
        ("onboarding", ["Examples/Layouts/Onboarding.vfl", "--devices", "iPhone 16 Pro"]),
        ("gallery", ["Examples/Layouts/Gallery.vfl", "--devices", "iPhone 16 Pro"]),
        ("findbar", ["Examples/Layouts/FindBar.vfl", "--devices", "iPhone SE (3rd generation) (landscape)"]),
        ("extensions", ["docs/images/extensions/Splash.vfl", "--devices", "iPhone 16 Pro (portrait)"]),
        ("content", ["docs/images/content/Welcome.vfl", "--content-sizes", "L,AX5"]),
        ("newscard", ["Examples/Layouts/NewsCard.vfl", "--content-sizes", "L,AX5"]),
    ]

    /// The files `vflgen preview` made in a folder (a picture's source may sit beside them).
    static func pictures(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".svg") || $0.hasSuffix(".html") }.sorted()
    }

    @Test(arguments: pictureSets.map(\.folder))
    func committedPicturesMatchPreview(folder: String) throws {
        let arguments = try #require(Self.pictureSets.first { $0.folder == folder }?.arguments)
        let committed = packageRoot.appendingPathComponent("docs/images/\(folder)")
        let recording = ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1"
        let output = recording ? committed : FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-docs-\(UUID().uuidString)")
        defer { if !recording { try? FileManager.default.removeItem(at: output) } }
        if recording {
            for name in Self.pictures(in: committed) { try? FileManager.default.removeItem(at: committed.appendingPathComponent(name)) }
        }
        // Run from the package root so the pictures name the example by its relative path.
        let (context, captured) = ToolContext.capturing(currentDirectory: packageRoot)
        let status = VFLGenTool.run(["preview"] + arguments + ["--output", output.path], context: context)
        #expect(status == .success, "\(captured.standardError)")
        if recording { return }
        let made = Self.pictures(in: output)
        let present = Self.pictures(in: committed)
        #expect(!made.isEmpty)
        #expect(present == made, "docs/images/\(folder) differs from vflgen preview; run VFLGEN_RECORD=1 swift test --filter DocsPicturesTests")
        for name in made where present.contains(name) {
            let expected = try Data(contentsOf: committed.appendingPathComponent(name))
            let actual = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(actual == expected, "docs/images/\(folder)/\(name) no longer matches vflgen preview; run VFLGEN_RECORD=1 swift test --filter DocsPicturesTests and review")
        }
    }
}
