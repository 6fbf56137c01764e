import Foundation
import LayoutModel
import VFLEngine

/// Builds ``LayoutConstraint`` values from `vflgen constraints` lines, so engine tests can
/// state layouts the way the front end prints them (without depending on the front end).
/// Examples: `icon.leading == superview.leading + 15 @250`,
/// `offset(a.trailing, b.leading) == offset(superview.leading, a.leading)` (equal spacing).
func constraint(_ line: String) -> LayoutConstraint {
    var words = line.replacingOccurrences(of: ", ", with: ",").split(separator: " ").map(String.init)
    var priority = 1000.0
    if let last = words.last, last.hasPrefix("@") {
        priority = Double(last.dropFirst())!
        words.removeLast()
    }
    func anchor(_ word: some StringProtocol) -> LayoutConstraint.Anchor {
        let parts = word.split(separator: ".")
        return LayoutConstraint.Anchor(LayoutItem(name: String(parts[0])), LayoutAttribute(rawValue: String(parts[1]))!)
    }
    /// `item.attr`, or `offset(origin.attr,item.attr)` with its origin.
    func side(_ word: String) -> (LayoutItem, LayoutAttribute, LayoutConstraint.Anchor?) {
        if word.hasPrefix("offset("), word.hasSuffix(")") {
            let parts = word.dropFirst("offset(".count).dropLast().split(separator: ",")
            let target = anchor(parts[1])
            return (target.item, target.attribute, anchor(parts[0]))
        }
        let target = anchor(word)
        return (target.item, target.attribute, nil)
    }
    let (first, firstAttribute, firstOrigin) = side(words[0])
    let relation = Relation(rawValue: words[1])!
    let range = SourceRange(start: 0, end: 0)
    if let constant = Double(words[2]) {
        return LayoutConstraint(first: first, firstAttribute, relation, constant: Term(constant), priority: Term(priority), kind: .explicit, source: range)
    }
    let (second, secondAttribute, secondOrigin) = side(words[2])
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
        constant: Term(constant), priority: Term(priority), kind: firstOrigin == nil ? .explicit : .equalSpacing, source: range,
        firstOrigin: firstOrigin, secondOrigin: secondOrigin)
}

/// A layout with the given views and constraint lines. A view is `name`, optionally
/// followed by `:WxH` (intrinsic size hint, `-` for none) and `:F,L` or `:B` (baselines from the top).
func layout(views: [String], _ lines: [String], variants: [String: [String]] = [:]) -> Layout {
    let range = SourceRange(start: 0, end: 0)
    let declarations = views.map { spec -> ViewDeclaration in
        let parts = spec.split(separator: ":")
        var declaration = ViewDeclaration(name: String(parts[0]), range: range)
        if parts.count >= 2 {
            let size = parts[1].split(separator: "x")
            declaration.intrinsicWidth = size[0] == "-" ? nil : Double(size[0])
            declaration.intrinsicHeight = size[1] == "-" ? nil : Double(size[1])
        }
        if parts.count == 3 {
            let baselines = parts[2].split(separator: ",").map { Double($0)! }
            declaration.firstBaseline = baselines[0]
            declaration.lastBaseline = baselines.last
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
