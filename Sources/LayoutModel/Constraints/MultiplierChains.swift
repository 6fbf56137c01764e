/// How far a layout's multipliers can scale its numbers through chains of constraints.
///
/// Each number within ``PointLimit/exact`` is not enough for an exact solve: `v2 == v1 * 751`
/// beside `v1 == v0 * 123456789.125` makes `v2` 9.3e10 times `v0`, and `v2 == v1 * 751` with
/// `v1 >= v2 * 390` goes round a cycle with a gain of 2.9e5. The layouts fuzzer found the check
/// and frames deciding such layouts differently, each number being within 1e9 (issue 23). This
/// type bounds the factor any chain of constraints can reach, so that the front end can warn
/// (`number-too-large`) where it passes 1e9 times the layout's largest number.
///
/// The bound: constraints are edges between an item's axis (`(a, horizontal)`), with the gain
/// of `first = m × second + c`: `|m|` from second to first, `1/|m|` back. A multiplier of 0
/// relates nothing; the container and its guides are fixed by the device, so each constraint on
/// one is an edge to a leaf of its own (one proportion of the container does not chain into
/// another). A spanning forest gives every node a scale (its "potential") such that along the
/// forest a path's gain is the ratio of its ends' scales; each other edge closes a cycle whose
/// gain is its discrepancy `d` from those scales. A simple path's gain is then at most the
/// component's range of scales times `max(d, 1/d)` of every edge it crosses, and it crosses
/// only the edges of the biconnected blocks on one path of the block tree (``CycleBlocks``).
/// A second bound, the product of every multiplier's `max(|m|, 1/|m|)`, holds too (a simple
/// path or cycle crosses each constraint at most once); the smaller is taken. Proportions go
/// into the forest first, so balanced layouts (an aspect ratio on every image of a grid, cells
/// as fractions of one header) have no discrepancy and keep the range of their proportions,
/// and a form whose every row makes a field twice its label counts one row's discrepancy per
/// path, not the product of all rows.
public struct MultiplierChains {
    /// One connected set of items whose numbers a chain of multipliers can scale by more than 1.
    public struct Chain: Sendable, Equatable {
        /// The constraints whose multiplier is not ±1 (nor 0), indices into the analysed list,
        /// in list order.
        public var constraints: [Int]
        /// The largest factor a chain of these constraints can scale a number by (at least 1;
        /// `infinity` past `Double`'s range).
        public var factor: Double
    }

    /// The chains of `constraints` (always-on and, where a variant is active, its own: the
    /// caller passes them together) whose factor is over 1.
    public static func chains(in constraints: [LayoutConstraint]) -> [Chain] {
        var forest = ScaleForest()
        var edgeComponents: [(constraint: Int, first: Int, second: Int)] = []
        var edges: [(u: Int, v: Int, weight: Double)] = []
        // Proportions first, so that the spanning forest follows them and the additive
        // constraints (`[label]-[field]`) close the cycles: a column of rows each twice a header
        // is then balanced, not a discrepancy per row.
        for proportions in [true, false] {
            for (index, constraint) in constraints.enumerated() {
                let magnitude = abs(constraint.multiplier)
                guard let secondItem = constraint.second, let secondAttribute = constraint.secondAttribute,
                      magnitude != 0, magnitude.isFinite, (magnitude != 1) == proportions else { continue }
                let first = forest.node(for: Node(constraint.first, constraint.firstAttribute.axis))
                let second = forest.node(for: Node(secondItem, secondAttribute.axis))
                if let origin = constraint.firstOrigin {
                    let node = forest.node(for: Node(origin.item, origin.attribute.axis))
                    edges.append((node, first, forest.relate(node, to: first, gain: 1)))
                }
                if let origin = constraint.secondOrigin {
                    let node = forest.node(for: Node(origin.item, origin.attribute.axis))
                    edges.append((node, second, forest.relate(node, to: second, gain: 1)))
                }
                edges.append((first, second, forest.relate(first, to: second, gain: magnitude)))
                if proportions { edgeComponents.append((index, first, second)) }
            }
        }
        edgeComponents.sort { $0.constraint < $1.constraint }
        let blockPaths = CycleBlocks.largestPathProducts(vertexCount: forest.count, edges: edges)
        // Group the constraints with a multiplier by their component's root.
        var byRoot: [Int: Int] = [:]
        var chains: [Chain] = []
        var weights: [Double] = []  // products of max(|m|, 1/|m|)
        for edge in edgeComponents {
            let root = forest.root(of: edge.first)
            let slot: Int
            if let existing = byRoot[root] {
                slot = existing
            } else {
                slot = chains.count
                byRoot[root] = slot
                chains.append(Chain(constraints: [], factor: 1))
                weights.append(1)
            }
            chains[slot].constraints.append(edge.constraint)
            weights[slot] *= weight(of: constraints[edge.constraint].multiplier)
        }
        for (root, slot) in byRoot {
            let bound = forest.range(of: root) * blockPaths[root]
            chains[slot].factor = bound.isNaN ? weights[slot] : min(bound, weights[slot])
        }
        return chains.filter { $0.factor > 1 }
    }

