import Foundation
import GeneratedCodeTestSupport
import Testing

/// The golden fixture that uses every vflgen extension (Tests/VFLGenCLITests/Fixtures/
/// Extensions.vfl → Extensions.uikit.swift, compiled here from `Extensions/`), run on the
/// engine-backed stand-in UIKit: the same frames as `vflgen frames` for the same safe area,
/// margins, keyboard and direction.
@MainActor
@Suite struct ExtensionsFramesTests {
    static let fixtures = FramesTool.packageRoot.appendingPathComponent("Tests/VFLGenCLITests/Fixtures")
    static let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Extensions/Extensions+VFL.swift")

    /// The compiled copy is the reviewed golden file. Re-copy it when the golden file changes.
    @Test func compiledCopyIsTheGoldenFixture() throws {
        let golden = Self.fixtures.appendingPathComponent("Extensions.uikit.swift")
        #expect(try String(contentsOf: Self.compiled, encoding: .utf8) == String(contentsOf: golden, encoding: .utf8))
    }

    struct Setting: CustomTestStringConvertible, Sendable {
        var name: String
        var width: Double, height: Double
        var safeArea: Insets
        var keyboard: Double
        var rightToLeft = false
        var testDescription: String { name }

        /// UIKit's margins guide: `layoutMargins` (8) measured from the safe area.
        var marginsGuide: String {
            [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map { ($0 + 8).shortestText }.joined(separator: ",")
        }

        var arguments: [String] {
            var arguments = [
                "--size", "\(Int(width))x\(Int(height))", "--margins", marginsGuide,
                "--safe-area", [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map(\.shortestText).joined(separator: ","),
                "--keyboard", keyboard.shortestText,
            ]
            if rightToLeft { arguments.append("--rtl") }
            return arguments
        }
    }

    nonisolated static let portraitSafeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
    nonisolated static let landscapeSafeArea = Insets(top: 0, left: 47, bottom: 21, right: 47)
    nonisolated static let settings = [
        Setting(name: "portrait, keyboard hidden", width: 390, height: 844, safeArea: portraitSafeArea, keyboard: 0),
        Setting(name: "portrait, keyboard shown", width: 390, height: 844, safeArea: portraitSafeArea, keyboard: 336),
        Setting(name: "landscape, keyboard hidden", width: 844, height: 390, safeArea: landscapeSafeArea, keyboard: 0),
        Setting(name: "landscape, keyboard shown", width: 844, height: 390, safeArea: landscapeSafeArea, keyboard: 209),
        Setting(name: "portrait, right-to-left", width: 390, height: 844, safeArea: portraitSafeArea, keyboard: 0, rightToLeft: true),
        Setting(name: "iPad, keyboard shown", width: 1024, height: 768, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), keyboard: 398),
    ]

    static func expected(_ setting: Setting) -> String {
        let output = FramesTool.run(["frames", "Extensions.vfl"] + setting.arguments, in: fixtures)
        #expect(output.stderr == "")
        return output.stdout
    }

    static func run(_ setting: Setting) throws -> ExampleRun {
        let hints = try FramesTool.intrinsicHints(file: fixtures.appendingPathComponent("Extensions.vfl"), layout: "Extensions", platform: .uikit)
        let run = ExampleRun("Extensions", width: setting.width, height: setting.height, intrinsicSizes: hints)
        run.scene.setBaselines(try FramesTool.baselineHints(file: fixtures.appendingPathComponent("Extensions.vfl"), layout: "Extensions", platform: .uikit))
        run.scene.setSafeArea(setting.safeArea)
        run.scene.setKeyboardHeight(setting.keyboard)
        run.scene.rightToLeft = setting.rightToLeft
        return run
    }

    @Test(arguments: settings)
    func framesMatchVFLGenFrames(setting: Setting) throws {
        let expected = Self.expected(setting)
        #expect(expected.hasPrefix("# Extensions\n"))
        let actual = try Self.run(setting).activate()
        #expect(actual == expected)
    }

    /// The keyboard coming up and going away while the layout is active moves the field and
    /// the equal gaps above it, and rotation changes the safe area, as a live app sees them.
    @Test func keyboardAndRotationWhileActive() throws {
        let settings = Self.settings
        let run = try Self.run(settings[0])
        #expect(run.activate() == Self.expected(settings[0]))
        for next in [settings[1], settings[0], settings[2], settings[3]] {
            run.scene.resize(width: next.width, height: next.height)
            run.scene.setSafeArea(next.safeArea)
            run.scene.setKeyboardHeight(next.keyboard)
            #expect(run.frames() == Self.expected(next), "\(next.name)")
        }
    }

    // By hand: the header (21 high, baseline 17) starts 47 + 16 = 63 down; the badge (12 high,
    // baseline 10) sits on its last baseline: 63 + 17 − 10 = 70. It spans 390 − 8 − 40 = 342…382.
    @Test func badgeSitsOnTheHeadersBaseline() throws {
        #expect(try Self.run(Self.settings[0]).activate().contains("header 8 63 326 21\nbadge 342 70 40 12\n"))
    }

    // By hand, portrait with the keyboard hidden: the keyboard guide's top is the safe area's
    // bottom, 844 − 34 = 810; field 8 above: y 758; send beside it (field height 44, width
    // 2 × 44 + pad 12 = 100). The field's leading gap equals send's trailing gap:
    // (390 − 100 − 8 − 100) / 2 = 91 (field at its 100 minimum: the `>=8@low` gap is weak, so
    // it stays 8). Shown (336): y 844 − 336 − 8 − 44 = 456.
    @Test(arguments: [(0.0, "field 91 758 100 44\nsend 199 758 100 44\n"), (336, "field 91 456 100 44\nsend 199 456 100 44\n")])
    func fieldRidesOnTheKeyboard(keyboard: Double, frames: String) throws {
        var setting = Self.settings[0]
        setting.keyboard = keyboard
        #expect(try Self.run(setting).activate().hasSuffix(frames))
    }

    /// Assigning `metrics.pad` updates the spacing above the caption and the constant of the
    /// proportion `send.width == field.height * 2 + pad` in place: the frames of `vflgen
    /// frames` on the file with the new value written in.
    @Test(arguments: [Self.settings[0], Self.settings[3]])
    func liveMetricInAProportion(setting: Setting) throws {
        let run = try Self.run(setting)
        #expect(run.activate() == Self.expected(setting))
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Extensions.vfl"), encoding: .utf8)
        #expect(text.contains("metric pad = 12\n"))
        let edited = try FramesTool.frames(text: text.replacingOccurrences(of: "metric pad = 12\n", with: "metric pad = 20\n"), setting.arguments)
        run.driver.setMetric("pad", 20)
        #expect(run.frames() == edited.stdout)
        #expect(edited.stdout.contains(" 108 44\n"))  // send: 2 × 44 + 20
    }
}
