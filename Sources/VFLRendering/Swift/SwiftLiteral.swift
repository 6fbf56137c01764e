import LayoutModel

/// Swift spellings of values taken from `.vfl` files.
public enum SwiftLiteral {
    /// A number as a Swift literal in its shortest round-trip form: `8`, `-3`, `0.5`, `1e-05`.
    /// Non-finite values (rejected earlier by the renderer) are spelled `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return value.shortestDescription
    }
}
