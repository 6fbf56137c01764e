import LayoutModel
import Testing
@testable import VFLLanguage

/// Sample content on view declarations (docs/Language.md, "Sample content"): parsed into the
/// model in both dialects, with diagnostics at the marked places.
@Suite struct SampleContentTests {
    static func inLayout(_ declaration: String) -> String {
        "layout L {\n    \(declaration)\n    [a]\n}"
    }

    static let diagnostics: [ExtensionDiagnosticCase] = [
        .file(inLayout("view a: UILabel text 1️⃣\"Welcome"), error(.invalidSampleText, 1, "the string is not closed; expected '\"' before the end of the line")),
        .file(inLayout("view a: UILabel text \"A 1️⃣\\q\""), error(.invalidSampleText, 1, "unknown escape '\\q' in a string; write \\\" \\\\ \\n \\t or \\u{…}")),
        .file(inLayout("view a: UILabel text \"1️⃣\\u{110000}\""), error(.invalidSampleText, 1, "'\\u{…}' in a string needs the hexadecimal number of a Unicode scalar, as in '\\u{E9}'")),
        .file(inLayout("view a: UILabel text 1️⃣Welcome"), error(.invalidSampleText, 1, "expected a string in double quotes after 'text', as in 'text \"Welcome\"'")),
        .file(inLayout("view a: UILabel text \"Hi\"1️⃣x"), error(.invalidSampleText, 1, "expected a space after the string")),
        .file(inLayout("view a: UILabel text \"Hi\" style 1️⃣bodyy"), error(.unknownTextStyle, 1, "unknown text style 'bodyy'"), note(1, "did you mean 'body'?")),
        .file(inLayout("view a: UILabel text \"Hi\" style 1️⃣huge"), error(.unknownTextStyle, 1, "unknown text style 'huge'; the text styles are largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2")),
        .file(inLayout("view a: UILabel font 17 1️⃣semibld"), error(.invalidFont, 1, "unknown font weight 'semibld'"), note(1, "did you mean 'semibold'?")),
        .file(inLayout("view a: UILabel font 1️⃣0"), error(.invalidFont, 1, "expected a point size greater than 0 and at most 1000 after 'font' ('0'), as in 'font 17' or 'font 17 semibold'")),
        .file(inLayout("view a: UILabel font 1️⃣big"), error(.invalidFont, 1, "expected a point size greater than 0 and at most 1000 after 'font' ('big'), as in 'font 17' or 'font 17 semibold'")),
        .file(inLayout("view a: UILabel lines 1️⃣-1"), error(.invalidLineCount, 1, "'lines' takes the number of lines: 0 (as many as the text needs) or a whole number from 1 to 10000, not '-1'")),
        .file(inLayout("view a: UILabel lines 1️⃣1.5"), error(.invalidLineCount, 1, "'lines' takes the number of lines: 0 (as many as the text needs) or a whole number from 1 to 10000, not '1.5'")),
        .file(inLayout("view a: UIImageView image 1️⃣1200"), error(.invalidImageSize, 1, "expected the image's size in points after 'image', as in 'image 1200x675'")),
        .file(inLayout("view a: UIImageView image 1️⃣0x10"), error(.invalidImageSize, 1, "expected the image's size in points after 'image', as in 'image 1200x675'")),
        .file(inLayout("view a: UILabel 2️⃣text \"A\" 1️⃣text \"B\""), error(.duplicateViewOption, 1, "'text' is given twice in the declaration of view 'a'"), note(2, "first given here")),
        .file(inLayout("view a: UILabel 2️⃣lines 0 1️⃣lines 2"), error(.duplicateViewOption, 1, "'lines' is given twice in the declaration of view 'a'"), note(2, "first given here")),
        .file(inLayout("view a: UITextField text \"A\" 1️⃣placeholder \"B\""), error(.conflictingContent, 1, "'placeholder' and 'text' both give view 'a' its sample text; write one of them")),
        .file(inLayout("view a: UILabel style body 1️⃣font 17"), error(.conflictingContent, 1, "'font' and 'style' both give view 'a' its font; write one of them ('style' scales with Dynamic Type, 'font' does not)")),
        .file(inLayout("view a: UILabel 1️⃣title \"Skip\""), error(.contentNotForClass, 1, "'title' is not sample content of class UILabel (view 'a'); use 'text'")),
        .file(inLayout("view a: UIButton 1️⃣text \"Skip\""), error(.contentNotForClass, 1, "'text' is not sample content of class UIButton (view 'a'); use 'title'")),
        .file(inLayout("view a: UILabel 1️⃣placeholder \"Email\""), error(.contentNotForClass, 1, "'placeholder' is not sample content of class UILabel (view 'a'); use 'text'")),
        .file(inLayout("view a: UIView 1️⃣text \"Hi\""), error(.contentNotForClass, 1, "'text' is not sample content of class UIView (view 'a')")),
        .file(inLayout("view a 1️⃣text \"Hi\""), error(.contentNotForClass, 1, "'text' is not sample content of class UIView (view 'a')")),
        .file(inLayout("view a 1️⃣text \"Hi\""), platform: .appkit, error(.contentNotForClass, 1, "'text' is not sample content of class NSView (view 'a')")),
        .file(inLayout("view a: UISwitch 1️⃣style body"), error(.contentNotForClass, 1, "'style' is not sample content of class UISwitch (view 'a')")),
        .file(inLayout("view a: UIImageView 1️⃣text \"Hi\""), error(.contentNotForClass, 1, "'text' is not sample content of class UIImageView (view 'a')")),
        .file(inLayout("view a: UIButton title \"Skip\" 1️⃣lines 2"), error(.contentNotForClass, 1, "'lines' is not sample content of class UIButton (view 'a')")),
        .file(inLayout("view a: UILabel text \"Hi\" 1️⃣x"), error(.unexpectedText, 1, "unexpected 'x' after the declaration of view 'a'")),
        // The same in Apple's dialect: a declaration is never Apple VFL, so content is read there too.
        .file(inLayout("view a: UILabel lines 1️⃣-1"), dialect: .apple, error(.invalidLineCount, 1, "'lines' takes the number of lines: 0 (as many as the text needs) or a whole number from 1 to 10000, not '-1'")),
    ]

