import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// Sample content (`text "…" style body lines 0`, `title`, `placeholder`, `font`, `image`)
/// describes what check, frames and preview measure: the generated code is the same with it
/// as without it.
@Suite struct SampleContentRenderingTests {
    static let withContent = """
    layout Welcome {
        view title: UILabel text "Welcome to Grapevine" style title1
        view summary: UILabel text "Photos, stories and messages from the people you follow." style body lines 0
        view name: UILabel text "Ann" "Maximilian Alexander Featherstonehaugh" font 17 semibold hugging 251
        view skip: UIButton title "Skip" style body
        view email: UITextField placeholder "Email // not a comment" style body
        view hero: UIImageView image 1200x675
        V:|-[title]-[summary]-[name]-[skip]-[email]-[hero]-|
        H:|-[title]-|
        H:|-[summary]-|
        H:|-[name]-|
        H:|-[skip]-|
        H:|-[email]-|
        H:|-[hero]-|
    }
    """

    /// The same file with every content clause taken out.
    static let withoutContent = withContent.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        guard line.contains("    view ") else { return String(line) }
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        let kept = words.prefix(3).joined(separator: " ")
        return "    " + kept + (line.contains("hugging 251") ? " hugging 251" : "")
    }.joined(separator: "\n")

    static func render(_ text: String, _ platform: Platform) throws -> String {
        let compilation = VFLCompiler.compile(SourceFile(path: "Welcome.vfl", text: text), platform: platform)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        return try SwiftRenderer().render([(platform, compilation.file)], fileName: "Welcome.vfl")
    }

    @Test func theStrippedFileHasNoContent() throws {
        let compilation = VFLCompiler.compile(SourceFile(path: "Welcome.vfl", text: Self.withoutContent), platform: .uikit)
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.file.layouts.first?.views.allSatisfy { $0.content == nil } == true)
        #expect(VFLCompiler.compile(SourceFile(path: "Welcome.vfl", text: Self.withContent), platform: .uikit).file.layouts.first?.views.allSatisfy { $0.content != nil } == true)
    }

    @Test func generatedCodeIsTheSameWithAndWithoutContent() throws {
        let with = try Self.render(Self.withContent, .uikit)
        let without = try Self.render(Self.withoutContent, .uikit)
        #expect(with == without)
        #expect(!with.contains("Grapevine") && !with.contains("title1") && !with.contains("1200"))
    }
}
