import Testing
import VFLEngine
import VFLText
@testable import VFLGenCLI

/// `vflgen frames` with sample content: views sized by their text at `--content-size`, doubled
/// with `--long-text`, and the errors for unknown categories. Expected sizes are worked out
/// from the text model's own figures (VFLText).
@Suite struct ContentFramesCommandTests {
    static let layout = """
    layout Header {
        view title: UILabel text "Welcome to Grapevine" style title1 hugging 251
        view name: UILabel text "Ann" font 17 semibold hugging 251
        view hero: UIImageView image 300x100
        H:|-20-[title]-(>=8)-|
        H:|-20-[name]-(>=8)-|
        H:|[hero]
        V:|-40-[title]-8-[name]-8-[hero]
    }

    """

    static func ceil2(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

    static func oneLine(_ text: String, _ font: ResolvedFont) -> Double {
        TextMeasure.measure(text, font: font, numberOfLines: 1, maxWidth: nil).width
    }

    static func lines(_ output: String) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        for line in output.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            frames[String(parts[0])] = parts.dropFirst().map { Double($0)! }
        }
        return frames
    }

    @Test(arguments: [ContentSizeCategory.large, .ax5])
    func viewsTakeTheirTextsSizeAtTheCategory(category: ContentSizeCategory) throws {
        // Wide enough for the AX5 title on one line.
        let result = try runFrames(Self.layout, ["--size", "1000x844", "--content-size", category.rawValue])
        #expect(result.status == .success, "\(result.stderr)")
        let title1 = DynamicType.font(.textStyle(.title1), category: category)
        let semibold17 = DynamicType.font(.system(size: 17, weight: .semibold), category: category)
        let titleHeight = Self.ceil2(title1.lineHeight)
        let nameHeight = Self.ceil2(semibold17.lineHeight)
        let frames = Self.lines(result.stdout)
        #expect(frames["title"] == [20, 40, Self.oneLine("Welcome to Grapevine", title1), titleHeight])
        #expect(frames["name"] == [20, 40 + titleHeight + 8, Self.oneLine("Ann", semibold17), nameHeight])
        #expect(frames["hero"] == [0, 40 + titleHeight + 8 + nameHeight + 8, 300, 100])
        // The header names a category other than the default.
        #expect(result.stdout.hasPrefix(category == .large ? "# Header\n" : "# Header · AX5\n"))
    }

    /// At AX5 on a phone the title no longer fits its row: compressed to the space it has
    /// (what the check will report as a truncated label).
    @Test func atAX5ThePhoneRowCutsTheTitle() throws {
        let result = try runFrames(Self.layout, ["--size", "390x844", "--content-size", "AX5"])
        let title1 = DynamicType.font(.textStyle(.title1), category: .ax5)
        #expect(Self.oneLine("Welcome to Grapevine", title1) > 362)
        #expect(Self.lines(result.stdout)["title"]?[2] == 362)
    }

    @Test func longTextDoublesTheSamples() throws {
        let result = try runFrames(Self.layout, ["--size", "1000x844", "--long-text", "--content-size", "ax5"])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Header · AX5, long text\n"))
        let semibold17 = DynamicType.font(.system(size: 17, weight: .semibold), category: .ax5)
        #expect(Self.lines(result.stdout)["name"]?[2] == Self.oneLine(LongText.doubled("Ann"), semibold17))
    }

    @Test func anIntrinsicOptionStillWins() throws {
        let result = try runFrames(Self.layout, ["--size", "390x844", "--intrinsic", "title=100x30", "--content-size", "AX5"])
        #expect(Self.lines(result.stdout)["title"] == [20, 40, 100, 30])
    }

    @Test func anUnknownCategoryIsAUsageErrorListingTheCategories() throws {
        let result = try runFrames(Self.layout, ["--size", "390x844", "--content-size", "huge"])
        #expect(result.status == .usage)
        #expect(result.stderr.contains("unknown content size 'huge' for '--content-size'; the categories are XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5"), "\(result.stderr)")
        #expect(result.stdout == "")
    }

    /// `constraints --format json` gives each view's content; the text form does not change.
    @Test func constraintsJSONCarriesTheContent() throws {
        let json = try runCommand("constraints", Self.layout, ["--format", "json"])
        #expect(json.status == .success, "\(json.stderr)")
        #expect(json.stdout.contains(#""name": "title", "type": "UILabel", "content": {"text": ["Welcome to Grapevine"], "style": "title1"}"#), "\(json.stdout)")
        #expect(json.stdout.contains(#""content": {"text": ["Ann"], "font": {"size": 17, "weight": "semibold"}}"#))
        #expect(json.stdout.contains(#""content": {"image": {"width": 300, "height": 100}}"#))
        let text = try runCommand("constraints", Self.layout)
        let stripped = try runCommand("constraints", Self.layout
            .replacingOccurrences(of: #" text "Welcome to Grapevine" style title1"#, with: "")
            .replacingOccurrences(of: #" text "Ann" font 17 semibold"#, with: "")
            .replacingOccurrences(of: " image 300x100", with: ""))
        #expect(text.stdout == stripped.stdout && !text.stdout.isEmpty)
    }

    @Test func helpDescribesTheContentOptions() throws {
        #expect(FramesCommand.help.contains("--content-size <category>"))
        #expect(FramesCommand.help.contains("--long-text"))
    }
}
