import Foundation
import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLCheck

/// Issue 18 §1: every bundled layout previews without overlaps or zero sizes. At every size
/// `vflgen check` (and so `vflgen preview`) solves a layout at — every device preset or its
/// `container` lines, both directions, the keyboard shown, each variant where it applies —
/// two views the layout places side by side do not overlap, and no view it owns has a zero
/// width or height.
///
/// "Side by side" is what the layout says, not a guess from the pictures: a connection
/// between two views in a VFL line (`[a]-8-[b]`, `[a][b]`, constraint kind `spacing`, any
/// priority: a broken low-priority gap is exactly what draws labels over each other), and an
/// equation line from one view's edge to another's opposite edge that keeps them apart
/// (`badge.leading == name.trailing + 6`, `a.top >= b.bottom`). A negative gap means an
/// overlap on purpose and is left out; views whose frame the check finds ambiguous are
/// reported by the check itself and left out here.
@Suite struct BundledLayoutOverlapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var bundledPaths: [String] {
        (FileManager.default.enumerator(atPath: root.appendingPathComponent("Examples").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".vfl") && !$0.contains(".build") }.sorted().map { "Examples/\($0)" }
    }

    /// A pair of views a constraint keeps apart on `axis`, if it does.
    struct Apart: Hashable {
        var first: String
        var second: String
        var axis: Axis
        var text: String
    }

    /// Opposite edges of one axis: `trailing`/`leading`, `right`/`left`, `bottom`/`top`.
    static func areOpposite(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        let pairs: Set<[LayoutAttribute]> = [[.leading, .trailing], [.left, .right], [.top, .bottom]]
        return pairs.contains([a, b]) || pairs.contains([b, a])
    }

    /// The start edges: a view whose start edge is at or after another's end edge follows it.
    static func isStartEdge(_ attribute: LayoutAttribute) -> Bool {
        attribute == .leading || attribute == .left || attribute == .top
    }

    static func apart(_ constraint: LayoutConstraint, owned: Set<String>) -> Apart? {
        guard constraint.firstOrigin == nil, constraint.secondOrigin == nil,
              let first = constraint.first.viewName, let second = constraint.second?.viewName,
              let secondAttribute = constraint.secondAttribute, first != second,
              owned.contains(first), owned.contains(second),
              areOpposite(constraint.firstAttribute, secondAttribute),
              constraint.multiplier == 1, constraint.constant.value >= 0
        else { return nil }
        switch constraint.kind {
        case .spacing:
            break
        case .equation:
            // `start == end + c` or `start >= end + c` (and `end <= start - c`, which lowers
            // with a negative constant and is left out) keep the views apart.
            let keeps = constraint.relation == .equal
                || (constraint.relation == .greaterThanOrEqual && isStartEdge(constraint.firstAttribute))
                || (constraint.relation == .lessThanOrEqual && !isStartEdge(constraint.firstAttribute))
            guard keeps else { return nil }
        default:
            return nil
        }
        return Apart(first: first, second: second, axis: constraint.firstAttribute.axis, text: constraint.text)
    }

    /// How far two extents overlap (0 or less: they do not).
    static func overlap(_ a: Rect, _ b: Rect, on axis: Axis) -> Double {
        switch axis {
        case .horizontal: min(a.maxX, b.maxX) - max(a.x, b.x)
        case .vertical: min(a.maxY, b.maxY) - max(a.y, b.y)
        }
    }

    @Test(arguments: [Platform.uikit, .appkit])
    func viewsPlacedSideBySideNeverOverlapAndNoViewIsEmpty(platform: Platform) throws {
        // (The UIKit-only examples, Examples/Layouts/uikit-only.txt, are not AppKit layouts.)
        let paths = Self.bundledPaths.filter { platform == .uikit || !UIKitOnlyExamples.contains($0) }
        #expect(paths.count >= 10)
        let presets = DevicePresets.all(for: platform)
        var pairsChecked = 0
        var sizesChecked = 0
        for path in paths {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let source = SourceFile(path: path, text: text)
            let compilation = VFLCompiler.compile(source, platform: platform, dialect: .vflgen)
            #expect(!compilation.hasErrors, "\(path)")
            for layout in compilation.file.layouts {
                let owned = Set(layout.views.filter(\.isSubview).map(\.name))
                for analysis in FileCheck(presets: presets, severity: .warning).check(layout, in: source).analyses {
                    let variant = layout.variants.first { $0.name == analysis.variant }
                    let title = "\(path) \(analysis.variant.map { "\(layout.name).\($0)" } ?? layout.name) at \(analysis.size.name)"
                    let unsure = Set(analysis.undetermined.map { layout.views[$0.view].name })
                    var frames: [String: Rect] = [:]
                    for (index, view) in layout.views.enumerated() { frames[view.name] = analysis.frames[index] }
                    sizesChecked += 1
                    for view in layout.views where view.isSubview && !unsure.contains(view.name) {
                        let frame = frames[view.name]!
                        #expect(frame.width > 1e-6 && frame.height > 1e-6, "\(title): '\(view.name)' is \(frame.width)x\(frame.height)")
                    }
                    let pairs = Set((layout.constraints + (variant?.constraints ?? [])).compactMap { Self.apart($0, owned: owned) })
                    for pair in pairs where !unsure.contains(pair.first) && !unsure.contains(pair.second) {
                        let amount = Self.overlap(frames[pair.first]!, frames[pair.second]!, on: pair.axis)
                        #expect(amount <= 1e-6, "\(title): '\(pair.first)' and '\(pair.second)' overlap by \(amount) points though '\(pair.text)' places them side by side")
                        pairsChecked += 1
                    }
                }
            }
        }
        #expect(sizesChecked >= 90)  // AppKit: 98 since NewsCard is checked at its two container widths, not the three windows
        #expect(pairsChecked >= 200)
    }

    /// The rule finds what it is meant to find: a label pushed over its neighbour when a
    /// low-priority gap gives way (issue 18's first example), and a zero-height label.
    @Test func aBrokenGapIsAnOverlap() throws {
        let text = """
        layout Squeezed {
            view title: UILabel intrinsic 300x20
            view action: UIButton intrinsic 200x30
            H:|-[title]-(>=8@250)-[action]-|
            V:|-[title]-|
            V:|-[action]
        }
        """
        let source = SourceFile(path: "Squeezed.vfl", text: text)
        let layout = try #require(VFLCompiler.compile(source, platform: .uikit, dialect: .vflgen).file.layouts.first)
        let owned = Set(layout.views.map(\.name))
        let pairs = layout.constraints.compactMap { Self.apart($0, owned: owned) }
        #expect(pairs.map(\.text) == ["action.leading >= title.trailing + 8 @250"])
        let analysis = try #require(FileCheck(presets: DevicePresets.uikit, severity: .warning).check(layout, in: source).analyses.first)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.enumerated().map { ($1.name, analysis.frames[$0]) })
        #expect(Self.overlap(frames["title"]!, frames["action"]!, on: .horizontal) > 100)
    }
}