    /// How much a multiplier can scale a number along one constraint, either way:
    /// `max(|m|, 1/|m|)` (1 for 0, which relates nothing).
    public static func weight(of multiplier: Double) -> Double {
        let magnitude = abs(multiplier)
        return magnitude >= 1 ? magnitude : magnitude == 0 ? 1 : 1 / magnitude
    }

    /// The largest magnitude `layout` (with `variant`, if any) can reach: its largest number
    /// (constant, intrinsic hint or container side, ``largestNumber(_:_:)``) times the largest
    /// factor of its chains, or its largest constant alone if that is larger. Agreement between
    /// the check and frames is owed where this is within ``PointLimit/exact``.
    public static func largestMagnitude(_ layout: Layout, variant: LayoutVariant?) -> Double {
        let constraints = layout.constraints + (variant?.constraints ?? [])
        if constraints.contains(where: { !$0.multiplier.isFinite }) { return .infinity }
        let reach = max(1, largestNumber(layout, constraints))
        let factor = chains(in: constraints).map(\.factor).max() ?? 1
        return reach * factor
    }

    /// The largest constant of `constraints`, intrinsic hint of `layout`'s views or side of a
    /// container `layout` is solved in (``largestContainerSide(of:)``), in magnitude.
    public static func largestNumber(_ layout: Layout, _ constraints: [LayoutConstraint]) -> Double {
        var largest = max(largestHint(of: layout), largestContainerSide(of: layout))
        for constraint in constraints { largest = max(largest, abs(constraint.constantValue)) }
        return largest
    }

    /// The longest side of a container `layout` is checked and previewed in: its `container`
    /// lines' fixed sides, and the built-in presets' longest side
    /// (``PointLimit/largestPresetSide``) when it has no `container` line or one says
    /// `devices`. Positions run up to the container's size, so a multiplier scales it as it
    /// scales a constant: `v0.width >= v1.width * 123456789.125` beside a view placed 398
    /// points in solves with 4.9e10 (the layouts fuzzer found the check and frames deciding
    /// such a layout differently, 2026-11-27).
    public static func largestContainerSide(of layout: Layout) -> Double {
        var largest = 0.0
        for container in layout.checkedContainers {
            switch container.size {
            case .devices: largest = max(largest, PointLimit.largestPresetSide)
            case .fixed(let width, let height): largest = max(largest, abs(width ?? 0), abs(height ?? 0))
            }
        }
        return largest
    }

    /// The largest intrinsic hint of `layout`'s views, in magnitude (0 without one).
    public static func largestHint(of layout: Layout) -> Double {
        var largest = 0.0
        for view in layout.views { largest = max(largest, abs(view.intrinsicWidth ?? 0), abs(view.intrinsicHeight ?? 0)) }
        return largest
    }

