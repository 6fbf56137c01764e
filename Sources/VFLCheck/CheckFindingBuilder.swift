import Foundation
import LayoutModel
import VFLEngine
import VFLRendering

/// Turns the engine's findings into ``CheckFinding``s: the message, the notes, and the fixes
/// as data with their edits of `source`.
public struct CheckFindingBuilder {
    public var layout: Layout
    public var source: SourceFile
    /// The generated constraint names (always-on, then each variant's), as the Swift code has them.
    private var names: (constraints: [String], variants: [[String]])
    private var edits: FixEdits
    /// Proves each fix before it is offered.
    private var proof: FixProof
    /// The views' content priorities, for ``priorityTies(of:_:variant:limit:)``.
    private let contentPriorities = ContentPriorities()

    /// `analyses` and `findings`: what ``LayoutCheck/run(_:axes:)`` found across `axes` (the
    /// fixes are proved by checking the changed layout again across them).
    public init(layout: Layout, source: SourceFile, axes: CheckAxes, analyses: [SizeAnalysis], findings: [LayoutFinding]) {
        self.layout = layout
        self.source = source
        names = ConstraintNaming.names(of: layout)
        edits = FixEdits(layout: layout, source: source)
        proof = FixProof(layout: layout, source: source, axes: axes, analyses: analyses, findings: findings)
    }

    /// At most this many members of a conflict are tried as the one to make optional (each try
    /// analyses the layout again at the conflict's sizes), and at most `offeredFixes` offered.
    static let triedMembers = 6
    static let offeredFixes = 2

    /// The generated name of a constraint of `variant` (or of the always-on ones).
    public func name(of constraint: LayoutConstraint, variant: String?) -> String {
        if let index = layout.constraints.firstIndex(of: constraint) { return names.constraints[index] }
        if let variant, let position = layout.variants.firstIndex(where: { $0.name == variant }),
           let index = layout.variants[position].constraints.firstIndex(of: constraint) {
            return names.variants[position][index]
        }
        return constraint.text
    }

    func reference(_ constraint: LayoutConstraint, variant: String?) -> ConstraintReference {
        ConstraintReference(text: constraint.text, name: name(of: constraint, variant: variant), range: constraint.source)
    }

    /// The fix made of `actions`, when its edits can be made.
    func fix(_ actions: [FixAction]) -> CheckFix? {
        edits.edits(for: actions).map { CheckFix(actions: actions, edits: $0) }
    }

    /// `A or B`: the fixes in words, at most `shown` of them, then how many more there are.
    static func words(_ fixes: [CheckFix], shown: Int = 2, more: (Int) -> String) -> String {
        let listed = fixes.prefix(shown).map(\.description).joined(separator: ", or ")
        return fixes.count > shown ? listed + ", or " + more(fixes.count - shown) : listed
    }

