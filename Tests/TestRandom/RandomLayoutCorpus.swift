/// Small random `.vfl` files, deterministic for a seed: views of several classes (including
/// user classes named `Metrics` and `Variant`), metrics used as constants, as priorities, both
/// or not at all, VFL lines with predicates, connections, edges and options, variants, and
/// vflgen's extensions (guide edges, `~` equal spacing and centering, proportions and
/// percentages, `#name`s, `HV:` lines). Most are valid; the compile tests render each valid
/// one and type-check the lot.
public struct RandomLayoutCorpus {
    /// SplitMix64: the same numbers on every platform and Swift version.
    private var random: SplitMix64
    /// Explicit constraint names given so far (`#n0`, `#n1`, …), unique in the corpus.
    private var names = 0

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func next() -> UInt64 { random.next() }

    /// A number in `0..<count`.
    private mutating func below(_ count: Int) -> Int { random.below(count) }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// How a metric is used, which decides its value (a priority must lie in 1…1000).
    private enum Role: CaseIterable { case constant, priority, both, unused }

    /// The source of layout `name`; with `everyMetricUnused`, it declares at least one metric
    /// and no line uses any.
    public mutating func layout(named name: String, everyMetricUnused: Bool = false) -> String {
        let viewCount = 1 + below(4)
        let views = (0..<viewCount).map { "v\($0)" }
        var lines = ["layout \(name) {"]
        for view in views {
            let type = pick(["", ": UILabel", ": UIButton", ": UIImageView", ": UIView", ": Metrics", ": Variant"])
            lines.append("    view \(view)\(type)")
        }
        var constants: [String] = []
        var priorities: [String] = []
        for index in 0..<(everyMetricUnused ? 1 + below(3) : below(4)) {
            let metric = "m\(index)"
            let role: Role = everyMetricUnused ? .unused : pick(Role.allCases)
            switch role {
            case .constant: constants.append(metric)
            case .priority: priorities.append(metric)
            case .both: constants.append(metric); priorities.append(metric)
            case .unused: break
            }
            let value = role == .constant ? pick(["0", "8", "15", "0.5", "-4"]) : pick(["250", "750", "999"])
            lines.append("    metric \(metric) = \(value)")
        }
        for _ in 0..<(1 + below(3)) {
            lines.append("    " + formatLine(views: views, constants: constants, priorities: priorities))
        }
        if chance(40) {
            for variant in ["compact", "regular"] where chance(80) {
                lines.append("    variant \(variant) {")
                for _ in 0..<(1 + below(2)) {
                    lines.append("        " + formatLine(views: views, constants: constants, priorities: priorities))
                }
                lines.append("    }")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func formatLine(views: [String], constants: [String], priorities: [String]) -> String {
        if chance(12) { return equalSpacingLine(views: views) }
        if chance(8) { return "HV:" + pick(["|", "safeArea|", "margins|-"]) + "[\(pick(views))]" + pick(["|", "|safeArea", "-|margins"]) }
        let horizontal = chance(50)
        var order = views
        for index in order.indices.reversed() { order.swapAt(index, below(index + 1)) }
        let chain = Array(order.prefix(1 + below(min(3, order.count))))
        var line = horizontal ? "H:" : "V:"
        if chance(60) {
            line += (chance(20) ? pick(["safeArea", "margins"]) : "") + "|" + connection(constants: constants, priorities: priorities)
        }
        for (index, view) in chain.enumerated() {
            if index > 0 { line += connection(constants: constants, priorities: priorities) }
            line += "[\(view)\(predicates(views: views, constants: constants, priorities: priorities))]"
        }
        if chance(50) {
            line += connection(constants: constants, priorities: priorities) + "|" + (chance(20) ? pick(["safeArea", "margins"]) : "")
        }
        if chain.count > 1 && chance(30) {
            line += horizontal ? "  options: [.alignAllTop]" : "  options: [.alignAllLeading]"
        }
        return line
    }

    /// `H:|~[a]~|` (centering) or `|~[a]~[b]~|`-like equal spacing, to the container or a guide.
    private mutating func equalSpacingLine(views: [String]) -> String {
        var order = views
        for index in order.indices.reversed() { order.swapAt(index, below(index + 1)) }
        let chain = order.prefix(1 + below(min(3, order.count))).map { "[\($0)]" }
        let guide = chance(30) ? pick(["safeArea", "margins"]) : ""
        let start = chain.count == 1 || chance(50) ? "\(guide)|~" : "\(guide)|-"  // at least two `~`
        return pick(["H:", "V:"]) + start + chain.joined(separator: "~") + "~|" + guide
    }

    /// ` #nK` (a fresh explicit name) now and then.
    private mutating func name() -> String {
        guard chance(15) else { return "" }
        names += 1
        return "#n\(names)"
    }

    private mutating func constant(_ constants: [String]) -> String {
        !constants.isEmpty && chance(50) ? pick(constants) : pick(["0", "8", "20", "44"])
    }

    private mutating func priority(_ priorities: [String]) -> String {
        !priorities.isEmpty && chance(60) ? pick(priorities) : pick(["250", "750", "999"])
    }

    private mutating func connection(constants: [String], priorities: [String]) -> String {
        switch below(5) {
        case 0: ""
        case 1: "-"
        case 2: "-\(constant(constants))\(name())-"
        case 3: "-(>=\(constant(constants))@\(priority(priorities)))-"
        default: "-(\(constant(constants)),<=\(pick(["80", "120"]))@\(priority(priorities)))-"
        }
    }

    private mutating func predicates(views: [String], constants: [String], priorities: [String]) -> String {
        switch below(9) {
        case 0, 1: ""
        case 2: "(\(pick(["30", "44", "120"]))\(name()))"
        case 3: "(>=\(constant(constants)))"
        case 4: "(==\(pick(views)))"
        case 5: "(==\(pick(views))\(pick(["*2", "/2-10", "*16/9", ".height", ".width*0.5+4"]))\(name()))"
        case 6: "(>=\(pick(["50%", "25%"]))@\(priority(priorities)))"
        default: "(<=\(pick(["100", "300"]))@\(priority(priorities)),>=\(constant(constants)))"
        }
    }
}
