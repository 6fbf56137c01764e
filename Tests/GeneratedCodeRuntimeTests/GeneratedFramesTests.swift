import GeneratedCodeTestSupport
import Testing
import VFLEngine

/// The generated code of every example layout, run against the engine-backed stand-in UIKit,
/// lays out exactly as `vflgen frames` says for the same inputs (size, variant, content size
/// category): the labels get the file's sample text, font and line count and measure it
/// themselves (``SampleText``); the other views get the sizes `frames` gives them as their
/// `intrinsicContentSize`.
@MainActor
@Suite struct GeneratedFramesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var layout: String
        var variant: String?
        var testDescription: String { "\(layout)\(variant.map { ".\($0)" } ?? "")" }
    }

    nonisolated static let cases: [Case] = [
        Case(file: "Welcome.vfl", layout: "Welcome"),
        Case(file: "Onboarding.vfl", layout: "Onboarding"),
        Case(file: "Gallery.vfl", layout: "Gallery", variant: "portrait"),
        Case(file: "Gallery.vfl", layout: "Gallery", variant: "landscape"),
        Case(file: "NewsCard.vfl", layout: "NewsCard"),
        Case(file: "ThreeLabels.vfl", layout: "ThreeLabels"),
        Case(file: "FindBar.vfl", layout: "FindBar"),
        Case(file: "IconRow.vfl", layout: "IconRow"),
        Case(file: "SplitViews.vfl", layout: "SideBySide"),
        Case(file: "SplitViews.vfl", layout: "Stacked"),
        Case(file: "SignIn.vfl", layout: "SignInForm"),
    ]
    nonisolated static let sizes: [(width: Double, height: Double)] = [(390, 844), (844, 390), (1024, 768)]

    static func expected(_ example: Case, width: Double, height: Double) -> String {
        var arguments = ["--layout", example.layout, "--size", "\(Int(width))x\(Int(height))"]
        if let variant = example.variant { arguments += ["--variant", variant] }
        return FramesTool.frames(example: example.file, arguments).stdout
    }

    /// The example run with its sample text at `content`.
    static func run(_ example: Case, width: Double, height: Double, content: ContentConfiguration = .standard) throws -> ExampleRun {
        let text = try SampleText(example: example.file, layout: example.layout)
        let run = ExampleRun(example.layout, width: width, height: height, intrinsicSizes: text.otherHints)
        text.apply(to: run.scene, content: content)
        return run
    }

    @Test(arguments: cases, [0, 1, 2])
    func framesMatchVFLGenFrames(example: Case, sizeIndex: Int) throws {
        let size = Self.sizes[sizeIndex]
        let run = try Self.run(example, width: size.width, height: size.height)
        let expected = Self.expected(example, width: size.width, height: size.height)
        #expect(!expected.isEmpty)
        #expect(run.activate(example.variant) == expected)
    }

    /// Issue 38: at two content size categories (and with long text) the labels' fonts,
    /// `preferredFont(forTextStyle:compatibleWith:)` with `adjustsFontForContentSizeCategory`
    /// under the container's `UITraitCollection(preferredContentSizeCategory:)`, scale and wrap
    /// exactly as `vflgen frames --content-size … [--long-text]` says.
    @Test(arguments: cases, [
        ContentConfiguration(category: .large), ContentConfiguration(category: .ax5),
        ContentConfiguration(category: .large, longText: true), ContentConfiguration(category: .ax5, longText: true),
    ])
    func contentSizesMatchVFLGenFrames(example: Case, content: ContentConfiguration) throws {
        let run = try Self.run(example, width: 390, height: 844, content: content)
        var arguments = ["--layout", example.layout, "--size", "390x844", "--content-size", content.categoryName]
        if content.longText { arguments.append("--long-text") }
        if let variant = example.variant { arguments += ["--variant", variant] }
        let expected = FramesTool.frames(example: example.file, arguments)
        #expect(expected.status == .success, "\(expected.stderr)")
        // The header names the content (`# NewsCard · AX5`) but not the default category.
        let body = expected.stdout.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? ""
        let actual = run.activate(example.variant).split(separator: "\n", maxSplits: 1).last.map(String.init) ?? ""
        #expect(!body.isEmpty)
        #expect(actual == body)
    }

    /// The labels really are sized by their text: at AX5 a wrapping label of a text style is
    /// taller than at L (NewsCard's headline, ThreeLabels' labels).
    @Test func ax5LabelsAreTallerThanAtTheDefaultSize() throws {
        for (file, layout, label) in [("NewsCard.vfl", "NewsCard", "headline"), ("ThreeLabels.vfl", "ThreeLabels", "two")] {
            let example = Case(file: file, layout: layout)
            let large = try Self.run(example, width: 390, height: 844, content: ContentConfiguration(category: .large))
            let ax5 = try Self.run(example, width: 390, height: 844, content: ContentConfiguration(category: .ax5))
            _ = large.activate()
            _ = ax5.activate()
            let l = SampleText.measured(label, in: large.scene), a = SampleText.measured(label, in: ax5.scene)
            #expect(a.height > l.height * 2, "\(layout).\(label): \(l) at L, \(a) at AX5")
            #expect(a.pointSize > l.pointSize)
        }
    }

    /// `semanticContentAttribute = .forceRightToLeft` on the container lays out like
    /// `vflgen frames --rtl`.
    @Test(arguments: cases)
    func rightToLeftMatchesVFLGenFrames(example: Case) throws {
        let run = try Self.run(example, width: 390, height: 844)
        run.scene.rightToLeft = true
        var arguments = ["--layout", example.layout, "--size", "390x844", "--rtl"]
        if let variant = example.variant { arguments += ["--variant", variant] }
        #expect(run.activate(example.variant) == FramesTool.frames(example: example.file, arguments).stdout)
    }

    /// Resizing the container (rotation) re-lays out the active constraints.
    @Test(arguments: cases)
    func resizingMatchesVFLGenFramesAtTheNewSize(example: Case) throws {
        let run = try Self.run(example, width: 390, height: 844)
        _ = run.activate(example.variant)
        run.scene.resize(width: 844, height: 390)
        #expect(run.frames(example.variant) == Self.expected(example, width: 844, height: 390))
    }
}
