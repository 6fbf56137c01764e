import LayoutModel

/// Checks of variants that say when they apply (`variant wide when width >= 700 {`, vflgen
/// extension): once one variant has conditions, all must; no variant's conditions may
/// contradict each other; two variants that can both apply get a warning (the first wins).
extension Resolver {
    mutating func checkVariantConditions(of layout: LayoutSyntax) {
        guard layout.variants.contains(where: { !$0.conditions.isEmpty || $0.conditionsFailed }) else { return }
        if platform == .appkit {
            for variant in layout.variants {
                for (condition, range) in variant.conditions {
                    guard case .sizeClass = condition else { continue }
                    diagnostics.append(.error(
                        .invalidVariantCondition,
                        "AppKit has no size classes; a variant there applies by the container's size ('width >= 700', 'height < 500')",
                        at: range
                    ))
                }
            }
        }
        var regions: [(variant: VariantSyntax, region: ConditionRegion)] = []
        for variant in layout.variants where !variant.conditionsFailed {
            guard let first = variant.conditions.first else {
                diagnostics.append(.error(
                    .missingVariantCondition,
                    "variant '\(variant.name.text)' has no 'when' condition, but other variants of layout '\(layout.name.text)' switch themselves; give it one (as in 'variant \(variant.name.text) when width < 700 {')",
                    at: variant.name.range
                ))
                continue
            }
            guard let region = ConditionRegion(variant.conditions.map(\.condition)) else {
                let whenRange = SourceRange(start: first.range.start, end: variant.conditions.last!.range.end)
                diagnostics.append(.error(
                    .variantNeverApplies,
                    "variant '\(variant.name.text)' never applies: its conditions '\(text.string(whenRange))' contradict each other",
                    at: whenRange
                ))
                continue
            }
            // One warning per variant, naming the first it overlaps: a warning per pair grows
            // with the square of the variants (1,000 overlapping variants: 499,500 warnings).
            if let earlier = regions.first(where: { $0.region.overlaps(region) }), let overlap = earlier.region.intersection(region) {
                let whenRange = SourceRange(start: first.range.start, end: variant.conditions.last!.range.end)
                diagnostics.append(.warning(
                    .overlappingVariants,
                    "variants '\(earlier.variant.name.text)' and '\(variant.name.text)' both apply when \(overlap.description); the first, '\(earlier.variant.name.text)', is activated",
                    at: whenRange, notes: [.init("variant '\(earlier.variant.name.text)' is declared here", at: earlier.variant.name.range)]
                ))
            }
            regions.append((variant, region))
        }
    }
}

/// The traits and sizes where a set of conditions holds: allowed size classes per axis and
/// a half-open interval `[low, high)` of widths and of heights.
struct ConditionRegion {
    var horizontal: Set<SizeClass> = Set(SizeClass.allCases)
    var vertical: Set<SizeClass> = Set(SizeClass.allCases)
    var width: (low: Double, high: Double) = (0, .infinity)
    var height: (low: Double, high: Double) = (0, .infinity)

    /// `nil` when the conditions contradict each other.
    init?(_ conditions: [VariantCondition]) {
        for condition in conditions {
            switch condition {
            case .sizeClass(.horizontal, let sizeClass): horizontal.formIntersection([sizeClass])
            case .sizeClass(.vertical, let sizeClass): vertical.formIntersection([sizeClass])
            case .size(.horizontal, let atLeast, let threshold): Self.narrow(&width, atLeast: atLeast, threshold)
            case .size(.vertical, let atLeast, let threshold): Self.narrow(&height, atLeast: atLeast, threshold)
            }
        }
        guard !isEmpty else { return nil }
    }

    private init() {}

    var isEmpty: Bool { horizontal.isEmpty || vertical.isEmpty || width.low >= width.high || height.low >= height.high }

    private static func narrow(_ interval: inout (low: Double, high: Double), atLeast: Bool, _ threshold: Double) {
        if atLeast { interval.low = max(interval.low, threshold) } else { interval.high = min(interval.high, threshold) }
    }

    /// Whether some traits and size satisfy both (``intersection(_:)`` without building it).
    func overlaps(_ other: ConditionRegion) -> Bool {
        max(width.low, other.width.low) < min(width.high, other.width.high)
            && max(height.low, other.height.low) < min(height.high, other.height.high)
            && !horizontal.isDisjoint(with: other.horizontal) && !vertical.isDisjoint(with: other.vertical)
    }

    func intersection(_ other: ConditionRegion) -> ConditionRegion? {
        var region = ConditionRegion()
        region.horizontal = horizontal.intersection(other.horizontal)
        region.vertical = vertical.intersection(other.vertical)
        region.width = (max(width.low, other.width.low), min(width.high, other.width.high))
        region.height = (max(height.low, other.height.low), min(height.high, other.height.high))
        return region.isEmpty ? nil : region
    }

    /// `horizontal regular and width >= 700`, or `any traits and sizes`.
    var description: String {
        var parts: [String] = []
        for (axis, classes) in [("horizontal", horizontal), ("vertical", vertical)] where classes.count == 1 {
            parts.append("\(axis) \(classes.first!.rawValue)")
        }
        for (dimension, interval) in [("width", width), ("height", height)] {
            if interval.low > 0 { parts.append("\(dimension) >= \(interval.low.shortestDescription)") }
            if interval.high < .infinity { parts.append("\(dimension) < \(interval.high.shortestDescription)") }
        }
        return parts.isEmpty ? "any size class and size" : parts.joined(separator: " and ")
    }
}