    /// `elsewhere`: the other variants a conflict of the always-on constraints holds in, with
    /// its sizes there (the finding is then reported once, listing them).
    public func finding(_ finding: LayoutFinding, severity: Diagnostic.Severity, elsewhere: [(variant: String?, sizes: [String])] = []) -> CheckFinding {
        let place = Self.sizes(finding)
        let scope = finding.variant.map { " (variant '\($0)')" } ?? ""
        func made(_ kind: CheckFinding.Kind, _ message: String, at range: SourceRange?, notes: [Diagnostic.Note] = [],
                  constraints: [ConstraintReference] = [], fixes: [CheckFix], advice: String) -> CheckFinding {
            CheckFinding(
                kind: kind, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(kind.diagnosticID, severity, message, at: range, notes: notes),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: constraints, fixes: fixes, advice: advice)
        }
        switch finding.detail {
        case .conflict(let members, let containerItems):
            // A conflict at every size (of two or more: structural) is a certain bug: an error
            // whatever the setting.
            let structural = finding.atEverySize && Self.displayedSizes(finding).count > 1
            return conflict(finding, members: members, containerItems: containerItems, severity: structural ? .error : severity, elsewhere: elsewhere)
        case .ambiguity(let view, let attributes, let contentPriority):
            if let contentPriority {
                return contentPriorityTie(finding, view: view, contentPriority, severity: severity)
            }
            let list = attributes.map(\.rawValue).joined(separator: ", ")
            if case .external(frame: nil) = view.role {
                // Its frame is set by whoever owns it: lines in this layout are not the fix.
                let frame = "0,0,100x44"
                let open = Set(attributes) == Set(FrameAttribute.allCases)
                let fixes = open ? [fix([.giveFrame(view: view.name, frame: frame)])].compactMap { $0 } : []
                let advice = fixes.first?.description
                    ?? "give it the frame its owner sets: 'external view \(view.name)\(view.type.map { ": \($0)" } ?? "") frame X,Y,WxH'"
                let message = "cannot place external view '\(view.name)' \(place) in layout '\(finding.layout)'\(scope): it has no frame "
                    + "and the layout's constraints leave its \(list) open, so check and preview draw it (and the views tied to it) at a guess; \(advice)"
                return made(.ambiguity, message, at: view.range, fixes: fixes, advice: advice)
            }
            let viewIndex = layout.views.firstIndex(of: view)
            // The first tie whose change is proved; or, once a proof does not start (the
            // budget), the tie tried then, described.
            var tied: (tie: PriorityTie, fix: CheckFix?)?
            if let viewIndex {
                search: for tie in priorityTies(of: view, attributes, variant: finding.variant) {
                    let constraint = reference(tie.constraint, variant: finding.variant)
                    guard let candidate = fix([.lowerPriority(constraint, to: tie.priority - 1)]) else { continue }
                    // (A failed proof is passed over unread.)
                    switch proof.inEveryVariant(candidate.edits, variant: finding.variant, ends: .ambiguity(views: [viewIndex], attributes), readsProblem: false) {
                    case .proved: tied = (tie, candidate)
                    case .unproved: tied = (tie, nil)
                    case .fails, .limited: continue search
                    }
                    break
                }
            }
            if let (tie, proved) = tied {
                // A soft constraint and a content priority at the same value: which one gives
                // way is not defined, and that is the ambiguity.
                let constraint = reference(tie.constraint, variant: finding.variant)
                let fixes = [proved].compactMap { $0 }
                let option = tie.option == .hugging ? "hugging" : "compression resistance"
                let advice = fixes.first?.description ?? "give '\(constraint.text)' a priority other than \(tie.priority.shortestDescription)"
                let message = "view '\(view.name)' has an ambiguous \(list) \(place) in layout '\(finding.layout)'\(scope): "
                    + "'\(constraint.text)' (\(constraint.name)) at priority \(tie.priority.shortestDescription) ties with the \(option) of '\(tie.view)' "
                    + "at \(tie.priority.shortestDescription), so Auto Layout cannot tell which gives way; \(advice)"
                var notes = [Diagnostic.Note("the soft constraint '\(constraint.text)' (\(constraint.name))", at: constraint.range)]
                if let declaration = layout.view(named: tie.view) {
                    notes.append(.init("'\(tie.view)' has \(option) \(tie.priority.shortestDescription) (\(declaration.type ?? "its class's default"))", at: declaration.range))
                }
                if proved == nil { notes.append(unproved(finding)) }
                return made(.ambiguity, message, at: view.range, notes: notes, constraints: [constraint], fixes: fixes, advice: advice)
            }
            let lines = Self.lines(for: view.name, attributes)
            let candidate = lines.isEmpty ? nil : fix(lines.map { .addLine($0, variant: finding.variant) })
            let gone = attributes.map { FixProof.ambiguityKey(view.name, $0) }
            let verdict = candidate.map { proof.everywhere($0.edits, variant: finding.variant, gone: gone) }
            let fixes = verdict == .proved ? [candidate!] : []
            let lineWords = lines.joined(separator: " and ")
            let advice: String
            switch verdict {
            case .proved?: advice = fixes[0].description
            case .fails?: advice = "adding \(lineWords) does not settle it without a new problem: relate it to the views around it"
            case .unproved?, .limited?, nil: advice = "add \(lineWords)"
            }
            let message = "view '\(view.name)' has an ambiguous \(list) \(place) in layout '\(finding.layout)'\(scope): "
                + "more than one frame satisfies its constraints equally well; \(advice)"
            return made(.ambiguity, message, at: view.range, notes: verdict == .unproved ? [unproved(finding)] : [], fixes: fixes, advice: advice)
        case .nonFinite:
            let largest = FiniteGeometry.largestNumber(in: layout, variant: layout.variants.first { $0.name == finding.variant })
            let advice = "use numbers of at most 1e15 points"
            let message = "the frames of layout '\(finding.layout)'\(scope) are not finite numbers \(place)"
                + (largest.map { ": \($0.text) is too large to solve with" } ?? "") + "; nothing else is checked there; \(advice)"
            return made(.nonFinite, message, at: largest?.range ?? layout.range, notes: largest?.notes ?? [], fixes: [], advice: advice)
        case .contentGuess(let view, let axis, let content):
            let dimension = axis == .horizontal ? "width" : "height"
            let hint = Self.intrinsicHint(for: view, guessing: axis)
            let candidate = fix([.setIntrinsicSize(view: view.name, value: hint)])
            let verdict = candidate.map { proof.everywhere($0.edits, variant: finding.variant, gone: [FixProof.contentKey(view.name, axis)]) }
            let fixes = verdict == .proved ? [candidate!] : []
            let advice = "give it the size its \(content) will have: '\(hint)' on its declaration (preview only; the app measures the real \(content))"
            let type = view.type.map { " (\($0))" } ?? ""
            let message = "view '\(view.name)'\(type) takes its \(dimension) from its \(content), which vflgen cannot measure, "
                + "and no constraint sets it: its \(dimension) \(place) in layout '\(finding.layout)'\(scope) is a guess; \(advice)"
            return made(.contentSize, message, at: view.range, notes: verdict == .unproved ? [unproved(finding)] : [], fixes: fixes, advice: advice)
        case .text(let view, let problem, let text, let needed, let given, let content):
            return textFinding(finding, view: view, problem: problem, text: text, needed: needed, given: given, content: content, severity: severity)
        case .overlap(let view, let other, let content):
            let shown = [view, other].compactMap { declaration -> String? in
                guard let text = ContentMeasure.texts(of: declaration, in: content).first else { return nil }
                return "'\(declaration.name)' shows \(Self.quoted(text))"
            }
            let advice = "keep a spacing between them that holds at every text size (e.g. a '>=' spacing between them, or one below the other), "
                + "or let the text wrap ('lines 0')"
            let message = "view '\(view.name)' overlaps '\(other.name)' \(place) in layout '\(finding.layout)'\(scope), "
                + "with its content \(Self.contentWords(content)) (\(shown.joined(separator: ", "))), and not \(Self.contentWords(.standard)); \(advice)"
            let notes = [Diagnostic.Note("'\(other.name)' is declared here", at: other.range)]
            return made(.overlap, message, at: view.range, notes: notes, fixes: [], advice: advice)
        case .scrollableContent(let view, let axis, let lastView):
            return scrollableContent(finding, view: view, axis: axis, lastView: lastView, place: place, scope: scope, made: made)
        case .offScreen(let view, let problem, let amounts):
            let most = Self.hundredths(amounts.max() ?? 0)  // points, to a hundredth in messages
            let amount = amounts.min().map(Self.hundredths) == most
                ? "\(most.shortestDescription) points" : "up to \(most.shortestDescription) points"
            let what: String
            let advice: String
            let horizontal = problem == .left || problem == .right || problem == .negativeWidth
            switch problem {
            case .negativeWidth, .negativeHeight:
                what = "gets a \(problem.rawValue) (−\(amount))"
                advice = "the required sizes and spacings along its \(horizontal ? "row" : "column") add up to more than the container: "
                    + "let a neighbour shrink or lower the priority of a fixed \(problem == .negativeWidth ? "width" : "height") or spacing"
            default:
                what = "leaves the container on the \(problem.rawValue) by \(amount)"
                if case .external(let frame) = view.role {
                    // Its owner places it: lines in this layout do not move it.
                    let declared = frame.map { " (its 'frame \(Self.frameText($0))')" } ?? ""
                    advice = "it is an external view, placed by its owner\(declared), so no line of this layout moves it; "
                        + "correct its frame if the owner puts it elsewhere, or keep the views tied to it inside the container"
                } else {
                    advice = "pin it inside the container (e.g. \(horizontal ? "H:|-[\(view.name)]-|" : "V:|-[\(view.name)]-|")) or let it shrink (a size with '>=' or a lower compression resistance)"
                }
            }
            let message = "view '\(view.name)' \(what) \(place) in layout '\(finding.layout)'\(scope); \(advice)"
            return made(.offScreen, message, at: view.range, fixes: [], advice: advice)
        }
    }

    /// A label or button whose sample text does not fit: cut with "…" on one line, or
    /// wrapped past its height. A truncated label is offered `lines 0` when, applied and
    /// checked again across every axis, the finding goes and nothing new appears.
    func textFinding(
        _ finding: LayoutFinding, view: ViewDeclaration, problem: SizeAnalysis.TextProblem.Problem, text: String,
        needed: Double, given: Double, content: ContentConfiguration, severity: Diagnostic.Severity
    ) -> CheckFinding {
        let place = Self.sizes(finding)
        let scope = finding.variant.map { " (variant '\($0)')" } ?? ""
        let type = view.type.map { " (\($0))" } ?? ""
        let needs = Self.hundredths(needed).shortestDescription
        let gets = Self.hundredths(given).shortestDescription
        let sample = "\(Self.quoted(text)) \(Self.contentWords(content))"
        switch problem {
        case .truncated:
            var fixes: [CheckFix] = []
            var notes: [Diagnostic.Note] = []
            if ContentMeasure.kind(of: view) == .label, let candidate = fix([.setLineCount(view: view.name, lines: 0)]) {
                switch proof.everywhere(candidate.edits, variant: finding.variant, gone: [FixProof.textKey(view.name, problem)]) {
                case .proved: fixes.append(candidate)
                case .unproved: notes.append(unproved(finding))
                case .fails, .limited: break
                }
            }
            let advice = fixes.first?.description
                ?? "give it the width its text needs (pin it to both sides with room to grow, or let a neighbour shrink: a lower compression resistance), or let it wrap ('lines 0') where there is height for it"
            let message = "view '\(view.name)'\(type) is truncated \(place) in layout '\(finding.layout)'\(scope): "
                + "\(sample) needs \(needs) points on one line and gets \(gets); \(advice)"
            return CheckFinding(
                kind: .truncated, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(CheckFinding.Kind.truncated.diagnosticID, severity, message, at: view.range, notes: notes),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fixes: fixes, advice: advice)
        case .clipped:
            let advice = "let its height grow with its text: no fixed height, its bottom pinned with '>=' or to a view that can move down"
            let message = "view '\(view.name)'\(type) is taller than its space \(place) in layout '\(finding.layout)'\(scope): "
                + "\(sample) wraps to \(needs) points and gets \(gets), so its last lines are cut; \(advice)"
            return CheckFinding(
                kind: .textClipped, layout: finding.layout, variant: finding.variant,
                diagnostic: Diagnostic(CheckFinding.Kind.textClipped.diagnosticID, severity, message, at: view.range),
                sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fixes: [], advice: advice)
        }
    }

    /// The note of a finding whose fix is described, not offered as an edit, because its proof
    /// did not start: the layout's proofs have spent their budget (``FixProof/Budget``).
    func unproved(_ finding: LayoutFinding) -> Diagnostic.Note {
        .init("this fix is described, not offered as an edit: it is not proved, because proving it would pass the bound on "
            + "the work of proving fixes of layout '\(finding.layout)' (\(proof.bound))")
    }

    /// `"Welcome to Grapevine"`, at most 60 characters (then cut with "…").
    static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return "\"\(shown.escapingControlCharacters)\""
    }

    /// `at the default text size (L)`, `at text size AX5`, `at text size L with long text`.
    static func contentWords(_ content: ContentConfiguration) -> String {
        let size = content.isDefaultCategory ? "at the default text size (L)" : "at text size \(content.categoryName)"
        return content.longText ? size + " with long text" : size
    }

    /// A scroll view whose content size is open on `axis`, at its declaration: the link that is
    /// missing and, as the fix, that link (proved by checking the edited layout again). Vertical:
    /// the last view inside to the content's bottom (`V:[submit]-|form.content`); horizontal:
    /// the content as wide as the frame (`form.content.width == form.frame.width`, scrolling
    /// vertically only), else the last view to its trailing edge.
    func scrollableContent(
        _ finding: LayoutFinding, view: ViewDeclaration, axis: LayoutAxis, lastView: String?, place: String, scope: String,
        made: (CheckFinding.Kind, String, SourceRange?, [Diagnostic.Note], [ConstraintReference], [CheckFix], String) -> CheckFinding
    ) -> CheckFinding {
        let content = "\(view.name).content"
        let (size, edge, orientation) = axis == .horizontal ? ("width", "trailing", "H") : ("height", "bottom", "V")
        var candidates: [String] = []
        if axis == .horizontal { candidates.append("\(content).width == \(view.name).frame.width") }
        if let lastView { candidates.append("\(orientation):[\(lastView)]-|\(content)") }
        if axis == .vertical { candidates.append("\(content).height == \(view.name).frame.height") }
        let gone = [FixProof.scrollableContentKey(view.name, axis)]
        var fixes: [CheckFix] = []
        var notes: [Diagnostic.Note] = []
        search: for line in candidates {
            guard let candidate = fix([.addLine(line, variant: finding.variant)]) else { continue }
            switch proof.everywhere(candidate.edits, variant: finding.variant, gone: gone) {
            case .proved:
                fixes.append(candidate)
                break search
            case .unproved:
                notes.append(unproved(finding))
                break search
            case .limited: break search
            case .fails: continue search
            }
        }
        let missing = lastView.map { "nothing links the last view inside, '\($0)', to the \(edge) of '\(content)'" }
            ?? "no view inside reaches the \(edge) of '\(content)'"
        let advice = fixes.first?.description ?? "add \(candidates.first ?? "\(orientation):[VIEW]-|\(content)")"
        let message = "scrollable content size is ambiguous for scroll view '\(view.name)' \(place) in layout '\(finding.layout)'\(scope): "
            + "its content's \(size) is not determined by its content: \(missing), so the scroll view cannot tell how far it scrolls; \(advice)"
        return made(.scrollableContent, message, view.range, notes, [], fixes, advice)
    }

    /// `0,0,390x44`.
    static func frameText(_ frame: DeclaredFrame) -> String {
        "\(frame.x.shortestDescription),\(frame.y.shortestDescription),\(frame.width.shortestDescription)x\(frame.height.shortestDescription)"
    }

    /// Required constraints that cannot all hold. Each member made optional (`@999`) ends this
    /// conflict: Auto Layout then bends that one where the others need it to.
    func conflict(
        _ finding: LayoutFinding, members: [LayoutConstraint], containerItems: [LayoutItem], severity: Diagnostic.Severity,
        elsewhere: [(variant: String?, sizes: [String])]
    ) -> CheckFinding {
        let places = [(variant: finding.variant, sizes: finding.sizes)] + elsewhere
        var allSizes: [String] = []
        for place in places { for size in place.sizes where !allSizes.contains(size) { allSizes.append(size) } }
        let place = Self.sizes(allSizes, atEverySize: finding.atEverySize)
        let scope: String
        if elsewhere.isEmpty {
            scope = finding.variant.map { " (variant '\($0)')" } ?? ""
        } else {
            let names = places.map { $0.variant.map { "'\($0)'" } ?? "none" }
            scope = " (variants " + names.dropLast().joined(separator: ", ") + " and " + names.last! + ")"
        }
        let involved = members.map { reference($0, variant: finding.variant) }
        let primary = involved.last!
        var notes = involved.dropLast().map { Diagnostic.Note("conflicts with '\($0.text)' (\($0.name))", at: $0.range) }
        var frames: [String] = []
        for item in containerItems {
            switch item {
            case .superview: notes.append(.init("and with the container's size"))
            case .margins: notes.append(.init("and with the layout margins"))
            case .safeArea: notes.append(.init("and with the safe area insets"))
            case .readable: notes.append(.init("and with the readable content guide"))
            case .keyboard: notes.append(.init("and with the keyboard layout guide"))
            case .scrollGuide(let name, let guide):
                notes.append(.init("and with the \(guide == .content ? "content" : "frame") layout guide of scroll view '\(name)'", at: layout.view(named: name)?.range))
            case .view(let name):
                let declaration = layout.view(named: name)
                if case .external(let frame?) = declaration?.role {
                    // An external view's declared frame holds it in place.
                    frames.append(name)
                    notes.append(.init("and with the frame of external view '\(name)' ('frame \(Self.frameText(frame))')", at: frameClause(of: declaration!) ?? declaration?.range))
                } else {
                    notes.append(.init("and with the intrinsic content size of '\(name)' (its hugging or compression resistance is required)", at: declaration?.range))
                }
            }
        }
        let structural = finding.atEverySize && Self.displayedSizes(finding).count > 1 ? "structural conflict (at every size)" : "conflict \(place)"
        // The primary first: it is the one Auto Layout breaks. A member is offered when its
        // text has a place for a priority and, made optional, it ends the conflict wherever
        // the conflict holds without anything new going wrong there (``FixProof``).
        let indices = members.map { proof.index(of: $0, variant: finding.variant) }
        var fixes: [CheckFix] = []
        var unproved = false
        if !indices.contains(nil) {
            let target = FixProof.Target.conflict(indices.map { $0! })
            var tried = 0
            members: for position in members.indices.reversed() where tried < Self.triedMembers && fixes.count < Self.offeredFixes {
                guard let candidate = fix([.lowerPriority(involved[position], to: 999)]) else { continue }
                tried += 1
                for place in places {
                    switch proof.inEveryVariant(candidate.edits, variant: place.variant, ends: target) {
                    case .proved: continue
                    case .fails, .limited: continue members
                    case .unproved:
                        // Past the budget no member is tried further: the advice describes them.
                        unproved = true
                        break members
                    }
                }
                fixes.append(candidate)
            }
        }
        if unproved { notes.append(self.unproved(finding)) }
        let others = members.count - 1
        var with: [String] = []
        if others > 0 { with.append(others == 1 ? "the noted constraint" : "the \(others) noted constraints") }
        if !frames.isEmpty { with.append(frames.map { "the frame of external view '\($0)'" }.joined(separator: " and ")) }
        if with.isEmpty { with.append("the noted sizes") }
        let advice = fixes.isEmpty
            ? (members.count == 1 ? "remove it or give it a priority below 1000" : "remove one of these \(members.count) constraints or give it a priority below 1000")
            : Self.words(fixes, shown: 1) { _ in "of another of the \(members.count) constraints" }
        let message = "required constraint '\(primary.text)' (\(primary.name)) cannot hold with \(with.joined(separator: " and ")): "
            + "\(structural) in layout '\(finding.layout)'\(scope); \(advice)"
        var built = CheckFinding(
            kind: .conflict, layout: finding.layout, variant: finding.variant,
            diagnostic: Diagnostic(CheckFinding.Kind.conflict.diagnosticID, severity, message, at: primary.range, notes: notes),
            sizes: allSizes, atEverySize: finding.atEverySize, constraints: involved, fixes: fixes, advice: advice)
        built.variants = places.map(\.variant)
        return built
    }

    /// The range of `frame X,Y,WxH` on an external view's declaration line.
    func frameClause(of declaration: ViewDeclaration) -> SourceRange? {
        let line = source.location(of: declaration.range.start).line
        let start = source.lineStarts[line - 1]
        let text = source.lineText(line)
        guard let found = text.range(of: " frame ") else { return nil }
        let offset = start + text[..<found.lowerBound].utf8.count + 1
        let clause = text[found.upperBound...].prefix { $0 != " " && $0 != "/" }
        return SourceRange(start: offset, end: offset + "frame ".utf8.count + clause.utf8.count)
    }

    /// Content-sized views that share a hugging (or compression resistance) priority on an axis.
    func contentPriorityTie(_ finding: LayoutFinding, view: ViewDeclaration, _ contentPriority: ContentPriorityAmbiguity, severity: Diagnostic.Severity) -> CheckFinding {
        let place = Self.sizes(finding)
        let scope = finding.variant.map { " (variant '\($0)')" } ?? ""
        let axis = contentPriority.axis == .horizontal ? "horizontal" : "vertical"
        let option: ContentPriorityOption = contentPriority.which == .hugging ? .hugging : .compression
        let verb = contentPriority.which == .hugging ? "hug" : "resist compression"
        let verbs = contentPriority.which == .hugging ? "hugs" : "resists compression"
        let group = [view.name] + contentPriority.others
        // The group's declarations by name, looked up once (a search per member was
        // quadratic in a tie of 200 labels). The first declaration of a name, as `view(named:)`.
        var declarations: [String: ViewDeclaration] = [:]
        for declaration in layout.views where declarations[declaration.name] == nil { declarations[declaration.name] = declaration }
        // Raising every view but one leaves that one to take (or give up) all the space.
        let value = (contentPriority.priority + 1).shortestDescription
        let actions = group.dropLast().map { name -> FixAction in
            let spelled = contentPriority.axis == .horizontal
                ? value : "\(Self.otherAxisValue(declarations[name]!, option: option)),\(value)"
            return .setContentPriority(view: name, option: option, value: spelled)
        }
        // Proved where the tie holds: raising the others can leave the last one with too
        // little room (a negative size), which is then the problem to name.
        let attributes: [FrameAttribute] = contentPriority.axis == .horizontal ? [.x, .width] : [.y, .height]
        let indices = group.compactMap { name in layout.views.firstIndex { $0.name == name } }
        let described = CheckFix(actions: actions, edits: []).description
        let candidate = fix(actions)
        let verdict = candidate.map { proof.inEveryVariant($0.edits, variant: finding.variant, ends: .ambiguity(views: indices, attributes)) } ?? .fails("")
        let fixes = verdict == .proved ? [candidate!] : []
        let advice = switch verdict {
        case .proved, .unproved, .limited: described
        case .fails(let problem):
            "no priority decides it well: to \(described) would leave \(problem.isEmpty ? "another problem" : problem); there is not room for all of them there"
        }
        var notes: [Diagnostic.Note] = []
        for other in contentPriority.others {
            if let declaration = declarations[other] {
                notes.append(.init("'\(other)' also \(verbs) at \(contentPriority.priority.shortestDescription)", at: declaration.range))
            }
        }
        if verdict == .unproved { notes.append(unproved(finding)) }
        let names = group.map { "'\($0)'" }
        let listed = names.count <= 4
            ? names.dropLast().joined(separator: ", ") + " and " + names.last!
            : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more views"
        let message = "content priority ambiguity \(place) in layout '\(finding.layout)'\(scope): \(listed) \(group.count == 2 ? "both" : "all") \(verb) at "
            + "\(contentPriority.priority.shortestDescription) (\(axis)), so Auto Layout cannot tell which one \(contentPriority.which == .hugging ? "grows" : "shrinks"); \(advice)"
        return CheckFinding(
            kind: .ambiguity, layout: finding.layout, variant: finding.variant,
            diagnostic: Diagnostic(CheckFinding.Kind.ambiguity.diagnosticID, severity, message, at: view.range, notes: notes),
            sizes: finding.sizes, atEverySize: finding.atEverySize, constraints: [], fixes: fixes, advice: advice)
    }

    /// A soft constraint on the view's undetermined axis whose priority equals the hugging or
    /// compression resistance, on that axis, of a content-sized view: the two pull with equal
    /// strength, so the solution is not unique. The view named is the undetermined one when
    /// its own priority is the one tied, else one the constraint relates, else any.
    struct PriorityTie {
        var constraint: LayoutConstraint
        var view: String
        var option: ContentPriorityOption
        var priority: Double
    }

    /// The candidate ties for `view`'s undetermined attributes: constraints that relate the view
    /// first, at most `limit` (each is proved before it is offered). For each soft constraint on
    /// an undetermined axis, the view tied is the first content-sized view (not external, not a
    /// guide) whose compression resistance, or else hugging, on that axis equals the
    /// constraint's priority, looked at in this order: `view`, the views the constraint relates,
    /// then every other view in declaration order.
    func priorityTies(of view: ViewDeclaration, _ attributes: [FrameAttribute], variant: String?, limit: Int = 4) -> [PriorityTie] {
        let axes = Set(attributes.map(\.axis))
        let constraints = layout.constraints + (layout.variants.first { $0.name == variant }?.constraints ?? [])
        var related: [PriorityTie] = []
        var others: [PriorityTie] = []
        for constraint in constraints where !constraint.isRequired {
            let axis: LayoutAxis = constraint.firstAttribute.axis == .horizontal ? .horizontal : .vertical
            guard axes.contains(axis) else { continue }
            let names = [constraint.first, constraint.second].compactMap { item -> String? in
                if case .view(let name)? = item { return name }
                return nil
            }
            let priority = constraint.priority.value
            let table = contentPriorities.table(of: layout, axis: axis)
            let first = [view.name] + names.filter { $0 != view.name }
            var found: (name: String, option: ContentPriorityOption)?
            for name in first {
                if let option = table.byName[name]?.option(at: priority) {
                    found = (name, option)
                    break
                }
            }
            if found == nil {
                // Every other view in declaration order (a name once: its first declaration).
                found = table.byPriority[priority]?.first { !first.contains($0.name) }
            }
            guard let (name, option) = found else { continue }
            let tie = PriorityTie(constraint: constraint, view: name, option: option, priority: priority)
            if names.contains(view.name) { related.append(tie) } else { others.append(tie) }
        }
        return Array((related + others).prefix(limit))
    }

    /// Each content-sized view's hugging and compression resistance on each axis, read once per
    /// layout (``priorityTies(of:_:variant:limit:)`` asks for every soft constraint of every
    /// ambiguous view; reading the declarations each time was a tenth of checking a 100-view
    /// rich layout).
    final class ContentPriorities {
        struct Priorities {
            var hugging: Double
            var compression: Double

            /// The option tied with a constraint at `priority`: compression resistance first.
            func option(at priority: Double) -> ContentPriorityOption? {
                priority == compression ? .compression : priority == hugging ? .hugging : nil
            }
        }

        struct Table {
            /// By name (its first declaration), the views with a content size on the axis that
            /// are neither external nor guides.
            var byName: [String: Priorities] = [:]
            /// By priority, those views (in declaration order) tied at it, with the option.
            var byPriority: [Double: [(name: String, option: ContentPriorityOption)]] = [:]
        }

        private var tables: [LayoutAxis: Table] = [:]

        func table(of layout: Layout, axis: LayoutAxis) -> Table {
            if let table = tables[axis] { return table }
            var table = Table()
            var seen: Set<String> = []
            for declaration in layout.views where seen.insert(declaration.name).inserted {
                guard !declaration.isExternal, !declaration.isGuide else { continue }
                let intrinsic = IntrinsicContentClasses.checkedSize(of: declaration)
                guard (axis == .horizontal ? intrinsic.width : intrinsic.height) != nil else { continue }
                let defaults = ViewTypeDefaults.forType(declaration.type).overridden(by: declaration)
                let priorities = Priorities(
                    hugging: axis == .horizontal ? defaults.hugging.horizontal : defaults.hugging.vertical,
                    compression: axis == .horizontal ? defaults.compressionResistance.horizontal : defaults.compressionResistance.vertical)
                table.byName[declaration.name] = priorities
                table.byPriority[priorities.compression, default: []].append((declaration.name, .compression))
                if priorities.hugging != priorities.compression {
                    table.byPriority[priorities.hugging, default: []].append((declaration.name, .hugging))
                }
            }
            tables[axis] = table
            return table
        }
    }

    /// `value` to a hundredth (a number too large for a fraction stays as it is: `× 100`
    /// would overflow to `inf`).
    public static func hundredths(_ value: Double) -> Double {
        abs(value) < 1e15 ? (value * 100).rounded() / 100 : value
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
    static func otherAxisValue(_ view: ViewDeclaration, option: ContentPriorityOption) -> String {
        let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
        return (option == .hugging ? defaults.hugging.horizontal : defaults.compressionResistance.horizontal).shortestDescription
    }

    /// The lines to add for undetermined attributes.
    static func lines(for view: String, _ attributes: [FrameAttribute]) -> [String] {
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
        return lines
    }

    /// The sizes of a finding, a size found in both directions named once.
    public static func displayedSizes(_ finding: LayoutFinding) -> [String] {
        displayedSizes(finding.sizes)
    }

    public static func displayedSizes(_ all: [String]) -> [String] {
        let suffix = CheckSize.rightToLeftSuffix
        var sizes: [String] = []
        for size in all {
            let name = size.hasSuffix(suffix) && all.contains(String(size.dropLast(suffix.count))) ? String(size.dropLast(suffix.count)) : size
            if !sizes.contains(name) { sizes.append(name) }
        }
        return sizes
    }

    /// `at every size`, `at NAME`, `at A and B`, `at A, B and 3 more sizes`.
    public static func sizes(_ finding: LayoutFinding) -> String {
        sizes(finding.sizes, atEverySize: finding.atEverySize)
    }

    public static func sizes(_ all: [String], atEverySize: Bool) -> String {
        let sizes = displayedSizes(all)
        if atEverySize && sizes.count > 1 { return "at every size" }
        switch sizes.count {
        case 0: return "at no size"
        case 1: return "at \(sizes[0])"
        case 2: return "at \(sizes[0]) and \(sizes[1])"
        case 3: return "at \(sizes[0]), \(sizes[1]) and \(sizes[2])"
        default: return "at \(sizes[0]), \(sizes[1]) and \(sizes.count - 2) more sizes"
        }
    }
}
