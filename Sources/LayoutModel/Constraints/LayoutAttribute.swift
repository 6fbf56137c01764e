/// The attributes of `NSLayoutConstraint.Attribute` that anchors expose, in the order
/// Apple's VFL parser adds alignment constraints (`NSLayoutConstraint.Attribute` raw value
/// order: left, right, top, bottom, leading, trailing, width, height, centerX, centerY,
/// lastBaseline, firstBaseline).
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline

    /// `NSLayoutConstraint.Attribute`'s raw value.
    public var appleRawValue: Int {
        switch self {
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        }
    }

    /// The axis the attribute belongs to; the type checker rejects anchors of different axes.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
        }
    }

    /// Whether this is a size (dimension) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }
}

/// A layout axis; VFL's `H:` and `V:`.
public enum Axis: String, Hashable, Sendable, Codable {
    case horizontal, vertical
}
