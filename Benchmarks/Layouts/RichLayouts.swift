// Random screens that use every extension at once (issue 39): the layouts whose check was slow
// while the growth layouts (GrowthLayouts.swift: one shape repeated) were fast. Shared by
// `vflgen-bench-check --rich` and `--write-growth` (the CI guard's rich workloads) and by the
// tests that the check's findings do not change with its speed (VFLGenCLITests,
// CheckFindingsIdentityTests).

import TestRandom

/// Random layouts of rows of views on a screen, deterministic for a seed: labels, buttons,
/// images, switches and plain views with intrinsic hints, baselines and content priorities;
/// rows on guides (`safeArea|`, `margins|`) or the container, with equal spacing (`~`),
/// proportions and percentages (`(==v3*0.5)`, `(>=25%@low)`), `.alignAllCenterY`,
/// `.alignAllTop` and `.alignAllFirstBaseline` options, a declared guide, an external view,
/// an `HV:` background, equation lines (centres, aspect ratios, baselines, cross-row
/// relations) and variants (portrait and landscape, or variants with conditions). Random as
/// they are, most are ambiguous somewhere and some conflict at some sizes: a check must find
/// all of it quickly. Every layout compiles without errors (warnings allowed).
public struct RichLayouts {
    private var random: SplitMix64

    /// Whether labels and buttons get sample content (text, style, font, lines) instead of
    /// intrinsic hints, so that their sizes change with the content configuration.
    private var withContent = false

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The layout of `views` views (at least 1) named `name`, from the generator's next numbers.
    /// With `content`, labels and buttons are sized by sample content (issue 38) instead of
    /// hints; without it the layouts are the ones the goldens and the CI guard were made of.
    public static func layout(views: Int, seed: UInt64, name: String? = nil, content: Bool = false) -> String {
        var generator = RichLayouts(seed: seed)
        generator.withContent = content
        return generator.layout(views: views, name: name ?? "Rich\(views)")
    }

    /// A label's or button's sample content clauses.
    private mutating func contentClauses(_ kind: Kind) -> String {
        let texts = ["\"OK\"", "\"Welcome\"", "\"Ann\" \"Maximilian Featherstonehaugh\"", "\"Photos and stories from the people you follow.\"", "\"Save\""]
        var line = kind == .button ? " title \(pick(texts))" : (chance(85) ? " text \(pick(texts))" : "")
        line += pick([" style body", " style title1", " style caption1", " style headline", " font 17", " font 13 semibold", ""])
        if kind == .label, chance(40) { line += " lines \(pick([0, 2]))" }
        return line
    }

