import LayoutModel
import VFLSolver

/// Whether a view can slide along an axis, together with the items tied to it, without any
/// constraint of the engine minding: then its position there is undetermined whatever the
/// priorities of the soft constraints, so no change of a soft constraint's priority can settle
/// it (a fix proof of a priority tie answers without analysing the edited layout).
///
/// The engine's system at one size is a lexicographic linear program: the required
/// constraints bound a polyhedron P, and each priority level below required minimises the
/// sum of its constraints' errors (|e| for `e == 0`, max(0, −e) for `e >= 0`, max(0, e) for
/// `e <= 0`), level after level. A translation moves every item of a set S by the same
/// amount t ≥ 0 along the axis: the left (horizontal) or top (vertical) variable of each item
/// in S moves by σ·t (σ = ±1), every other variable (sizes, the container's, guides' insets,
/// edit variables) stays. Each constraint's expression e then moves by t·δ, with δ = σ × the
/// sum of its coefficients on the moved variables. The translation is *free* when, for every
/// constraint the solver holds, required or not,
///
/// - `e == 0`: δ = 0 (it holds, or errs, exactly as before);
/// - `e >= 0`: δ ≥ 0 (it moves towards holding); `e <= 0`: δ ≤ 0.
///
/// Then, for any solution x and t ≥ 0, x + t·d satisfies every required constraint x does (P
/// recedes along d) and no soft constraint errs more, at any level: if x is optimal, so is
/// x + t·d, and it differs in the view's position. So the position varies among the optimal
/// solutions: it is undetermined (``SizeAnalysis/undetermined``), in exact arithmetic. The
/// conditions read only the constraints' coefficients and relations, not their priorities
/// (as long as required stays required) nor their constants: they hold as well for a layout
/// whose constraints are these with other priorities below required, at any size, with any
/// intrinsic sizes. That is why the answer read from the original's engine is the edited
/// layout's answer.
///
/// What is read is the engine as built (``LayoutEngine``'s solver, every constraint it holds:
/// the layout's constraints in its own form, the views' content, fixed frames, guides and
/// their insets, scroll views' guides, the container's size and the edit variables), so the
/// container, which its own constraints pin (`left == 0`, `top == 0`) or whose guides'
/// insets are edit variables, never moves: a set that has to take it along is not free.
/// (A build whose content goes in last lacks the views' content constraints; those read only
/// widths and heights, which a translation leaves.)
///
/// The solver finds undetermined attributes numerically (reduced costs, then probes of a
/// point each way, ``SizeAnalysis/ambiguities(in:cache:undecidedLimit:)``); along a free
/// translation every optimal solution can move by any amount, which those tests find: this
/// is checked against the analyses themselves in `FreeTranslationTests`.
struct FreeTranslation {
    /// The constraints, each as its relation and its coefficients on the items' left
    /// (horizontal) or top (vertical) variables: row `r`'s terms (item index, coefficient) are
    /// those from `starts[r]` to `starts[r + 1]`, in term order.
    private let relations: [ConstraintRelation]
    private let starts: [Int]
    private let items: [Int]
    private let coefficients: [Double]
    /// For each item, the rows that read its moved variable.
    private let rowsOfItem: [[Int]]

    /// The constraints of `engine` on `axis`.
    init(_ engine: LayoutEngine, axis: LayoutAxis) {
        // The item of each moved variable, by symbol number (-1: not one).
        var itemOf: [Int] = []
        for (index, item) in engine.items.enumerated() {
            let symbol = Int((axis == .horizontal ? item.left : item.top).id)
            if symbol >= itemOf.count { itemOf += repeatElement(-1, count: symbol + 1 - itemOf.count) }
            itemOf[symbol] = index
        }
        var relations: [ConstraintRelation] = []
        var starts = [0]
        var items: [Int] = []
        var coefficients: [Double] = []
        var rowsOfItem = [[Int]](repeating: [], count: engine.items.count)
        engine.solver.forEachConstraint { constraint in
            let start = items.count
            for term in constraint.expression.terms {
                let symbol = Int(term.variable.id)
                guard symbol < itemOf.count, itemOf[symbol] >= 0 else { continue }
                let item = itemOf[symbol]
                if !items[start...].contains(item) { rowsOfItem[item].append(relations.count) }
                items.append(item)
                coefficients.append(term.coefficient)
            }
            guard items.count > start else { return }
            relations.append(constraint.relation)
            starts.append(items.count)
        }
        self.relations = relations
        self.starts = starts
        self.items = items
        self.coefficients = coefficients
        self.rowsOfItem = rowsOfItem
        free = [Bool](repeating: false, count: rowsOfItem.count)
    }

    /// The items found in a set that moves freely, forwards or backwards: each of them moves
    /// freely with that set.
    private var free: [Bool]

    /// Whether some set of items holding `item` can move freely (see ``FreeTranslation``)
    /// forwards or backwards along the axis.
    mutating func moves(_ item: ItemID) -> Bool {
        if free[item.index] { return true }
        guard let moved = movesAlong(item, sign: 1) ?? movesAlong(item, sign: -1) else { return false }
        for index in moved { free[index] = true }
        return true
    }

    /// A set that must move with `item` (a row that does not let the set move takes along
    /// every item it reads), then every row that reads a moved item checked: the answer rests
    /// on that last check alone. The set, when it moves freely; `nil` as soon as a row does
    /// not let it move though every item it reads moves (no larger set helps then).
    private func movesAlong(_ item: ItemID, sign: Double) -> [Int]? {
        var isMoved = [Bool](repeating: false, count: rowsOfItem.count)
        isMoved[item.index] = true
        var moved = [item.index]
        var pending = [item.index]
        while let next = pending.popLast() {
            for row in rowsOfItem[next] where !holds(row, isMoved: isMoved, sign: sign) {
                var grew = false
                for item in items[starts[row]..<starts[row + 1]] where !isMoved[item] {
                    isMoved[item] = true
                    moved.append(item)
                    pending.append(item)
                    grew = true
                }
                guard grew else { return nil }
            }
        }
        // Every row that reads a moved variable (the others do not move).
        for index in moved {
            for row in rowsOfItem[index] where !holds(row, isMoved: isMoved, sign: sign) { return nil }
        }
        return moved
    }

    /// Whether `row` lets the items marked in `isMoved` move by `sign` (see ``FreeTranslation``).
    private func holds(_ row: Int, isMoved: [Bool], sign: Double) -> Bool {
        var delta = 0.0
        for term in starts[row]..<starts[row + 1] where isMoved[items[term]] {
            // A sum that rounded may hide the sign it has exactly: not known to hold.
            guard let sum = Self.exactSum(delta, sign * coefficients[term]) else { return false }
            delta = sum
        }
        switch relations[row] {
        case .equal: return delta == 0
        case .greaterThanOrEqual: return delta >= 0
        case .lessThanOrEqual: return delta <= 0
        }
    }

    /// `a + b` when the floating-point sum is exact, else nil (Knuth's two-sum: the rounding
    /// error of `a + b`, itself exact, is zero). A row's change is then the true sum of its
    /// coefficients, whose sign the argument above reads: `1e16 + 1 − 1e16` is 0 in doubles
    /// and 1 in fact.
    static func exactSum(_ a: Double, _ b: Double) -> Double? {
        let sum = a + b
        let bPart = sum - a
        let error = (a - (sum - bPart)) + (b - bPart)
        return error == 0 && sum.isFinite ? sum : nil
    }
}
