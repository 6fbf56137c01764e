import LayoutModel
import Testing
@testable import VFLEngine
import TestRandom

/// A deterministic generator (SplitMix64), so failures reproduce.
typealias SeededRandom = SplitMix64

/// Random small layouts: 2–3 views, 2–8 constraints between views, the container, its
/// margins and constants, at priorities 1000/750/500/250, some views content-sized.
enum RandomLayouts {
    static let names = ["a", "b", "c"]
    static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .width]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .height]

    static func make(_ random: inout SeededRandom) -> Layout {
        let viewCount = Int.random(in: 2...3, using: &random)
        var lines: [String] = []
        for _ in 0..<Int.random(in: 2...8, using: &random) {
            let attributes = Bool.random(using: &random) ? horizontal : vertical
            let first = "\(names[Int.random(in: 0..<viewCount, using: &random)]).\(attributes.randomElement(using: &random)!.rawValue)"
            let relation = ["==", "==", "==", ">=", "<="].randomElement(using: &random)!
            let constant = Int.random(in: -2...12, using: &random) * 10
            let priority = [1000, 1000, 1000, 750, 500, 250].randomElement(using: &random)!
            let suffix = priority == 1000 ? "" : " @\(priority)"
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where first.hasSuffix("width") || first.hasSuffix("height"):
                lines.append("\(first) \(relation) \(abs(constant))\(suffix)")
            case 0, 1:
                let other = ["superview", "margins"].randomElement(using: &random)!
                let attribute = first.hasSuffix("width") || first.hasSuffix("height")
                    ? first.split(separator: ".")[1] : Substring(attributes.filter { $0 != .width && $0 != .height }.randomElement(using: &random)!.rawValue)
                lines.append("\(first) \(relation) \(other).\(attribute) + \(constant)\(suffix)")
            default:
                // Auto Layout relates sizes to sizes and positions to positions.
                let isSize = first.hasSuffix("width") || first.hasSuffix("height")
                let attribute = isSize
                    ? String(first.split(separator: ".")[1])
                    : attributes.filter { $0 != .width && $0 != .height }.randomElement(using: &random)!.rawValue
                lines.append("\(first) \(relation) \(names[Int.random(in: 0..<viewCount, using: &random)]).\(attribute) + \(constant)\(suffix)")
            }
        }
        var result = layout(views: Array(names.prefix(viewCount)), lines)
        for index in result.views.indices {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                result.views[index].type = "UILabel"  // no hint: width from its text (unknown), 20.5 high
            case 1:
                result.views[index].intrinsicWidth = Double(Int.random(in: 1...8, using: &random) * 10)
                result.views[index].intrinsicHeight = Double(Int.random(in: 1...4, using: &random) * 10)
            default: break
            }
            if Bool.random(using: &random) {
                let hugging = Term(Double([250, 251].randomElement(using: &random)!))
                result.views[index].hugging = ContentPriorities(horizontal: hugging, vertical: hugging, range: SourceRange(start: 0, end: 0))
            }
        }
        return result
    }
}

/// The brute-force oracle: the layout as a linear program, each priority level's optimum
/// fixed in turn (highest first), then each view attribute minimised and maximised.
enum AmbiguityOracle {
    static let size = Size(width: 300, height: 200)
    /// The sizes the oracle test sweeps (the check moves one engine through them).
    static let sizes = [Size(width: 300, height: 200), Size(width: 200, height: 320)]

    /// The view attributes (by view index) that take more than one value among optimal solutions.
    static func ambiguous(_ layout: Layout, at size: Size = size) -> Set<[Int]> {
        let (program, errorsByPriority) = self.program(layout, size: size)
        let viewCount = layout.views.count
        // Fix each level's optimum, highest priority first.
        guard var tableau = program.feasible() else { return [] }
        for priority in errorsByPriority.keys.sorted(by: >) {
            let objective = Dictionary(uniqueKeysWithValues: errorsByPriority[priority]!.map { ($0, 1.0) })
            _ = tableau.minimum(objective)
            tableau.fixOptimalFace(objective)
        }
        var result: Set<[Int]> = []
        for view in 0..<viewCount {
            for attribute in 0..<4 {
                let variable = view * 4 + attribute
                let low = tableau.minimum([variable: 1])
                let high = -tableau.minimum([variable: -1])
                if !(high - low < 1e-6) { result.insert([view, attribute]) }
            }
        }
        return result
    }

