import LayoutModel
import Testing
@testable import VFLRendering

@Suite struct RenderContextTests {
    static func context(_ file: LayoutFile, platform: Platform = .uikit) -> (context: [String: TemplateValue], diagnostics: [Diagnostic]) {
        RenderContextBuilder(platform: platform, access: .internal, fileName: "Welcome.vfl").context(for: file)
    }

    static func member(_ value: TemplateValue?, _ path: String...) -> TemplateValue? {
        var current = value
        for key in path {
            current = current?[member: key]
        }
        return current
    }

    static func list(_ value: TemplateValue?) -> [TemplateValue] {
        if case .list(let items)? = value { return items }
        return []
    }

    @Test func topLevelKeys() {
        let (context, diagnostics) = Self.context(SampleLayouts.welcome())
        #expect(diagnostics.isEmpty)
        #expect(Set(context.keys) == ["source", "platform", "access", "layouts", "hasPriorityMetrics", "hasConstantMetrics"])
        #expect(context["hasPriorityMetrics"] == true)
        #expect(context["hasConstantMetrics"] == true)
        #expect(Self.member(context["source"], "fileName") == "Welcome.vfl")
        #expect(Self.member(context["source"], "stem") == "Welcome")
        #expect(Self.member(context["platform"], "module") == "UIKit")
        #expect(Self.member(context["platform"], "priorityType") == "UILayoutPriority")
        #expect(context["access"] == "internal")
    }

    @Test func constraintEntries() throws {
        let (context, _) = Self.context(SampleLayouts.welcome())
        let layout = try #require(Self.list(context["layouts"]).first)
        let constraints = Self.list(Self.member(layout, "constraints"))
        #expect(constraints.count == 9)
        #expect(Self.list(Self.member(layout, "allConstraints")).count == 11)
        let leading = constraints[0]
        #expect(Self.member(leading, "name") == "iconLeading")
        #expect(Self.member(leading, "identifier") == "Welcome.iconLeading")
        #expect(Self.member(leading, "call") == "icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: metrics.padding)")
        #expect(Self.member(leading, "source") == "|-padding-[icon")
        #expect(Self.member(leading, "location") == "Welcome.vfl:9:7")
        #expect(Self.member(leading, "text") == "icon.leading == superview.leading + 15")
        #expect(Self.member(leading, "isRequired") == true)
        let width = constraints[1]
        #expect(Self.member(width, "call") == "icon.widthAnchor.constraint(equalToConstant: 30)")
        #expect(Self.member(width, "hasSecond") == false)
        let low = constraints[3]
        #expect(Self.member(low, "name") == "skipLeadingToTitleTrailingMin")
        #expect(Self.member(low, "priority") == "metrics.low.rawValue")
        #expect(Self.member(low, "priorityValue") == "metrics.low")
        #expect(Self.member(low, "isRequired") == false)
        #expect(Self.member(low, "relationLabel") == "greaterThanOrEqualTo")
        let top = constraints[7]
        #expect(Self.member(top, "call") == "icon.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor)")
    }

    @Test func metricsAreTypedByUse() throws {
        let (context, _) = Self.context(SampleLayouts.welcome())
        let layout = try #require(Self.list(context["layouts"]).first)
        let metrics = Self.list(Self.member(layout, "metrics"))
        #expect(metrics.map { Self.member($0, "type") } == ["CGFloat", "UILayoutPriority"])
        #expect(metrics.map { Self.member($0, "isPriorityType") } == [false, true])
        #expect(metrics.map { Self.member($0, "defaultValue") } == ["15", "UILayoutPriority(rawValue: 250)"])
        #expect(Self.list(Self.member(metrics[0], "constantConstraints")).map { Self.member($0, "name") } == ["iconLeading", "skipTrailing"])
        #expect(Self.list(Self.member(metrics[1], "priorityConstraints")).map { Self.member($0, "name") } == ["skipLeadingToTitleTrailingMin"])
    }

    /// Signatures laid out on the `.vfl` lines of their declarations (under `#sourceLocation`).
    @Test func viewsAndMetricsCarryTheirLines() throws {
        let (context, _) = Self.context(SampleLayouts.welcome())
        let layout = try #require(Self.list(context["layouts"]).first)
        let views = Self.list(Self.member(layout, "views"))
        #expect(Self.member(layout, "viewsLine") == "3")
        #expect(views.map { Self.member($0, "line") } == ["3", "4", "5"])
        #expect(views.map { Self.member($0, "lineBreaks") } == ["", "\n", "\n"])
        #expect(Self.member(layout, "metricsLine") == "6")
        #expect(RenderContextBuilder.lineBreaks(from: 3, to: 6) == "\n\n\n")
        #expect(RenderContextBuilder.lineBreaks(from: 3, to: 3) == "")
        #expect(RenderContextBuilder.lineBreaks(from: nil, to: 9) == "")
    }

