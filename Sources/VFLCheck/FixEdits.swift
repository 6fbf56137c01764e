import LayoutModel

/// Turns a fix's steps into edits of the `.vfl` source. A step this cannot place exactly (a
/// layout without its closing brace on the page, a constraint whose text has no place for a
/// priority) gives `nil`, and the fix is not offered.
struct FixEdits {
    var layout: Layout
    var source: SourceFile

    /// The edits of `actions`, or `nil` when one of them cannot be made.
    func edits(for actions: [FixAction]) -> [SourceEdit]? {
        var edits: [SourceEdit] = []
        // Lines added to the same block go in one insertion, in order.
        var added: [String?: [String]] = [:]
        var blocks: [String?] = []
        for action in actions {
            switch action {
            case .addLine(let line, let variant):
                if added[variant] == nil { blocks.append(variant) }
                added[variant, default: []].append(line)
            case .setContentPriority(let view, let option, let value):
                guard let edit = declarationEdit(view, option: option.rawValue, value: value) else { return nil }
                edits.append(edit)
            case .setIntrinsicSize(let view, let value):
                let words = value.split(separator: " ", maxSplits: 1)
                guard words.count == 2, let edit = declarationEdit(view, option: String(words[0]), value: String(words[1])) else { return nil }
                edits.append(edit)
            case .giveFrame(let view, let frame):
                guard let edit = declarationEdit(view, option: "frame", value: frame) else { return nil }
                edits.append(edit)
            case .setLineCount(let view, let lines):
                guard let edit = declarationEdit(view, option: "lines", value: String(lines)) else { return nil }
                edits.append(edit)
            case .lowerPriority(let constraint, let priority):
                guard let edit = priorityEdit(constraint.range, priority: priority, equation: isEquation(constraint)) else { return nil }
                edits.append(edit)
            case .removeConstraint(let constraint):
                guard let edit = removalEdit(constraint.range) else { return nil }
                edits.append(edit)
            }
        }
        for block in blocks {
            guard let edit = insertion(of: added[block]!, into: block) else { return nil }
            edits.append(edit)
        }
        // Two edits of one place (two steps on one declaration) cannot both be made.
        let sorted = edits.sorted { $0.range.start < $1.range.start }
        for (a, b) in zip(sorted, sorted.dropFirst()) where b.range.start < a.range.end || b.range.start == a.range.start {
            return nil
        }
        return sorted
    }

    private var bytes: [UInt8] { source.utf8 }

    /// The line's bounds around `offset`: its first byte and the end of its text (before `\r\n` or `\n`).
    private func line(at offset: Int) -> (start: Int, end: Int) {
        let bytes = source.utf8
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != 10 { end += 1 }
        if end > start, bytes[end - 1] == 13 { end -= 1 }
        return (start, end)
    }

    /// `lines` inserted before the closing brace of the layout (or of `variant`), indented as
    /// the block's other lines.
    private func insertion(of lines: [String], into variant: String?) -> SourceEdit? {
        let range: SourceRange
        if let variant {
            guard let block = layout.variants.first(where: { $0.name == variant }) else { return nil }
            range = block.range
        } else {
            range = layout.range
        }
        let bytes = source.utf8
        guard range.end > range.start, range.end <= bytes.count, bytes[range.end - 1] == UInt8(ascii: "}") else { return nil }
        let brace = range.end - 1
        let bounds = line(at: brace)
        let before = bytes[bounds.start..<brace]
        let braceIndent = String(decoding: before.prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
        let indent = braceIndent + "    "
        let lineBreak = bounds.end < bytes.count && bytes[bounds.end] == 13 ? "\r\n" : "\n"
        if before.allSatisfy({ $0 == 32 || $0 == 9 }) {
            // `}` alone on its line: the lines go before it.
            return SourceEdit(range: .point(bounds.start), replacement: lines.map { indent + $0 + lineBreak }.joined())
        }
        // Text before the brace (a `}` must stand alone, but be safe): the lines go between.
        return SourceEdit(range: .point(brace), replacement: lineBreak + lines.map { indent + $0 + lineBreak }.joined() + braceIndent)
    }

    /// `option value` added at the end of a view's declaration, or the option's value replaced.
    private func declarationEdit(_ view: String, option: String, value: String) -> SourceEdit? {
        guard let declaration = layout.views.first(where: { $0.name == view }) else { return nil }
        let bounds = line(at: declaration.range.start)
        let bytes = source.utf8
        // The declaration's code: from the name to a comment or the end of the line.
        var codeEnd = bounds.end
        var index = declaration.range.end
        while index + 1 < bounds.end {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                codeEnd = index
                break
            }
            index += 1
        }
        while codeEnd > declaration.range.end, bytes[codeEnd - 1] == 32 || bytes[codeEnd - 1] == 9 { codeEnd -= 1 }
        // The words after the name, with their offsets.
        var words: [(start: Int, end: Int)] = []
        var position = declaration.range.end
        while position < codeEnd {
            while position < codeEnd, bytes[position] == 32 || bytes[position] == 9 { position += 1 }
            let start = position
            while position < codeEnd, bytes[position] != 32, bytes[position] != 9 { position += 1 }
            if position > start { words.append((start, position)) }
        }
        let spelled = Array(option.utf8)
        if let found = words.firstIndex(where: { Array(bytes[$0.start..<$0.end]) == spelled }), found + 1 < words.count {
            let old = words[found + 1]
            return SourceEdit(range: SourceRange(start: old.start, end: old.end), replacement: value)
        }
        return SourceEdit(range: .point(codeEnd), replacement: " \(option) \(value)")
    }