    /// Whether the required constraints at `selection` (indices into `layout.constraints`) can all hold.
    static func isFeasible(_ layout: Layout, _ selection: [Int]) -> Bool {
        program(layout, size: size, only: selection, requiredOnly: true).program.feasible() != nil
    }

    /// The layout as a linear program: view variables x, y, w, h (4 per view), error
    /// variables per non-required constraint, grouped by priority.
    static func program(_ layout: Layout, size: Size, only selection: [Int]? = nil, requiredOnly: Bool = false) -> (program: DenseLP, errorsByPriority: [Double: [Int]]) {
        let viewCount = layout.views.count
        var program = DenseLP(variableCount: viewCount * 4)
        var errorsByPriority: [Double: [Int]] = [:]
        func newError(_ priority: Double) -> Int {
            program.variableCount += 1
            program.nonNegative.insert(program.variableCount - 1)
            errorsByPriority[priority, default: []].append(program.variableCount - 1)
            return program.variableCount - 1
        }
        /// An attribute as constant + Σ coefficient · variable (left-to-right).
        func attribute(_ item: LayoutItem, _ attribute: LayoutAttribute) -> (Double, [Int: Double]) {
            let frame: (x: Double, y: Double, w: Double, h: Double)?
            var base = 0
            switch item {
            case .superview: frame = (0, 0, size.width, size.height)
            case .margins: frame = (8, 8, size.width - 16, size.height - 16)
            case .view(let name):
                frame = nil
                base = layout.views.firstIndex { $0.name == name }! * 4
            default: fatalError("not generated")
            }
            let (x, y, w, h) = (base, base + 1, base + 2, base + 3)
            func linear(_ parts: [(Int, Double)], _ fixed: Double) -> (Double, [Int: Double]) {
                guard let frame else { return (0, Dictionary(parts, uniquingKeysWith: +)) }
                let values = [frame.x, frame.y, frame.w, frame.h]
                return (parts.reduce(0) { $0 + values[$1.0 - base] * $1.1 } + fixed, [:])
            }
            switch attribute {
            case .left, .leading: return linear([(x, 1)], 0)
            case .right, .trailing: return linear([(x, 1), (w, 1)], 0)
            case .centerX: return linear([(x, 1), (w, 0.5)], 0)
            case .width: return linear([(w, 1)], 0)
            case .top: return linear([(y, 1)], 0)
            case .bottom, .lastBaseline, .firstBaseline: return linear([(y, 1), (h, 1)], 0)
            case .centerY: return linear([(y, 1), (h, 0.5)], 0)
            case .height: return linear([(h, 1)], 0)
            }
        }
        func add(_ expression: [Int: Double], _ constant: Double, _ relation: Relation, priority: Double) {
            // expression + constant REL 0
            var terms = expression
            if priority < 1000 {
                switch relation {
                case .equal:
                    terms[newError(priority)] = 1
                    terms[newError(priority)] = -1
                case .greaterThanOrEqual: terms[newError(priority)] = 1
                case .lessThanOrEqual: terms[newError(priority)] = -1
                }
            }
            let lpRelation: DenseLP.Relation = relation == .equal ? .equal : relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
            program.add(terms, lpRelation, -constant)
        }
        for index in selection ?? Array(layout.constraints.indices) {
            let constraint = layout.constraints[index]
            if requiredOnly && constraint.priority.value < 1000 { continue }
            let (c1, t1) = attribute(constraint.first, constraint.firstAttribute)
            var terms = t1
            var constant = c1 - constraint.constant.value
            if let second = constraint.second, let secondAttribute = constraint.secondAttribute {
                let (c2, t2) = attribute(second, secondAttribute)
                constant -= constraint.multiplier * c2
                for (k, v) in t2 { terms[k, default: 0] -= constraint.multiplier * v }
            }
            add(terms, constant, constraint.relation, priority: constraint.priority.value)
        }
        for (index, view) in layout.views.enumerated() where !requiredOnly {
            let intrinsic = IntrinsicContentClasses.checkedSize(of: view)
            let hugging = view.hugging?.horizontal.value ?? 250
            for (variable, size) in [(index * 4 + 2, intrinsic.width), (index * 4 + 3, intrinsic.height)] {
                guard let size else { continue }
                add([variable: 1], -size, .greaterThanOrEqual, priority: 750)
                add([variable: 1], -size, .lessThanOrEqual, priority: hugging)
            }
        }
        return (program, errorsByPriority)
    }
}
@Suite struct AmbiguityOracleTests {
    /// Each random layout is analysed the way `vflgen check` does it — one engine moved
    /// through several sizes with edit variables (a fresh one where the layout cannot take a
    /// size) — and compared with the oracle at every size without a conflict.
    @Test func exactOnAThousandRandomLayouts() {
        var random = SeededRandom(state: 20_261_122)
        var compared = 0
        var ambiguousAttributes = 0
        var determinedAttributes = 0
        var attempts = 0
        let sizes = AmbiguityOracle.sizes.map { CheckSize(name: $0.description, environment: LayoutEnvironment(size: $0)) }
        while compared < 1_000 && attempts < 5_000 {
            attempts += 1
            let layout = RandomLayouts.make(&random)
            var comparedThisLayout = false
            for (size, analysis) in zip(AmbiguityOracle.sizes, LayoutCheck.analyses(layout, variant: nil, at: sizes)) where analysis.conflicts.isEmpty {
                comparedThisLayout = true
                // (Content guesses included: the oracle finds every undetermined attribute.)
                let found = Set(analysis.undetermined.flatMap { ambiguity in
                    ambiguity.attributes.map { [ambiguity.view, FrameAttribute.allCases.firstIndex(of: $0)!] }
                })
                let expected = AmbiguityOracle.ambiguous(layout, at: size)
                ambiguousAttributes += expected.count
                determinedAttributes += layout.views.count * 4 - expected.count
                #expect(found == expected, "layout \(compared) at \(size): \(layout.constraints.map(\.text)) views \(layout.views.map { "\($0.name):\($0.type ?? "-") \($0.intrinsicWidth ?? -1)x\($0.intrinsicHeight ?? -1) h\($0.hugging?.horizontal.value ?? 250)" })")
                if found != expected { return }
            }
            if comparedThisLayout { compared += 1 }
        }
        #expect(compared == 1_000)
        // The corpus exercises both outcomes in quantity.
        #expect(ambiguousAttributes > 500 && determinedAttributes > 500, "\(ambiguousAttributes) ambiguous, \(determinedAttributes) determined")
    }
}

