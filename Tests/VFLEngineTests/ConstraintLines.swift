import LayoutModel
import VFLEngine

/// Builds ``LayoutConstraint`` values from `vflgen constraints` lines, so engine tests can
/// state layouts the way the front end prints them (without depending on the front end).
/// Example: `icon.leading == superview.leading + 15 @250`.
func constraint(_ line: String) -> LayoutConstraint {
    var words = line.split(separator: " ").map(String.init)
    var priority = 1000.0
    if let last = words.last, last.hasPrefix("@") {
        priority = Double(last.dropFirst())!
        words.removeLast()
    }
    func itemAttribute(_ word: String) -> (LayoutItem, LayoutAttribute) {
        let parts = word.split(separator: ".")
        return (LayoutItem(name: String(parts[0])), LayoutAttribute(rawValue: String(parts[1]))!)
    }
    let (first, firstAttribute) = itemAttribute(words[0])
    let relation = Relation(rawValue: words[1])!
    let range = SourceRange(start: 0, end: 0)
    if let constant = Double(words[2]) {
        return LayoutConstraint(first: first, firstAttribute, relation, constant: Term(constant), priority: Term(priority), kind: .explicit, source: range)
    }
    let (second, secondAttribute) = itemAttribute(words[2])
    var multiplier = 1.0
    var constant = 0.0
    var index = 3
    while index + 1 < words.count {
        let value = Double(words[index + 1])!
        switch words[index] {
        case "*": multiplier = value
        case "+": constant = value
        case "-": constant = -value
        default: fatalError("bad constraint line \(line)")
        }
        index += 2
    }
    return LayoutConstraint(
        first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
        constant: Term(constant), priority: Term(priority), kind: .explicit, source: range)
}

/// A layout with the given views (optionally `name:WxH` for an intrinsic size hint) and constraint lines.
func layout(views: [String], _ lines: [String], variants: [String: [String]] = [:]) -> Layout {
    let range = SourceRange(start: 0, end: 0)
    let declarations = views.map { spec -> ViewDeclaration in
        let parts = spec.split(separator: ":")
        var declaration = ViewDeclaration(name: String(parts[0]), range: range)
        if parts.count == 2 {
            let size = parts[1].split(separator: "x")
            declaration.intrinsicWidth = size[0] == "-" ? nil : Double(size[0])
            declaration.intrinsicHeight = size[1] == "-" ? nil : Double(size[1])
        }
        return declaration
    }
    return Layout(
        name: "Test", views: declarations, metrics: [], constraints: lines.map(constraint),
        variants: variants.sorted { $0.key < $1.key }.map { LayoutVariant(name: $0.key, constraints: $0.value.map(constraint), range: range) },
        range: range)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
