import LayoutModel

/// The outcome of compiling with a ``DiagnosticLimit``: the diagnostics kept, in source order,
/// and how many errors and warnings were left out (each after every kept one of its severity).
public struct LimitedDiagnostics {
    public var diagnostics: [Diagnostic]
    public var omittedErrors: Int
    public var omittedWarnings: Int
}

/// A list of diagnostics that, under a ``LayoutModel/DiagnosticLimit``, keeps only the
/// candidates for the first `count` errors and the first `count` warnings in source order (every
/// note) and counts the others: it is compacted whenever it holds four times the limit. Without
/// a limit it is a plain list. Diagnostics for which `excluding` is true are dropped without
/// being counted (a caller's own filter, applied before the limit so that the ones it drops do
/// not take the places of the ones it shows).
struct DiagnosticList {
    /// The most errors and the most warnings kept; nil for all.
    let count: Int?
    let excluding: ((Diagnostic) -> Bool)?
    private(set) var items: [Diagnostic] = []
    private(set) var omittedErrors = 0
    private(set) var omittedWarnings = 0
    /// The size at which the list is next compacted.
    private var threshold: Int

    init(limit: DiagnosticLimit? = nil, excluding: ((Diagnostic) -> Bool)? = nil) {
        count = limit?.count
        self.excluding = count == nil ? nil : excluding
        threshold = count.map { 4 * $0 + 64 } ?? .max
    }

    var isEmpty: Bool { items.isEmpty }

    @inline(__always)
    mutating func append(_ diagnostic: Diagnostic) {
        if let excluding, excluding(diagnostic) { return }
        items.append(diagnostic)
        if items.count >= threshold { compact() }
    }

    mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// Takes the items, leaving the list empty.
    mutating func take() -> [Diagnostic] {
        var taken: [Diagnostic] = []
        swap(&taken, &items)
        return taken
    }

    /// Drops the errors after the limit-th and the warnings after the limit-th, ordered by
    /// position (no position last) and, at equal positions, by when they were added; the
    /// others keep their order.
    mutating func compact() {
        guard let count else { return }
        var errors: [(start: Int, index: Int)] = []
        var warnings: [(start: Int, index: Int)] = []
        for (index, diagnostic) in items.enumerated() {
            switch diagnostic.severity {
            case .error: errors.append((diagnostic.range?.start ?? .max, index))
            case .warning: warnings.append((diagnostic.range?.start ?? .max, index))
            case .note: break
            }
        }
        var dropped = [Bool](repeating: false, count: items.count)
        for (keys, isError) in [(errors, true), (warnings, false)] where keys.count > count {
            let sorted = keys.sorted { $0.start != $1.start ? $0.start < $1.start : $0.index < $1.index }
            for key in sorted[count...] { dropped[key.index] = true }
            if isError { omittedErrors += keys.count - count } else { omittedWarnings += keys.count - count }
        }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(items.count)
        for (index, diagnostic) in items.enumerated() where !dropped[index] { kept.append(diagnostic) }
        items = kept
        threshold = max(4 * count + 64, 2 * items.count)
    }
}
