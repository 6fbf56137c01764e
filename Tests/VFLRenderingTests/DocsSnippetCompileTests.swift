// The stand-in UIKit module exists only on Linux.
#if os(Linux)
import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// The Swift that docs/GeneratedCode.md and docs/Language.md tell users to write around a
/// generated layout (a view controller reading `traitCollection`, overriding
/// `traitCollectionDidChange(_:)` and `viewWillTransition(to:with:)`, registering for trait
/// changes) compiles against the stand-in UIKit with the layouts those pages show, so the
/// stand-in never lacks what that valid iOS code uses (issue #36: `traitCollection`).
@Suite(.serialized) struct DocsSnippetCompileTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")

    /// The fenced blocks of a page (```swift, ```vfl, ```), their text without the fences.
    static func blocks(_ page: String, fence: String) throws -> [String] {
        let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
        return text.components(separatedBy: "\n" + fence + "\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] + "\n" }
    }

    /// `.vfl` text rendered for UIKit.
    static func generated(_ vfl: String, fileName: String) throws -> String {
        let compilation = VFLCompiler.compile(SourceFile(path: fileName, text: vfl), platform: .uikit)
        #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.diagnostics.map(\.message))")
        return try SwiftRenderer().render([(.uikit, compilation.file)], fileName: fileName)
    }

    static func compile(_ files: [String: String]) throws -> SwiftCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-docs-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            urls.append(url)
        }
        return try SwiftCompiler.check(urls)
    }

    // GeneratedCode.md: `WelcomeViewController`, with the code generated from the page's `Welcome.vfl`.
    @Test func theGeneratedCodePagesViewControllerCompiles() throws {
        let vfl = try #require(try Self.blocks("GeneratedCode.md", fence: "```vfl").first { $0.contains("layout Welcome {") })
        let controller = try #require(try Self.blocks("GeneratedCode.md", fence: "```swift").first { $0.contains("final class WelcomeViewController") })
        #expect(controller.contains("traitCollection.verticalSizeClass"))
        let result = try Self.compile([
            "Welcome+VFL.swift": try Self.generated(vfl, fileName: "Welcome.vfl"),
            "WelcomeViewController.swift": "import UIKit\n\n" + controller,
        ])
        #expect(result.status == 0, "\(result.output)")
    }

    // Language.md: the calls that keep a self-switching variant current, in a view controller
    // holding the page's `Profile` layout (the registration in a method, the overrides beside it).
    @Test func theLanguagePagesVariantSwitchingCompiles() throws {
        let vfl = try #require(try Self.blocks("Language.md", fence: "```").first { $0.contains("layout Profile {") })
        let snippet = try #require(try Self.blocks("Language.md", fence: "```swift").first { $0.contains("registerForTraitChanges") })
        let parts = snippet.components(separatedBy: "// below iOS 17\n")
        try #require(parts.count == 2, "the snippet's '// below iOS 17' line moved")
        let controller = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let header = UIView()
            private let avatar = UIImageView()
            private lazy var layout = ProfileLayout(in: view, header: header, avatar: avatar)

            func observeTraits() {
                if #available(iOS 17, *) {
        \(parts[0])
                }
            }

        // below iOS 17
        \(parts[1])
        }
        """
        let result = try Self.compile([
            "Profile+VFL.swift": try Self.generated(vfl, fileName: "Profile.vfl"),
            "ProfileViewController.swift": controller,
        ])
        #expect(result.status == 0, "\(result.output)\n\(controller)")
    }
}
#endif
