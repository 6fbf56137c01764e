import LayoutModel

/// Content priority ambiguity at one size, found in time linear in the ambiguous views.
///
/// Content-sized views whose size on an axis varies among optimal solutions form one group
/// per attribute (width or height); the group's views squeezed below their intrinsic sizes
/// make compression resistance decide, else hugging. Views of the group that share the
/// deciding priority tie: Interface Builder's content priority ambiguity. Every view of a tie
/// gets the same finding, so each tie is built once, the first time one of its views asks
/// (comparing every view with every other, for every view, made a column of 200 labels with
/// equal priorities take seconds per size).
struct ContentPriorityTies {
    /// One tie: the finding's content, and the tied views in declaration order.
    struct Tie {
        var ambiguity: ContentPriorityAmbiguity
        /// The tied views' indices, in declaration order (the first one carries the finding).
        var views: [Int]
        /// The tied views' names, in declaration order.
        var names: [String]
    }

    /// Each view's intrinsic size and content priorities on one axis, or nil when it is not
    /// content-sized there.
    typealias Content = (intrinsic: Double, hugging: Double, compression: Double)

    /// Per view: its content on each axis, computed once per layout.
    struct Table {
        var horizontal: [Content?]
        var vertical: [Content?]

        init(_ layout: Layout, content: ContentConfiguration = .standard) {
            self.init(layout, content: content, measures: ContentAnalysis.Measures(layout))
        }

        /// With the views' sizes from `measures` (a check's, measured once per layout).
        init(_ layout: Layout, content: ContentConfiguration, measures: ContentAnalysis.Measures) {
            horizontal = []
            vertical = []
            horizontal.reserveCapacity(layout.views.count)
            vertical.reserveCapacity(layout.views.count)
            for (index, view) in layout.views.enumerated() {
                let intrinsic = measures.checkedSize(index, in: content)
                let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
                horizontal.append(intrinsic.width.map { ($0, defaults.hugging.horizontal, defaults.compressionResistance.horizontal) })
                vertical.append(intrinsic.height.map { ($0, defaults.hugging.vertical, defaults.compressionResistance.vertical) })
            }
        }

        func content(_ view: Int, on axis: LayoutAxis) -> Content? {
            axis == .horizontal ? horizontal[view] : vertical[view]
        }
    }

    /// One attribute's group: whether compression decides, and the ties by priority.
    private struct Group {
        var squeezed: Bool
        var ties: [Double: Tie]
    }

    private let result: SizeAnalysis
    private let layout: Layout
    private let table: Table
    private var groups: [FrameAttribute: Group] = [:]

    init(_ result: SizeAnalysis, layout: Layout, table: Table) {
        self.result = result
        self.layout = layout
        self.table = table
    }

    /// The tie `ambiguity`'s view is part of: for its first ambiguous width or height where
    /// it is content-sized and shares the deciding priority with another view of the group.
    mutating func tie(of ambiguity: SizeAnalysis.Ambiguity) -> Tie? {
        for attribute in ambiguity.attributes where attribute == .width || attribute == .height {
            guard let own = table.content(ambiguity.view, on: attribute.axis) else { continue }
            let group = self.group(attribute)
            if let tie = group.ties[group.squeezed ? own.compression : own.hugging], tie.views.count > 1 { return tie }
        }
        return nil
    }

    /// The group of `attribute` at this size, built on first use.
    private mutating func group(_ attribute: FrameAttribute) -> Group {
        if let group = groups[attribute] { return group }
        let axis = attribute.axis
        // The content-sized views whose size on this axis varies among optimal solutions.
        let members = result.ambiguities.filter { $0.attributes.contains(attribute) && table.content($0.view, on: axis) != nil }.map(\.view)
        func length(_ view: Int) -> Double { axis == .horizontal ? result.frames[view].width : result.frames[view].height }
        // Squeezed below their intrinsic sizes, compression resistance decides; else hugging.
        let squeezed = members.contains { length($0) < table.content($0, on: axis)!.intrinsic - SizeAnalysis.tolerance }
        var byPriority: [Double: [Int]] = [:]
        for view in members {
            let content = table.content(view, on: axis)!
            byPriority[squeezed ? content.compression : content.hugging, default: []].append(view)
        }
        var ties: [Double: Tie] = [:]
        for (priority, views) in byPriority where views.count > 1 {
            let sorted = views.sorted()
            let names = sorted.map { layout.views[$0].name }
            ties[priority] = Tie(
                ambiguity: ContentPriorityAmbiguity(axis: axis, which: squeezed ? .compression : .hugging, priority: priority, others: Array(names.dropFirst())),
                views: sorted, names: names
            )
        }
        let group = Group(squeezed: squeezed, ties: ties)
        groups[attribute] = group
        return group
    }
}