    /// An item's axis; the container and its guides are fixed (a leaf per constraint).
    struct Node: Hashable {
        var item: LayoutItem
        var axis: Axis
        init(_ item: LayoutItem, _ axis: Axis) {
            self.item = item
            self.axis = axis
        }
        var isFixed: Bool { item.viewName == nil }
    }
}

/// A union-find forest of nodes with a scale relative to their root and each component's range
/// of scales; an edge closing a cycle reports its discrepancy. Scales are plain `Double`s: a
/// component whose scales leave `Double`'s range (`* 5e-324` beside `* 751`: 0, infinity, then
/// 0 × infinity = NaN) is marked unbounded, and its range is infinity, not a NaN that compares
/// as nothing (the layouts fuzzer found the agreement test owed on such a layout, 2026-11-27).
struct ScaleForest {
    private var numbers: [MultiplierChains.Node: Int] = [:]
    private var parent: [Int] = []
    /// The scale of a node over its parent's.
    private var scale: [Double] = []
    /// Per root: the smallest and largest scale relative to the root's.
    private var lowest: [Double] = []
    private var highest: [Double] = []
    /// Per root: whether a scale or a discrepancy left `Double`'s range (the range is then
    /// infinite).
    private var unbounded: [Bool] = []

    /// The node for `node`; a fixed item gets a new leaf every time.
    mutating func node(for node: MultiplierChains.Node) -> Int {
        if !node.isFixed, let number = numbers[node] { return number }
        let number = parent.count
        parent.append(number)
        scale.append(1)
        lowest.append(1)
        highest.append(1)
        unbounded.append(false)
        if !node.isFixed { numbers[node] = number }
        return number
    }

    /// The root of `node`'s component, compressing the path.
    mutating func root(of node: Int) -> Int {
        var path: [Int] = []
        var current = node
        while parent[current] != current {
            path.append(current)
            current = parent[current]
        }
        // From the node nearest the root outward, each scale becomes relative to the root.
        for member in path.reversed() where parent[member] != current {
            scale[member] *= scale[parent[member]]
            parent[member] = current
        }
        return current
    }

    /// The scale of `node` relative to its root's.
    private mutating func scaleToRoot(_ node: Int) -> Double {
        root(of: node) == node ? 1 : scale[node]
    }

    /// How many nodes there are.
    var count: Int { parent.count }

    /// Records `first = gain × second` (`gain` positive and finite); returns how far the gain
    /// is from the scales already set, either way (`max(d, 1/d)`, 1 for an edge of the forest).
    @discardableResult
    mutating func relate(_ first: Int, to second: Int, gain: Double) -> Double {
        let firstRoot = root(of: first), secondRoot = root(of: second)
        let firstScale = scaleToRoot(first), secondScale = scaleToRoot(second)
        if firstRoot == secondRoot {
            // A cycle: its gain is how far this edge is from the scales already set. Within a
            // relative 1e-12 it is balanced (16/9 then 9/16 rounds to 1 ± 1 ulp).
            let discrepancy = firstScale / (gain * secondScale)
            if abs(discrepancy - 1) <= 1e-12 { return 1 }
            guard discrepancy > 0, discrepancy.isFinite else {
                unbounded[firstRoot] = true
                return .infinity
            }
            return discrepancy >= 1 ? discrepancy : 1 / discrepancy
        }
        // Hang the second root under the first, at its scale relative to the first root.
        let offset = firstScale / (gain * secondScale)
        parent[secondRoot] = firstRoot
        scale[secondRoot] = offset
        let low = lowest[secondRoot] * offset, high = highest[secondRoot] * offset
        lowest[firstRoot] = min(lowest[firstRoot], low)
        highest[firstRoot] = max(highest[firstRoot], high)
        if unbounded[secondRoot] || !(low > 0 && high.isFinite) { unbounded[firstRoot] = true }
        return 1
    }

    /// The range of scales in the component of `root`: the largest gain of a path along the
    /// forest (infinity when the scales left `Double`'s range).
    func range(of root: Int) -> Double {
        unbounded[root] ? .infinity : highest[root] / lowest[root]
    }
}
