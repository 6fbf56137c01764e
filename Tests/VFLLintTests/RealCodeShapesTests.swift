import Foundation
import Testing
import VFLGenCLI

/// The shapes of issue #36, each in its fixture: what lint and migrate make of it, checked
/// directly (the goldens hold the whole output).
@Suite struct RealCodeShapesTests {
    typealias Fixtures = FixtureGoldenTests

    /// Migrates `source` into a fresh folder: the printed output and the written file.
    static func migrate(_ source: String) throws -> (output: String, vfl: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-shapes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Fixtures.run(["migrate", source, "--output", folder.path])
        #expect(result.status == .success, "\(result.errors)")
        let vfl = try String(contentsOf: folder.appendingPathComponent("\(Fixtures.baseName(source)).vfl"), encoding: .utf8)
        return (result.output, vfl)
    }

    // Every call of the wrapper is checked with the literals it passes, the misspelt view
    // among them; the wrapper's own VFL call is left to its callers.
    @Test func passThroughWrapperCallsAreChecked() {
        let result = Fixtures.run(["lint", "Shapes/PassThroughWrapper.swift"])
        #expect(result.output.contains("error: unknown view 'bdoy'"), "\(result.output)")
        #expect(result.output.contains("6 VFL calls in 1 file: 5 checked, 1 not checked"), "\(result.output)")
        #expect(result.output.contains("it is the body of the helper 'constraints'"))
        #expect(!result.output.contains("is not a string literal in this function"))
    }

    // A call that fits two helpers naming their views differently says so; the types' own
    // calls go to their own helper.
    @Test func ambiguousHelperCallSaysSo() {
        let result = Fixtures.run(["lint", "Helpers/Overloads.swift"])
        #expect(result.output.contains("not checked: the call fits 2 helpers named 'pin' (Overloads.swift:10, Overloads.swift:28) that read it differently"), "\(result.output)")
        #expect(result.output.contains("7 VFL calls in 1 file: 4 checked, 3 not checked"), "\(result.output)")
    }

    // `Dictionary(dictionaryLiteral:) as [String: Any]` and `[…] as [String: UIView]` are the
    // dictionaries they cast.
    @Test func castDictionariesAreRead() {
        let result = Fixtures.run(["lint", "Shapes/DictionaryCast.swift"])
        #expect(result.output.contains("3 VFL calls in 1 file: 3 checked, 0 not checked; 0 errors"), "\(result.output)")
    }

    // `label` bound to the top text, then to the meme label: two views, two names, and the
    // meme label keeps the one name it already had.
    @Test func aReboundKeyGivesOneNamePerView() throws {
        let (output, vfl) = try Self.migrate("Shapes/ReboundKey.swift")
        let views = vfl.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("view ") }
        #expect(views.count == 3, "\(vfl)")
        #expect(vfl.contains("V:[memeLabel]-20-|"), "\(vfl)")
        #expect(output.contains("memeImage: memeImage, memeLabel: memeLabel, label: topText)"), "\(output)")
    }

    // A view controller's calls that never name their container go to its `view`, which the
    // layout is checked as (the device presets: no `container` line).
    @Test func aViewControllersContainerIsItsView() throws {
        let (output, vfl) = try Self.migrate("Shapes/PlainViewController.swift")
        #expect(output.contains("let layout = InboxViewDidLoadLayout(in: view, "), "\(output)")
        #expect(output.contains("let layout = SettingsSetUpLayout(in: view, "), "\(output)")
        #expect(!output.contains("(in: self"))
        #expect(!vfl.contains("container "), "\(vfl)")
    }
}
