/// A textbook dense simplex (Bland's rule), independent of VFLSolver, used as the
/// brute-force oracle for the check's ambiguity analysis. Small problems only.
///
/// Variables are free (split into x⁺ − x⁻ internally) unless listed as non-negative.
/// Phase one runs once; then objectives are minimised one after another from the current
/// basis, and ``fixOptimalFace(_:)`` keeps every later solution optimal for an objective
/// (the lexicographic method: a non-basic column with a positive reduced cost stays at 0).
struct DenseLP {
    enum Relation { case lessOrEqual, equal, greaterOrEqual }
    struct Row {
        var coefficients: [Int: Double]
        var relation: Relation
        var constant: Double
    }

    var variableCount: Int
    var nonNegative: Set<Int> = []
    var rows: [Row] = []

    /// Adds `Σ coefficients · x  REL  constant`.
    mutating func add(_ coefficients: [Int: Double], _ relation: Relation, _ constant: Double) {
        rows.append(Row(coefficients: coefficients, relation: relation, constant: constant))
    }

    /// The tableau after phase one, or `nil` when the rows are infeasible.
    func feasible() -> Tableau? { Tableau(self) }

    struct Tableau {
        var columnOf: [(variable: Int, sign: Double)] = []
        var tableau: [[Double]]
        var basis: [Int]
        var isBasic: [Bool]
        var banned: [Bool]
        let total: Int

        init?(_ program: DenseLP) {
            for v in 0..<program.variableCount {
                columnOf.append((v, 1))
                if !program.nonNegative.contains(v) { columnOf.append((v, -1)) }
            }
            let structural = columnOf.count
            let slackCount = program.rows.filter { $0.relation != .equal }.count
            total = structural + slackCount + program.rows.count
            tableau = [[Double]](repeating: [Double](repeating: 0, count: total + 1), count: program.rows.count)
            basis = []
            isBasic = [Bool](repeating: false, count: total)
            banned = [Bool](repeating: false, count: total)
            var columnsOfVariable = [[Int]](repeating: [], count: program.variableCount)
            for (c, column) in columnOf.enumerated() { columnsOfVariable[column.variable].append(c) }
            var slack = structural
            for (r, row) in program.rows.enumerated() {
                for (variable, value) in row.coefficients {
                    for c in columnsOfVariable[variable] { tableau[r][c] += value * columnOf[c].sign }
                }
                if row.relation != .equal {
                    tableau[r][slack] = row.relation == .lessOrEqual ? 1 : -1
                    slack += 1
                }
                tableau[r][total] = row.constant
                if tableau[r][total] < 0 { for c in 0...total { tableau[r][c] = -tableau[r][c] } }
                tableau[r][structural + slackCount + r] = 1
                basis.append(structural + slackCount + r)
                isBasic[basis[r]] = true
            }
            let artificialStart = structural + slackCount
            var phaseOne = [Double](repeating: 0, count: total)
            for c in artificialStart..<total { phaseOne[c] = 1 }
            _ = run(phaseOne)
            var infeasibility = 0.0
            for r in basis.indices where basis[r] >= artificialStart { infeasibility += tableau[r][total] }
            if infeasibility > 1e-7 { return nil }
            for r in basis.indices where basis[r] >= artificialStart {
                if let c = (0..<artificialStart).first(where: { abs(tableau[r][$0]) > 1e-9 && !isBasic[$0] }) { pivot(r, c) }
            }
            for c in artificialStart..<total { banned[c] = true }
        }

        mutating func pivot(_ leaving: Int, _ entering: Int) {
            let pivot = tableau[leaving][entering]
            for c in 0...total { tableau[leaving][c] /= pivot }
            for r in tableau.indices where r != leaving && tableau[r][entering] != 0 {
                let factor = tableau[r][entering]
                for c in 0...total { tableau[r][c] -= factor * tableau[leaving][c] }
            }
            isBasic[basis[leaving]] = false
            basis[leaving] = entering
            isBasic[entering] = true
        }

        func reducedCost(_ cost: [Double], _ c: Int) -> Double {
            var reduced = cost[c]
            for r in basis.indices { reduced -= cost[basis[r]] * tableau[r][c] }
            return reduced
        }

        /// Minimises `cost` (per column) from the current basis; false when unbounded.
        mutating func run(_ cost: [Double]) -> Bool {
            while true {
                guard let entering = (0..<total).first(where: { !banned[$0] && !isBasic[$0] && reducedCost(cost, $0) < -1e-9 }) else { return true }
                var leaving = -1
                var best = Double.infinity
                for r in basis.indices where tableau[r][entering] > 1e-9 {
                    let ratio = tableau[r][total] / tableau[r][entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[r] < basis[leaving]) {
                        best = ratio
                        leaving = r
                    }
                }
                if leaving < 0 { return false }
                pivot(leaving, entering)
            }
        }

        func columnCost(_ objective: [Int: Double]) -> [Double] {
            var cost = [Double](repeating: 0, count: total)
            for (c, column) in columnOf.enumerated() { cost[c] = (objective[column.variable] ?? 0) * column.sign }
            return cost
        }

        /// The minimum of `objective · x` over the current face; `-infinity` when unbounded.
        mutating func minimum(_ objective: [Int: Double]) -> Double {
            let cost = columnCost(objective)
            guard run(cost) else { return -.infinity }
            return basis.indices.reduce(0) { $0 + cost[basis[$1]] * tableau[$1][total] }
        }

        /// After ``minimum(_:)`` of `objective`: keeps later solutions optimal for it.
        mutating func fixOptimalFace(_ objective: [Int: Double]) {
            let cost = columnCost(objective)
            for c in 0..<total where !isBasic[c] && reducedCost(cost, c) > 1e-9 { banned[c] = true }
        }
    }
}
