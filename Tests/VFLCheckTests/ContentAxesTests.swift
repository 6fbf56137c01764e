import Foundation
import LayoutModel
import Testing
import VFLCheck
import VFLEngine
import VFLLanguage

/// The check across content (issue 38 §3): layouts that pass at the default text size and
/// fail only at AX5 or only with long text, the content findings at the view's declaration
/// naming device, text size and text, their fixes applied and checked again, the tie found
/// without any text, and a configuration that measures nothing differently not solved twice.
@Suite struct ContentAxesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("VFLGenCLITests/Fixtures/Check")

    static func source(_ name: String) throws -> SourceFile {
        SourceFile(path: "\(name).vfl", text: try String(contentsOf: fixtures.appendingPathComponent("\(name).vfl"), encoding: .utf8))
    }

    static func findings(_ source: SourceFile, contents: [ContentConfiguration], verbose: Bool = false) throws -> [CheckFinding] {
        let compilation = VFLCompiler.compile(source, platform: .uikit)
        try #require(!compilation.hasErrors)
        let check = FileCheck(axes: CheckAxes(presets: DevicePresets.uikit, contents: contents), severity: .warning, reportsContentGuesses: verbose)
        return check.findings(in: compilation.file)
    }

    static let defaultOnly: [ContentConfiguration] = [.standard]

    @Test(arguments: [
        ("TruncatedAtAX5", CheckFinding.Kind.truncated, "\"Welcome to Grapevine\""),
        ("OverlapAtAX5", .overlap, "\"Ann Lee\""),
        ("ClippedAtAX5", .textClipped, "\"Photos, stories and messages from the people you follow.\""),
    ])
    func passesAtTheDefaultAndFailsAtAX5(name: String, kind: CheckFinding.Kind, text: String) throws {
        let source = try Self.source(name)
        #expect(try Self.findings(source, contents: Self.defaultOnly).isEmpty)
        let found = try Self.findings(source, contents: CheckAxes.defaultContents)
        try #require(found.count == 1, "\(found.map(\.diagnostic.message))")
        let finding = found[0]
        #expect(finding.kind == kind)
        // At the view's declaration (`view NAME:`, line 4 of each fixture), naming the text
        // size, the text and the devices.
        let range = try #require(finding.diagnostic.range)
        #expect(source.location(of: range.start).line == 4)
        #expect(finding.sizes.allSatisfy { $0.contains(", AX5") })
        #expect(finding.diagnostic.message.contains("at text size AX5"))
        #expect(finding.diagnostic.message.contains(text))
        #expect(finding.diagnostic.message.contains("iPhone SE (3rd generation) (portrait), AX5"))
    }

    @Test func failsOnlyWithLongText() throws {
        let source = try Self.source("LongTextOnly")
        #expect(try Self.findings(source, contents: CheckAxes.defaultContents).isEmpty)
        #expect(try Self.findings(source, contents: CheckAxes.contents(categories: CheckAxes.allContentSizes, longText: false)).isEmpty)
        let longText = CheckAxes.contents(categories: [.default], longText: true)
        let found = try Self.findings(source, contents: longText)
        try #require(found.count == 1, "\(found.map(\.diagnostic.message))")
        #expect(found[0].kind == .truncated)
        #expect(found[0].sizes == ["200x80, L, long text", "200x80, L, long text, right-to-left"])
        #expect(found[0].diagnostic.message.contains("\"Settings Settings\" at the default text size (L) with long text needs"))
        // Its fix, applied and checked again with long text: the finding goes, nothing comes.
        let fix = try #require(found[0].fixes.first)
        #expect(fix.actions == [.setLineCount(view: "title", lines: 0)])
        let fixed = SourceFile(path: source.path, text: SourceEdit.apply(fix.edits, to: source.text(in: SourceRange(start: 0, end: source.utf8.count))))
        #expect(fixed.text(in: SourceRange(start: 0, end: fixed.utf8.count)).contains("font 17 semibold lines 0"))
        #expect(try Self.findings(fixed, contents: longText).isEmpty)
    }

    @Test func theTruncatedTitleIsFixedByLettingItWrap() throws {
        let source = try Self.source("TruncatedAtAX5")
        let found = try Self.findings(source, contents: CheckAxes.defaultContents)
        let fix = try #require(found.first?.fixes.first)
        #expect(fix.description == "declare 'lines 0' on title")
        let fixed = SourceFile(path: source.path, text: SourceEdit.apply(fix.edits, to: source.text(in: SourceRange(start: 0, end: source.utf8.count))))
        #expect(try Self.findings(fixed, contents: CheckAxes.contents(categories: CheckAxes.allContentSizes, longText: true)).isEmpty)
    }

    /// The issue's `Row`: two labels without text or hints hug at 250; the tie is found with
    /// their placeholder text, and its fix ends it.
    @Test func tieWithoutTextIsReportedWithItsFix() throws {
        let source = try Self.source("TieWithoutText")
        let found = try Self.findings(source, contents: CheckAxes.defaultContents)
        try #require(found.count == 1)
        #expect(found[0].kind == .ambiguity)
        #expect(found[0].diagnostic.message.contains("'left' and 'right' both hug at 250 (horizontal)"))
        let fix = try #require(found[0].fixes.first)
        let fixed = SourceFile(path: source.path, text: SourceEdit.apply(fix.edits, to: source.text(in: SourceRange(start: 0, end: source.utf8.count))))
        #expect(try Self.findings(fixed, contents: CheckAxes.defaultContents).isEmpty)
    }

    /// No per-view "its width is a guess": labels and buttons are measured with "Label" and
    /// "Button"; an image view without an image is still unmeasured, named only when asked.
    @Test func noGuessWarningUnlessAskedFor() throws {
        #expect(try Self.findings(Self.source("Placeholders"), contents: CheckAxes.defaultContents).isEmpty)
        let image = SourceFile(path: "Image.vfl", text: """
            layout Row {
                container 343x44
                view icon: UIImageView
                view title: UILabel
                H:|-[icon]
                H:[title]-|
                V:|-[icon]
                V:|-[title]-|
            }
            """)
        #expect(try Self.findings(image, contents: CheckAxes.defaultContents).isEmpty)
        let verbose = try Self.findings(image, contents: CheckAxes.defaultContents, verbose: true)
        #expect(verbose.map(\.kind) == [.contentSize, .contentSize])  // its width and its height
    }

    /// A configuration whose sizes are those of one already checked adds no solves: plain
    /// labels (17 pt, not scaled) are the same at AX5; a `style` label is not.
    @Test func aConfigurationThatMeasuresNothingDifferentlyIsNotSolvedAgain() throws {
        func analyses(_ text: String) throws -> (defaultOnly: Int, axes: Int) {
            let compilation = VFLCompiler.compile(SourceFile(path: "A.vfl", text: text), platform: .uikit)
            let layout = try #require(compilation.file.layouts.first)
            let one = LayoutCheck.run(layout, axes: CheckAxes(presets: DevicePresets.uikit, contents: [.standard])).analyses.count
            let both = LayoutCheck.run(layout, axes: CheckAxes(presets: DevicePresets.uikit)).analyses.count
            return (one, both)
        }
        let plain = try analyses("layout A {\n    view a: UILabel text \"Hello\"\n    H:|-[a]\n    V:|-[a]\n}\n")
        #expect(plain.axes == plain.defaultOnly)
        let styled = try analyses("layout A {\n    view a: UILabel text \"Hello\" style body\n    H:|-[a]\n    V:|-[a]\n}\n")
        #expect(styled.axes == 2 * styled.defaultOnly)
        #expect(CheckAxes.defaultContentSizes.map(\.rawValue) == ["L", "AX5"])
    }

    /// AppKit's text styles have one size each: on the Mac presets every category is the
    /// default one, and the title cut at AX5 on iOS is not cut there.
    @Test func onAppKitTheCategoriesAreOne() throws {
        let compilation = VFLCompiler.compile(try Self.source("TruncatedAtAX5"), platform: .appkit)
        let layout = try #require(compilation.file.layouts.first)
        let axes = CheckAxes(presets: DevicePresets.appkit, contents: CheckAxes.contents(categories: CheckAxes.allContentSizes, longText: false))
        #expect(axes.contents(for: layout) == [.standard])
        #expect(FileCheck(axes: axes, severity: .warning).findings(in: compilation.file).isEmpty)
    }
}
