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

    // GeneratedCode.md, "Variants": a layout with variants cannot be activated without saying
    // which (issue 37: a forgotten variant gave every frame 0 wide, silently). `activate()` on the
    // Language page's Profile layout (variants with `when` conditions) and on GeneratedCode's
    // Welcome layout (variants without) fails to compile with the page's message; the calls the
    // pages give instead compile (above); a layout without variants keeps `activate()`.
    @Test func activatingALayoutWithVariantsWithoutOneDoesNotCompile() throws {
        let profile = try #require(try Self.blocks("Language.md", fence: "```").first { $0.contains("layout Profile {") })
        let welcome = try #require(try Self.blocks("GeneratedCode.md", fence: "```vfl").first { $0.contains("layout Welcome {") })
        let page = try String(contentsOf: Self.docs.appendingPathComponent("GeneratedCode.md"), encoding: .utf8)
        for (vfl, type, views, call) in [
            (profile, "ProfileLayout", "header: UIView(), avatar: UIImageView()", "activateVariant(for:size:)"),
            (welcome, "WelcomeLayout", "icon: UIImageView(), title: UILabel(), skip: UIButton()", nil),
        ] {
            let name = String(type.dropLast("Layout".count))
            let use = """
            import UIKit

            @MainActor func show(in container: UIView) {
                let layout = \(type)(in: container, \(views))
                layout.activate()
            }

            """
            let result = try Self.compile(["\(name)+VFL.swift": try Self.generated(vfl, fileName: "\(name).vfl"), "Use.swift": use])
            let message = "'activate()' is unavailable: \(type) has variants: call activate(_:) with the one that applies" + (call.map { ", or \($0)" } ?? "")
            #expect(result.status != 0)
            #expect(result.output.contains("Use.swift:5:12: error: \(message)"), "\(result.output)")
            if call == nil { #expect(page.contains("error: \(message)\n"), "GeneratedCode.md shows another message") }
        }
        let plain = "layout Plain {\n    view a\n    H:|[a]|\n    V:|[a]|\n}\n"
        let result = try Self.compile([
            "Plain+VFL.swift": try Self.generated(plain, fileName: "Plain.vfl"),
            "Use.swift": "import UIKit\n\n@MainActor func show(in container: UIView) {\n    PlainLayout(in: container, a: UIView()).activate()\n}\n",
        ])
        #expect(result.status == 0, "\(result.output)")
    }
}
#endif
