import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// ``ConstraintNamer`` names layout after layout in memory it keeps: each list must be the
/// layout's own names (those of ``ConstraintNaming/names(for:reserved:)``, which names from
/// nothing kept), whatever was named before it, and a list handed out must not change when the
/// namer names the next layout.
@Suite struct ConstraintNamerTests {
    /// ``ConstraintNamingTests/collidingSource`` (names that collide every way), then layouts
    /// that differ in size (a table that grows, one with slots to spare, and a small one after a
    /// large one), in items (words loaded again per table, a scroll view's guides, the
    /// container's guides), with explicit names, variants, duplicates and names a view has.
    static let source = ConstraintNamingTests.collidingSource + "\n\n" + """
    layout Small {
        view b
        H:|[b]|
    }

    layout SignInForm {
        view form: UIScrollView
        view logo: UIImageView in form
        view title: UILabel in form
        view email: UITextField in form
        H:|[form]|
        V:safeArea|[form]|keyboard
        form.content.width == form.frame.width
        H:form.content|-16-[title]-16-|form.content
        H:form.content|-16-[email]-16-|form.content
        logo.centerX == form.content.centerX
        V:form.content|-24-[logo(80)]-16-[title]-24-[email]-24-|form.content
        H:[logo(80)]
    }

    layout Wide {
        view v0
        view v1
        view v2
        view v3
        view v4
        view v5
        view v6
        view v7
        H:|-[v0]-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-|
        V:|-[v0]-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-|
        H:margins|-[v0]-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-|margins
        V:[v0(>=10,<=90)]
        V:[v1(==v0)]
        V:[v2(==v0)]
        V:[v2(==v0)]
        variant landscape {
            H:|-[v0]-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-|
        }
    }

    layout Tiny {
        view a
        view b
        H:[a]-[b]
    }
    """

    static func layouts() throws -> [Layout] {
        let compilation = VFLCompiler.compile(SourceFile(path: "Namer.vfl", text: source), platform: .uikit)
        #expect(!compilation.diagnostics.contains { $0.severity == .error }, "\(compilation.diagnostics)")
        let layouts = compilation.file.layouts
        try #require(layouts.count == 5)
        return layouts
    }

    /// `layout`'s names as ``ConstraintNaming/names(for:reserved:)`` gives them.
    static func expected(_ layout: Layout) -> [String] {
        let entries = layout.constraints.map { ($0, String?.none) }
            + layout.variants.flatMap { variant in variant.constraints.map { ($0, Optional(variant.name)) } }
        return ConstraintNaming.names(for: entries, reserved: ReservedNames.generatedMembers.union(layout.views.map(\.name)))
    }

    static func strings(_ list: ConstraintNameList) -> [String] {
        (0..<list.count).map { index in list.withName(index) { String(decoding: $0, as: UTF8.self) } }
    }

    @Test func eachLayoutGetsItsOwnNamesWhateverWasNamedBefore() throws {
        let layouts = try Self.layouts()
        // Every order of two passes: large after small, small after large, a layout again.
        var namer = ConstraintNamer()
        for layout in layouts + layouts.reversed() + layouts {
            let names = Self.strings(namer.nameList(of: layout))
            #expect(names == Self.expected(layout), "\(layout.name)")
            #expect(names == Self.strings(ConstraintNaming.nameList(of: layout)), "\(layout.name)")
        }
    }

    @Test func listsHandedOutStayTheirsWhileTheNamerGoesOn() throws {
        let layouts = try Self.layouts()
        var namer = ConstraintNamer()
        var kept: [(Layout, ConstraintNameList)] = []
        for layout in layouts + layouts.reversed() {
            kept.append((layout, namer.nameList(of: layout)))
        }
        for (layout, list) in kept {
            #expect(Self.strings(list) == Self.expected(layout), "\(layout.name)")
        }
    }

    @Test func baseNamesOfScrollGuidesAndTheContainerAreTheirWords() throws {
        let layout = try #require(try Self.layouts().first { $0.name == "SignInForm" })
        let names = Self.strings(ConstraintNamer().nameListCopy(of: layout))
        #expect(names.contains("formContentWidthToFormFrameWidth"))
        #expect(names.contains("logoCenterXToFormContentCenterX"))
        #expect(names.contains("formTop"))
    }
}

private extension ConstraintNamer {
    /// ``nameList(of:)`` from a copy (a namer made for one layout).
    func nameListCopy(of layout: Layout) -> ConstraintNameList {
        var namer = self
        return namer.nameList(of: layout)
    }
}
