import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI

/// Issue #25's number items: one number grammar everywhere (hexadecimal after `hugging`,
/// `compression`, `baseline`, `intrinsic` and in `container` sizes, as in VFL and `metric`
/// lines), one limit on every size read (located), and one number format in every output.
@Suite struct NumberFormsAndLimitsTests {
    typealias Workspace = GenerateCommandTests.Workspace

    static func run(_ arguments: [String], in workspace: Workspace) -> (status: ExitCode, out: String, err: String) {
        ExtremeNumberTests.run(arguments, in: workspace)
    }

    static func view(_ options: String) throws -> ViewDeclaration {
        let result = VFLCompiler.compile(SourceFile(path: "H.vfl", text: "layout L {\n    view a: UILabel \(options)\n    H:|[a]|\n}\n"), platform: .uikit)
        #expect(!result.hasErrors, "\(options): \(result.diagnostics.map(\.message))")
        return try #require(result.file.layouts.first?.views.first)
    }

    // MARK: Hexadecimal after keywords

    @Test(arguments: [
        ("hugging 0xFB", 251.0, 251.0),
        ("hugging 0x10,0xFA", 16, 250),
        ("hugging 0X1.8p4,750", 24, 750),
    ])
    func hexadecimalHugging(options: String, horizontal: Double, vertical: Double) throws {
        let hugging = try #require(try Self.view(options).hugging)
        #expect(hugging.horizontal.value == horizontal)
        #expect(hugging.vertical.value == vertical)
    }

    @Test func hexadecimalCompression() throws {
        let compression = try #require(try Self.view("compression 0x2EE,0x3E8").compressionResistance)
        #expect(compression.horizontal.value == 750)
        #expect(compression.vertical.value == 1000)
    }

    @Test(arguments: [
        // Decimal first: `0x20` stays 0 by 20, as before hexadecimal sizes.
        ("intrinsic 0x78x0x15", 120.0, 21.0), ("intrinsic 0x20", 0, 20), ("intrinsic 120x0x15", 120, 21),
        ("intrinsic 0x10x20", 16, 20), ("intrinsic 0x1.8p1x_", 3, nil),
    ] as [(String, Double?, Double?)])
    func hexadecimalIntrinsicSizes(options: String, width: Double?, height: Double?) throws {
        let view = try Self.view(options)
        #expect(view.intrinsicWidth == width)
        #expect(view.intrinsicHeight == height)
    }

    @Test func hexadecimalBaselines() throws {
        let view = try Self.view("baseline 0x11,0x20")
        #expect(view.firstBaseline == 17)
        #expect(view.lastBaseline == 32)
    }

    @Test func hexadecimalContainerSizes() throws {
        let result = VFLCompiler.compile(SourceFile(path: "C.vfl", text: "layout L {\n    container 0x157x0x78\n    view a\n    H:|[a]|\n}\n"), platform: .uikit)
        #expect(!result.hasErrors)
        #expect(result.file.layouts.first?.containers.first?.size == .fixed(width: 343, height: 120))
    }

    // MARK: One limit on every size

    @Test(arguments: [
        ("container 1e20x100", "C.vfl:2:15: error: '1e20' is too large for a size; at most 1e15 points"),
        ("container 100x0x38D7EA4C68001", "C.vfl:2:19: error: '0x38D7EA4C68001' is too large for a size; at most 1e15 points"),
        ("view b intrinsic 1e308x_", "C.vfl:2:22: error: '1e308' is too large for a size; at most 1e15 points"),
        ("view b baseline 17,2e15", "C.vfl:2:24: error: '2e15' is too large for a size; at most 1e15 points"),
    ])
    func sizesOverTheLimitAreLocatedErrors(line: String, expected: String) throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    \(line)\n    view a\n    H:|[a]|\n}\n", to: "C.vfl")
        for command in [["check", "C.vfl"], ["frames", "C.vfl", "--size", "10x10"], ["preview", "C.vfl", "--output", "out"]] {
            let result = Self.run(command, in: workspace)
            #expect(result.status == .failure, "\(command)")
            #expect(result.err.contains(expected + "\n"), "\(command): \(result.err)")
        }
    }

    @Test func theLimitItselfIsASize() throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    container 1e15x100\n    view a intrinsic 1e15x_\n    H:|[a]\n}\n", to: "C.vfl")
        #expect(!Self.run(["check", "C.vfl"], in: workspace).err.contains("too large"))
    }

    @Test(arguments: [
        (#"{"devices": [{"name": "Huge", "width": 1e308, "height": 10}]}"#, "config/vflgen.json:1:40: error: '1e308' is too large for a device's size or insets in vflgen.json; at most 1e15 points\n"),
        (#"{"devices": ["iPhone 16", {"name": "W", "width": 390, "height": 844, "margins": [0, 2e15, 0, 0]}]}"#, "config/vflgen.json:1:85: error: '2e15' is too large for a device's size or insets in vflgen.json; at most 1e15 points\n"),
    ])
    func customDevicesOverTheLimitAreLocatedErrors(json: String, expected: String) {
        #expect(GenerateConfigurationTests.printed(json) == expected)
    }

    @Test func theConfigurationReaderHasTheSameLimit() {
        #expect(ConfigurationReader.maximumPoints == PointLimit.maximum)
    }

    /// Found by the layouts fuzz target: a priority too large for a Float was explained as
    /// "(inf as the Float a priority holds)".
    @Test(arguments: ["compression 0x1p1023", "hugging 1e308", "hugging 1,1e39"])
    func hugePrioritiesAreNotPrintedAsInfinity(options: String) {
        let result = VFLCompiler.compile(SourceFile(path: "H.vfl", text: "layout L {\n    view a: UILabel \(options)\n    H:|[a]|\n}\n"), platform: .uikit)
        #expect(result.hasErrors)
        #expect(result.diagnostics.contains { $0.message.contains("(too large for the Float a priority holds) is out of range") })
        #expect(!result.diagnostics.contains { ExtremeNumberTests.hasNonFiniteWord($0.message) })
    }

    // MARK: One number format

    @Test(arguments: [
        (1e15, "1000000000000000"), (4e15, "4000000000000000"), (-9007199254740991, "-9007199254740991"),
        (1e16, "1e+16"), (1e15 + 0.5, "1000000000000000.5"), (0.5, "0.5"), (-0.0, "0"), (120, "120"),
    ])
    func numbersNeverEndInPointZero(value: Double, text: String) {
        #expect(value.shortestDescription == text)
    }

    @Test(arguments: ["text", "json"])
    func framesPrintsTheLimitLikeItsNeighbours(format: String) throws {
        let workspace = try Workspace()
        try workspace.write("layout L {\n    view a\n    H:|[a]|\n    V:|[a]|\n}\n", to: "S.vfl")
        let result = Self.run(["frames", "S.vfl", "--size", "1e15x100", "--format", format], in: workspace)
        #expect(result.status == .success)
        #expect(!result.out.contains(".0"))
        #expect(result.out.contains(format == "text" ? "a 0 0 1000000000000000 100" : #""width": 1000000000000000, "height": 100}"#))
    }
}
