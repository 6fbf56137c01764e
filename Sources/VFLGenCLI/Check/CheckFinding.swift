import Foundation
import LayoutModel
import VFLEngine
import VFLRendering

/// One finding of `vflgen check`, ready to print: the diagnostic (at the `.vfl` location,
/// with notes), and what the JSON form adds — kind, sizes, the constraints involved, the fix.
public struct CheckFinding {
    /// The word a `// vflgen:ignore KIND` comment names.
    public enum Kind: String, CaseIterable {
        case conflict, ambiguity, offScreen = "off-screen", contentSize = "content-size", nonFinite = "non-finite"

        public var diagnosticID: DiagnosticID {
            switch self {
            case .conflict: "layout-conflict"
            case .ambiguity: "layout-ambiguity"
            case .offScreen: "layout-off-screen"
            case .contentSize: "layout-content-size"
            // The id `vflgen frames` gives the same layout.
            case .nonFinite: "non-finite-geometry"
            }
        }
    }

    public struct Involved {
        public var text: String
        public var name: String
        public var range: SourceRange
    }

    public var kind: Kind
    public var layout: String
    public var variant: String?
    public var diagnostic: Diagnostic
    public var sizes: [String]
    public var atEverySize: Bool
    public var constraints: [Involved]
    public var fix: String
}

/// Turns the engine's findings into ``CheckFinding``s.
public struct CheckFindingBuilder {
    public var layout: Layout
    /// The generated constraint names (always-on, then each variant's), as the Swift code has them.
    private var names: (constraints: [String], variants: [[String]])

    public init(layout: Layout) {
        self.layout = layout
        names = ConstraintNaming.names(of: layout)
    }

    /// The generated name of a constraint of `variant` (or of the always-on ones).
    public func name(of constraint: LayoutConstraint, variant: String?) -> String {
        if let index = layout.constraints.firstIndex(of: constraint) { return names.constraints[index] }
        if let variant, let position = layout.variants.firstIndex(where: { $0.name == variant }),
           let index = layout.variants[position].constraints.firstIndex(of: constraint) {
            return names.variants[position][index]
        }
        return constraint.text
    }