    @Test func metricUsersAreGroupedByTheirExpression() throws {
        var file = SampleLayouts.welcome()
        file.layouts[0].constraints[2].constant = Term(-15, metric: "padding")
        let (context, _) = Self.context(file)
        let layout = try #require(Self.list(context["layouts"]).first)
        let metrics = Self.list(Self.member(layout, "metrics"))
        let constantGroups = Self.list(Self.member(metrics[0], "constantGroups"))
        #expect(constantGroups.map { Self.member($0, "constant") } == ["metrics.padding", "-metrics.padding"])
        #expect(constantGroups.map { Self.list(Self.member($0, "constraints")).map { Self.member($0, "name") } } == [
            ["iconLeading", "skipTrailing"], ["titleLeadingToIconTrailing"],
        ])
        #expect(Self.list(Self.member(metrics[0], "priorityGroups")).isEmpty)
        let priorityGroups = Self.list(Self.member(metrics[1], "priorityGroups"))
        #expect(priorityGroups.map { Self.member($0, "priorityValue") } == ["metrics.low"])
        #expect(priorityGroups.map { Self.list(Self.member($0, "constraints")).map { Self.member($0, "name") } } == [
            ["skipLeadingToTitleTrailingMin"],
        ])
    }

    @Test func metricUsedBothWaysIsCGFloatAndConvertedForPriorities() throws {
        var file = SampleLayouts.welcome()
        file.layouts[0].constraints[1].constant = Term(250, metric: "low")
        let (context, _) = Self.context(file)
        let layout = try #require(Self.list(context["layouts"]).first)
        let metrics = Self.list(Self.member(layout, "metrics"))
        #expect(Self.member(metrics[1], "type") == "CGFloat")
        let constraints = Self.list(Self.member(layout, "constraints"))
        #expect(Self.member(constraints[3], "priority") == "Float(metrics.low)")
        #expect(Self.member(constraints[3], "priorityValue") == "UILayoutPriority(rawValue: Float(metrics.low))")
        #expect(Self.member(constraints[1], "call") == "icon.widthAnchor.constraint(equalToConstant: metrics.low)")
    }

    /// Swift's contextual words are names (ReservedNames accepts them) that generated code
    /// writes in backticks; its keywords are refused, as the front end refuses them.
    @Test func contextualKeywordNamesAreEscapedAndKeywordsRefused() throws {
        var file = SampleLayouts.welcome()
        file.layouts[0].views[0].name = "some"
        func rename(_ constraints: inout [LayoutConstraint]) {
            for index in constraints.indices {
                if constraints[index].first == .view("icon") { constraints[index].first = .view("some") }
                if constraints[index].second == .view("icon") { constraints[index].second = .view("some") }
            }
        }
        rename(&file.layouts[0].constraints)
        for variant in file.layouts[0].variants.indices { rename(&file.layouts[0].variants[variant].constraints) }
        let (context, diagnostics) = Self.context(file)
        #expect(diagnostics.isEmpty)
        let layout = try #require(Self.list(context["layouts"]).first)
        #expect(Self.member(Self.list(Self.member(layout, "views"))[0], "name") == "`some`")
        #expect(Self.member(Self.list(Self.member(layout, "constraints"))[0], "call")
            == "`some`.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: metrics.padding)")
        file.layouts[0].views[0].name = "default"
        #expect(Self.context(file).diagnostics.first?.message == "'default' cannot be a view name: it is a Swift keyword")
    }

    /// Names and types that would put arbitrary text into the output are diagnosed at their
    /// declaration, and nothing is rendered: the front end's rule (ReservedNames) applied again
    /// to a layout built without the front end.
    @Test(arguments: [
        ("x); fatalError(\"boom\"", "invalid-name"),
        ("container", "reserved-name"),
        ("self", "invalid-name"),
        ("CGFloat", "reserved-name"),
        ("NSLayoutConstraint", "reserved-name"),
    ])
    func unsafeViewNamesAreDiagnosed(name: String, id: String) throws {
        var file = SampleLayouts.welcome()
        file.layouts[0].views[1].name = name
        let (_, diagnostics) = Self.context(file)
        #expect(diagnostics.map(\.id.rawValue).contains(id))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(throws: SwiftRenderer.Failure.self) {
            _ = try SwiftRenderer().render([(.uikit, file)], fileName: "Welcome.vfl")
        }
    }

    @Test(arguments: [
        ("container", "reserved-name"),
        ("vflgenConstraint", "reserved-name"),
        ("x\"); evil(\"", "invalid-name"),
        ("self", "invalid-name"),
    ])
    func unusableExplicitConstraintNamesAreDiagnosed(name: String, id: String) {
        var file = SampleLayouts.welcome()
        file.layouts[0].constraints[0].name = name
        let (_, diagnostics) = Self.context(file)
        #expect(diagnostics.map(\.id.rawValue) == [id])
        #expect(diagnostics.first?.range == file.layouts[0].constraints[0].source)
    }

    @Test func metricsMayNotHideTypesTheCodeUses() {
        var file = SampleLayouts.welcome()
        file.layouts[0].metrics[0].name = "Float"
        #expect(Self.context(file).diagnostics.map(\.id.rawValue) == ["reserved-name"])
    }

    @Test func variantNamedAllCasesIsDiagnosed() {
        var file = SampleLayouts.welcome()
        file.layouts[0].variants[0].name = "allCases"
        let (_, diagnostics) = Self.context(file)
        #expect(diagnostics.map(\.id.rawValue) == ["reserved-name"])
        #expect(diagnostics.first?.range == file.layouts[0].variants[0].range)
    }

    @Test func unsafeTypeAndUndeclaredViewsAreDiagnosed() {
        var file = SampleLayouts.welcome()
        file.layouts[0].views[0].type = "UIView; import Evil"
        file.layouts[0].constraints[0].first = .view("ghost")
        let (_, diagnostics) = Self.context(file)
        #expect(diagnostics.map(\.id.rawValue) == ["invalid-view-type", "unknown-view"])
    }

    @Test func sourceExcerptsAreCommentSafe() throws {
        var file = SampleLayouts.welcome()
        let text = "layout Welcome {\n  H:|-[icon]\u{2028}evil()\n}"
        file.source = SourceFile(path: "W.vfl", text: text)
        file.layouts[0].constraints[0].source = SourceRange(start: 19, end: text.utf8.count - 2)
        let (context, _) = Self.context(file)
        let layout = try #require(Self.list(context["layouts"]).first)
        let source = Self.member(Self.list(Self.member(layout, "constraints"))[0], "source")
        #expect(source == "H:|-[icon]?evil()")
    }
}

