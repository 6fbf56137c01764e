import Foundation
import Testing
import LayoutModel
import VFLEngine
@testable import VFLPreview
@testable import VFLGenCLI

/// Issue 18 §4: previews people can read — captions that fit their box, small containers
/// drawn large enough, and `--watch` keeping the last good pictures while a file is broken.
@Suite struct PreviewReadabilityTests {
    /// Estimated like the drawing: about 0.56 em a character, 1.2 em a line, 2-point insets.
    static func fits(_ label: (rows: [String], font: Double), in frame: Rect) -> Bool {
        let longest = Double(label.rows.map(\.count).max() ?? 0)
        return 0.56 * label.font * longest + 4 <= frame.width + 1e-9 && 1.2 * label.font * Double(label.rows.count) + 4 <= frame.height + 1e-9
            && label.font >= SVGPicture.smallestFont
    }

    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 200, height: 60), ["avatarImageView", "UIImageView", "200×60"], 3),  // all three lines
        (Rect(x: 0, y: 0, width: 200, height: 16), ["avatarImageView", "UIImageView", "200×16"], 1),  // one line
        (Rect(x: 0, y: 0, width: 60, height: 20), ["badge", "UIView", "60×20"], 1),                    // the name alone
        (Rect(x: 0, y: 0, width: 24, height: 20), ["badge", "UIView", "24×20"], 1),                    // shortened
        (Rect(x: 0, y: 0, width: 8, height: 8), ["dot", "UIView", "8×8"], 0),                          // tooltip only
    ])
    func captionsFitTheirBox(frame: Rect, lines: [String], rows: Int) {
        let label = SVGPicture.fittingLabel(lines, in: frame)
        #expect((label?.rows.count ?? 0) == rows, "\(String(describing: label))")
        if let label { #expect(Self.fits(label, in: frame), "\(label) in \(frame)") }
        if rows == 1, let label, label.rows[0] != lines.joined(separator: " · ") {
            #expect(lines[0].hasPrefix(label.rows[0].replacingOccurrences(of: "…", with: "")))
        }
    }

    /// The 24 × 20 badge of the issue: its caption stays inside, and the tooltip names it.
    @Test func aSmallBadgeCaptionStaysInItsBox() throws {
        let input = try compile("layout Badge {\n    view badge\n    H:|-[badge(24)]\n    V:|-[badge(20)]\n    container 100x40\n}\n")
        let picture = try #require(PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "100x40", size: Size(width: 100, height: 40))] }).pictures.first)
        let svg = SVGPicture.render(picture)
        #expect(svg.contains("<title>badge: UIView"))
        #expect(!svg.contains(">UIView</text>"))
    }

    @Test func smallContainersAreDrawnLarger() throws {
        let input = try compile("layout Cell {\n    view a\n    H:|-[a]-|\n    V:|-[a]-|\n    container 320x46\n}\n")
        let cell = try #require(PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "320x46", size: Size(width: 320, height: 46))] }).pictures.first)
        #expect(GalleryPage.scale(for: cell) == 500.0 / 320)
        let phone = try #require(PreviewGallery(inputs: [input], canvases: { _ in PreviewCanvas.presets(for: .uikit) }).pictures.first)
        #expect(GalleryPage.scale(for: phone) == GalleryPage.scale)
        let tiny = try #require(PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "100x20", size: Size(width: 100, height: 20))] }).pictures.first)
        #expect(GalleryPage.scale(for: tiny) == 2)
    }

    /// A save that breaks the file keeps its pictures (marked) under the error; fixing it
    /// replaces them.
    @Test func watchKeepsTheLastGoodPicturesUnderTheError() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let session = try liveSession(in: folder)
        let good = session.generate()
        let picture = "out/L--box--ltr.svg"
        #expect(try folder.read(picture).contains("width=\"100\""))
        try folder.write("layout L {\n    view a\n    H:|-[a(150)]-[b]\n    V:|[a]|\n}\n", to: "L.vfl")
        let broken = session.generate()
        #expect(broken.hasErrors)
        #expect(broken.pictures == good.pictures)
        #expect(try folder.read(picture).contains("width=\"100\""))
        let page = try folder.read("out/index.html")
        let error = try #require(page.range(of: "<pre>L.vfl:3:19: error: "))
        let image = try #require(page.range(of: "<img src=\"L--box--ltr.svg\""))
        #expect(error.lowerBound < image.lowerBound)
        #expect(page.contains("last good version: the file has errors (above)"))
        try folder.write("layout L {\n    view a\n    H:|-[a(150)]\n    V:|[a]|\n}\n", to: "L.vfl")
        let fixed = session.generate()
        #expect(!fixed.hasErrors)
        #expect(try folder.read(picture).contains("width=\"150\""))
        #expect(try !folder.read("out/index.html").contains("last good version"))
    }
}
