import LayoutModel
import Testing
@testable import VFLLanguage

/// Regression tests for issue #13 ("Hostile and unlucky input"), one per numbered item the
/// front end owns, each named after its item.
@Suite struct HostileInputTests {
    // MARK: 1. Quadratic names (hash flooding)

    static func hashes(of names: [String]) -> [UInt64] {
        let text = names.joined()
        var ranges: [SourceRange] = []
        var offset = 0
        for name in names {
            ranges.append(SourceRange(start: offset, end: offset + name.utf8.count))
            offset += name.utf8.count
        }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            let byteText = ByteText(bytes: bytes)
            return ranges.map { byteText.hash($0) }
        }
    }

    /// `abXXmXXyz`: length 9, and `a`, `b`, `m`, `y`, `z` at the places the old hash read.
    static let collidingNames: [String] = (0..<4096).map { (index: Int) -> String in
        let digits = Array(String(index + 10_000).utf8.dropFirst())
        let x = digits.map { Character(Unicode.Scalar($0)) }
        return "ab\(x[0])\(x[1])m\(x[2])\(x[3])yz"
    }

    /// `abXXmXXyz` names agreed on every byte the old hash read, so 4,096 of them had one hash
    /// and every lookup probed them all; `cell_000001…` names collided in groups.
    @Test(arguments: [
        ("colliding", collidingNames),
        ("sequential", (0..<4096).map { (index: Int) -> String in "cell_\(index + 100_000)" }),
    ])
    func quadraticNamesHashEveryByte(shape: String, names: [String]) {
        #expect(Set(names).count == names.count)
        let hashes = Self.hashes(of: names)
        #expect(Set(hashes).count == names.count, "\(shape): full hashes collide")
        // The table uses the low bits: 4,096 names in 65,536 slots leave ~128 shared slots.
        let slots = Set(hashes.map { $0 & 0xFFFF })
        #expect(slots.count > 3800, "\(shape): only \(slots.count) distinct slots")
    }

    @Test func quadraticNamesHashIsSeededPerProcessButDeterministicPerSeed() {
        let bytes: [UInt8] = Array("titleLabel".utf8)
        bytes.withUnsafeBytes { raw in
            let a = NameHash.hash(raw.baseAddress, count: raw.count, seed: 1)
            #expect(a == NameHash.hash(raw.baseAddress, count: raw.count, seed: 1))
            #expect(a != NameHash.hash(raw.baseAddress, count: raw.count, seed: 2))
        }
    }

    /// Colliding names still resolve: every reference finds its own declaration.
    @Test func quadraticNamesStillResolveEachName() {
        let unique: [String] = (100..<600).map { (number: Int) -> String in
            let digits = String(number)
            return "ab\(digits.prefix(2))m\(digits.suffix(1))yz"
        }
        let source = "layout L {\n" + unique.map { "    view \($0)\n" }.joined() + unique.map { "    H:|[\($0)]|\n" }.joined() + "}\n"
        let result = compile(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.layouts.first?.constraints.count == unique.count * 2)
    }

    // MARK: 4. Priorities checked as Double, written as Float

    static let floatPriorities: [DiagnosticCase] = [
        .line("[a(30@1️⃣1e-46)]-[b][c]", error(.priorityOutOfRange, 1, "priority 1e-46 (0 as the Float a priority holds) is out of range; a priority must be greater than 0 and at most 1000")),
        .init("layout L {\n    view a\n    metric 2️⃣tiny = 1e-50\n    [a(30@1️⃣tiny)]\n}", error(.priorityOutOfRange, 1, "priority 'tiny' is 1e-50 (0 as the Float a priority holds), out of range; a priority must be greater than 0 and at most 1000"), note(2, "metric 'tiny' is declared here")),
    ]

    @Test(arguments: floatPriorities)
    func prioritiesCheckedAsFloatRejectZeroAfterRounding(_ example: DiagnosticCase) {
        let summaries = diagnosticSummaries(example.source, platform: example.platform, expected: example.expected)
        #expect(summaries.actual == summaries.expected)
    }

    /// `@999.99999999` is 1000 as a Float: required at run time, so required for vflgen too
    /// (the constraint text leaves the priority out), for numbers and metrics alike.
    @Test(arguments: [
        ("H:[a(30@999.99999999)]", "a.width == 30"),
        ("H:[a(30@0.1)]", "a.width == 30 @0.1"),
        ("H:[a(30@750.00001)]", "a.width == 30 @750"),
    ])
    func prioritiesCheckedAsFloatAgreeOnRequiredness(line: String, constraint: String) throws {
        let lowered = lower(line)
        #expect(lowered.diagnostics.isEmpty)
        #expect(lowered.constraints == [constraint])
    }

    @Test func prioritiesCheckedAsFloatForPriorityMetrics() throws {
        let result = compile("layout L {\n    view a\n    metric p = 999.99999999\n    H:[a(30@p)]\n}\n")
        #expect(result.diagnostics.isEmpty)
        let constraint = try #require(result.file.layouts.first?.constraints.first)
        #expect(constraint.priority.value == 1000)
        #expect(constraint.priority.metric == "p")
    }

    // MARK: 5. View types that cannot compile

    static let impossibleViewTypes: [DiagnosticCase] = [
        .init("layout L {\n    view 1️⃣a: UIView.Type\n    [a]\n}", error(.invalidViewType, 1, "'UIView.Type' is a metatype, not a class; declare view 'a' with a view class such as UIView")),
        .init("layout L {\n    view 1️⃣a: UIView.Protocol\n    [a]\n}", error(.invalidViewType, 1, "'UIView.Protocol' is a metatype, not a class; declare view 'a' with a view class such as UIView")),
        .init("layout L {\n    view 1️⃣a: Type\n    [a]\n}", error(.invalidViewType, 1, "'Type' is not a class; declare view 'a' with a view class such as UIView")),
        .init("layout L {\n    view 1️⃣a: AppKit.NSTextField\n    [a]\n}", error(.foreignFrameworkType, 1, "'AppKit.NSTextField' is an AppKit class; UIKit code cannot use it (declare view 'a' with 'NSTextField' to have vflgen translate it)")),
        .init("layout L {\n    view 1️⃣a: UIKit.UILabel\n    [a]\n}", platform: .appkit, error(.foreignFrameworkType, 1, "'UIKit.UILabel' is a UIKit class; AppKit code cannot use it (declare view 'a' with 'UILabel' to have vflgen translate it)")),
    ]

    @Test(arguments: impossibleViewTypes)
    func viewTypesThatCannotCompileAreRejected(_ example: DiagnosticCase) {
        let summaries = diagnosticSummaries(example.source, platform: example.platform, expected: example.expected)
        #expect(summaries.actual == summaries.expected)
    }

    @Test(arguments: ["UIKit.UILabel", "MyKit.Type2", "TypeView", "Cell.Content"])
    func viewTypesThatCanCompileAreAccepted(type: String) {
        #expect(compile("layout L {\n    view a: \(type)\n    [a]\n}\n").diagnostics.isEmpty)
    }
}
