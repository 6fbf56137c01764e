import LayoutModel
import Testing
@testable import VFLEngine

/// `vflgen check` and `vflgen frames` solve one model (``ContentSizeTable``, the engine, the
/// constraints in file order): on every layout they agree whether a required constraint is
/// left out, and every conflict the check reports is minimal.
@Suite struct CheckFramesAgreementTests {
    static let classes: [String?] = [nil, "UILabel", "UIButton", "UIImageView", "UISlider", "UISwitch", "UIProgressView"]

    /// A random layout whose views get standard classes, `intrinsic` hints (0 × 0 too) and
    /// required content priorities, where content sizes take part in conflicts.
    static func make(_ random: inout SeededRandom) -> Layout {
        var layout = RandomLayouts.make(&random)
        let range = SourceRange(start: 0, end: 0)
        for index in layout.views.indices {
            layout.views[index].type = classes.randomElement(using: &random)!
            if Int.random(in: 0..<4, using: &random) == 0 {
                let zero = Bool.random(using: &random)
                layout.views[index].intrinsicWidth = zero ? 0 : Double(Int.random(in: 1...8, using: &random) * 10)
                layout.views[index].intrinsicHeight = zero ? 0 : Double(Int.random(in: 1...4, using: &random) * 10)
            }
            var priorities: [ContentPriorities?] = []
            for _ in 0..<2 {
                let values = (0..<2).map { _ in Term(Double([250, 750, 1000, 1000].randomElement(using: &random)!)) }
                priorities.append(Bool.random(using: &random) ? ContentPriorities(horizontal: values[0], vertical: values[1], range: range) : nil)
            }
            layout.views[index].hugging = priorities[0]
            layout.views[index].compressionResistance = priorities[1]
        }
        return layout
    }

    @Test func checkConflictsIffFramesLeavesAConstraintOut() {
        var random = SeededRandom(state: 20_261_125)
        let sizes = [Size(width: 300, height: 200), Size(width: 200, height: 320), Size(width: 40, height: 30)]
        var conflicting = 0
        var clean = 0
        for _ in 0..<1_500 {
            let layout = Self.make(&random)
            let checkSizes = sizes.map { CheckSize(name: $0.description, environment: LayoutEnvironment(size: $0)) }
            for (size, analysis) in zip(checkSizes, LayoutCheck.analyses(layout, variant: nil, at: checkSizes)) {
                let solved = LayoutFrames.solve(layout, in: size.environment)
                let text = "\(layout.constraints.map(\.text)) views \(layout.views.map { "\($0.name):\($0.type ?? "-") \($0.intrinsicWidth ?? -1)x\($0.intrinsicHeight ?? -1) h\($0.hugging.map { "\($0.horizontal.value),\($0.vertical.value)" } ?? "-") c\($0.compressionResistance.map { "\($0.horizontal.value),\($0.vertical.value)" } ?? "-")" }) at \(size.name)"
                #expect(analysis.conflicts.isEmpty == solved.unsatisfiable.isEmpty, "\(text)")
                if analysis.conflicts.isEmpty {
                    clean += 1
                    // Same frames where the check says they are determined.
                    let unsure = Set(analysis.undetermined.map(\.view))
                    for view in layout.views.indices where !unsure.contains(view) {
                        #expect(analysis.frames[view] == solved.frames[view].frame, "\(text)")
                    }
                    continue
                }
                conflicting += 1
                for conflict in analysis.conflicts {
                    #expect(!AnalysisModel.isSatisfiable(layout, variant: nil, size: size, conflict.members), "\(text)")
                    for member in conflict.members where conflict.members.count > 1 {
                        let rest = conflict.members.filter { $0 != member }
                        #expect(AnalysisModel.isSatisfiable(layout, variant: nil, size: size, rest), "not minimal: \(conflict.members) \(text)")
                    }
                }
            }
        }
        // Both outcomes in quantity.
        #expect(conflicting > 300)
        #expect(clean > 300)
    }

    /// Issue 23's reproducers: a hugging-1000 image view without a hint is not a conflict
    /// (an image view without an image has no intrinsic size); a slider's compression
    /// resistance 1000 squeezes nothing (it has no intrinsic width); `intrinsic 0x0 hugging
    /// 1000` pinned on all sides conflicts, minimally, with the view's content size named.
    @Test func issueReproducers() throws {
        let range = SourceRange(start: 0, end: 0)
        let required = ContentPriorities(horizontal: Term(1000), vertical: Term(1000), range: range)
        var image = layout(views: ["img"], ["img.left == superview.left", "img.right == superview.right", "img.top == superview.top", "img.bottom == superview.bottom"])
        image.views[0].type = "UIImageView"
        image.views[0].hugging = required
        let screen = CheckSize(name: "400x700", environment: LayoutEnvironment(size: Size(width: 400, height: 700)))
        #expect(LayoutCheck.analyses(image, variant: nil, at: [screen])[0].conflicts.isEmpty)
        #expect(LayoutFrames.solve(image, in: screen.environment).unsatisfiable.isEmpty)

        var slider = layout(views: ["s"], ["s.left == superview.left + 100", "superview.right == s.right + 300"])
        slider.views[0].type = "UISlider"
        slider.views[0].compressionResistance = required
        let narrow = CheckSize(name: "200x100", environment: LayoutEnvironment(size: Size(width: 200, height: 100)))
        let analysis = LayoutCheck.analyses(slider, variant: nil, at: [narrow])[0]
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.offScreen.contains { $0.problem == .negativeWidth && $0.amount == 200 })
        #expect(LayoutFrames.solve(slider, in: narrow.environment).unsatisfiable.isEmpty)

        image.views[0].intrinsicWidth = 0
        image.views[0].intrinsicHeight = 0
        let conflicts = LayoutCheck.analyses(image, variant: nil, at: [screen])[0].conflicts
        let frames = LayoutFrames.solve(image, in: screen.environment).unsatisfiable
        #expect(conflicts.count == 2 && frames.count == 2)  // one per axis
        for conflict in conflicts {
            #expect(conflict.members.count == 2)  // both edges of one axis, not every constraint
            #expect(conflict.containerItems.contains(.view("img")))
        }
        #expect(frames.allSatisfy { $0.conflictingContainerItems.contains(.view("img")) })
    }
}