@Suite struct ConflictSetTests {
    /// Every reported conflict is unsatisfiable and minimal (checked with the LP oracle, not
    /// the engine): without any one member the rest can hold.
    @Test func conflictSetsAreMinimalOnRandomLayouts() {
        var random = SeededRandom(state: 9)
        var checked = 0
        var attempts = 0
        while checked < 300 && attempts < 20_000 {
            attempts += 1
            let layout = RandomLayouts.make(&random)
            let size = CheckSize(name: "300x200", environment: LayoutEnvironment(size: AmbiguityOracle.size))
            let analysis = SizeAnalysis.analyse(layout, variant: nil, at: size)
            for conflict in analysis.conflicts {
                checked += 1
                #expect(!AmbiguityOracle.isFeasible(layout, conflict.members), "\(conflict.members) of \(layout.constraints.map(\.text))")
                for member in conflict.members {
                    let rest = conflict.members.filter { $0 != member }
                    #expect(AmbiguityOracle.isFeasible(layout, rest), "without \(member): \(conflict.members) of \(layout.constraints.map(\.text))")
                }
            }
        }
        #expect(checked >= 300)
    }

    @Test func aWidthTooLargeForTheContainerIsNotStructural() {
        // |-[a(400)]-(>=0)-| fits in landscape and on larger devices but not on the smaller phones
        // in portrait: the conflict names its three constraints and only those sizes.
        let wide = layout(views: ["a"], ["a.leading == margins.leading", "a.width == 400", "margins.trailing >= a.trailing", "a.top == margins.top", "a.height == 10"])
        let presets = DevicePresets.uikit
        let findings = LayoutCheck.run(wide, presets: presets).findings
        #expect(findings.count == 1)
        guard case .conflict(let members, let items)? = findings.first?.detail else {
            Issue.record("expected a conflict, got \(findings)")
            return
        }
        #expect(members.map(\.text) == ["a.leading == margins.leading", "a.width == 400", "margins.trailing >= a.trailing"])
        #expect(items == [.superview, .margins])
        #expect(findings[0].atEverySize == false)
        #expect(findings[0].sizes == [
            "iPhone SE (3rd generation) (portrait)", "iPhone SE (3rd generation) (portrait), right-to-left",
            "iPhone 16 Pro (portrait)", "iPhone 16 Pro (portrait), right-to-left",
        ])
    }
}

