/// The access level written on every generated declaration (`--access`).
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`
}
