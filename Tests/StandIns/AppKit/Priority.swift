extension NSLayoutConstraint {
    /// Apple: `struct NSLayoutConstraint.Priority : Hashable, Equatable, RawRepresentable, Sendable`
    /// (NSLayoutConstraint.h: `typedef float NSLayoutPriority`, macOS 10.7; its raw value is a `let`).
    @available(macOS 10.7, *)
    public struct Priority: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: Float

        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }

        @available(macOS 10.7, *)
        public static let required = Priority(rawValue: 1000)
        @available(macOS 10.7, *)
        public static let defaultHigh = Priority(rawValue: 750)
        @available(macOS 10.7, *)
        public static let dragThatCanResizeWindow = Priority(rawValue: 510)
        @available(macOS 10.7, *)
        public static let windowSizeStayPut = Priority(rawValue: 500)
        @available(macOS 10.7, *)
        public static let dragThatCannotResizeWindow = Priority(rawValue: 490)
        @available(macOS 10.7, *)
        public static let defaultLow = Priority(rawValue: 250)
        @available(macOS 10.7, *)
        public static let fittingSizeCompression = Priority(rawValue: 50)
    }

    /// Apple: `enum NSLayoutConstraint.Orientation : Int, @unchecked Sendable`.
    public enum Orientation: Int, @unchecked Sendable {
        case horizontal = 0, vertical = 1
    }
}

extension NSLayoutConstraint.Priority: Comparable {
    public static func < (lhs: NSLayoutConstraint.Priority, rhs: NSLayoutConstraint.Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
