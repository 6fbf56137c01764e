/// A number in a constraint that may come from a named metric (a constant or a priority).
///
/// `value` is always the number in force; when `metric` is set it is that metric's
/// declared value, and generated code reads the constant from the live metric instead.
public struct Term: Hashable, Sendable {
    public var value: Double
    /// The metric the value came from, if any.
    public var metric: String?

    @inlinable public init(_ value: Double, metric: String? = nil) {
        self.value = value
        self.metric = metric
    }

    @inlinable public static var zero: Term { Term(0) }
    /// Priority 1000, `.required`.
    @inlinable public static var required: Term { Term(1000) }
}

extension Term: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
}
