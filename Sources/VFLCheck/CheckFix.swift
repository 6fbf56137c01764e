import LayoutModel

/// A change to a `.vfl` file: the bytes in `range` replaced by `replacement` (an insertion
/// when the range is empty).
public struct SourceEdit: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// `text` with `edits` applied (ranges in `text`'s UTF-8 offsets, not overlapping).
    public static func apply(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A constraint a finding or a fix names: its text as `vflgen constraints` prints it, its
/// generated name, and its place in the `.vfl` file.
public struct ConstraintReference: Hashable, Sendable {
    public var text: String
    public var name: String
    public var range: SourceRange

    public init(text: String, name: String, range: SourceRange) {
        self.text = text
        self.name = name
        self.range = range
    }
}

/// Content hugging or compression resistance, as a view declaration spells the option.
public enum ContentPriorityOption: String, Hashable, Sendable {
    case hugging, compression
}

/// One step of a fix, as data: what the check proposes to change (docs/Check.md, "Fix kinds").
/// A ``CheckFix`` is one or more steps applied together, with the edits that make them.
public enum FixAction: Hashable, Sendable {
    /// A VFL or equation line added to the layout (or to `variant`, when the finding is in one).
    case addLine(String, variant: String?)
    /// `hugging 251` or `compression 750,751` set on a view's declaration (added, or replacing
    /// the option's value).
    case setContentPriority(view: String, option: ContentPriorityOption, value: String)
    /// `intrinsic 100x20.5` on a view's declaration: the content size check and preview assume
    /// (the app measures the real content).
    case setIntrinsicSize(view: String, value: String)
    /// A constraint's priority lowered to `priority`: below required (a conflict is no longer
    /// a bug: Auto Layout gives way there), or below a content priority it ties with.
    case lowerPriority(ConstraintReference, to: Double)
    /// An equation line removed.
    case removeConstraint(ConstraintReference)
    /// `frame X,Y,WxH` on an external view: where its owner puts it, which check and preview
    /// need to place it (the numbers are a placeholder to correct).
    case giveFrame(view: String, frame: String)
    /// `lines N` set on a label's declaration (added, or replacing its count): `lines 0` lets
    /// a truncated label wrap.
    case setLineCount(view: String, lines: Int)

    /// The step in words, as the finding's message ends: `add V:|-[badge]`.
    public var description: String {
        switch self {
        case .addLine(let line, let variant): "add \(line)" + (variant.map { " to variant '\($0)'" } ?? "")
        case .setContentPriority(let view, let option, let value): "declare '\(option.rawValue) \(value)' on \(view)"
        case .setIntrinsicSize(let view, let value): "declare '\(value)' on \(view)"
        case .lowerPriority(let constraint, let priority):
            "lower the priority of '\(constraint.text)' (\(constraint.name)) to \(priority.shortestDescription)"
        case .removeConstraint(let constraint): "remove '\(constraint.text)' (\(constraint.name))"
        case .giveFrame(let view, let frame): "give external view \(view) the frame its owner sets: 'frame X,Y,WxH' (the edit writes \(frame), to correct)"
        case .setLineCount(let view, let lines): "declare 'lines \(lines)' on \(view)"
        }
    }

    /// The kind as `check --format json` names it.
    public var kind: String {
        switch self {
        case .addLine: "add-line"
        case .setContentPriority: "set-content-priority"
        case .setIntrinsicSize: "set-intrinsic-size"
        case .lowerPriority: "lower-priority"
        case .removeConstraint: "remove-constraint"
        case .giveFrame: "give-frame"
        case .setLineCount: "set-line-count"
        }
    }
}

/// A fix the check proposes for a finding: steps applied together, and the edits of the
/// `.vfl` source that make them. A finding lists its fixes as alternatives: each one alone
/// makes the finding go (tested by applying it, ``FixApplicationTests``).
public struct CheckFix: Hashable, Sendable {
    public var actions: [FixAction]
    /// Sorted by position, not overlapping.
    public var edits: [SourceEdit]

    public init(actions: [FixAction], edits: [SourceEdit]) {
        self.actions = actions
        self.edits = edits.sorted { $0.range.start < $1.range.start }
    }

    /// `declare 'hugging 251' on a and 'hugging 251' on b`, `add H:|-[v]-| and V:[v(44)]`.
    public var description: String {
        var steps: [String] = []
        var index = 0
        while index < actions.count {
            // Several content priorities set at once read as one sentence.
            if case .setContentPriority = actions[index] {
                var declared: [String] = []
                while index < actions.count, case .setContentPriority(let view, let option, let value) = actions[index] {
                    declared.append("'\(option.rawValue) \(value)' on \(view)")
                    index += 1
                }
                steps.append(declared.count <= 3
                    ? "declare " + declared.joined(separator: " and ")
                    : "declare \(declared[0]) and the same on every other view of the group but one (\(declared.count) views)")
                continue
            }
            if case .addLine(_, let variant) = actions[index] {
                var lines: [String] = []
                while index < actions.count, case .addLine(let line, let sameVariant) = actions[index], sameVariant == variant {
                    lines.append(line)
                    index += 1
                }
                steps.append("add " + lines.joined(separator: " and ") + (variant.map { " to variant '\($0)'" } ?? ""))
                continue
            }
            steps.append(actions[index].description)
            index += 1
        }
        return steps.joined(separator: " and ")
    }
}
