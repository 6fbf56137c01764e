/// Apple: `struct UILayoutPriority : Hashable, Equatable, RawRepresentable, Sendable`
/// (NSLayoutConstraint.h: `typedef float UILayoutPriority`; its raw value is a `let`).
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    @available(iOS 6.0, *)
    public static let required = UILayoutPriority(rawValue: 1000)
    @available(iOS 6.0, *)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    @available(macCatalyst 13.0, *)
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    @available(macCatalyst 13.0, *)
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    @available(macCatalyst 13.0, *)
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    @available(iOS 6.0, *)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    @available(iOS 6.0, *)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

extension UILayoutPriority: Comparable {
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension UILayoutPriority {
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// Apple: `struct UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}
