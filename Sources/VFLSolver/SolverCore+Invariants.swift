extension SolverCore {
    /// Checks the tableau's invariants and returns a description of each violation (empty
    /// when sound). For tests: primal feasibility, canonical simplex rows, an exact column
    /// index, acyclic definitions, an objective equal to the sum of the error symbols, and
    /// optimality (no improving parametric symbol). Cost: O(tableau size × levels).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let tolerance = 1e-7
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            let owner = Int32(index)
            if isRestricted(owner) {
                if row.constant < -Tolerance.feasibility { problems.append("row \(owner) infeasible: \(row.constant)") }
                row.forEach { s, _ in if rows[Int(s)] != nil { problems.append("simplex row \(owner) mentions basic \(s)") } }
            }
            if row.contains(owner) { problems.append("row \(owner) mentions itself") }
            let dense = denseRows.contains(owner)
            row.forEach { s, _ in
                if !dense, !columns.contains(in: s, where: { $0 == owner }) { problems.append("column \(s) misses row \(owner)") }
            }
        }
        for symbol in 0..<columns.symbolCount {
            for owner in columns.owners(of: Int32(symbol)) where rows[Int(owner)]?.contains(Int32(symbol)) != true {
                problems.append("column \(symbol) lists row \(owner) that does not mention it")
            }
        }
        // Definitions are acyclic.
        var state = [UInt8](repeating: 0, count: rows.count)  // 0 new, 1 on stack, 2 done
        for start in rows.indices where rows[start] != nil && kinds[start] == .external && state[start] == 0 {
            var stack: [(Int, Bool)] = [(start, false)]
            while let (node, expanded) = stack.popLast() {
                if expanded {
                    state[node] = 2
                    continue
                }
                if state[node] == 2 { continue }
                if state[node] == 1 {
                    problems.append("definition cycle through \(node)")
                    break
                }
                state[node] = 1
                stack.append((node, true))
                rows[node]!.forEach { s, _ in
                    let i = Int(s)
                    guard rows[i] != nil, kinds[i] == .external else { return }
                    if state[i] == 1 { problems.append("definition cycle through \(i)") } else if state[i] == 0 { stack.append((i, false)) }
                }
            }
        }
        // The objective is the sum of the error symbols per level, in parametric symbols.
        var expected = levels.map { [Double](repeating: 0, count: $0.coefficients.count) }
        for tag in tags.values where !tag.constraint.isRequired {
            guard let level = levels.firstIndex(where: { $0.priority == tag.constraint.priority }) else {
                problems.append("no objective level for priority \(tag.constraint.priority)")
                continue
            }
            for error in [tag.marker, tag.other] where error >= 0 && kinds[Int(error)] == .error {
                if let row = rows[Int(error)] {
                    row.forEach { s, c in expected[level][Int(s)] += c }
                } else {
                    expected[level][Int(error)] += 1
                }
            }
        }
        for k in levels.indices {
            for s in levels[k].coefficients.indices where abs(levels[k].coefficients[s] - expected[k][s]) > tolerance {
                problems.append("objective @\(levels[k].priority) symbol \(s): \(levels[k].coefficients[s]) ≠ \(expected[k][s])")
            }
        }
        // Optimality: no parametric symbol improves the lexicographic objective.
        for s in kinds.indices where rows[s] == nil && kinds[s] != .dummy {
            let sign = costSign(Int32(s))
            if kinds[s] == .external ? sign != 0 : sign < 0 {
                problems.append("symbol \(s) (\(kinds[s])) still improves the objective")
            }
        }
        return problems
    }
}
