import LayoutModel
import Testing
import VFLText
@testable import VFLEngine

/// Intrinsic sizes from sample content (docs/Check.md, "Content sizes from sample content"):
/// the text model's measurement plus each class's padding, the placeholders, what scales with
/// Dynamic Type, and the two-pass solve of wrapping labels. Expected sizes are worked out from
/// VFLText's own figures (the text model is tested in VFLTextTests).
@Suite struct ContentMeasureTests {
    static let range = SourceRange(start: 0, end: 0)

    static func view(_ name: String, _ type: String?, texts: [String] = [], role: SampleContent.TextRole? = .text,
                     font: SampleContent.Font? = nil, lines: Int? = nil, image: SampleContent.ImageSize? = nil,
                     withContent: Bool = false) -> ViewDeclaration {
        var view = ViewDeclaration(name: name, type: type, range: range)
        if withContent || !texts.isEmpty || font != nil || lines != nil || image != nil {
            view.content = SampleContent(
                textRole: texts.isEmpty ? nil : role, texts: texts.map { SampleContent.Text($0, range: range) }, font: font, lines: lines,
                image: image, range: range)
        }
        return view
    }

    /// Rounded up to the @2x grid, as the measure rounds.
    static func ceil2(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

    /// The width of `text` on one line, as the text model measures it.
    static func oneLine(_ text: String, _ font: ResolvedFont) -> Double {
        TextMeasure.measure(text, font: font, numberOfLines: 1, maxWidth: nil).width
    }

    static func font(_ style: TextStyle, _ category: ContentSizeCategory) -> ResolvedFont {
        DynamicType.font(.textStyle(style), category: category)
    }

    @Test func aLabelIsItsTextInItsStyleAtTheCategory() throws {
        let label = Self.view("title", "UILabel", texts: ["Welcome to Grapevine"], font: .style("title1"))
        for category in [ContentSizeCategory.large, .ax5] {
            let size = try #require(ContentMeasure.intrinsicSize(of: label, in: ContentConfiguration(category: category)))
            let font = Self.font(.title1, category)
            #expect(size.width == Self.oneLine("Welcome to Grapevine", font))
            #expect(size.height == Self.ceil2(font.lineHeight))
        }
        let large = try #require(ContentMeasure.intrinsicSize(of: label, in: .standard))
        let ax5 = try #require(ContentMeasure.intrinsicSize(of: label, in: ContentConfiguration(category: .ax5)))
        #expect(ax5.width! > large.width! && ax5.height! > large.height!)
    }

    @Test func aFixedFontDoesNotScaleAndItsWeightCounts() throws {
        let regular = Self.view("name", "UILabel", texts: ["Maximilian"], font: .system(size: 17, weight: nil))
        let semibold = Self.view("name", "UILabel", texts: ["Maximilian"], font: .system(size: 17, weight: "semibold"))
        let atL = ContentMeasure.intrinsicSize(of: regular, in: .standard)
        let atAX5 = ContentMeasure.intrinsicSize(of: regular, in: ContentConfiguration(category: .ax5))
        #expect(atL?.width == atAX5?.width && atL?.height == atAX5?.height)
        let bold = DynamicType.font(.system(size: 17, weight: .semibold), category: .large)
        #expect(ContentMeasure.intrinsicSize(of: semibold, in: .standard)?.width == Self.oneLine("Maximilian", bold))
    }

    /// A label or button without a string, with or without content clauses, shows Interface
    /// Builder's placeholder (issue 38 §3: no per-view guess).
    @Test func withoutTextALabelShowsLabelAndAButtonButtonInTheirDefaultFonts() throws {
        let label = Self.view("a", "UILabel", lines: 1)
        let button = Self.view("b", "UIButton", image: nil, withContent: true)
        let label17 = DynamicType.font(.system(size: 17, weight: .regular), category: .large)
        let button15 = DynamicType.font(.system(size: 15, weight: .regular), category: .large)
        #expect(ContentMeasure.intrinsicSize(of: label, in: .standard)?.width == Self.oneLine("Label", label17))
        #expect(ContentMeasure.intrinsicSize(of: button, in: .standard)?.width == Self.oneLine("Button", button15))
        // The default fonts do not scale.
        #expect(ContentMeasure.intrinsicSize(of: label, in: ContentConfiguration(category: .ax5))?.width == ContentMeasure.intrinsicSize(of: label, in: .standard)?.width)
        // A label without any content clause is measured the same way.
        let bare = ContentMeasure.intrinsicSize(of: Self.view("bare", "UILabel"), in: .standard)
        #expect(bare?.width == Self.oneLine("Label", label17) && bare?.height == 20.5)
        // A plain view and a switch are not measured from content.
        #expect(ContentMeasure.intrinsicSize(of: Self.view("v", nil), in: .standard) == nil)
        #expect(ContentMeasure.intrinsicSize(of: Self.view("s", "UISwitch"), in: .standard) == nil)
    }

    @Test func controlsAddTheirPaddingAndKeepTheirSmallestHeight() throws {
        let button = Self.view("skip", "UIButton", texts: ["Skip"], role: .title, font: .style("body"))
        let body = Self.font(.body, .large)
        let size = try #require(ContentMeasure.intrinsicSize(of: button, in: .standard))
        #expect(size.width == Self.oneLine("Skip", body))
        #expect(size.height == max(30, Self.ceil2(body.lineHeight) + 12))
        let field = Self.view("email", "UITextField", texts: ["Email"], role: .placeholder, font: .style("body"))
        let fieldSize = try #require(ContentMeasure.intrinsicSize(of: field, in: .standard))
        #expect(fieldSize.width == Self.oneLine("Email", body) + 14)
        #expect(fieldSize.height == max(34, Self.ceil2(body.lineHeight) + 17))
        // At AX5 the button grows past its smallest height.
        let ax5 = try #require(ContentMeasure.intrinsicSize(of: button, in: ContentConfiguration(category: .ax5)))
        #expect(ax5.height == Self.ceil2(Self.font(.body, .ax5).lineHeight) + 12)
        // An empty text field: as wide as its insets (7 + 7), its height from its font.
        let empty = try #require(ContentMeasure.intrinsicSize(of: Self.view("f", "UITextField", font: .system(size: 14, weight: nil)), in: .standard))
        #expect(empty.width == 14 && empty.height == 34)
    }

    @Test func anImageViewIsItsImage() {
        let hero = Self.view("hero", "UIImageView", image: SampleContent.ImageSize(width: 1200, height: 675))
        #expect(ContentMeasure.intrinsicSize(of: hero, in: .standard).map { [$0.width, $0.height] } == [1200, 675])
        #expect(ContentMeasure.intrinsicSize(of: Self.view("empty", "UIImageView"), in: .standard) == nil)
    }

    @Test func longTextDoublesEachSample() {
        let name = Self.view("name", "UILabel", texts: ["Ann", "Maximilian"])
        #expect(ContentMeasure.texts(of: name, in: .standard) == ["Ann", "Maximilian"])
        #expect(ContentMeasure.texts(of: name, in: ContentConfiguration(longText: true)) == [LongText.doubled("Ann"), LongText.doubled("Maximilian")])
        let short = ContentMeasure.intrinsicSize(of: name, in: .standard, sample: 1)!.width!
        let long = ContentMeasure.intrinsicSize(of: name, in: ContentConfiguration(longText: true), sample: 1)!.width!
        #expect(long > short)
    }

    /// An `intrinsic` hint wins over content; the environment's size over both.
    @Test func aHintWinsOverContent() {
        var label = Self.view("a", "UILabel", texts: ["A long sample text that would be wide"])
        label.intrinsicWidth = 40
        label.intrinsicHeight = 21
        let layout = Layout(name: "L", views: [label], metrics: [], constraints: [constraint("a.leading == superview.leading"), constraint("a.top == superview.top")], variants: [], range: Self.range)
        let solved = LayoutFrames.solve(layout, in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solved.frame(of: "a") == rect(0, 0, 40, 21))
    }

    /// A label of `lines 0` between the margins of a narrow container wraps at its solved width:
    /// its height is its text's at that width (UILabel with preferredMaxLayoutWidth unset).
    @Test func aWrappingLabelIsMeasuredAtItsSolvedWidth() throws {
        let text = "Photos, stories and messages from the people you follow."
        let summary = Self.view("summary", "UILabel", texts: [text], font: .style("body"), lines: 0)
        let layout = Layout(name: "L", views: [summary], metrics: [], constraints: [
            constraint("summary.leading == superview.leading + 20"), constraint("superview.trailing == summary.trailing + 20"),
            constraint("summary.top == superview.top"),
        ], variants: [], range: Self.range)
        for category in [ContentSizeCategory.large, .ax5] {
            let solved = LayoutFrames.solve(layout, in: LayoutEnvironment(size: Size(width: 200, height: 800), content: ContentConfiguration(category: category)))
            let frame = try #require(solved.frame(of: "summary"))
            #expect(frame.width == 160)
            let measured = TextMeasure.measure(text, font: Self.font(.body, category), numberOfLines: 0, maxWidth: 160)
            #expect(measured.lines.count > 1)
            #expect(frame.height == Self.ceil2(measured.height))
        }
        // One line (the default) does not wrap: one line's height, the text cut.
        let single = Layout(name: "L", views: [Self.view("summary", "UILabel", texts: [text], font: .style("body"))], metrics: [], constraints: layout.constraints, variants: [], range: Self.range)
        let solved = LayoutFrames.solve(single, in: LayoutEnvironment(size: Size(width: 200, height: 800)))
        #expect(solved.frame(of: "summary")?.height == Self.ceil2(Self.font(.body, .large).lineHeight))
    }
}
