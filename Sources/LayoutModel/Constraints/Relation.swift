/// `NSLayoutConstraint.Relation`, spelled as in VFL.
public enum Relation: String, Hashable, Sendable, Codable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
