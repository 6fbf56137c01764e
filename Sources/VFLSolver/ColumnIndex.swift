/// The solver's column index: for each symbol, the basic symbols whose (non-dense) rows
/// mention it, all kept in one shared buffer with a span per symbol.
///
/// One array per symbol made every engine allocate, copy (retain) and free one buffer per
/// symbol; a check builds, copies and frees hundreds of engines. Here a column lives in a
/// stretch of `entries`: it grows in place up to its capacity, and past it moves to the end of
/// the buffer with twice the room. The stretches a column leaves behind add up to less than
/// the room C it has now (6 + 12 + … + C/2 < C), so the buffer stays under twice the live
/// room without compaction, as a column array's capacity would stay. The entries of one
/// column keep exactly the order an array would have: appended at the end, removed by
/// swapping with the last.
struct ColumnIndex {
    struct Span {
        var offset: Int32
        var count: Int32
        var capacity: Int32
    }

    private(set) var entries: [Int32] = []
    private(set) var spans: [Span] = []
    /// Room in `entries` no span owns any more (left behind by relocations).
    private(set) var waste = 0

    /// A column's first entry reserves room for a few (most symbols appear in several rows).
    static let initialCapacity: Int32 = 6

    var symbolCount: Int { spans.count }

    /// Adds an empty column (for a new symbol).
    mutating func addSymbol() {
        spans.append(Span(offset: 0, count: 0, capacity: 0))
    }

    func count(of symbol: Int32) -> Int { Int(spans[Int(symbol)].count) }

    func isEmpty(_ symbol: Int32) -> Bool { spans[Int(symbol)].count == 0 }

    /// The owners of `symbol`'s column, in the column's order.
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

    /// Calls `body` with each owner in `symbol`'s column, in order.
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
        entries[Int(spans[s].offset + spans[s].count)] = owner
        spans[s].count += 1
    }

    /// Removes the last occurrence of `owner` from `symbol`'s column by moving the column's
    /// last entry into its place (nothing when absent).
    mutating func remove(_ owner: Int32, from symbol: Int32) {
        let s = Int(symbol)
        let start = Int(spans[s].offset)
        let last = start + Int(spans[s].count) - 1
        var k = last
        while k >= start, entries[k] != owner { k -= 1 }
        guard k >= start else { return }
        entries.swapAt(k, last)
        spans[s].count -= 1
    }

    /// Moves column `s` to the end of the buffer with twice its room (or the initial room).
    private mutating func relocate(_ s: Int) {
        let old = spans[s]
        let capacity = old.capacity == 0 ? Self.initialCapacity : 2 * old.capacity
        let offset = entries.count
        // Appended one by one: no temporary array (a `repeatElement` would go element by
        // element through unspecialised code in the debug build).
        let from = Int(old.offset)
        for k in 0..<Int(old.count) { entries.append(entries[from + k]) }
        for _ in old.count..<capacity { entries.append(0) }
        waste += Int(old.capacity)
        spans[s].offset = Int32(offset)
        spans[s].capacity = capacity
    }
}
