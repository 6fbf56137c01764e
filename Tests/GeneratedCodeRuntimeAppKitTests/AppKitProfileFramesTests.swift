import GeneratedCodeTestSupport
import Testing

/// Profile.vfl (issue 22's screen) as generated AppKit code on the stand-in AppKit lays out
/// as `vflgen frames --platform appkit` says, in both variants, in an unflipped container
/// (AppKit's default) and a flipped one.
@MainActor
@Suite struct AppKitProfileFramesTests {
    @Test(arguments: [(390.0, 844.0, "narrow"), (1024, 768, "wide")], [false, true])
    func generatedCodeMatchesVFLGenFrames(size: (Double, Double, String), flipped: Bool) throws {
        let (width, height, variant) = size
        let file = FramesTool.examples.appendingPathComponent("Profile.vfl")
        let hints = try FramesTool.intrinsicHints(example: "Profile.vfl", layout: "Profile", platform: .appkit)
        let baselines = try FramesTool.baselineHints(file: file, layout: "Profile", platform: .appkit)
        let wrapping = try FramesTool.wrappingSizes(file: file, layout: "Profile", platform: .appkit)
        #expect(wrapping.keys.sorted() == ["bio", "name"])
        let result = AppKitProfileScenario.layOut(
            width: width, height: height, flipped: flipped, hints: hints, baselines: baselines, wrapping: wrapping)
        let expected = FramesTool.frames(
            example: "Profile.vfl", ["--platform", "appkit", "--layout", "Profile", "--size", "\(Int(width))x\(Int(height))", "--variant", variant])
        #expect(expected.status == .success, "\(expected.stderr)")
        #expect(result.variant == variant)
        #expect(!expected.stdout.isEmpty)
        #expect(result.frames == expected.stdout)
    }
}
