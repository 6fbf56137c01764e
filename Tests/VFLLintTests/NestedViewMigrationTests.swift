import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLLint

/// `migrate` writes `in NAME` for a view the code adds to a scroll view or another view inside
/// the container (issue 43), in the shapes of Fixtures/Sources/Anchors/NestedViews.swift: the
/// migrated layouts compile, and each view is installed where the code installed it.
@Suite struct NestedViewMigrationTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Sources/Anchors/NestedViews.swift")

    /// Each layout's views and the view each is in (`-` for the container).
    static func parents() throws -> [String: [String]] {
        let text = try String(contentsOf: source, encoding: .utf8)
        let plan = MigrationPlanner.plan(lint(text))
        let written = VFLFileWriter.fileText(plan)
        let compilation = VFLCompiler.compile(SourceFile(path: "NestedViews.vfl", text: written), platform: .uikit)
        #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.diagnostics.map(\.message))")
        var result: [String: [String]] = [:]
        for layout in compilation.file.layouts {
            result[layout.name] = layout.views.map { "\($0.name) in \($0.parent?.name ?? "-")" }
        }
        return result
    }

    @Test func aScrollViewsFieldsAreInTheScrollView() throws {
        #expect(try Self.parents()["SignInViewControllerViewDidLoad"] == [
            "scrollView in -", "emailField in scrollView", "passwordField in scrollView", "signInButton in scrollView",
        ])
    }

    @Test func viewsNestedTwoDeepAreEachInTheirParent() throws {
        #expect(try Self.parents()["ArticleViewControllerViewDidLoad"] == [
            "header in -", "card in header", "titleLabel in card", "detailLabel in card",
        ])
    }

    /// A custom view's subview of a subview; a view added to a view the file adds nowhere is in
    /// that view's own layout, as before.
    @Test func aCustomViewsNestedViewAndAViewOutsideTheContainer() throws {
        let parents = try Self.parents()
        #expect(parents["IconViewSetUp"] == ["icon in -", "badge in icon"])
        #expect(parents["IconViewSetUpOverlay"] == ["caption in -"])
    }
}
