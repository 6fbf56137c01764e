import LayoutModel
import Testing
@testable import VFLLanguage

@Suite struct FileFormatTests {
    static let welcome = """
    // Welcome.vfl — comments start with //
    layout Welcome {
        view icon: UIImageView        // type optional; default UIView (NSView for AppKit)
        view title: UILabel
        view skip
        metric padding = 15           // a number; usable as a constant or a priority
        metric low = 250

        H:|-padding-[icon(30)]-[title]-[skip]-padding-|  options: [.alignAllCenterY]
        V:|-20-[icon(30)]
        H:[title]-(>=8@low)-[skip]

        variant portrait {
            V:[icon]-10-[title]
        }
        variant landscape {
            H:[icon]-10-[title]
        }
    }
    """

    @Test func theIssueExampleCompiles() throws {
        let result = compile(Self.welcome)
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.file.layouts.first)
        #expect(layout.name == "Welcome")
        #expect(layout.views.map(\.name) == ["icon", "title", "skip"])
        #expect(layout.views.map(\.type) == ["UIImageView", "UILabel", nil])
        #expect(layout.metrics.map(\.name) == ["padding", "low"])
        #expect(layout.metrics.map(\.value) == [15, 250])
        #expect(layout.metrics.map(\.usage) == [.constant, .priority])
        #expect(layout.constraints.map(\.text) == [
            "icon.leading == superview.leading + 15",
            "icon.width == 30",
            "title.leading == icon.trailing + 8",
            "skip.leading == title.trailing + 8",
            "superview.trailing == skip.trailing + 15",
            "icon.centerY == title.centerY",
            "title.centerY == skip.centerY",
            "icon.top == superview.top + 20",
            "icon.height == 30",
            "skip.leading >= title.trailing + 8 @250",
        ])
        #expect(layout.variants.map(\.name) == ["portrait", "landscape"])
        #expect(layout.variants.map { $0.constraints.map(\.text) } == [
            ["title.top == icon.bottom + 10"],
            ["title.leading == icon.trailing + 10"],
        ])
    }

    @Test func kindsMetricsAndSourceRanges() throws {
        let result = compile(Self.welcome)
        let layout = try #require(result.file.layouts.first)
        let source = result.file.source
        let rows = layout.constraints.map { constraint in
            "\(constraint.kind.rawValue) \(source.text(in: constraint.source)) \(constraint.constant.metric ?? "-") \(constraint.priority.metric ?? "-")"
        }
        #expect(rows == [
            "edge |-padding-[icon padding -",
            "size 30 - -",
            "spacing [icon(30)]-[title - -",
            "spacing [title]-[skip - -",
            "edge [skip]-padding-| padding -",
            "alignment .alignAllCenterY - -",
            "alignment .alignAllCenterY - -",
            "edge |-20-[icon - -",
            "size 30 - -",
            "spacing [title]-(>=8@low)-[skip - low",
        ])
    }

    @Test func metricUsageCombinesConstantAndPriority() throws {
        let result = compile("""
        layout L {
            view a
            view b
            metric both = 500
            metric sizeOnly = 40
            metric priorityOnly = 750
            [a(sizeOnly@both)]-both@priorityOnly-[b]
        }
        """)
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.file.layouts.first)
        #expect(layout.metric(named: "both")?.usage == [.constant, .priority])
        #expect(layout.metric(named: "sizeOnly")?.usage == .constant)
        #expect(layout.metric(named: "priorityOnly")?.usage == .priority)
        #expect(layout.constraints.map(\.constant.metric) == ["sizeOnly", "both"])
        #expect(layout.constraints.map(\.priority.metric) == ["both", "priorityOnly"])
        #expect(layout.constraints.map(\.text) == ["a.width == 40 @500", "b.leading == a.trailing + 500 @750"])
    }

    /// Metric values read like VFL numbers, hexadecimal included (as `strtod` reads them).
    @Test(arguments: [
        ("15", 15.0), ("-4.5", -4.5), ("1e2", 100.0), ("0x10", 16.0), ("-0x10", -16.0), ("0x1.8p1", 3.0),
    ] as [(String, Double)])
    func metricValues(_ text: String, _ value: Double) throws {
        let result = compile("layout L {\n    view a\n    metric m = \(text)\n    H:[a(m)]\n}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.layouts.first?.metric(named: "m")?.value == value)
    }

    @Test(arguments: ["0x", "0xg", "12x"])
    func badMetricValuesAreOneError(_ text: String) throws {
        let result = compile("layout L {\n    view a\n    metric m = \(text)\n    H:[a(m)]\n}\n")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test(arguments: [
        ("view title: UILabel intrinsic 120x21", 120.0, 21.0),
        ("view title intrinsic _x21", nil, 21.0),
        ("view title: UIButton intrinsic 44x_", 44.0, nil),
        ("view title intrinsic 1.5x2e1", 1.5, 20.0),
        ("view title: UILabel", nil, nil),
    ] as [(String, Double?, Double?)])
    func intrinsicSizeHints(_ declaration: String, _ width: Double?, _ height: Double?) throws {
        let result = compile("layout L {\n    \(declaration)\n    [title]\n}\n")
        #expect(result.diagnostics.isEmpty)
        let view = try #require(result.file.layouts.first?.views.first)
        #expect(view.intrinsicWidth == width)
        #expect(view.intrinsicHeight == height)
    }

    @Test func dottedTypesNegativeMetricsAndDeclarationOrder() throws {
        let result = compile("""
        layout L {
            H:[a]-gap-[b]            // used before it is declared
            view a: MyKit.Badge
            view b
            metric gap = -4.5
        }
        """)
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.file.layouts.first)
        #expect(layout.views.map(\.type) == ["MyKit.Badge", nil])
        #expect(layout.constraints.map(\.text) == ["b.leading == a.trailing - 4.5"])
    }

    @Test func severalLayoutsCommentsTabsAndCRLF() throws {
        let text = "// header\r\nlayout A {\r\n\tview x\r\n\tH:|[x]|\t// tab before comment\r\n}\r\n\r\nlayout B {\n    view y // c\n    V:|[y]|  options: [ ]\n}   // done\n"
        let result = compile(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.layouts.map(\.name) == ["A", "B"])
        #expect(result.file.layouts.map { $0.constraints.map(\.text) } == [
            ["x.leading == superview.leading", "superview.trailing == x.trailing"],
            ["y.top == superview.top", "superview.bottom == y.bottom"],
        ])
    }

    @Test func emptyFileAndEmptyLayout() {
        // An empty file is a warning (it generates nothing; see DiagnosticTests), not an error.
        #expect(compile("").diagnostics.map(\.id) == [.noLayouts])
        #expect(!compile("").hasErrors)
        #expect(compile("").file.layouts.isEmpty)
        let result = compile("layout Empty {\n}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.layouts.map(\.name) == ["Empty"])
    }

    @Test func appKitKeepsTheDeclaredTypeOrNone() throws {
        let result = compile("layout L {\n    view a\n    view b: NSTextField\n    [a][b]\n}\n", platform: .appkit)
        let layout = try #require(result.file.layouts.first)
        #expect(layout.views.map(\.type) == [nil, "NSTextField"])
        #expect(Platform.appkit.defaultViewType == "NSView")
    }

    @Test func everyErrorInAFileIsReportedInSourceOrder() {
        let marked = MarkedSource("""
        layout L {
            view icon
            view title
            1️⃣vew extra
            H:|-[2️⃣icn]-[title]-|
            V:|-3️⃣(8-[icon]
            H:[title]4️⃣--[icon]
            [icon]-[title]  options: [.alignAllTop, 6️⃣.alignAllLeading]
        }
        7️⃣}
        """)
        let result = compile(marked.text)
        let file = result.file.source
        #expect(result.diagnostics.map { "\($0.id)@\(file.location(of: $0.range!.start))" } == [
            "unknown-keyword@\(marked.location(1))",
            "unknown-view@\(marked.location(2))",
            "unclosed-predicate@\(file.location(of: marked.markers[3]! + 2))",
            "double-dash@\(marked.location(4))",
            "alignment-on-layout-axis@\(marked.location(6))",
            "unexpected-closing-brace@\(marked.location(7))",
        ])
        #expect(result.hasErrors)
    }
}

@Suite struct BlockRangeTests {
    @Test func layoutAndVariantRangesRunToTheirClosingBraces() throws {
        let source = "layout L {\n    view a\n    variant p {\n        [a]\n    }\n}\n"
        let result = compile(source)
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.file.layouts.first)
        #expect(result.file.source.text(in: layout.range) == "layout L {\n    view a\n    variant p {\n        [a]\n    }\n}")
        #expect(result.file.source.text(in: layout.variants[0].range) == "variant p {\n        [a]\n    }")
    }
}
