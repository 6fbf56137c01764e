import LayoutModel

/// Equal-spacing connections `~` (vflgen extension): every `~` of a line has the same
/// length. See docs/Language.md, "Extensions".
extension FormatParser {
    /// `~`; the cursor is on it. Leaves the cursor on the next view's `[` or the `|`.
    mutating func parseEqualSpacing() throws(Diagnostic) -> ConnectionSyntax {
        let tilde = range(position, position + 1)
        try requireExtension("the equal-spacing connection '~'", at: tilde)
        position += 1
        equalSpacings.count += 1
        if equalSpacings.count == 1 { equalSpacings.first = tilde }
        return ConnectionSyntax(spacing: .equal, range: tilde)
    }

    /// A line's `~` connections must be two or more: one alone has nothing to be equal to.
    func checkEqualSpacing() throws(Diagnostic) {
        guard equalSpacings.count == 1 else { return }
        throw .error(
            .loneEqualSpacing,
            "a single '~' has nothing to be equal to; write '~' for two or more gaps of a line (as in '|~[a]~|'), or '-' for one spacing",
            at: equalSpacings.first
        )
    }
}

/// How many `~` a line has, and where the first is.
struct EqualSpacingCount {
    var count = 0
    var first = SourceRange.point(0)
}