    public func finding(_ finding: LayoutFinding, severity: Diagnostic.Severity) -> CheckFinding {
        let place = Self.sizes(finding)
        let scope = finding.variant.map { " (variant '\($0)')" } ?? ""
        switch finding.detail {
        case .conflict(let members, let containerItems):
            let involved = members.map { CheckFinding.Involved(text: $0.text, name: name(of: $0, variant: finding.variant), range: $0.source) }
            let primary = involved.last!
            var notes = involved.dropLast().map { Diagnostic.Note("conflicts with '\($0.text)' (\($0.name))", at: $0.range) }
            for item in containerItems {
                switch item {
                case .superview: notes.append(.init("and with the container's size"))
                case .margins: notes.append(.init("and with the layout margins"))
                case .safeArea: notes.append(.init("and with the safe area insets"))
                case .readable: notes.append(.init("and with the readable content guide"))
                case .keyboard: notes.append(.init("and with the keyboard layout guide"))
                case .view(let name):
                    let range = layout.view(named: name)?.range
                    notes.append(.init("and with the intrinsic content size of '\(name)' (its hugging or compression resistance is required)", at: range))
                }
            }
            let structural = finding.atEverySize && Self.displayedSizes(finding).count > 1 ? "structural conflict (at every size)" : "conflict \(place)"
            let fix = "remove one of these \(members.count) constraints or give it a priority below 1000"
            let message = "required constraint '\(primary.text)' (\(primary.name)) cannot hold with the \(members.count - 1) noted: "
                + "\(structural) in layout '\(finding.layout)'\(scope); \(fix)"
            return CheckFinding(
                kind: .conflict, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(CheckFinding.Kind.conflict.diagnosticID, severity, message, at: primary.range, notes: notes),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: involved, fix: fix)
        case .ambiguity(let view, let attributes, let contentPriority):
            let fix: String
            let message: String
            var notes: [Diagnostic.Note] = []
            if let contentPriority {
                let axis = contentPriority.axis == .horizontal ? "horizontal" : "vertical"
                let option = contentPriority.which == .hugging ? "hugging" : "compression"
                let verb = contentPriority.which == .hugging ? "hug" : "resist compression"
                let verbs = contentPriority.which == .hugging ? "hugs" : "resists compression"
                let group = [view.name] + contentPriority.others
                // The group's declarations by name, looked up once (a search per member was
                // quadratic in a tie of 200 labels). The first declaration of a name, as `view(named:)`.
                var declarations: [String: ViewDeclaration] = [:]
                for declaration in layout.views where declarations[declaration.name] == nil { declarations[declaration.name] = declaration }
                // Raising every view but one leaves that one to take (or give up) all the space.
                let value = (contentPriority.priority + 1).shortestDescription
                let raised = group.dropLast().map { name in
                    let spelled = contentPriority.axis == .horizontal
                        ? value : "\(Self.otherAxisValue(declarations[name]!, option: option)),\(value)"
                    return "'\(option) \(spelled)' on \(name)"
                }
                // A long group is summarised (every member still gets its note).
                fix = raised.count <= 3
                    ? "declare " + raised.joined(separator: " and ")
                    : "declare \(raised[0]) and the same on every other view of the group but one (\(raised.count) views)"
                for other in contentPriority.others {
                    if let declaration = declarations[other] {
                        notes.append(.init("'\(other)' also \(verbs) at \(contentPriority.priority.shortestDescription)", at: declaration.range))
                    }
                }
                let names = group.map { "'\($0)'" }
                let listed = names.count <= 4
                    ? names.dropLast().joined(separator: ", ") + " and " + names.last!
                    : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more views"
                message = "content priority ambiguity \(place) in layout '\(finding.layout)'\(scope): \(listed) \(group.count == 2 ? "both" : "all") \(verb) at "
                    + "\(contentPriority.priority.shortestDescription) (\(axis)), so Auto Layout cannot tell which one \(contentPriority.which == .hugging ? "grows" : "shrinks"); \(fix)"
            } else if case .external(frame: nil) = view.role {
                // Its frame is set by whoever owns it: lines in this layout are not the fix.
                let list = attributes.map(\.rawValue).joined(separator: ", ")
                fix = "give it the frame its owner sets: 'external view \(view.name)\(view.type.map { ": \($0)" } ?? "") frame X,Y,WxH'"
                message = "cannot place external view '\(view.name)' \(place) in layout '\(finding.layout)'\(scope): it has no frame "
                    + "and the layout's constraints leave its \(list) open, so check and preview draw it (and the views tied to it) at a guess; \(fix)"
            } else {
                fix = Self.fix(for: view.name, attributes)
                let list = attributes.map(\.rawValue).joined(separator: ", ")
                message = "view '\(view.name)' has an ambiguous \(list) \(place) in layout '\(finding.layout)'\(scope): "
                    + "more than one frame satisfies its constraints equally well; \(fix)"
            }
            return CheckFinding(
                kind: .ambiguity, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(CheckFinding.Kind.ambiguity.diagnosticID, severity, message, at: view.range, notes: notes),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fix: fix)
        case .nonFinite:
            let largest = FiniteGeometry.largestNumber(in: layout, variant: layout.variants.first { $0.name == finding.variant })
            let fix = "use numbers of at most 1e15 points"
            let message = "the frames of layout '\(finding.layout)'\(scope) are not finite numbers \(place)"
                + (largest.map { ": \($0.text) is too large to solve with" } ?? "") + "; nothing else is checked there; \(fix)"
            return CheckFinding(
                kind: .nonFinite, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(CheckFinding.Kind.nonFinite.diagnosticID, severity, message, at: largest?.range ?? layout.range, notes: largest?.notes ?? []),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fix: fix)
        case .contentGuess(let view, let axis, let content):
            return contentGuess(finding, view: view, axis: axis, content: content, severity: severity)
        case .offScreen(let view, let problem, let amounts):
            let most = Self.hundredths(amounts.max() ?? 0)  // points, to a hundredth in messages
            let amount = amounts.min().map(Self.hundredths) == most
                ? "\(most.shortestDescription) points" : "up to \(most.shortestDescription) points"
            let what: String
            let fix: String
            switch problem {
            case .negativeWidth, .negativeHeight:
                what = "gets a \(problem.rawValue) (−\(amount))"
                fix = "let a neighbour shrink or lower the priority of a fixed \(problem == .negativeWidth ? "width" : "height") or spacing"
            default:
                what = "leaves the container on the \(problem.rawValue) by \(amount)"
                fix = "pin it inside the container (e.g. \(problem == .left || problem == .right ? "H:|-[\(view.name)]-|" : "V:|-[\(view.name)]-|")) or let it shrink (a size with '>=' or a lower compression resistance)"
            }
            let message = "view '\(view.name)' \(what) \(place) in layout '\(finding.layout)'\(scope); \(fix)"
            return CheckFinding(
                kind: .offScreen, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(CheckFinding.Kind.offScreen.diagnosticID, severity, message, at: view.range),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fix: fix)
        }
    }

    /// `value` to a hundredth (a number too large for a fraction stays as it is: `× 100`
    /// would overflow to `inf`).
    public static func hundredths(_ value: Double) -> Double {
        abs(value) < 1e15 ? (value * 100).rounded() / 100 : value
    }

