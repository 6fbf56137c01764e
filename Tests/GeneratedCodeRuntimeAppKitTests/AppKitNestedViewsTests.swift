import Foundation
import GeneratedCodeTestSupport
import Testing

/// Views inside another view on AppKit (`view title: UILabel in card`, issue 43): the golden
/// fixture Tests/VFLGenCLITests/Fixtures/NestedViews.vfl → NestedViews.appkit.swift, compiled
/// here from `NestedViews/`, run on the engine-backed stand-in AppKit. The card is a plain
/// `NSView`, so unflipped: its subviews' frames are in its own coordinates, y from its bottom.
/// The generated code installs the title and the detail in the card, and their frames,
/// brought into the container top-down, are those `vflgen frames --platform appkit` prints,
/// in an unflipped and in a flipped container.
@MainActor
@Suite struct AppKitNestedViewsTests {
    static let fixtures = FramesTool.packageRoot.appendingPathComponent("Tests/VFLGenCLITests/Fixtures")
    static let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("NestedViews/NestedViews+VFL.swift")

    /// The compiled copy is the reviewed golden file. Re-copy it when the golden file changes.
    @Test func compiledCopyIsTheGoldenFixture() throws {
        let golden = Self.fixtures.appendingPathComponent("NestedViews.appkit.swift")
        #expect(try String(contentsOf: Self.compiled, encoding: .utf8) == String(contentsOf: golden, encoding: .utf8))
    }

    static func expected(size: String) -> String {
        let output = FramesTool.run(["frames", "NestedViews.vfl", "--platform", "appkit", "--layout", "Cards", "--size", size], in: fixtures)
        #expect(output.stderr == "")
        return output.stdout
    }

    static func run(flipped: Bool) throws -> AppKitExampleRun {
        let hints = try FramesTool.intrinsicHints(file: fixtures.appendingPathComponent("NestedViews.vfl"), layout: "Cards", platform: .appkit)
        return AppKitExampleRun("Cards", width: 800, height: 600, flipped: flipped, intrinsicSizes: hints)
    }

    @Test(arguments: [false, true])
    func framesMatchVFLGenFrames(flipped: Bool) throws {
        let run = try Self.run(flipped: flipped)
        let expected = Self.expected(size: "800x600")
        #expect(expected.hasPrefix("# Cards\n"))
        #expect(run.activate() == expected)
        run.scene.resize(width: 1024, height: 768)
        #expect(run.frames() == Self.expected(size: "1024x768"))
    }

    /// The generated code puts the title and the detail in the card, the card in the container.
    @Test func viewsAreInstalledInTheirParent() throws {
        let run = try Self.run(flipped: false)
        _ = run.activate()
        let card = run.scene.views.first { $0.name == "card" }!.view
        #expect(card.superview === run.scene.container)
        for name in ["title", "detail"] {
            #expect(run.scene.views.first { $0.name == name }!.view.superview === card, "\(name)")
        }
    }

    // By hand, from the card's own coordinates (unflipped: y from its bottom). V:|-12-[title]-8-
    // [detail]-12-| inside the card: the detail 12 above the card's bottom, the title 8 above
    // the detail; both 12 in from the card's sides, the card 768 wide (800 − 2 × 16).
    @Test func rawFramesAreInTheUnflippedCardsCoordinates() throws {
        let run = try Self.run(flipped: false)
        _ = run.activate()
        let title = run.scene.views.first { $0.name == "title" }!.view.frame
        let detail = run.scene.views.first { $0.name == "detail" }!.view.frame
        let card = run.scene.views.first { $0.name == "card" }!.view.frame
        #expect(detail.minX == 12 && detail.minY == 12 && detail.width == 744)
        #expect(title.minX == 12 && title.minY == 12 + detail.height + 8)
        #expect(card.height == 12 + title.height + 8 + detail.height + 12)
        // The card hangs 16 below the container's top: in the unflipped container, its y is
        // from the bottom.
        #expect(card.minX == 16 && card.minY == 600 - 16 - card.height)
    }
}
