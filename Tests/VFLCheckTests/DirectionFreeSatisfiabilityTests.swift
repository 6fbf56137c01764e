import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage

/// A conflict is shrunk at every size (``SizeAnalysis/minimalConflict(_:layout:variant:size:memo:)``);
/// a satisfiability test of a selection that reads no leading or trailing is answered at a
/// size's right-to-left twin from its left-to-right answer (``SizeAnalysis/SatisfiabilityMemo/directionFree``).
/// The answers, and so the conflicts, must be those of tests built at each size.
@Suite struct DirectionFreeSatisfiabilityTests {
    /// Conflicts on both axes: vertical ones at every size and direction (with the margins and
    /// the container), a horizontal one only right-to-left (`a.left` against `a.leading` and a
    /// fixed width), after the vertical ones (a shrink that finds its members satisfiable
    /// shrinks every constraint up to the last of them instead: another conflict).
    static let text = """
        layout Sides {
            view a
            view b
            view c: UILabel
            V:|-[a(44)]-[b(==a)]-|
            b.height == 300
            H:|-10-[a(100)]
            a.left == superview.left + 10
            H:[b(50)]-|
            c.centerX == superview.centerX
            c.width == superview.width * 0.5 + 20
            H:|-[c(200)]
            V:[c(30)]-(20)-|
        }
        """

    static func layout() throws -> Layout {
        try #require(VFLCompiler.compile(SourceFile(path: "Sides.vfl", text: text), platform: .uikit).file.layouts.first)
    }

    /// Every pair and triple of the layout's constraints (as many as a shrink tests).
    static func selections(_ count: Int) -> [[Int]] {
        var result: [[Int]] = []
        for i in 0..<count {
            for j in (i + 1)..<count {
                result.append([i, j])
                for k in (j + 1)..<count { result.append([i, j, k]) }
            }
        }
        return result
    }

    /// The property the memo reads: a selection without leading or trailing is (un)satisfiable
    /// right-to-left exactly as left-to-right, at the same size; and a selection with them can
    /// differ (so the next test can tell an answer taken across directions wrongly).
    @Test func aSelectionWithoutLeadingOrTrailingAnswersAlikeInBothDirections() throws {
        let layout = try Self.layout()
        let sizes = CheckSize.sizes(for: layout, variant: nil, presets: Array(DevicePresets.uikit.prefix(4)))
        var directional = 0
        var compared = 0
        for size in sizes where size.environment.layoutDirection == .leftToRight {
            var twin = size
            twin.environment.layoutDirection = .rightToLeft
            for selection in Self.selections(layout.constraints.count) {
                let left = AnalysisModel.isSatisfiable(layout, variant: nil, size: size, selection)
                let right = AnalysisModel.isSatisfiable(layout, variant: nil, size: twin, selection)
                if selection.contains(where: { layout.constraints[$0].usesDirectionalAttributes }) {
                    if left != right { directional += 1 }
                } else {
                    #expect(left == right, "\(selection) at \(size.name)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
        #expect(directional > 0)
    }

    /// Conflicts shrunk with one memo across every size, left-to-right before right-to-left as
    /// the check goes, are the conflicts shrunk without it; the memo answers some tests.
    @Test func conflictsShrunkWithTheMemoAreThoseWithout() throws {
        let layout = try Self.layout()
        let sizes = CheckSize.sizes(for: layout, variant: nil, presets: Array(DevicePresets.uikit.prefix(4)))
        #expect(sizes.contains { $0.environment.layoutDirection == .rightToLeft })
        let memo = SizeAnalysis.SatisfiabilityMemo()
        let all = Array(layout.constraints.indices)
        // `a`'s leading, left and width: satisfiable left-to-right, a conflict right-to-left.
        let sides = all.filter { index in ["a.leading ", "a.left ", "a.width "].contains { layout.constraints[index].text.hasPrefix($0) } }
        #expect(sides.count == 3)
        var conflicts = 0
        for size in sizes {
            // The engine's rejections there, one that names every constraint (a shrink of the
            // whole layout, which tests the most selections), and one of `a`'s sides, whose
            // answer an answer taken across directions would get wrong.
            var rejections = AnalysisModel(layout, variant: nil, size: size).rejections
            rejections.append(AnalysisModel.Rejection(index: all.last!, conflicting: Array(all.dropLast()), containerItems: []))
            rejections.append(AnalysisModel.Rejection(index: sides.last!, conflicting: Array(sides.dropLast()), containerItems: []))
            for rejection in rejections {
                let shared = SizeAnalysis.minimalConflict(rejection, layout: layout, variant: nil, size: size, memo: memo)
                let alone = SizeAnalysis.minimalConflict(rejection, layout: layout, variant: nil, size: size)
                #expect(shared.members == alone.members, "at \(size.name)")
                conflicts += 1
            }
        }
        #expect(conflicts > sizes.count)
        #expect(!memo.directionFree.isEmpty)
    }

    @Test func theKeyLeavesOutSelectionsWithLeadingOrTrailing() throws {
        let layout = try Self.layout()
        let size = try #require(CheckSize.sizes(for: layout, variant: nil, presets: DevicePresets.uikit).first)
        let leading = try #require(layout.constraints.firstIndex { $0.usesDirectionalAttributes })
        let physical = try #require(layout.constraints.firstIndex { !$0.usesDirectionalAttributes })
        #expect(SizeAnalysis.SatisfiabilityMemo.directionFreeKey([physical], of: layout.constraints, at: size) != nil)
        #expect(SizeAnalysis.SatisfiabilityMemo.directionFreeKey([physical, leading], of: layout.constraints, at: size) == nil)
    }
}
