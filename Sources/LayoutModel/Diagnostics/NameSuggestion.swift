/// "Did you mean …?" for misspelt names: the candidate with the smallest edit distance,
/// if that distance is small for the name's length. One implementation for every
/// suggestion vflgen makes (view, metric and option names, template keys, `vflgen.json`
/// keys, commands and command-line options).
public enum NameSuggestion {
    /// How many distance-table cells one search may fill (under a millisecond; a layout of
    /// 200 views with 30-byte names needs 180,000); candidates after that are not
    /// considered, so long names compared with many long declarations cannot make a search
    /// take seconds.
    public static let maximumCellsPerSearch = 250_000

    /// The closest candidate within `limit` edits (by default `max(1, name.count / 3)`, in
    /// UTF-8 bytes; ties: alphabetical), or `nil`.
    ///
    /// Runs once per unknown name over every declared name, so it must stay cheap when a
    /// file has thousands of both: candidates whose length alone rules them out are skipped,
    /// the table is allocated once, a distance stops as soon as it exceeds the limit, and
    /// the search stops after ``maximumCellsPerSearch`` (in candidate order, so the result
    /// depends only on the input).
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int? = nil) -> String? {
        let target = Array(name.utf8)
        let limit = limit ?? max(1, target.count / 3)
        var table: [Int] = []
        var cells = 0
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            guard abs(candidate.utf8.count - target.count) <= limit else { continue }
            cells += target.count * candidate.utf8.count
            if cells > maximumCellsPerSearch { break }
            let distance = editDistance(target, Array(candidate.utf8), limit: limit, table: &table)
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate >= current.name) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Levenshtein distance; an adjacent transposition counts as one edit. Case differences
    /// count as edits too, so `Title` → `title` is 1. Any distance above `limit` is returned
    /// as `limit + 1`. `table` is scratch space, kept by the caller to reuse its allocation.
    public static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int, table: inout [Int]) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        let width = b.count + 1
        if table.count < 3 * width { table = [Int](repeating: 0, count: 3 * width) }
        return table.withUnsafeMutableBufferPointer { table in
            // Three rows, rotated: the one before the previous, the previous, the current.
            var beforePrevious = 0, previous = width, current = 2 * width
            for j in 0..<width { table[previous + j] = j }
            for i in 1...a.count {
                table[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(table[previous + j] + 1, table[current + j - 1] + 1, table[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, table[beforePrevious + j - 2] + 1)
                    }
                    table[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                // A row's minimum never decreases from one row to the next, so once a whole
                // row exceeds the limit, so does the distance.
                if rowMinimum > limit { return limit + 1 }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return min(table[previous + b.count], limit + 1)
        }
    }
}
