/// A binary min-heap of symbol ids: the primal simplex takes the lowest-numbered improving
/// symbol (Bland's rule), which rules out cycling on degenerate pivots.
struct SymbolHeap {
    private var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ value: Int32) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return first }
        items[0] = last
        var parent = 0
        let count = items.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var smallest = left
            if left + 1 < count, items[left + 1] < items[left] { smallest = left + 1 }
            if items[parent] <= items[smallest] { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
