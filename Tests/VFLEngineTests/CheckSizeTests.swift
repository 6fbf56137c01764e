import LayoutModel
import Testing
@testable import VFLEngine

@Suite struct CheckSizeTests {
    let range = SourceRange(start: 0, end: 0)

    /// A self-sizing cell: title 21 high, 4 points, detail 17 high, margins 8 (a plain view):
    /// the fitting height is 8 + 21 + 4 + 17 + 8 = 58; the fitting width of a `_x58` container
    /// is the widest row, 8 + 200 + 8 = 216.
    @Test(arguments: [
        (ContainerDeclaration.Size.fixed(width: 343, height: nil), Size(width: 343, height: 58), "343x_"),
        (.fixed(width: nil, height: 58), Size(width: 216, height: 58), "_x58"),
        (.fixed(width: 343, height: 120), Size(width: 343, height: 120), "343x120"),
    ])
    func fittingSidesAreTheSmallestTheConstraintsAllow(container: ContainerDeclaration.Size, expected: Size, name: String) throws {
        var cell = layout(views: ["title:200x21", "detail:150x17"], [
            "title.leading == margins.leading", "margins.trailing >= title.trailing",
            "detail.leading == margins.leading", "margins.trailing >= detail.trailing",
            "title.top == margins.top", "detail.top == title.bottom + 4", "margins.bottom == detail.bottom",
        ])
        cell.containers = [ContainerDeclaration(size: container, range: range)]
        let sizes = CheckSize.sizes(for: cell, variant: nil, presets: DevicePresets.uikit)
        #expect(sizes.map(\.name) == [name, name + ", right-to-left"])
        let analyses = LayoutCheck.run(cell, presets: DevicePresets.uikit).analyses
        #expect(analyses.map(\.containerSize) == [expected, expected])
        #expect(analyses.allSatisfy { $0.conflicts.isEmpty && $0.offScreen.isEmpty })
        // At its fitting size the cell is determined; 120 high, both labels (hugging 250)
        // could take the extra 62 points: their heights (and the detail's y) are ambiguous.
        let expectedAmbiguities = name == "343x120"
            ? [SizeAnalysis.Ambiguity(view: 0, attributes: [.height]), SizeAnalysis.Ambiguity(view: 1, attributes: [.y, .height])] : []
        #expect(analyses.allSatisfy { $0.ambiguities == expectedAmbiguities })
    }

    @Test func noContainerLineMeansThePresetsAndRightToLeftOnlyWithLeadingOrTrailing() {
        let physical = layout(views: ["a"], ["a.left == superview.left + 10", "a.width == 10", "a.top == superview.top", "a.height == 10"])
        #expect(CheckSize.sizes(for: physical, variant: nil, presets: DevicePresets.uikit).map(\.name) == DevicePresets.uikit.map(\.name))
        var directional = physical
        directional.constraints[0] = constraint("a.leading == superview.leading + 10")
        #expect(CheckSize.sizes(for: directional, variant: nil, presets: DevicePresets.appkit).map(\.name) == [
            "small window", "small window, right-to-left", "medium window", "medium window, right-to-left",
            "large window", "large window, right-to-left",
        ])
    }

    @Test func orientationVariantsAreCheckedAtTheirOrientation() {
        let rotating = layout(
            views: ["a"], ["a.width == 10", "a.height == 10", "a.left == superview.left", "a.top == superview.top"],
            variants: ["portrait": [], "landscape": [], "compact": []])
        let presets = DevicePresets.uikit
        let landscape = rotating.variants.first { $0.name == "landscape" }
        #expect(CheckSize.sizes(for: rotating, variant: landscape, presets: presets).allSatisfy { $0.name.hasSuffix("(landscape)") })
        let compact = rotating.variants.first { $0.name == "compact" }
        #expect(CheckSize.sizes(for: rotating, variant: compact, presets: presets).count == presets.count)
    }

    /// `variant narrow when horizontal compact`, `variant wide when width >= 1000`: each is
    /// checked where the generated switching method picks it (iPhones compact except the Pro
    /// Max in landscape; iPads regular), and the layout alone where neither applies.
    @Test func variantsWithConditionsAreCheckedAtThePresetsThatImplyThem() {
        var switching = layout(
            views: ["a"], ["a.width == 10", "a.height == 10", "a.left == superview.left", "a.top == superview.top"],
            variants: ["narrow": [], "wide": []])
        switching.variants.sort { $0.name < $1.name }
        switching.variants[0].conditions = [.sizeClass(.horizontal, .compact)]
        switching.variants[1].conditions = [.size(.horizontal, atLeast: true, 1000)]
        let presets = DevicePresets.uikit
        #expect(CheckSize.sizes(for: switching, variant: switching.variants[0], presets: presets).map(\.name) == [
            "iPhone SE (3rd generation) (portrait)", "iPhone SE (3rd generation) (landscape)",
            "iPhone 16 Pro (portrait)", "iPhone 16 Pro (landscape)", "iPhone 16 Pro Max (portrait)",
        ])
        #expect(CheckSize.sizes(for: switching, variant: switching.variants[1], presets: presets).map(\.name) == [
            "iPad (A16) (landscape)", "iPad Pro 13-inch (M4) (portrait)", "iPad Pro 13-inch (M4) (landscape)",
        ])
        #expect(CheckSize.sizes(for: switching, variant: nil, presets: presets).map(\.name) == [
            "iPhone 16 Pro Max (landscape)", "iPad (A16) (portrait)",
        ])
        // A bare container has no size classes: its size conditions decide.
        switching.containers = [ContainerDeclaration(size: .fixed(width: 1200, height: 100), range: switching.range)]
        #expect(CheckSize.sizes(for: switching, variant: switching.variants[1], presets: presets).map(\.name) == ["1200x100"])
    }
}

@Suite struct SweepPriorityTests {
    /// A constraint at 999.9995 outranks the sweep's edit variables (999.999): each size then
    /// gets an engine of its own, and the result is that of a fixed container.
    @Test func prioritiesAboveTheEditPriorityStillAnalyseExactly() {
        let tight = layout(views: ["a"], [
            "a.leading == superview.leading", "a.width == 500 @999.9995", "a.trailing <= superview.trailing",
            "a.top == superview.top", "a.height == 10",
        ])
        let sizes = [Size(width: 375, height: 100), Size(width: 600, height: 100)].map {
            CheckSize(name: $0.description, environment: LayoutEnvironment(size: $0))
        }
        let analyses = LayoutCheck.analyses(tight, variant: nil, at: sizes)
        for (analysis, size) in zip(analyses, sizes) {
            let fixed = SizeAnalysis.analyse(tight, variant: nil, at: size)
            #expect(analysis.containerSize == size.environment.size)
            #expect(analysis.frames == fixed.frames)
            #expect(analysis.frames[0].width == min(500, size.environment.size.width))
        }
    }
}
