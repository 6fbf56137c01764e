import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// A multiplier written as a fraction reaches the generated code and `vflgen constraints`
/// text in the form it was written (`16.0 / 9.0`, not `1.7777777777777777`), with the same
/// value as before (issue 17).
@Suite struct MultiplierFractionRenderingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// A line of the layout below.
        var line: String
        var text: String
        var call: String
        /// The multiplier as `vflgen` printed it before the fraction was kept: its value.
        var formerLiteral: String
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        .init(
            line: "H:[a(a.height*16/9)]", text: "a.width == a.height * 16 / 9",
            call: "a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 16.0 / 9.0)", formerLiteral: "1.7777777777777777"
        ),
        .init(
            line: "a.height == b.width * 9.0 / 16.0 + 4", text: "a.height == b.width * 9 / 16 + 4",
            call: "a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 9.0 / 16.0, constant: 4)", formerLiteral: "0.5625"
        ),
        .init(
            line: "H:[b(a/3-10)]", text: "b.width == a.width / 3 - 10",
            call: "b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1.0 / 3.0, constant: -10)", formerLiteral: "0.3333333333333333"
        ),
        .init(
            line: "b.height == a.height * -0.5 / 1e3", text: "b.height == a.height * -0.5 / 1000",
            call: "b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: -0.5 / 1000.0)", formerLiteral: "-0.0005"
        ),
        // A single factor stays a single number.
        .init(
            line: "H:[b(a*0.25)]", text: "b.width == a.width * 0.25",
            call: "b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.25)", formerLiteral: "0.25"
        ),
    ]

    @Test(arguments: cases, [Platform.uikit, .appkit])
    func fractionKeepsItsFormAndValue(example: Case, platform: Platform) throws {
        let viewClass = platform == .uikit ? "UIView" : "NSView"
        let source = """
        layout L {
            view a: \(viewClass)
            view b: \(viewClass)
            \(example.line)
        }
        """
        let compilation = VFLCompiler.compile(SourceFile(path: "L.vfl", text: source), platform: platform)
        #expect(compilation.diagnostics.allSatisfy { $0.severity != .error }, "\(compilation.diagnostics.map(\.message))")
        let constraint = try #require(compilation.file.layouts.first?.constraints.last)
        #expect(constraint.text == example.text)
        // The value is the one printed before, bit for bit.
        #expect(constraint.multiplier.bitPattern == Double(example.formerLiteral)?.bitPattern)
        // The Swift spelling is one division of the two numbers, which Swift folds to the same value.
        if let fraction = constraint.multiplierFraction {
            #expect(fraction.value.bitPattern == constraint.multiplier.bitPattern)
            let parts = SwiftLiteral.fraction(fraction).split(separator: " / ").compactMap { Double($0) }
            #expect(parts.count == 2 && (parts[0] / parts[1]).bitPattern == constraint.multiplier.bitPattern)
        }
        let code = try SwiftRenderer().render([(platform, compilation.file)], fileName: "L.vfl")
        #expect(code.contains(example.call))
    }
}
