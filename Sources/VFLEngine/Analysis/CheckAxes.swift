import LayoutModel
import VFLText

/// What `vflgen check` runs each layout across, as one value (docs/Check.md, "Axes"): the
/// device presets (each in its orientations; a layout's `container` lines replace them), the
/// layout directions it needs, and the content configurations: Dynamic Type size categories,
/// each with its sample strings as written and, with long text, doubled.
///
/// The command line (`--devices`, `--content-sizes`, `--long-text`), `vflgen.json`
/// (`"devices"`, `"contentSizes"`, `"longText"`), the build plugin, `preview` and the language
/// server all make one of these and hand it to ``LayoutCheck/run(_:axes:)`` (through
/// `VFLCheck`'s `FileCheck`); none of them chooses sizes itself.
public struct CheckAxes: Sendable, Equatable {
    /// The presets a layout without `container` lines (or with `container devices`) is checked at.
    public var presets: [DevicePreset]
    /// The content configurations, in check order. A layout is checked in the first and in
    /// every other one that measures one of its views differently (``contents(for:)``).
    public var contents: [ContentConfiguration]

    public init(presets: [DevicePreset], contents: [ContentConfiguration] = CheckAxes.defaultContents) {
        self.presets = presets
        self.contents = contents.isEmpty ? [.standard] : contents
    }

    /// The content size categories checked by default: iOS's default (L) and the largest
    /// accessibility size (AX5). Text only grows from L to AX5, so a label that is truncated,
    /// pushed off screen or overlaps at AX1…AX4 almost always does at AX5 too: AX5 finds them
    /// with one more solve per size instead of five. A layout none of whose views scales with
    /// Dynamic Type (a `font N` or no `style`) is solved once.
    public static let defaultContentSizes: [ContentSizeCategory] = [.default, .ax5]

    /// All twelve categories, smallest first (`--content-sizes all`).
    public static var allContentSizes: [ContentSizeCategory] { ContentSizeCategory.allCases }

    /// ``defaultContentSizes``, sample strings as written.
    public static var defaultContents: [ContentConfiguration] { contents(categories: defaultContentSizes, longText: false) }

    /// Each category as given; with `longText`, each followed by itself with long text.
    public static func contents(categories: [ContentSizeCategory], longText: Bool) -> [ContentConfiguration] {
        let lengths = longText ? [false, true] : [false]
        return categories.flatMap { category in lengths.map { ContentConfiguration(category: category, longText: $0) } }
    }

    /// The configurations `layout` is checked in: the first, and each other one in which some
    /// view's intrinsic size differs from every configuration kept before it (the same sizes
    /// give the same findings). On AppKit (every preset a Mac's) text does not scale with a
    /// size category: each configuration is checked at the default category, with its length.
    public func contents(for layout: Layout) -> [ContentConfiguration] {
        contents(for: layout, measures: ContentAnalysis.Measures(layout))
    }

    /// ``contents(for:)`` with the views' sizes from `measures` (the check's, which keeps them).
    func contents(for layout: Layout, measures: ContentAnalysis.Measures) -> [ContentConfiguration] {
        let appKit = !presets.isEmpty && presets.allSatisfy { $0.platform == .appkit }
        let asked = appKit ? contents.map { ContentConfiguration(category: .default, longText: $0.longText) } : contents
        // Each configuration's sizes measured once, not at every comparison.
        var kept: [(content: ContentConfiguration, sizes: [Double?])] = []
        for content in asked where !kept.contains(where: { $0.content == content }) {
            let measured = IntrinsicContentClasses.contentSizes(of: layout, in: content) { measures.checkedSize($0, in: content) }
            if !kept.contains(where: { $0.sizes == measured }) { kept.append((content, measured)) }
        }
        return kept.map(\.content)
    }

    /// The suffix a size checked in `content` gets after its device's name: nothing at the
    /// default category with the strings as written (reports read as they always did:
    /// `iPhone 16 Pro (portrait)`), else `, AX5` or `, L, long text`.
    public static func suffix(for content: ContentConfiguration) -> String {
        content == .standard ? "" : ", " + content.description
    }
}
