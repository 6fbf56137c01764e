import GeneratedCodeTestSupport
import Testing

/// The generated code of every example layout, run against the engine-backed stand-in UIKit,
/// lays out exactly as `vflgen frames` says for the same inputs (size, variant, the file's
/// intrinsic size hints given to the views as their `intrinsicContentSize`).
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
    ]
    nonisolated static let sizes: [(width: Double, height: Double)] = [(390, 844), (844, 390), (1024, 768)]

    static func expected(_ example: Case, width: Double, height: Double) -> String {
        var arguments = ["--layout", example.layout, "--size", "\(Int(width))x\(Int(height))"]
        if let variant = example.variant { arguments += ["--variant", variant] }
        return FramesTool.frames(example: example.file, arguments).stdout
    }

    @Test(arguments: cases, [0, 1, 2])
    func framesMatchVFLGenFrames(example: Case, sizeIndex: Int) throws {
        let size = Self.sizes[sizeIndex]
        let hints = try FramesTool.intrinsicHints(example: example.file, layout: example.layout, platform: .uikit)
        let run = ExampleRun(example.layout, width: size.width, height: size.height, intrinsicSizes: hints)
        let expected = Self.expected(example, width: size.width, height: size.height)
        #expect(!expected.isEmpty)
        #expect(run.activate(example.variant) == expected)
    }

    /// `semanticContentAttribute = .forceRightToLeft` on the container lays out like
    /// `vflgen frames --rtl`.
    @Test(arguments: cases)
    func rightToLeftMatchesVFLGenFrames(example: Case) throws {
        let hints = try FramesTool.intrinsicHints(example: example.file, layout: example.layout, platform: .uikit)
        let run = ExampleRun(example.layout, width: 390, height: 844, intrinsicSizes: hints)
        run.scene.rightToLeft = true
        var arguments = ["--layout", example.layout, "--size", "390x844", "--rtl"]
        if let variant = example.variant { arguments += ["--variant", variant] }
        #expect(run.activate(example.variant) == FramesTool.frames(example: example.file, arguments).stdout)
    }

    /// Resizing the container (rotation) re-lays out the active constraints.
    @Test(arguments: cases)
    func resizingMatchesVFLGenFramesAtTheNewSize(example: Case) throws {
        let hints = try FramesTool.intrinsicHints(example: example.file, layout: example.layout, platform: .uikit)
        let run = ExampleRun(example.layout, width: 390, height: 844, intrinsicSizes: hints)
        _ = run.activate(example.variant)
        run.scene.resize(width: 844, height: 390)
        #expect(run.frames(example.variant) == Self.expected(example, width: 844, height: 390))
    }
}