@Suite struct ViewTypeTranslationTests {
    @Test(arguments: [
        ("UILabel", Platform.appkit, "NSTextField"), ("NSTextField", .uikit, "UILabel"), ("UIImageView", .appkit, "NSImageView"),
        ("UILabel", .uikit, "UILabel"), ("MyKit.Badge", .appkit, "MyKit.Badge"), ("UIPageControl", .appkit, "UIPageControl"),
    ])
    func translates(declared: String, platform: Platform, expected: String) {
        #expect(ViewTypeTranslation.type(for: declared, on: platform) == expected)
    }

    @Test func defaultViewType() {
        #expect(ViewTypeTranslation.type(for: nil, on: .uikit) == "UIView")
        #expect(ViewTypeTranslation.type(for: nil, on: .appkit) == "NSView")
    }

    @Test func aUIKitOnlyClassIsAnErrorForAppKit() {
        var file = SampleLayouts.welcome(platform: .uikit)
        file.layouts[0].views[0].type = "UIPageControl"
        let (_, appKit) = RenderContextBuilder(platform: .appkit, access: .internal, fileName: "W.vfl").context(for: file)
        #expect(appKit.map(\.id.rawValue) == ["no-platform-counterpart"])
        #expect(appKit.first?.range == file.layouts[0].views[0].range)
        let (_, uiKit) = RenderContextBuilder(platform: .uikit, access: .internal, fileName: "W.vfl").context(for: file)
        #expect(uiKit.isEmpty)
        // Names that merely start with "UI" are the user's own.
        file.layouts[0].views[0].type = "UIish"
        #expect(RenderContextBuilder(platform: .appkit, access: .internal, fileName: "W.vfl").context(for: file).diagnostics.isEmpty)
    }
}