    @Test(arguments: diagnostics)
    func diagnostic(_ example: ExtensionDiagnosticCase) {
        let summaries = diagnosticSummaries(
            example.example.source, platform: example.example.platform, dialect: example.dialect, expected: example.example.expected)
        #expect(summaries.actual == summaries.expected)
    }

    @Test(arguments: [Dialect.vflgen, .apple])
    func theIssuesExamplesReachTheModel(dialect: Dialect) throws {
        let source = """
        layout Welcome {
            view title: UILabel text "Welcome to Grapevine" style title1
            view summary: UILabel text "Photos, stories and messages from the people you follow." style body lines 0
            view name: UILabel text "Ann" "Maximilian Alexander Featherstonehaugh" font 17 semibold
            view skip: UIButton title "Skip" style body
            view email: UITextField placeholder "Email" style body
            view hero: UIImageView image 1200x675
            view plain: UILabel
            view custom: GreetingLabel text "Hi" font 12.5 lines 2 intrinsic 100x_
            V:|[title][summary][name][skip][email][hero][plain][custom]|
            H:|[title]|
            H:|[summary]|
            H:|[name]|
            H:|[skip]|
            H:|[email]|
            H:|[hero]|
            H:|[plain]|
            H:|[custom]|
        }
        """
        let result = VFLCompiler.compile(SourceFile(path: "Welcome.vfl", text: source), platform: .uikit, dialect: dialect)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.file.layouts.first)
        let title = try #require(layout.view(named: "title")?.content)
        #expect(title.textRole == .text && title.texts.map(\.value) == ["Welcome to Grapevine"] && title.font == .style("title1") && title.numberOfLines == 1)
        #expect(source.utf8Text(in: title.range) == "text \"Welcome to Grapevine\" style title1")
        #expect(source.utf8Text(in: title.texts[0].range) == "\"Welcome to Grapevine\"")
        let summary = try #require(layout.view(named: "summary")?.content)
        #expect(summary.lines == 0 && summary.numberOfLines == 0 && summary.font == .style("body"))
        let name = try #require(layout.view(named: "name")?.content)
        #expect(name.texts.map(\.value) == ["Ann", "Maximilian Alexander Featherstonehaugh"] && name.font == .system(size: 17, weight: "semibold"))
        #expect(layout.view(named: "skip")?.content?.textRole == .title)
        #expect(layout.view(named: "email")?.content?.textRole == .placeholder)
        #expect(layout.view(named: "hero")?.content?.image == SampleContent.ImageSize(width: 1200, height: 675))
        #expect(layout.view(named: "hero")?.content?.texts.isEmpty == true)
        #expect(layout.view(named: "plain")?.content == nil)
        let custom = try #require(layout.view(named: "custom"))
        #expect(custom.content?.font == .system(size: 12.5, weight: nil) && custom.content?.lines == 2 && custom.intrinsicWidth == 100)
    }

    @Test func escapesAreDecodedAndACommentAfterAStringIsStillAComment() throws {
        let source = #"""
        layout L {
            view a: UILabel text "Say \"hi\" \\ http://x.org \u{E9}\tend" // the sample
            [a]
        }
        """#
        let result = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let a = try #require(result.file.layouts.first?.view(named: "a")?.content)
        #expect(a.texts.map(\.value) == ["Say \"hi\" \\ http://x.org é\tend"])
    }

    /// The formatter puts one space between a declaration's words and keeps each string as
    /// written (spaces and `//` inside it); formatting twice changes nothing.
    @Test func theFormatterKeepsStringsAndSpacesTheClauses() {
        let source = "layout L {\nview a:UILabel   text  \"Hello   // world\"   \"B\"  style   body lines 0  // note\n[a]\n}\n"
        let formatted = VFLFormatter.format(source)
        #expect(formatted == "layout L {\n    view a: UILabel text \"Hello   // world\" \"B\" style body lines 0  // note\n    [a]\n}\n")
        #expect(VFLFormatter.format(formatted) == formatted)
    }

    @Test func commentStartSkipsStrings() {
        #expect(StringLiterals.commentStart(in: Array(#"view a text "a//b" // c"#.utf8)) == 19)
        #expect(StringLiterals.commentStart(in: Array(#"view a text "a\"//b""#.utf8)) == nil)
        #expect(StringLiterals.commentStart(in: Array("H:|[a]| // c".utf8)) == 8)
    }
}

extension String {
    /// The text of a byte range of this string.
    func utf8Text(in range: SourceRange) -> String {
        String(decoding: Array(utf8)[range.start..<range.end], as: UTF8.self)
    }
}
