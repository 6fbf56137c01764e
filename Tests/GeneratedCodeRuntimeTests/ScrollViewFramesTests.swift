import Foundation
import GeneratedCodeTestSupport
import Testing

/// The golden fixture with a scroll view (Tests/VFLGenCLITests/Fixtures/ScrollViews.vfl →
/// ScrollViews.uikit.swift, compiled here from `ScrollViews/`), run on the engine-backed
/// stand-in UIKit: the views are installed in the scroll view (and the title in the card
/// inside it), and their frames in the container's coordinates at scroll offset 0, and the
/// scroll view's content size, are those `vflgen frames` prints.
@MainActor
@Suite struct ScrollViewFramesTests {
    static let fixtures = FramesTool.packageRoot.appendingPathComponent("Tests/VFLGenCLITests/Fixtures")
    static let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ScrollViews/ScrollViews+VFL.swift")

    /// The compiled copy is the reviewed golden file. Re-copy it when the golden file changes.
    @Test func compiledCopyIsTheGoldenFixture() throws {
        let golden = Self.fixtures.appendingPathComponent("ScrollViews.uikit.swift")
        #expect(try String(contentsOf: Self.compiled, encoding: .utf8) == String(contentsOf: golden, encoding: .utf8))
    }

    struct Setting: CustomTestStringConvertible, Sendable {
        var name: String
        var width: Double, height: Double
        var safeArea: Insets
        var keyboard: Double
        var testDescription: String { name }

        var arguments: [String] {
            [
                "--size", "\(Int(width))x\(Int(height))",
                "--margins", [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map { ($0 + 8).shortestText }.joined(separator: ","),
                "--safe-area", [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map(\.shortestText).joined(separator: ","),
                "--keyboard", keyboard.shortestText,
            ]
        }
    }

    nonisolated static let settings = [
        Setting(name: "portrait, keyboard hidden", width: 390, height: 844, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0), keyboard: 0),
        Setting(name: "portrait, keyboard shown", width: 390, height: 844, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0), keyboard: 336),
        Setting(name: "landscape, keyboard shown", width: 844, height: 390, safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47), keyboard: 209),
    ]

    static func expected(_ setting: Setting) -> String {
        let output = FramesTool.run(["frames", "ScrollViews.vfl"] + setting.arguments, in: fixtures)
        #expect(output.stderr == "")
        return output.stdout
    }

    static func run(_ setting: Setting) throws -> ExampleRun {
        let file = fixtures.appendingPathComponent("ScrollViews.vfl")
        let run = ExampleRun("SignIn", width: setting.width, height: setting.height, intrinsicSizes: try FramesTool.intrinsicHints(file: file, layout: "SignIn", platform: .uikit))
        run.scene.setSafeArea(setting.safeArea)
        run.scene.setKeyboardHeight(setting.keyboard)
        return run
    }

    @Test(arguments: settings)
    func framesMatchVFLGenFrames(setting: Setting) throws {
        let expected = Self.expected(setting)
        #expect(expected.hasPrefix("# SignIn\n"))
        #expect(expected.contains("\nform.content "))
        #expect(try Self.run(setting).activate() == expected)
    }

    // By hand, portrait: the content starts at the form's top (47, the safe area); the card 24
    // below it, 16 in from each side of the 390-point content (its width is the form's).
    @Test func contentStartsAtTheScrollViewsOriginAndHasItsWidth() throws {
        let frames = try Self.run(Self.settings[0]).activate()
        #expect(frames.contains("\ncard 16 71 358 "))
        #expect(frames.contains("\nform.content 390 "))
    }
}