@Suite struct MirroredAnalysisTests {
    /// Right-to-left analyses derived from left-to-right ones (mirror-symmetric layouts)
    /// equal those of a right-to-left engine: frames, ambiguous attributes, off-screen views.
    @Test func derivedRightToLeftEqualsSolvingInRightToLeft() {
        var random = SeededRandom(state: 77)
        var compared = 0
        var attempts = 0
        while compared < 200 && attempts < 20_000 {
            attempts += 1
            var layout = RandomLayouts.make(&random)
            // Mirror-symmetric: horizontal positions through leading/trailing only.
            layout.constraints = layout.constraints.map { constraint in
                var mirrored = constraint
                for keyPath in [\LayoutConstraint.firstAttribute] where [.left, .centerX].contains(mirrored[keyPath: keyPath]) {
                    mirrored[keyPath: keyPath] = .leading
                }
                if mirrored.firstAttribute == .right { mirrored.firstAttribute = .trailing }
                if let second = mirrored.secondAttribute, [.left, .right, .centerX].contains(second) {
                    mirrored.secondAttribute = second == .right ? .trailing : .leading
                }
                return mirrored
            }
            guard LayoutCheck.isMirrorSymmetric(layout.constraints) else { continue }
            let ltr = CheckSize(name: "ltr", environment: LayoutEnvironment(size: Size(width: 300, height: 200)))
            var rtl = ltr
            rtl.name = "rtl"
            rtl.environment.layoutDirection = .rightToLeft
            let derived = LayoutCheck.analyses(layout, variant: nil, at: [ltr, rtl])[1]
            let solved = SizeAnalysis.analyse(layout, variant: nil, at: rtl)
            guard solved.conflicts.isEmpty else { continue }
            compared += 1
            #expect(derived.ambiguities == solved.ambiguities, "\(layout.constraints.map(\.text))")
            #expect(derived.undetermined == solved.undetermined, "\(layout.constraints.map(\.text))")
            #expect(Set(derived.contentGuesses) == Set(solved.contentGuesses), "\(layout.constraints.map(\.text))")
            #expect(Set(derived.offScreen) == Set(solved.offScreen), "\(layout.constraints.map(\.text))")
            let unsure = Set(solved.undetermined.filter { !$0.attributes.isEmpty }.map(\.view))
            for view in layout.views.indices where !unsure.contains(view) {
                #expect(derived.frames[view] == solved.frames[view], "\(layout.constraints.map(\.text))")
            }
        }
        #expect(compared == 200)
    }
}
