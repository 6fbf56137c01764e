import BenchmarkLayouts
import Foundation
import LayoutModel
import Testing
@testable import VFLEngine
import VFLLanguage

/// A fix proof starts an edited layout's sweeping engines from copies of the original layout's
/// build (``BuildPrefixes``): every analysis of the edited layout must be the one its engines
/// built from nothing give, to the last bit of every frame, in both directions and every variant.
@Suite struct BuildPrefixesTests {
    /// The analyses of `layout` with `variant` at each of its sizes, engines swept as the check sweeps them.
    static func analyses(_ layout: Layout, variant: String?) -> String {
        let variant = layout.variants.first { $0.name == variant }
        let sizes = CheckSize.sizes(for: layout, variant: variant, presets: DevicePresets.uikit)
        var results: [SizeAnalysis] = []
        LayoutCheck.forEachAnalysis(layout, variant: variant, at: sizes) { results.append($0); return true }
        return sortingSets("\(results)")
    }

    /// `text` with the elements of each printed set of numbers sorted (a set prints in an order
    /// of its own).
    static func sortingSets(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "Set([") {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.range(of: "])") else { break }
            let numbers = rest[..<end.lowerBound].split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            result += numbers.sorted().map(String.init).joined(separator: ", ")
            rest = rest[end.lowerBound...]
        }
        return result + rest
    }

    /// Edits like the proofs': a constraint made optional at 999, a soft one lowered by 1 (always-on
    /// and a variant's), and a line added (a copy of one constraint with another constant).
    static func edits(of layout: Layout) -> [Layout] {
        var edits: [Layout] = []
        for index in stride(from: 1, to: layout.constraints.count, by: max(1, layout.constraints.count / 5)) {
            var edited = layout
            let priority = edited.constraints[index].priority.value
            edited.constraints[index].priority = Term(priority >= 1000 ? 999 : priority - 1)
            edits.append(edited)
        }
        if let variant = layout.variants.first, let index = variant.constraints.indices.last {
            var edited = layout
            edited.variants[0].constraints[index].priority = Term(999)
            edits.append(edited)
        }
        if var added = layout.constraints.first {
            added.constant = Term(added.constant.value + 12)
            var edited = layout
            edited.constraints.append(added)
            edits.append(edited)
        }
        return edits
    }

    @Test(arguments: [39]) func anEditedLayoutStartedFromTheOriginalsBuildIsAnalysedAsIfBuiltFromNothing(seed: Int) throws {
        let text = RichLayouts.layout(views: 10, seed: UInt64(seed), name: "P\(seed)")
        let layout = try #require(VFLCompiler.compile(SourceFile(path: "P.vfl", text: text), platform: .uikit).file.layouts.first)
        let prefixes = BuildPrefixes(original: layout)
        let variants: [String?] = layout.variants.isEmpty ? [nil] : layout.variants.map(\.name)
        let edits = Self.edits(of: layout)
        #expect(edits.count >= 5)
        for edited in edits {
            for variant in variants {
                let fresh = Self.analyses(edited, variant: variant)
                let shared = prefixes.sharing { Self.analyses(edited, variant: variant) }
                #expect(shared == fresh, "variant \(variant ?? "-")")
            }
        }
        // The copies were taken (a build is kept from the second time it is asked for).
        #expect(prefixes.copies >= edits.count)
    }

    /// Where the original has a required content priority, its views' content goes in before
    /// its constraints and the original's build is kept the first time an edited copy asks for
    /// it: the first edit already starts from a copy, and every edit is analysed as if built
    /// from nothing.
    @Test func aLayoutWithItsContentFirstIsKeptAtTheFirstRequest() throws {
        let text = RichLayouts.layout(views: 10, seed: 39, name: "R39")
        var layout = try #require(VFLCompiler.compile(SourceFile(path: "R.vfl", text: text), platform: .uikit).file.layouts.first)
        let sized = try #require(layout.views.indices.first { index in
            guard case .subview = layout.views[index].role else { return false }
            return IntrinsicContentClasses.checkedSize(of: layout.views[index]).height != nil
        })
        let defaults = ViewTypeDefaults.forType(layout.views[sized].type).overridden(by: layout.views[sized])
        layout.views[sized].compressionResistance = ContentPriorities(
            horizontal: Term(defaults.compressionResistance.horizontal), vertical: Term(1000), range: layout.views[sized].range)
        let prefixes = BuildPrefixes(original: layout)
        let variants: [String?] = layout.variants.isEmpty ? [nil] : layout.variants.map(\.name)
        for (number, edited) in Self.edits(of: layout).enumerated() {
            for variant in variants {
                let copies = prefixes.copies
                let shared = prefixes.sharing { Self.analyses(edited, variant: variant) }
                #expect(shared == Self.analyses(edited, variant: variant), "edit \(number), variant \(variant ?? "-")")
                if number == 0 { #expect(prefixes.copies > copies, "variant \(variant ?? "-"): the first edit started from a copy") }
            }
        }
    }

    /// Edits like a content-priority tie's fix: views' hugging or compression resistance raised
    /// by 1 on one axis (one view, two views, and with a soft constraint lowered too), two views'
    /// compression resistance lowered to 1, a subview's without a content size, and one view's
    /// hugging made required (1000), whose content then goes in with the views, not last.
    static func contentPriorityEdits(of layout: Layout) -> (edits: [Layout], required: Layout) {
        let sized = layout.views.indices.filter { index in
            guard case .subview = layout.views[index].role else { return false }
            let size = IntrinsicContentClasses.checkedSize(of: layout.views[index])
            return size.width != nil || size.height != nil
        }
        func raised(_ layout: Layout, _ index: Int, hugging: Bool, horizontal: Bool, to value: Double? = nil) -> Layout {
            var edited = layout
            let view = edited.views[index]
            let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
            var pair = hugging ? defaults.hugging : defaults.compressionResistance
            if horizontal { pair.horizontal = value ?? pair.horizontal + 1 } else { pair.vertical = value ?? pair.vertical + 1 }
            let priorities = ContentPriorities(horizontal: Term(pair.horizontal), vertical: Term(pair.vertical), range: view.range)
            if hugging { edited.views[index].hugging = priorities } else { edited.views[index].compressionResistance = priorities }
            return edited
        }
        var edits: [Layout] = []
        for (position, index) in sized.prefix(4).enumerated() {
            edits.append(raised(layout, index, hugging: position % 2 == 0, horizontal: position < 2))
        }
        if sized.count >= 2 {
            edits.append(raised(raised(layout, sized[0], hugging: true, horizontal: true), sized[1], hugging: true, horizontal: true))
        }
        // Compression resistance far down: the view gives way first (frames move).
        for index in sized.prefix(2) {
            edits.append(raised(raised(layout, index, hugging: false, horizontal: true, to: 1), index, hugging: false, horizontal: false, to: 1))
        }
        // A subview without a content size: only its item notes the priority (read if a size comes later).
        if let plain = layout.views.indices.first(where: { index in
            guard case .subview = layout.views[index].role else { return false }
            return !sized.contains(index)
        }) {
            edits.append(raised(layout, plain, hugging: true, horizontal: false))
        }
        if let first = sized.first, let soft = layout.constraints.indices.last(where: { !layout.constraints[$0].isRequired }) {
            var edited = raised(layout, first, hugging: false, horizontal: false)
            edited.constraints[soft].priority = Term(edited.constraints[soft].priority.value - 1)
            edits.append(edited)
        }
        return (edits, raised(layout, sized[0], hugging: true, horizontal: true, to: 1000))
    }

    /// A content-priority edit starts from the original's build after its last constraint (the
    /// content goes in last, and only then are the priorities read): every analysis, in every
    /// variant at every size in both directions, is the one engines built from nothing give,
    /// and some differ from the original's (the test tells a copy that kept the old priorities).
    @Test(arguments: [39]) func anEditOfContentPrioritiesStartsFromTheOriginalsWholeBuild(seed: Int) throws {
        let text = RichLayouts.layout(views: 12, seed: UInt64(seed), name: "Q\(seed)")
        let layout = try #require(VFLCompiler.compile(SourceFile(path: "Q.vfl", text: text), platform: .uikit).file.layouts.first)
        let prefixes = BuildPrefixes(original: layout)
        let variants: [String?] = layout.variants.isEmpty ? [nil] : layout.variants.map(\.name)
        let (edits, required) = Self.contentPriorityEdits(of: layout)
        #expect(edits.count >= 5)
        // The original's builds are kept from their second request on (its content goes in last).
        for variant in variants { _ = prefixes.sharing { Self.analyses(layout, variant: variant) } }
        var differing = 0
        for edited in edits {
            for variant in variants {
                let copies = prefixes.copies
                let fresh = Self.analyses(edited, variant: variant)
                let shared = prefixes.sharing { Self.analyses(edited, variant: variant) }
                #expect(shared == fresh, "variant \(variant ?? "-")")
                #expect(prefixes.copies > copies, "variant \(variant ?? "-"): started from a copy")
                if fresh != Self.analyses(layout, variant: variant) { differing += 1 }
                // Every view's priorities on its item too (read when its content size comes or goes later).
                let model = { (variant: LayoutVariant?) in
                    AnalysisModel(sweeping: edited, variant: variant, direction: .leftToRight, startingAt: CheckSize.sizes(for: edited, variant: variant, presets: DevicePresets.uikit).first)
                }
                let editedVariant = edited.variants.first { $0.name == variant }
                let built = model(editedVariant)
                let copied = prefixes.sharing { model(editedVariant) }
                for (item, other) in zip(built.views, copied.views) {
                    for axis in [LayoutAxis.horizontal, .vertical] {
                        #expect(built.engine.contentHuggingPriority(item, for: axis) == copied.engine.contentHuggingPriority(other, for: axis))
                        #expect(built.engine.compressionResistancePriority(item, for: axis) == copied.engine.compressionResistancePriority(other, for: axis))
                    }
                }
            }
        }
        #expect(differing > 0)
        // A required content priority puts the content in with the views: built from nothing.
        for variant in variants {
            let copies = prefixes.copies
            let shared = prefixes.sharing { Self.analyses(required, variant: variant) }
            #expect(shared == Self.analyses(required, variant: variant), "variant \(variant ?? "-")")
            #expect(prefixes.copies == copies)
        }
    }

    /// An engine built at one size (a variant whose sweep has a conflict, a fitting size) starts
    /// from a copy of the original's build at that size where the edit first changes a step:
    /// every analysis is the one an engine built from nothing gives, at every preset size in
    /// both directions and at a fitting size, edit after edit (the later ones start from the
    /// copies the earlier ones kept).
    @Test func anEditedLayoutBuiltAtOneSizeFromTheOriginalsBuildIsAnalysedAsIfBuiltFromNothing() throws {
        let text = RichLayouts.layout(views: 10, seed: 39, name: "F39")
        let layout = try #require(VFLCompiler.compile(SourceFile(path: "F.vfl", text: text), platform: .uikit).file.layouts.first)
        let prefixes = BuildPrefixes(original: layout)
        let variants: [LayoutVariant?] = layout.variants.isEmpty ? [nil] : layout.variants
        let edits = Self.edits(of: layout)
        var compared = 0
        for edited in edits {
            for variant in variants {
                let editedVariant = edited.variants.first { $0.name == variant?.name }
                var sizes = CheckSize.sizes(for: layout, variant: variant, presets: DevicePresets.uikit)
                sizes.append(CheckSize(name: "320x_", environment: LayoutEnvironment(size: Size(width: 320, height: 0)), fitsHeight: true))
                for size in sizes {
                    let fresh = SizeAnalysis.analyse(edited, variant: editedVariant, at: size)
                    let shared = prefixes.sharing { SizeAnalysis.analyse(edited, variant: editedVariant, at: size) }
                    #expect(Self.sortingSets("\(shared)") == Self.sortingSets("\(fresh)"), "variant \(variant?.name ?? "-") at \(size.name)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 5 * 8)
        // Every edit after the first at a size started from a copy of a kept build.
        #expect(prefixes.copies >= compared / edits.count * (edits.count - 1))
    }

    /// A fix proof shrinks a conflict at every size of every edited copy: a satisfiability test
    /// is answered from an earlier copy's only where it builds the same engine. Every selection
    /// of one or two constraints, at four sizes, of copies that move a member's constant (the
    /// answer changes with it), lower a soft constraint or add a line, answers as built.
    @Test func aSatisfiabilityTestOfAnEditedCopyAnswersAsItsOwnBuild() throws {
        func layout(_ width: Int, _ priority: Int, added: String = "") throws -> Layout {
            let text = """
                layout C {
                    view a
                    view b
                    H:|[a]-(>=8)-|
                    a.width == \(width)
                    a.width <= 400
                    H:|-[b]-(8@\(priority))-|
                    V:|-[a]-[b]-|\(added)
                }
                """
            return try #require(VFLCompiler.compile(SourceFile(path: "C.vfl", text: text), platform: .uikit).file.layouts.first)
        }
        let original = try layout(360, 750)
        let prefixes = BuildPrefixes(original: original)
        let sizes = CheckSize.sizes(for: original, variant: nil, presets: DevicePresets.uikit).prefix(4)
        var differing = 0
        for edited in [try layout(360, 749), try layout(420, 750), try layout(300, 750), try layout(360, 750, added: "\n    b.width == 20")] {
            let indices = Array(edited.constraints.indices)
            var selections = indices.map { [$0] }
            for i in indices { for j in indices where j > i { selections.append([i, j]) } }
            for size in sizes {
                for selection in selections {
                    let fresh = AnalysisModel.isSatisfiable(edited, variant: nil, size: size, selection)
                    let shared = prefixes.sharing { AnalysisModel.isSatisfiable(edited, variant: nil, size: size, selection) }
                    #expect(shared == fresh, "\(selection) at \(size.name)")
                    if selection.allSatisfy(original.constraints.indices.contains),
                       fresh != AnalysisModel.isSatisfiable(original, variant: nil, size: size, selection) { differing += 1 }
                }
            }
        }
        // Some answers differ between the copies (the test can tell a wrong reuse), and some were reused.
        #expect(differing > 0)
        #expect(prefixes.sharedAnswers > 0)
    }
}
