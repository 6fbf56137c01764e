/// A variable of a ``Solver``. Create variables with ``Solver/makeVariable(_:)``; a variable
/// belongs to the solver that made it.
public struct Variable: Hashable, Sendable, Comparable {
    /// The solver's internal symbol number.
    public let id: Int32

    init(id: Int32) { self.id = id }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable, Equatable {
    /// Terms in the order they were written (the solver prefers early variables as row subjects).
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([(variable, 1)]) }

    public init(constant: Double) { self.init([], constant: constant) }

    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }
}

/// Anything that reads as a linear expression: a variable, a number, an expression.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

// MARK: Arithmetic

public func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    var result = lhs.linearExpression
    let right = rhs.linearExpression
    result.terms.reserveCapacity(result.terms.count + right.terms.count)
    result.terms += right.terms
    result.constant += right.constant
    return result
}

/// `lhs + (-1) × rhs`, written without the intermediate expression (every constraint is made
/// with it): the same terms, in the same order, with the same values.
public func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    var result = lhs.linearExpression
    let right = rhs.linearExpression
    result.terms.reserveCapacity(result.terms.count + right.terms.count)
    for term in right.terms { result.terms.append((term.variable, term.coefficient * -1.0)) }
    result.constant += right.constant * -1.0
    return result
}

public func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
    var result = rhs.linearExpression
    result.terms = result.terms.map { ($0.variable, $0.coefficient * lhs) }
    result.constant *= lhs
    return result
}

public func * (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression { rhs * lhs }

public prefix func - (operand: some LinearExpressionConvertible) -> LinearExpression { -1.0 * operand }
