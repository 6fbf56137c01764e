/// The solver's column index: for each symbol, the basic symbols whose (non-dense) rows mention
/// it, in one buffer with a span per symbol.
///
/// An array per symbol cost every column update a uniqueness check of its own (two for a
/// removal) and its buffer's pointer loaded and stored back, and every engine an allocation per
/// column; a tableau update changes about a dozen columns. Here an update of one row's columns
/// makes `entries` and `spans` unique once and writes through pointers. A column grows in place
/// up to its capacity and past it moves to the end of the used part with twice the room; the
/// stretches it leaves behind add up to less than its room now (6 + 12 + … < 2 × the last), so
/// the buffer stays under about twice the live room, as the arrays' capacities did.
///
/// A column's entries keep exactly the order an array would: appended at the end, and removed
/// by moving the column's last entry into the place of the owner's last occurrence (what
/// `lastIndex(of:)`, `swapAt` and `removeLast` leave).
struct ColumnIndex {
    struct Span {
        var offset: Int32
        var count: Int32
        var capacity: Int32
    }

    /// The columns' entries: column `s` is `entries[spans[s].offset ..< spans[s].offset + spans[s].count]`.
    private(set) var entries: [Int32] = []
    private(set) var spans: [Span] = []
    /// The end of the part of `entries` given to spans (the rest is room to grow into).
    private(set) var used = 0

    /// A column's first entry reserves room for a few (most symbols appear in several rows).
    static let initialCapacity: Int32 = 6

    var symbolCount: Int { spans.count }

    /// Makes room for `count` symbols' columns (their spans; entries come with owners).
    mutating func reserveSymbols(_ count: Int) { spans.reserveCapacity(count) }

    /// Adds an empty column (for a new symbol).
    mutating func addSymbol() {
        spans.append(Span(offset: 0, count: 0, capacity: 0))
    }

    func count(of symbol: Int32) -> Int { Int(spans[Int(symbol)].count) }

    func isEmpty(_ symbol: Int32) -> Bool { spans[Int(symbol)].count == 0 }

    /// The owners in `symbol`'s column, in the column's order.
    func owners(of symbol: Int32) -> [Int32] {
        let span = spans[Int(symbol)]
        let start = Int(span.offset)
        return Array(entries[start..<start + Int(span.count)])
    }

    /// Whether `predicate` holds for some owner in `symbol`'s column.
    func contains(in symbol: Int32, where predicate: (Int32) -> Bool) -> Bool {
        let span = spans[Int(symbol)]
        var k = Int(span.offset)
        let end = k + Int(span.count)
        while k < end {
            if predicate(entries[k]) { return true }
            k += 1
        }
        return false
    }

    /// Calls `body` with each owner in `symbol`'s column, in the column's order.
    func forEach(in symbol: Int32, _ body: (Int32) -> Void) {
        let span = spans[Int(symbol)]
        var k = Int(span.offset)
        let end = k + Int(span.count)
        while k < end {
            body(entries[k])
            k += 1
        }
    }

    /// Appends `owner` to `symbol`'s column.
    mutating func append(_ owner: Int32, to symbol: Int32) {
        let s = Int(symbol)
        if spans[s].count == spans[s].capacity { relocate(s) }
        let span = spans[s]
        entries[Int(span.offset + span.count)] = owner
        spans[s].count = span.count + 1
    }

    /// Removes the last occurrence of `owner` from `symbol`'s column (nothing when absent).
    mutating func remove(_ owner: Int32, from symbol: Int32) {
        spans.withUnsafeMutableBufferPointer { spans in
            entries.withUnsafeMutableBufferPointer { entries in
                Self.remove(owner, from: Int(symbol), spans.baseAddress.unsafelyUnwrapped, entries.baseAddress)
            }
        }
    }

    /// Appends `owner` to the column of each of `symbols[0..<count]`, in that order.
    mutating func append(_ owner: Int32, toColumnsOf symbols: UnsafeBufferPointer<Int32>, count: Int) {
        var k = 0
        while k < count {
            // Up to the first full column, through pointers; that one moves, and on.
            k = spans.withUnsafeMutableBufferPointer { spans in
                entries.withUnsafeMutableBufferPointer { entries in
                    let spans = spans.baseAddress.unsafelyUnwrapped
                    var k = k
                    while k < count {
                        let s = Int(symbols[k])
                        let span = spans[s]
                        if span.count == span.capacity { break }
                        entries[Int(span.offset &+ span.count)] = owner
                        spans[s].count = span.count &+ 1
                        k &+= 1
                    }
                    return k
                }
            }
            if k < count {
                relocate(Int(symbols[k]))
            }
        }
    }

    /// Removes `owner` from the column of each of `symbols[0..<count]`, in that order (each as
    /// ``remove(_:from:)`` does).
    mutating func remove(_ owner: Int32, fromColumnsOf symbols: UnsafeBufferPointer<Int32>, count: Int) {
        if count == 0 { return }
        spans.withUnsafeMutableBufferPointer { spans in
            entries.withUnsafeMutableBufferPointer { entries in
                let spans = spans.baseAddress.unsafelyUnwrapped
                var k = 0
                while k < count {
                    Self.remove(owner, from: Int(symbols[k]), spans, entries.baseAddress)
                    k &+= 1
                }
            }
        }
    }

    /// The search and move of ``remove(_:from:)``: from the column's end, four entries a step.
    @inline(__always)
    private static func remove(_ owner: Int32, from s: Int, _ spans: UnsafeMutablePointer<Span>, _ entries: UnsafeMutablePointer<Int32>?) {
        let span = spans[s]
        guard span.count > 0, let entries else { return }
        let base = entries + Int(span.offset)
        let last = Int(span.count) - 1
        var i = last
        while i >= 3 {
            if base[i] == owner { break }
            if base[i - 1] == owner {
                i -= 1
                break
            }
            if base[i - 2] == owner {
                i -= 2
                break
            }
            if base[i - 3] == owner {
                i -= 3
                break
            }
            i -= 4
        }
        while i >= 0, base[i] != owner { i -= 1 }
        guard i >= 0 else { return }
        base[i] = base[last]
        spans[s].count = span.count - 1
    }

    /// Moves column `s` to the end of the used part with twice its room (or the initial room),
    /// growing `entries` by doubling when the used part reaches its end.
    private mutating func relocate(_ s: Int) {
        let old = spans[s]
        let capacity = old.capacity == 0 ? Self.initialCapacity : 2 * old.capacity
        let offset = used
        if entries.count < offset + Int(capacity) {
            // An eighth more at a time, not twice: an engine's copy copies all of `entries`.
            entries.append(contentsOf: [Int32](repeating: 0, count: max(offset + Int(capacity) - entries.count, entries.count / 8, 64)))
        }
        if old.count > 0 {
            entries.withUnsafeMutableBufferPointer { entries in
                let base = entries.baseAddress.unsafelyUnwrapped
                (base + offset).update(from: base + Int(old.offset), count: Int(old.count))
            }
        }
        used = offset + Int(capacity)
        spans[s].offset = Int32(offset)
        spans[s].capacity = capacity
    }
}