    /// A content-size guess: the view's size on an axis comes from content vflgen cannot measure.
    public func contentGuess(_ finding: LayoutFinding, view: ViewDeclaration, axis: LayoutAxis, content: String, severity: Diagnostic.Severity) -> CheckFinding {
        let scope = finding.variant.map { " (variant '\($0)')" } ?? ""
        let dimension = axis == .horizontal ? "width" : "height"
        let hint = Self.intrinsicHint(for: view, guessing: axis)
        let fix = "give it the size its \(content) will have: '\(hint)' on its declaration (preview only; the app measures the real \(content))"
        let type = view.type.map { " (\($0))" } ?? ""
        let message = "view '\(view.name)'\(type) takes its \(dimension) from its \(content), which vflgen cannot measure, "
            + "and no constraint sets it: its \(dimension) \(Self.sizes(finding)) in layout '\(finding.layout)'\(scope) is a guess; \(fix)"
        return CheckFinding(
            kind: .contentSize, layout: finding.layout, variant: finding.variant,
            diagnostic: Diagnostic(CheckFinding.Kind.contentSize.diagnosticID, severity, message, at: view.range),
            sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fix: fix)
    }

    /// `intrinsic 100x20.5`: a placeholder on the guessed axis (100 wide, 44 high), the class's
    /// own size (or `_`) on the other, since a hint replaces both.
    public static func intrinsicHint(for view: ViewDeclaration, guessing axis: LayoutAxis) -> String {
        let size = ContentSizeTable.size(of: view.type)
        func side(_ side: LayoutAxis, placeholder: String) -> String {
            if side == axis { return placeholder }
            if let value = size[side].value { return value.shortestDescription }
            if case .content = size[side] { return placeholder }
            return "_"
        }
        return "intrinsic \(side(.horizontal, placeholder: "100"))x\(side(.vertical, placeholder: "44"))"
    }

    /// The declared (or default) horizontal value, to keep when raising only the vertical one.
    public static func otherAxisValue(_ view: ViewDeclaration, option: String) -> String {
        let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
        return (option == "hugging" ? defaults.hugging.horizontal : defaults.compressionResistance.horizontal).shortestDescription
    }

    /// A constraint to add for undetermined attributes.
    public static func fix(for view: String, _ attributes: [FrameAttribute]) -> String {
        let has = Set(attributes)
        var lines: [String] = []
        for (axis, position, length, size) in [("H", FrameAttribute.x, FrameAttribute.width, "100"), ("V", .y, .height, "44")] {
            switch (has.contains(position), has.contains(length)) {
            case (true, true): lines.append("\(axis):|-[\(view)]-|")
            case (true, false): lines.append("\(axis):|-[\(view)]")
            case (false, true): lines.append("\(axis):[\(view)(\(size))]")
            case (false, false): break
            }
        }
        return "add " + lines.joined(separator: " and ")
    }

    /// The sizes of a finding, a size found in both directions named once.
    public static func displayedSizes(_ finding: LayoutFinding) -> [String] {
        let suffix = CheckSize.rightToLeftSuffix
        var sizes: [String] = []
        for size in finding.sizes {
            let name = size.hasSuffix(suffix) && finding.sizes.contains(String(size.dropLast(suffix.count))) ? String(size.dropLast(suffix.count)) : size
            if !sizes.contains(name) { sizes.append(name) }
        }
        return sizes
    }

    /// `at every size`, `at NAME`, `at A and B`, `at A, B and 3 more sizes`.
    public static func sizes(_ finding: LayoutFinding) -> String {
        let sizes = displayedSizes(finding)
        if finding.atEverySize && sizes.count > 1 { return "at every size" }
        switch sizes.count {
        case 1: return "at \(sizes[0])"
        case 2: return "at \(sizes[0]) and \(sizes[1])"
        case 3: return "at \(sizes[0]), \(sizes[1]) and \(sizes[2])"
        default: return "at \(sizes[0]), \(sizes[1]) and \(sizes.count - 2) more sizes"
        }
    }
}

/// `// vflgen:ignore KIND[, KIND][: reason]` on the finding's line silences that kind there.
public enum IgnoreComment {
    public static let marker = "vflgen:ignore"

    public static func silences(_ kind: CheckFinding.Kind, at range: SourceRange, in source: SourceFile) -> Bool {
        let line = source.lineText(source.location(of: range.start).line)
        guard let marker = line.range(of: "// " + marker) ?? line.range(of: "//" + marker) else { return false }
        // `// vflgen:ignore ambiguity, off-screen: why` — the kinds, then an optional reason.
        let rest = line[marker.upperBound...].prefix { $0 != ":" }
        let kinds = rest.split { $0 == "," || $0 == " " }.map(String.init)
        return kinds.contains(kind.rawValue)
    }
}
