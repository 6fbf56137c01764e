// The spellings of the constraint enums as `StaticString`s, for writers that append them by the
// hundred thousand (`vflgen constraints`, text and JSON): appending a `StaticString` copies its
// bytes, appending the `String` of a `rawValue` goes through the string's storage each time.
// Each equals its case's `rawValue` (ConstraintTextTests checks every case).

extension LayoutAttribute {
    /// ``rawValue`` as a `StaticString`.
    public var staticName: StaticString {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        }
    }
}

extension Relation {
    /// ``rawValue`` as a `StaticString`.
    public var staticName: StaticString {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension LayoutConstraint.Kind {
    /// ``rawValue`` as a `StaticString`.
    public var staticName: StaticString {
        switch self {
        case .size: "size"
        case .spacing: "spacing"
        case .edge: "edge"
        case .alignment: "alignment"
        case .explicit: "explicit"
        case .centering: "centering"
        case .equalSpacing: "equalSpacing"
        case .equation: "equation"
        }
    }
}
