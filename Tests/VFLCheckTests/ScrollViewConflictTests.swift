import LayoutModel
import Testing
import VFLCheck
import VFLEngine
import VFLLanguage

/// A conflict's minimal set is found with required-only builds that leave out the views no
/// selected constraint uses; a UIKit scroll view left out must not get guides inset from an item
/// it does not have (this crashed `vflgen check`), and one whose guide a selected constraint uses
/// must be kept.
@Suite struct ScrollViewConflictTests {
    static func findings(_ text: String) throws -> [CheckFinding] {
        let compilation = VFLCompiler.compile(SourceFile(path: "C.vfl", text: text), platform: .uikit)
        #expect(!compilation.diagnostics.contains { $0.severity == .error })
        return FileCheck(presets: DevicePresets.uikit, severity: .warning).findings(in: compilation.file)
    }

    @Test func aConflictBesideAnUnusedScrollViewIsNamed() throws {
        let findings = try Self.findings("""
            layout C {
                view sv: UIScrollView
                view a
                H:|[sv]|
                V:|[sv]|
                a.width == 10
                a.width == 20
            }

            """)
        let conflicts = findings.filter { $0.kind == .conflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first.map { Set($0.constraints.map(\.text)) } == ["a.width == 10", "a.width == 20"])
    }

    @Test func aConflictThroughAScrollViewsGuideKeepsTheScrollView() throws {
        // The conflict runs through the content guide only: the scroll view must be in every
        // required-only build that selects a constraint of its guide, or that constraint is
        // dropped from the test and the set shrunk is not minimal (it kept a constraint of the
        // scroll view's own, which brought the scroll view in).
        let findings = try Self.findings("""
            layout C {
                view sv: UIScrollView
                view a in sv
                H:|[sv]|
                V:|[sv]|
                H:sv.content|[a(100)]|sv.content
                V:sv.content|[a(50)]|sv.content
                sv.content.width == 300
            }

            """)
        let conflicts = findings.filter { $0.kind == .conflict }
        #expect(!conflicts.isEmpty)
        for conflict in conflicts {
            #expect(conflict.constraints.map(\.text) == [
                "a.leading == sv.content.leading", "a.width == 100", "sv.content.trailing == a.trailing", "sv.content.width == 300",
            ])
        }
    }
}
