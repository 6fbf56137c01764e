import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutModel
import Testing
import VFLEngine
@testable import VFLPreview

/// Scroll views in pictures (issue 43 §4): the views inside are drawn at their solved frames
/// (scroll offset 0) in a group clipped to the scroll view's frame, and a panel beside the
/// container shows the whole content at the content size, every view inside unclipped, with
/// the visible part dashed. (Looked at in Chromium: Tests/VFLPreviewTests/Browser.)
@Suite struct ScrollViewPictureTests {
    static let form = """
    layout SignIn {
        view form: UIScrollView
        view title: UILabel in form text "Sign in"
        view email: UITextField in form placeholder "Email"
        view submit: UIButton in form title "Continue"
        H:|[form]|
        V:safeArea|[form]|keyboard
        V:form.content|-24-[title]-12-[email]-300-[submit]-24-|form.content
        H:form.content|-16-[title]-16-|form.content
        H:form.content|-16-[email]-16-|form.content
        H:form.content|-16-[submit]-16-|form.content
        form.content.width == form.frame.width
    }
    """

    @Test func contentIsClippedToTheScrollViewAndShownWholeBesideIt() throws {
        let input = try compile(Self.form)
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in PreviewCanvas.presets(for: .uikit) })
        // A phone in landscape: the scroll view is shorter than its content, the button below it.
        let picture = try #require(gallery.pictures.first { $0.canvas.size.width > $0.canvas.size.height })
        let svg = try ParsedSVG(SVGPicture.render(picture))
        let form = try #require(picture.solved.frame(of: "form"))
        let content = try #require(picture.solved.contentSize(of: "form"))
        #expect(content.width == form.width)
        // 24 + title 20.5 + 12 + field 34 + 300 + button 30 + 24.
        let expectedHeight: Double = 444.5
        #expect(content.height == expectedHeight, "\(content)")
        #expect(content.height > form.height)

        // The clip: the scroll view's frame.
        let clip = try #require(try svg.document.nodes(forXPath: "//*[local-name()='clipPath'][@id='scroll-clip-0']/*").compactMap { $0 as? XMLElement }.first)
        #expect(clip.value("y") == form.y.shortestDescription && clip.value("height") == form.height.shortestDescription)
        let clipped = try #require(try svg.elements("g", class: "scroll-content").first)
        #expect(clipped.value("clip-path") == "url(#scroll-clip-0)")
        let inside = try clipped.nodes(forXPath: ".//*[local-name()='rect'][@class='frame']").compactMap { ($0 as? XMLElement)?.value("data-view") }
        #expect(inside == ["title", "email", "submit"])
        // Each view is drawn once on screen at its solved frame, whatever its clip.
        let onScreen = try svg.viewRects().prefix(4)
        #expect(onScreen.map(\.name) == ["form", "title", "email", "submit"])
        for (name, rect) in onScreen { #expect(rect == picture.solved.frame(of: name), "\(name)") }

        // The panel: the content size, the views inside moved by the scroll view's origin, the visible part.
        let panel = try #require(try svg.elements("g", class: "scroll-panel").first)
        #expect(panel.value("data-content-size") == "\(content.width.shortestDescription) \(content.height.shortestDescription)")
        let area = try #require(try svg.elements("rect", class: "scroll-content-area").first)
        let origin = (x: Double(area.value("x")!)!, y: Double(area.value("y")!)!)
        #expect(origin.x > picture.canvas.size.width + SVGPicture.bezel)
        #expect(area.value("height") == content.height.shortestDescription)
        let copies = Array(try svg.viewRects().dropFirst(4))
        #expect(copies.map(\.name) == ["title", "email", "submit"])
        for (name, rect) in copies {
            let frame = try #require(picture.solved.frame(of: name))
            #expect(rect.x == frame.x - form.x + origin.x && rect.y == frame.y - form.y + origin.y, "\(name)")
        }
        let visible = try #require(try svg.elements("rect", class: "scroll-visible").first)
        #expect(visible.value("height") == form.height.shortestDescription)
        #expect(try svg.texts().contains("form.content \(SVGPicture.n(content.width))×\(SVGPicture.n(content.height))"))
        // The picture reaches the panel's bottom, not the content's bottom under the container.
        let box = SVGPicture.box(picture)
        #expect(box.maxX >= origin.x + content.width && box.maxY >= origin.y + content.height)
        // Sample text in the panel has clips of its own (ids are unique).
        let ids = try svg.document.nodes(forXPath: "//*[local-name()='clipPath']/@id").map { $0.stringValue ?? "" }
        #expect(Set(ids).count == ids.count)
    }
}
