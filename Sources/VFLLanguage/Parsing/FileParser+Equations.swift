import LayoutModel

/// Equation lines (vflgen extension): a line that starts with `name.` states one constraint,
/// `badge.leading >= title.trailing + 8 @750 #badgeGap`. See docs/Language.md, "Equation lines".
extension FileParser {
    mutating func parseEquationLine(_ start: Int, _ end: Int) {
        let lineRange = SourceRange(start: start, end: end)
        guard layout != nil else {
            diagnostics.append(.error(.misplacedLine, "an equation line must be inside a layout", at: lineRange))
            return
        }
        let mark = store.mark
        formatParser.begin(at: start, end: end)
        do {
            let equation = try formatParser.parseEquation()
            let variantIndex = variant != nil ? layout!.variants.count : -1
            store.lines.append(.equation(store.equations.count, variant: variantIndex, range: lineRange))
            store.equations.append(equation)
        } catch {
            store.rollBack(to: mark)
            diagnostics.append(error)
            markNamesUsed(start, end)
        }
    }
}
