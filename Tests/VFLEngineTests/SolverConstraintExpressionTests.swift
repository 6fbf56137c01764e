import LayoutModel
import Testing
import TestRandom
@testable import VFLEngine
import VFLSolver

/// The engine makes each constraint's expression in one buffer (``LayoutEngine/makeSolverConstraint(_:)``):
/// it must be, term for term and to the bit, `lhs - (multiplier × rhs + constant)` as the
/// expression operators make it, in both directions, with and without offset origins.
@Suite struct SolverConstraintExpressionTests {
    /// A number for a multiplier or constant: ordinary, fractional, negative, tiny or huge.
    static func number(_ random: inout SplitMix64) -> Double {
        let choices: [Double] = [0, 1, -1, 0.5, 8, -8, 1.5, 1 / 3, 1e-300, 1e300, -1e308, 123456789.125, 0.1, 0.7]
        if random.below(3) == 0 { return choices[random.below(choices.count)] }
        return (Double(random.next() % 2_000_001) - 1_000_000) / Double(1 + random.below(1000))
    }

    /// `spec` as the operators build it (the reference).
    static func byOperators(_ engine: LayoutEngine, _ spec: ItemConstraint) -> LinearExpression {
        let mirrored = engine.layoutDirection == .rightToLeft
            && ((spec.firstOrigin == nil && spec.firstAttribute.isDirectional)
                || (spec.secondOrigin == nil && spec.secondAttribute?.isDirectional == true))
        func side(_ item: ItemID, _ attribute: LayoutAttribute, origin: ItemAnchor?) -> LinearExpression {
            if let origin { return engine.offsetExpression(from: origin, to: ItemAnchor(item, attribute)) }
            let expression = engine.expression(for: item, attribute)
            let physical = attribute == .left || attribute == .right || attribute == .centerX
            return mirrored && physical ? -expression : expression
        }
        var rhs = LinearExpression(constant: spec.constant)
        if let second = spec.second, let secondAttribute = spec.secondAttribute {
            rhs = spec.multiplier * side(second, secondAttribute, origin: spec.secondOrigin) + spec.constant
        }
        return side(spec.first, spec.firstAttribute, origin: spec.firstOrigin) - rhs
    }

    static func same(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        a.constant.bitPattern == b.constant.bitPattern && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern }
    }

    @Test func oneBufferMakesTheOperatorsExpression() throws {
        var random = SplitMix64(seed: 13)
        let positions: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .top, .bottom, .centerY]
        let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX]
        let vertical: [LayoutAttribute] = [.top, .bottom, .centerY]
        let dimensions: [LayoutAttribute] = [.width, .height]
        var compared = 0
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let engine = LayoutEngine(layoutDirection: direction, namingItsParts: false)
            let items = (0..<4).map { engine.addItem(named: "v\($0)") }
            for _ in 0..<2000 {
                let first = items[random.below(items.count)]
                let second = items[random.below(items.count)]
                var spec: ItemConstraint
                switch random.below(4) {
                case 0:  // a position against a constant
                    spec = ItemConstraint(first, positions[random.below(positions.count)], .equal, constant: Self.number(&random))
                case 1:  // two positions of one axis
                    let axis = random.below(2) == 0 ? horizontal : vertical
                    spec = ItemConstraint(
                        first, axis[random.below(axis.count)], .greaterThanOrEqual, second, axis[random.below(axis.count)],
                        multiplier: Self.number(&random), constant: Self.number(&random))
                case 2:  // two dimensions
                    spec = ItemConstraint(
                        first, dimensions[random.below(2)], .lessThanOrEqual, second, dimensions[random.below(2)],
                        multiplier: Self.number(&random), constant: Self.number(&random))
                default:  // offsets (equal spacing): dimensions measured between two positions
                    let axis = random.below(2) == 0 ? horizontal : vertical
                    spec = ItemConstraint(
                        first, axis[random.below(axis.count)], .equal, second, axis[random.below(axis.count)],
                        multiplier: Self.number(&random), constant: Self.number(&random),
                        firstOrigin: ItemAnchor(items[random.below(items.count)], axis[random.below(axis.count)]),
                        secondOrigin: ItemAnchor(items[random.below(items.count)], axis[random.below(axis.count)]))
                }
                guard let made = try? engine.makeSolverConstraint(spec) else { continue }
                let expected = Self.byOperators(engine, spec)
                #expect(Self.same(made.expression, expected), "\(spec) \(direction)")
                compared += 1
            }
        }
        #expect(compared > 3000)
    }
}
