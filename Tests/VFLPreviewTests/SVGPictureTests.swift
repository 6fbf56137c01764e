import Foundation
import Testing
import LayoutModel
import VFLEngine
@testable import VFLPreview
@testable import VFLGenCLI

/// The SVG pictures, parsed as XML: one rectangle per view at exactly its solved frame, the
/// container and guides, labels, colours, baselines and findings.
@Suite struct SVGPictureTests {
    @Test(arguments: bundledExamples)
    func oneRectPerViewAtItsSolvedFrame(example: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Layouts/\(example)"), encoding: .utf8)
        let input = try compile(text, path: example)
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in PreviewCanvas.presets(for: .uikit) })
        #expect(!gallery.pictures.isEmpty)
        for picture in gallery.pictures {
            let svg = try ParsedSVG(SVGPicture.render(picture))
            let rects = try svg.viewRects()
            // Declared guides are drawn as guides (below), not as views.
            #expect(rects.map(\.name) == picture.layout.views.filter { !$0.isGuide }.map(\.name), "\(picture.caption)")
            let expected = LayoutFrames.solve(picture.layout, variant: picture.variant, in: picture.canvas.environment(picture.direction))
            for (name, rect) in rects {
                let frame = try #require(expected.frame(of: name))
                #expect(rect == SVGPicture.normalized(frame), "\(picture.caption): \(name)")
            }
            let container = try #require(try svg.elements("rect", class: "container").first)
            #expect(container.value("width") == picture.canvas.size.width.shortestDescription)
            #expect(container.value("height") == picture.canvas.size.height.shortestDescription)
        }
    }

    /// A declared guide (`guide content`) is a dashed, unfilled rectangle at its solved frame;
    /// an external view is drawn at its declared frame, labelled as external.
    @Test func declaredGuideIsDashedAndExternalViewIsLabelled() throws {
        let input = try compile("""
        layout Screen {
            guide content
            external view header: UIView frame 0,0,300x100
            view title
            H:|-20-[content]-20-|
            V:[header]-[content]-|
            H:[title(100)]
            V:[title(20)]
            title.top == content.top
            title.centerX == content.centerX
        }
        """)
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in PreviewCanvas.presets(for: .uikit) })
        let picture = try #require(gallery.pictures.first)
        let svg = try ParsedSVG(SVGPicture.render(picture))
        let guide = try #require(try svg.elements("rect", class: "guide").first { $0.value("data-guide") == "content" })
        let frame = try #require(picture.solved.frame(of: "content"))
        #expect(guide.value("stroke-dasharray") == "4 3")
        #expect(guide.value("fill") == "none")
        #expect(guide.value("x") == frame.x.shortestDescription && guide.value("width") == frame.width.shortestDescription)
        #expect(try svg.viewRects().map(\.name) == ["header", "title"])
        #expect(try svg.viewRects().first?.rect == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(try svg.texts().contains("external UIView"))
    }

    /// Through the command line: the rectangles of `vflgen preview` are the lines of
    /// `vflgen frames` at the same size, margins and safe area.
    @Test func previewDrawsWhatFramesPrints() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let example = packageRoot.appendingPathComponent("Examples/Layouts/Onboarding.vfl").path
        let preview = runTool(["preview", example, "--output", "out", "--devices", "iPhone 16 Pro (portrait)"], in: folder)
        #expect(preview.status == .success, "\(preview.stderr)")
        let frames = runTool(["frames", example, "--size", "402x874", "--margins", "62,16,34,16", "--safe-area", "62,0,34,0"], in: folder)
        #expect(frames.status == .success)
        let svg = try ParsedSVG(folder.read("out/Onboarding--iphone-16-pro-portrait--ltr.svg"))
        var lines = ["# Onboarding"]
        for (name, rect) in try svg.viewRects() {
            lines.append([name, rect.x.shortestDescription, rect.y.shortestDescription, rect.width.shortestDescription, rect.height.shortestDescription].joined(separator: " "))
        }
        #expect(lines.joined(separator: "\n") + "\n" == frames.stdout)
    }

    @Test func labelsNameClassAndSize() throws {
        let input = try compile("""
        layout Row {
            view title: UILabel intrinsic 120x21
            view plain
            H:|-[title]-[plain]-|
            V:|-[title]-|
            V:|-[plain]-|
        }
        """)
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "box", size: Size(width: 400, height: 200))] })
        let picture = try #require(gallery.pictures.first)
        let texts = try ParsedSVG(SVGPicture.render(picture)).texts()
        // The default class is drawn too; sizes as in `vflgen frames`.
        #expect(texts.contains("title"))
        #expect(texts.contains("UILabel"))
        #expect(texts.contains("120×184"))
        #expect(texts.contains("plain"))
        #expect(texts.contains("UIView"))
        #expect(texts.contains("256×184"))
    }

    @Test func sameViewSameColourInEveryPicture() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Layouts/Gallery.vfl"), encoding: .utf8)
        let gallery = PreviewGallery(inputs: [try compile(text)], canvases: { _ in PreviewCanvas.presets(for: .uikit) })
        var colours: [String: Set<String>] = [:]
        for picture in gallery.pictures {
            for element in try ParsedSVG(SVGPicture.render(picture)).elements("rect", class: "frame") {
                let view = element.value("data-view") ?? ""
                colours[view, default: []].insert(element.value("fill") ?? "")
            }
        }
        #expect(colours.count == 4)
        for (view, fills) in colours {
            #expect(fills == [ViewColor(viewName: view).fill], "\(view)")
        }
    }

    @Test(arguments: ["title", "headerVw", "a", "é"])
    func coloursAreStableLightHex(name: String) {
        let colour = ViewColor(viewName: name)
        #expect(colour == ViewColor(viewName: name))
        #expect(colour.fill.hasPrefix("#") && colour.fill.count == 7)
        #expect(Int(colour.fill.dropFirst(), radix: 16) != nil)
        #expect(colour.fill != colour.stroke)
        // Light fills keep the dark labels readable.
        let (r, g, b) = colour.fillComponents
        #expect(r + g + b > 3 * 150)
    }

    @Test func distinctNamesMostlyGetDistinctColours() {
        let names = (0..<20).map { "view\($0)" }
        let fills = Set(names.map { ViewColor(viewName: $0).fill })
        #expect(fills.count >= 12)
    }

    @Test func guidesAreDrawnOnlyWhenTheLayoutUsesThem() throws {
        let canvas = PreviewCanvas(name: "box", size: Size(width: 400, height: 300), margins: EdgeInsets(all: 20), safeArea: EdgeInsets(top: 30, left: 0, bottom: 10, right: 0))
        let withMargins = try compile("layout A {\n view a\n H:|-[a]-|\n V:|[a]|\n}\n")
        let without = try compile("layout B {\n view b\n H:|[b]|\n V:|[b]|\n}\n")
        let gallery = PreviewGallery(inputs: [withMargins, without], canvases: { _ in [canvas] })
        let a = try ParsedSVG(SVGPicture.render(try #require(gallery.pictures.first { $0.layout.name == "A" })))
        let guide = try #require(try a.elements("rect", class: "guide").first)
        #expect(guide.value("data-guide") == "margins")
        #expect(guide.value("x") == "20")
        #expect(guide.value("width") == "360")
        #expect(guide.value("stroke-dasharray") != nil)
        let safeArea = try #require(try a.elements("rect", class: "safe-area").first)
        #expect(safeArea.value("y") == "30")
        #expect(safeArea.value("height") == "260")
        let b = try ParsedSVG(SVGPicture.render(try #require(gallery.pictures.first { $0.layout.name == "B" })))
        #expect(try b.elements("rect", class: "guide").isEmpty)
    }

    @Test func baselineHintsAreDashedLinesAcrossTheView() throws {
        let input = try compile("""
        layout L {
            view title: UILabel intrinsic 100x40 baseline 15,32
            H:|-10-[title]
            V:|-20-[title]
        }
        """)
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "box", size: Size(width: 200, height: 100))] })
        let svg = try ParsedSVG(SVGPicture.render(try #require(gallery.pictures.first)))
        let lines = try svg.elements("line", class: "baseline")
        #expect(lines.map { $0.value("y1") } == ["35", "52"])
        #expect(lines.map { $0.value("x2") } == ["110", "110"])
    }

    @Test func unsatisfiableConstraintsAreDrawnInRedAndListed() throws {
        let input = try compile("""
        layout Clash {
            view box
            H:|-[box(300)]-|
            V:|[box]|
        }
        """)
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "box", size: Size(width: 200, height: 100))] })
        let picture = try #require(gallery.pictures.first)
        #expect(picture.findings.map(\.kind) == ["conflict"])
        #expect(picture.findings.first?.location == "3:9")
        let svg = try ParsedSVG(SVGPicture.render(picture))
        let outline = try #require(try svg.elements("rect", class: "finding").first)
        #expect(outline.value("data-view") == "box")
        #expect(outline.value("stroke") == "#d62828")
        #expect(try svg.elements("text", class: "finding-label").map { $0.stringValue } == ["conflict"])
        // Listed under the picture, wrapped to its width: the box, 300 wide, sticks out 108
        // points on the right, so 8 + 300 + 2 × 16 = 340 points, at most 53 characters a line.
        #expect(SVGPicture.box(picture).width == 340)
        let lines = try svg.elements("text", class: "finding-item").map { $0.stringValue ?? "" }
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 53 }, "\(lines)")
        let listed = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(listed == "3:9: conflict: " + picture.findings[0].message)
        #expect(listed.hasPrefix("3:9: conflict: required constraint 'margins.trailing == box.trailing' cannot be satisfied at 200x100"))
        let page = GalleryPage.render(gallery, liveVersion: nil)
        #expect(page.contains("<li>Test.vfl:3:9: <b>conflict</b>: required constraint"))
    }

    /// A guide that only an equal-spacing gap starts from (`offset(margins.leading, a.leading)`)
    /// is used too, and drawn.
    @Test func aGuideUsedAsAnOffsetOriginIsDrawn() throws {
        let input = try compile("layout G {\n view a\n view b\n H:margins|~[a(40)]~[b(40)]\n V:|[a(20)]\n V:|[b(20)]\n}\n")
        let canvas = PreviewCanvas(name: "box", size: Size(width: 320, height: 100), margins: EdgeInsets(all: 20), safeArea: .zero)
        let picture = try #require(PreviewGallery(inputs: [input], canvases: { _ in [canvas] }).pictures.first)
        let svg = try ParsedSVG(SVGPicture.render(picture))
        let guide = try #require(try svg.elements("rect", class: "guide").first)
        #expect(guide.value("data-guide") == "margins")
        #expect(guide.value("x") == "20")
    }

    /// The readable and keyboard guides where the engine puts them: the margins narrowed to
    /// the readable width and centred; the keyboard's top at the safe area's bottom.
    @Test func readableAndKeyboardGuides() throws {
        let input = try compile("layout R {\n view body\n H:readable|[body]|readable\n V:|[body]-|keyboard\n}\n")
        let canvas = PreviewCanvas(
            name: "wide", size: Size(width: 1000, height: 600), margins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
            safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let picture = try #require(PreviewGallery(inputs: [input], canvases: { _ in [canvas] }).pictures.first)
        let svg = try ParsedSVG(SVGPicture.render(picture))
        let readable = try #require(try svg.elements("rect", class: "guide").first { $0.value("data-guide") == "readable" })
        let insets = canvas.environment(.leftToRight).readableInsets
        #expect(readable.value("x") == insets.left.shortestDescription)
        #expect(readable.value("width") == (1000 - insets.left - insets.right).shortestDescription)
        #expect(insets.left > 20)  // narrowed: 1000 is wider than the readable width
        let keyboard = try #require(try svg.elements("line", class: "guide").first)
        #expect(keyboard.value("data-guide") == "keyboard")
        #expect(keyboard.value("y1") == "580")
        // The body fills the readable guide and stops 8 above the keyboard's top.
        let body = try #require(try svg.viewRects().first?.rect)
        #expect(body.x == insets.left && body.maxY == 572)
    }

    @Test func offScreenViewsWidenThePicture() throws {
        let input = try compile("layout Wide {\n view wide\n H:|-(-50)-[wide(300)]\n V:|[wide(40)]\n}\n")
        let gallery = PreviewGallery(inputs: [input], canvases: { _ in [PreviewCanvas(name: "box", size: Size(width: 200, height: 100))] })
        let picture = try #require(gallery.pictures.first)
        let root = try #require(try ParsedSVG(SVGPicture.render(picture)).document.rootElement())
        #expect(root.value("viewBox") == "-66 -16 332 132")
    }

    @Test func rightToLeftOnlyWhenTheLayoutUsesLeadingOrTrailing() throws {
        let directional = try compile("layout D {\n view a\n H:|-[a]\n V:|[a]|\n}\n")
        let physical = try compile("layout P {\n view a\n H:|-[a]  options: [.directionLeftToRight]\n V:|[a]|\n}\n")
        let canvases = [PreviewCanvas(name: "box", size: Size(width: 200, height: 100))]
        #expect(PreviewGallery(inputs: [directional], canvases: { _ in canvases }).pictures.map(\.directionName) == ["LTR", "RTL"])
        #expect(PreviewGallery(inputs: [physical], canvases: { _ in canvases }).pictures.map(\.directionName) == ["LTR"])
        let rtl = try #require(PreviewGallery(inputs: [directional], canvases: { _ in canvases }).pictures.last)
        let rect = try #require(try ParsedSVG(SVGPicture.render(rtl)).viewRects().first?.rect)
        // Mirrored: leading is the right edge, 8 from the container's right.
        #expect(rect.maxX == 192)
    }

    /// A layout as tall as its content (`container 390x_`) is drawn at each content size as
    /// tall as `vflgen frames --content-size` finds it there, not at the default size's height
    /// (issue 38: NewsCard's cell grows from 225 to 576 points at AX5).
    @Test func aFittingContainerIsFittedAtEachPicturesContentSize() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-fitting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let (context, _) = ToolContext.capturing(currentDirectory: packageRoot)
        #expect(VFLGenTool.run(["preview", "Examples/Layouts/NewsCard.vfl", "--content-sizes", "L,AX5", "--output", output.path], context: context) == .success)
        for (content, file) in [("L", "NewsCard--390x--ltr.svg"), ("AX5", "NewsCard--390x--ltr--ax5.svg")] {
            let (framesContext, frames) = ToolContext.capturing(currentDirectory: packageRoot)
            #expect(VFLGenTool.run(["frames", "Examples/Layouts/NewsCard.vfl", "--size", "390x_", "--content-size", content], context: framesContext) == .success)
            // `# NewsCard · 390x576 · AX5`
            let header = String(frames.standardOutput.split(separator: "\n").first ?? "")
            let height = try #require(header.split(separator: "·")[1].split(separator: "x").last.map { $0.trimmingCharacters(in: .whitespaces) })
            let svg = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"390\" height=\"\(height)\" class=\"container\""), "\(content): \(header)")
        }
        #expect(try String(contentsOf: output.appendingPathComponent("NewsCard--390x--ltr--ax5.svg"), encoding: .utf8).contains("height=\"576\" class=\"container\""))
    }

    @Test func renderingIsDeterministic() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Layouts/NewsCard.vfl"), encoding: .utf8)
        let first = PreviewGallery(inputs: [try compile(text)], canvases: { _ in PreviewCanvas.presets(for: .uikit) }).files(live: true)
        let second = PreviewGallery(inputs: [try compile(text)], canvases: { _ in PreviewCanvas.presets(for: .uikit) }).files(live: true)
        #expect(first.map(\.name) == second.map(\.name))
        #expect(first.map(\.contents) == second.map(\.contents))
    }
}