    /// The priority of the constraint made from the text at `range` set to `priority`:
    /// `400` → `400@999`, `(>=8)` → `(>=8@999)`, `-20-` → `-20@999-`, `@750` → `@749`, an
    /// equation line's `@750` replaced or ` @999` added before its `#name`. `nil` for text
    /// with no place for a priority (`|-[`, a standard spacing, an alignment option).
    private func priorityEdit(_ range: SourceRange, priority: Double, equation isEquation: Bool) -> SourceEdit? {
        let bytes = source.utf8
        guard range.end > range.start, range.end <= bytes.count else { return nil }
        let text = Array(bytes[range.start..<range.end])
        // A list of predicates (`(8,<=80@999)`) makes one constraint per predicate: which one is
        // this is not known here.
        guard isEquation || !text.contains(UInt8(ascii: ",")) else { return nil }
        let value = priority.shortestDescription
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 46 || byte >= 0x80
        }
        // The priority already written: its digits (or metric) replaced.
        if let at = text.firstIndex(of: UInt8(ascii: "@")) {
            var end = at + 1
            while end < text.count, text[end] == 32 { end += 1 }
            let valueStart = end
            while end < text.count, isNameByte(text[end]) || text[end] == UInt8(ascii: "+") || text[end] == UInt8(ascii: "-") { end += 1 }
            guard end > valueStart else { return nil }
            return SourceEdit(range: SourceRange(start: range.start + valueStart, end: range.start + end), replacement: value)
        }
        // A name (`#gap`) stays last.
        var end = text.count
        if let hash = text.firstIndex(of: UInt8(ascii: "#")) { end = hash }
        while end > 0, text[end - 1] == 32 || text[end - 1] == 9 { end -= 1 }
        guard end > 0 else { return nil }
        // Something that ends in a number or a name: a predicate, a spacing or an equation.
        guard isNameByte(text[end - 1]) || text[end - 1] == UInt8(ascii: ")") else { return nil }
        if isEquation { return SourceEdit(range: .point(range.start + end), replacement: " @\(value)") }
        // Inside a bracket or predicate list: the text must be the predicate alone.
        guard !text.contains(UInt8(ascii: "[")), !text.contains(UInt8(ascii: "|")), !text.contains(UInt8(ascii: ",")) else { return nil }
        if text[end - 1] == UInt8(ascii: ")") {
            return SourceEdit(range: .point(range.start + end - 1), replacement: "@\(value)")
        }
        return SourceEdit(range: .point(range.start + end), replacement: "@\(value)")
    }

    /// Whether `constraint` is an equation line's (`a.width == 200`), the whole line its range.
    private func isEquation(_ constraint: ConstraintReference) -> Bool {
        let all = layout.constraints + layout.variants.flatMap(\.constraints)
        return all.first { $0.source == constraint.range }?.kind == .equation
    }

    /// An equation line deleted (its whole line, when it holds nothing else but a comment).
    private func removalEdit(_ range: SourceRange) -> SourceEdit? {
        let bytes = source.utf8
        guard range.end > range.start, range.end <= bytes.count else { return nil }
        let bounds = line(at: range.start)
        let before = bytes[bounds.start..<range.start]
        guard before.allSatisfy({ $0 == 32 || $0 == 9 }) else { return nil }
        var after = range.end
        while after < bounds.end, bytes[after] == 32 || bytes[after] == 9 { after += 1 }
        guard after == bounds.end || (after + 1 < bounds.end && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/")) else { return nil }
        var end = bounds.end
        if end < bytes.count, bytes[end] == 13 { end += 1 }
        if end < bytes.count, bytes[end] == 10 { end += 1 }
        return SourceEdit(range: SourceRange(start: bounds.start, end: end), replacement: "")
    }
}