    private mutating func below(_ count: Int) -> Int { random.below(count) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// A view's kind: what its declaration and the lines around it may say.
    private enum Kind { case label, button, image, toggle, plain }

    private struct View {
        var name: String
        var kind: Kind
        /// Declared with a `baseline` hint (a label): may align on its first baseline.
        var hasBaseline: Bool
    }

    /// One layout of `count` views.
    public mutating func layout(views count: Int, name: String) -> String {
        var header = ["layout \(name) {", "    metric pad = 16", "    metric gap = 8", "    metric low = 250", "    metric tall = 44"]
        var views: [View] = []
        for index in 0..<max(1, count) {
            let kind = pick([Kind.label, .label, .label, .button, .image, .toggle, .plain])
            var line = "    view v\(index)"
            var hasBaseline = false
            switch kind {
            case .label where withContent:
                line += ": UILabel" + contentClauses(.label)
            case .label:
                line += ": UILabel"
                if chance(95) { line += " intrinsic \(pick([40, 60, 80, 120, 200]))x\(pick([17, 21, 34]))" }
                if chance(60) {
                    line += " baseline \(pick(["13", "16", "17,30"]))"
                    hasBaseline = true
                }
            case .button where withContent: line += ": UIButton" + contentClauses(.button)
            case .button: line += ": UIButton" + (chance(95) ? " intrinsic \(pick([44, 60, 88]))x44" : "")
            case .image: line += ": UIImageView" + (chance(95) ? " intrinsic \(pick([24, 32, 64]))x\(pick([24, 32, 64]))" : "")
            case .toggle: line += ": UISwitch"
            case .plain: line += chance(50) ? "" : ": UIView"
            }
            if chance(35) { line += " hugging \(pick(["250", "251", "252", "low", "249,251"]))" }
            if chance(25) { line += " compression \(pick(["749", "750", "751", "1000,750"]))" }
            header.append(line)
            views.append(View(name: "v\(index)", kind: kind, hasBaseline: hasBaseline))
        }
        let hasGuide = chance(40)
        if hasGuide { header.append("    guide content") }
        let hasExternal = chance(25)
        if hasExternal { header.append("    external view header: UIView" + (chance(70) ? " frame 0,0,390x\(pick([44, 60, 100]))" : "")) }

        // Rows of one to four views, top to bottom.
        var rows: [[View]] = []
        var next = 0
        while next < views.count {
            let size = min(views.count - next, 1 + below(4))
            rows.append(Array(views[next..<(next + size)]))
            next += size
        }
        var lines: [String] = []
        if hasGuide { lines.append("H:|-pad-[content]-pad-|") }
        var background: String?
        if views.count > 2, chance(40), let plain = views.first(where: { $0.kind == .plain }) {
            background = plain.name
            lines.append("HV:\(pick(["|", "safeArea|", "margins|-"]))[\(plain.name)]\(pick(["|", "|safeArea", "-|margins"]))")
        }
        for (rowIndex, row) in rows.enumerated() {
            let members = row.filter { $0.name != background }
            guard !members.isEmpty else { continue }
            lines.append(horizontal(members, earlier: Array(views.prefix(rowIndex == 0 ? 0 : rows[..<rowIndex].reduce(0) { $0 + $1.count }))))
            // Views of a row without an alignment option get their own vertical place, now and then.
            if !lines.last!.contains("options:") {
                for view in members.dropFirst() where chance(70) {
                    lines.append(pick([
                        "\(view.name).centerY == \(members[0].name).centerY",
                        "\(view.name).top == \(members[0].name).top",
                        "V:[\(members[0].name)]-(>=0@low)-[\(view.name)]",
                    ]))
                }
            }
        }
        // The rows' first views in a column.
        let firsts = rows.compactMap { $0.first(where: { $0.name != background }) }
        if !firsts.isEmpty {
            let top = hasExternal && chance(50) ? "V:[header]-" : pick(["V:safeArea|-pad-", "V:|-", "V:safeArea|", "V:margins|-"])
            var column = top
            for (index, view) in firsts.enumerated() {
                if index > 0 { column += pick(["-gap-", "-", "-(>=gap)-", "-(12@750)-", "-(>=4,<=40@low)-"]) }
                column += "[\(view.name)\(chance(25) ? "(\(pick(["tall", ">=tall", "<=200@750", ">=10%@low"])))" : "")]"
            }
            column += pick(["-(>=pad@low)-|", "-(>=pad)-|safeArea", "-|keyboard", "", "-(>=0)-|"])
            lines.append(column)
        }
        // Equation lines across the screen.
        for _ in 0..<(views.count / 3 + below(3)) {
            if let equation = equation(views, hasGuide: hasGuide) { lines.append(equation) }
        }
        // Variants: by orientation, or switching themselves on the size class and width.
        var variants: [(header: String, lines: [String])] = []
        if chance(60), views.count > 1 {
            let names = chance(60) ? ["portrait", "landscape"]
                : ["compact when horizontal compact", "regular when horizontal regular and width < 1100", "wide when width >= 1100"]
            for variantName in names.prefix(2 + (names.count > 2 && chance(50) ? 1 : 0)) {
                var variantLines: [String] = []
                for _ in 0..<(1 + below(2 + views.count / 10)) {
                    let a = pick(views).name
                    let b = pick(views).name
                    if a == b { continue }
                    variantLines.append(pick([
                        "H:[\(a)(==\(b))]",
                        "\(a).width == \(b).width * \(pick(["0.5", "2", "3/4"])) @750",
                        "V:[\(a)(\(pick(["tall", ">=60", "==\(b)"])))]",
                        "\(a).centerX == superview.centerX",
                        "H:|-(>=pad)-[\(a)]",
                    ]))
                }
                if !variantLines.isEmpty { variants.append(("variant \(variantName) {", variantLines)) }
            }
        }
        var text = header.joined(separator: "\n") + "\n"
        for line in lines { text += "    \(line)\n" }
        for variant in variants {
            text += "    \(variant.header)\n"
            for line in variant.lines { text += "        \(line)\n" }
            text += "    }\n"
        }
        return text + "}\n"
    }

    /// A row's horizontal line: an edge, views with predicates and connections, an edge, options.
    private mutating func horizontal(_ row: [View], earlier: [View]) -> String {
        let equalSpacing = row.count > 1 && chance(25)
        var line = "H:"
        let start = equalSpacing ? pick(["|~", "margins|~", "|-pad-"]) : pick(["|-pad-", "|-", "safeArea|-", "margins|", "|", ""])
        line += start
        for (index, view) in row.enumerated() {
            if index > 0 { line += equalSpacing ? "~" : pick(["-gap-", "-", "-(>=gap)-", "-(8@750)-", "", "-(>=gap,<=40@low)-"]) }
            line += "[\(view.name)\(predicate(view, row: row, index: index, earlier: earlier))]"
        }
        if equalSpacing {
            // At least two `~` in the line: the start may have been a plain connection.
            line += start.hasSuffix("~") || row.count > 2 ? pick(["~|", "-(>=pad)-|", "~|margins"]) : "~|"
        } else {
            line += pick(["-pad-|", "-(>=pad)-|", "-|margins", "-|", "-(>=0@low)-|", ""])
        }
        if row.count > 1, !line.hasPrefix("H:|~"), chance(60) {
            let baselines = row.allSatisfy(\.hasBaseline)
            line += "  options: [\(baselines && chance(60) ? ".alignAllFirstBaseline" : pick([".alignAllCenterY", ".alignAllTop", ".alignAllCenterY"]))]"
        }
        return line
    }

    /// A view's predicate list (empty now and then).
    private mutating func predicate(_ view: View, row: [View], index: Int, earlier: [View]) -> String {
        let others = earlier + row[..<index]
        switch below(10) {
        case 0, 1, 2: return ""
        case 3: return "(\(pick(["44", ">=tall", "<=300@750", "120@low"])))"
        case 4: return "(>=\(pick(["25%", "10%", "50%"]))@\(pick(["low", "750", "999"])))"
        case 5 where !others.isEmpty: return "(==\(pick(others).name)\(pick(["", "*0.5", "*2", "/2-10", ".height", ".width*0.5+4"])))"
        case 6 where view.kind == .image: return "(\(view.name).height*\(pick(["16/9", "1", "4/3"])))"
        case 7: return "(>=gap,<=\(pick(["200", "400"]))@750)"
        default: return ""
        }
    }

    /// An equation line between random views (nil when the pick makes no sense).
    private mutating func equation(_ views: [View], hasGuide: Bool) -> String? {
        let a = pick(views)
        let b = pick(views)
        switch below(8) {
        case 0: return "\(a.name).centerX == \(pick(["superview", "safeArea", "margins"])).centerX\(pick(["", " - 40", " + 20 @750"]))"
        case 1 where a.name != b.name: return "\(a.name).width == \(b.name).height * \(pick(["16/9", "1", "0.5"]))\(pick(["", " @750", " @low"]))"
        case 2 where a.name != b.name: return "\(a.name).top >= \(b.name).bottom + \(pick(["8", "gap", "0"]))\(pick(["", " @750"]))"
        case 3 where a.hasBaseline && b.hasBaseline && a.name != b.name: return "\(a.name).firstBaseline == \(b.name).lastBaseline + 20"
        case 4 where hasGuide: return "\(a.name).leading >= content.leading"
        case 5: return "\(a.name).height == \(pick(["tall", "44", "100"]))\(pick(["", " @750", " @999"]))"
        case 6 where a.name != b.name: return "\(a.name).centerY == \(b.name).centerY + \(pick(["0", "10"]))\(pick(["", " @750"]))"
        default: return nil
        }
    }
}
