import GeneratedCodeTestSupport
import Testing

/// Issue 22's screen (Examples/Layouts/Profile.vfl: an external view, a declared layout guide,
/// equation lines, variants that switch themselves) run as generated code on the stand-in
/// UIKit lays out exactly as `vflgen frames` says for the same container: the header at its
/// declared frame, the `content` guide, the views, in the variant the container's width picks.
@MainActor
@Suite struct ProfileFramesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var width: Double
        var height: Double
        var variant: String
        var testDescription: String { "\(Int(width))x\(Int(height)) → \(variant)" }
    }

    // `variant narrow when width < 600`, `variant wide when width >= 600`.
    nonisolated static let cases = [
        Case(width: 390, height: 844, variant: "narrow"),
        Case(width: 599, height: 900, variant: "narrow"),
        Case(width: 600, height: 900, variant: "wide"),
        Case(width: 844, height: 390, variant: "wide"),
        Case(width: 1024, height: 768, variant: "wide"),
    ]

    static func run(_ example: Case, rightToLeft: Bool = false) throws -> (ProfileScenario.Result, String) {
        let file = FramesTool.examples.appendingPathComponent("Profile.vfl")
        let text = try SampleText(example: "Profile.vfl", layout: "Profile")
        let baselines = try FramesTool.baselineHints(file: file, layout: "Profile", platform: .uikit)
        let result = ProfileScenario.layOut(
            width: example.width, height: example.height, rightToLeft: rightToLeft, hints: text.otherHints, baselines: baselines,
            sampleText: text)
        var arguments = ["--layout", "Profile", "--size", "\(Int(example.width))x\(Int(example.height))", "--variant", example.variant]
        if rightToLeft { arguments.append("--rtl") }
        let expected = FramesTool.frames(example: "Profile.vfl", arguments)
        #expect(expected.status == .success, "\(expected.stderr)")
        return (result, expected.stdout)
    }

    @Test(arguments: cases)
    func generatedCodeMatchesVFLGenFrames(example: Case) throws {
        let (result, expected) = try Self.run(example)
        #expect(result.variant == example.variant)
        #expect(!expected.isEmpty)
        #expect(result.frames == expected)
    }

    // Right-to-left: the badge moves to the name's left (the header keeps its frame).
    @Test(arguments: [cases[0], cases[4]])
    func rightToLeftMatchesVFLGenFrames(example: Case) throws {
        let (result, expected) = try Self.run(example, rightToLeft: true)
        #expect(result.frames == expected)
        let leftToRight = try Self.run(example).0
        #expect(result.frames != leftToRight.frames)
    }

    // Rotating re-picks the variant through the generated `activateVariant(for:size:)`: the
    // narrow constraints are deactivated and the wide ones laid out, and back.
    @Test(arguments: [(cases[0], cases[3]), (cases[3], cases[0])])
    func rotatingSwitchesTheVariant(from: Case, to: Case) throws {
        let file = FramesTool.examples.appendingPathComponent("Profile.vfl")
        let text = try SampleText(example: "Profile.vfl", layout: "Profile")
        let baselines = try FramesTool.baselineHints(file: file, layout: "Profile", platform: .uikit)
        let rotated = ProfileScenario.layOut(
            width: from.width, height: from.height, thenResizeTo: (to.width, to.height), hints: text.otherHints, baselines: baselines,
            sampleText: text)
        #expect(rotated.variant == to.variant)
        let direct = try Self.run(to)
        #expect(rotated.frames == direct.1)
    }

    // By hand at 390 × 844 (narrow): the column fills the margins, 8…382 (374 wide), from 12
    // below the header (88 + 12 = 100) to the bottom margin (844 − 8 = 836: 736 tall); the
    // 96-point avatar centred in it (x 147). The name, "Maximilian Alexander Featherstonehaugh"
    // in the 20 pt semibold system font, is centred with the badge ("PRO", 13 pt bold: 27 wide)
    // 6 after it inside the column, so it gets at most 374 − 2 × (6 + 27) = 308 (it gives way,
    // compression 749) and wraps to two lines, 48 tall, 12 below the avatar (y 208, x 41); the
    // badge at 41 + 308 + 6 = 355, first baselines level: 208 + 19 − 12.5 = 214.5; the bio 8
    // below the name (y 264) across the column, two lines of body text (41).
    @Test func narrowByHand() throws {
        let (result, _) = try Self.run(Self.cases[0])
        #expect(result.frames == """
        # Profile.narrow
        header 0 0 320 88
        content 8 100 374 736
        avatar 147 100 96 96
        name 41 208 308 48
        badge 355 214.5 27 16
        bio 8 264 374 41

        """)
    }
}
