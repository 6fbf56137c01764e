import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

@Suite struct ConstraintNamingTests {
    static let here = SourceRange.point(0)

    static func c(
        _ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
        _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil
    ) -> LayoutConstraint {
        LayoutConstraint(first: first, attribute, relation, second: second, secondAttribute, kind: .spacing, source: here)
    }

    @Test(arguments: [
        (c(.view("icon"), .leading, .equal, .superview, .leading), "iconLeading"),
        (c(.superview, .trailing, .equal, .view("skip"), .trailing), "skipTrailing"),
        (c(.view("icon"), .top, .equal, .margins, .top), "iconTop"),
        (c(.margins, .bottom, .equal, .view("icon"), .bottom), "iconBottom"),
        (c(.view("icon"), .width), "iconWidth"),
        (c(.view("icon"), .width, .greaterThanOrEqual), "iconWidthMin"),
        (c(.view("icon"), .width, .lessThanOrEqual), "iconWidthMax"),
        (c(.view("title"), .leading, .equal, .view("icon"), .trailing), "titleLeadingToIconTrailing"),
        (c(.view("skip"), .leading, .greaterThanOrEqual, .view("title"), .trailing), "skipLeadingToTitleTrailingMin"),
        (c(.view("one"), .width, .equal, .view("two"), .width), "oneWidthToTwoWidth"),
        (c(.view("title"), .firstBaseline, .equal, .view("icon"), .lastBaseline), "titleFirstBaselineToIconLastBaseline"),
        (c(.superview, .leading, .equal, .margins, .leading), "superviewLeadingToMarginsLeading"),
    ])
    func baseNames(constraint: LayoutConstraint, expected: String) {
        #expect(ConstraintNaming.baseName(of: constraint, variant: nil) == expected)
    }

    @Test func variantConstraintsStartWithTheVariantName() {
        let constraint = Self.c(.view("title"), .top, .equal, .view("icon"), .bottom)
        #expect(ConstraintNaming.baseName(of: constraint, variant: "landscape") == "landscapeTitleTopToIconBottom")
    }

    static func names(_ constraints: [LayoutConstraint], reserved: Set<String> = []) -> [String] {
        ConstraintNaming.names(for: constraints.map { ($0, nil) }, reserved: reserved)
    }

    static func sized(_ value: Double, priority: Term = .required, name: String? = nil) -> LayoutConstraint {
        LayoutConstraint(first: .view("icon"), .width, .equal, constant: Term(value), priority: priority, kind: .size, source: here, name: name)
    }

    static func edge(_ guide: LayoutItem, _ constant: Term = .zero) -> LayoutConstraint {
        LayoutConstraint(first: .view("icon"), .leading, .equal, second: guide, .leading, constant: constant, kind: .edge, source: here)
    }

    @Test(arguments: [
        ([sized(30), sized(40)], ["iconWidthConstant30", "iconWidthConstant40"]),
        ([sized(30), sized(30, priority: 250)], ["iconWidthConstant30", "iconWidthConstant30Priority250"]),
        ([sized(30), sized(30, priority: Term(250, metric: "low"))], ["iconWidthConstant30", "iconWidthConstant30PriorityLow"]),
        ([sized(-8), sized(0.5)], ["iconWidthConstantMinus8", "iconWidthConstant0_5"]),
        ([edge(.margins), edge(.superview)], ["iconLeadingToMarginsConstant0", "iconLeadingToSuperviewConstant0"]),
        ([edge(.superview, Term(15, metric: "padding")), edge(.superview, Term(-15, metric: "padding"))],
         ["iconLeadingToSuperviewConstantPadding", "iconLeadingToSuperviewConstantMinusPadding"]),
        ([c(.superview, .trailing, .equal, .view("icon"), .trailing), c(.view("icon"), .trailing, .equal, .superview, .trailing)],
         ["iconTrailingFromSuperviewConstant0", "iconTrailingToSuperviewConstant0"]),
        ([c(.view("icon"), .leading, .equal, .superview, .centerX), c(.view("icon"), .leading, .equal, .safeArea, .leading)],
         ["iconLeadingToSuperviewCenterXConstant0", "iconLeadingToSafeAreaConstant0"]),
        ([sized(30), sized(30)], ["iconWidthConstant30", "iconWidthConstant30_2"]),
    ] as [([LayoutConstraint], [String])])
    func collidingNamesSayWhatEachConstraintIs(constraints: [LayoutConstraint], expected: [String]) {
        #expect(Self.names(constraints) == expected)
    }

    /// Inserting a constraint anywhere never gives an existing name to a different constraint:
    /// every name that exists before and after the insertion belongs to equal constraints.
    @Test(arguments: 0..<6)
    func insertingAConstraintNeverMovesAName(position: Int) {
        let before = [
            Self.sized(30), Self.edge(.margins), Self.c(.view("title"), .leading, .equal, .view("icon"), .trailing),
            Self.sized(40, priority: 250), Self.c(.view("icon"), .height),
        ]
        for inserted in [Self.sized(30, priority: 750), Self.edge(.superview), Self.sized(99), Self.c(.view("icon"), .height, .equal, .view("title"), .height)] {
            var after = before
            after.insert(inserted, at: min(position, after.count))
            let old = Dictionary(uniqueKeysWithValues: zip(Self.names(before), before))
            for (name, constraint) in zip(Self.names(after), after) {
                if let previous = old[name] {
                    #expect(previous == constraint, "\(name) moved to another constraint")
                }
            }
        }
    }

    @Test func aConstraintAloneKeepsItsPlainName() {
        #expect(Self.names([Self.sized(30), Self.c(.view("icon"), .height)]) == ["iconWidth", "iconHeight"])
    }

    @Test func namesAvoidViewsAndGeneratedMembers() {
        #expect(Self.names([Self.sized(30)], reserved: ["iconWidth", "constraints"]) == ["iconWidthConstant30"])
    }

    @Test func explicitNamesWinAndAutomaticNamesYield() {
        let names = Self.names([Self.sized(30), Self.sized(40, name: "iconWidth"), Self.sized(50, name: "hero")])
        #expect(names == ["iconWidthConstant30", "iconWidth", "hero"])
    }

    @Test func anAutomaticNameYieldsToAnExplicitNameWrittenAfterIt() {
        // The qualified name `iconWidthConstant30` is the explicit name of a later constraint.
        let names = Self.names([Self.sized(30), Self.sized(40), Self.sized(50, name: "iconWidthConstant30")])
        #expect(names == ["iconWidthConstant30_2", "iconWidthConstant40", "iconWidthConstant30"])
    }

    @Test func manyDuplicatesAreNumberedInLinearTime() {
        let names = Self.names(Array(repeating: Self.sized(30), count: 20_000), reserved: ["iconWidthConstant30_7"])
        #expect(names[0] == "iconWidthConstant30")
        #expect(names[1] == "iconWidthConstant30_2")
        #expect(names[5] == "iconWidthConstant30_6")
        #expect(names[6] == "iconWidthConstant30_8")  // 7 is taken
        #expect(Set(names).count == names.count)
    }

    @Test func namesDoNotDependOnUnrelatedConstraints() {
        let target = Self.c(.view("title"), .leading, .equal, .view("icon"), .trailing)
        let long = Self.names([Self.c(.view("other"), .width), Self.c(.view("other"), .leading, .equal, .superview, .leading), target])
        #expect(Self.names([target]).last == long.last)
    }

    @Test func explicitKeywordsAndReservedNamesAreNumbered() {
        let names = Self.names([Self.sized(30, name: "class"), Self.sized(40, name: "activate"), Self.sized(50, name: "class_2")],
                               reserved: ReservedNames.generatedMembers)
        #expect(names == ["class_3", "activate_2", "class_2"])
    }

    /// A layout whose names collide every way: views named like automatic names, explicit names
    /// near automatic ones (qualified, numbered), duplicates, variants. (An explicit name that is
    /// a generated member, `#activate`, is a front-end error: ReservedNames.)
    static let collidingSource = """
    layout Clash {
        view a
        view b
        view aWidth
        view aLeadingToBLeading
        metric pad = 15
        H:[a(30)]
        H:[a(30)]
        H:[a(30@250)]
        H:[a(>=pad)]
        H:[b(30)]-pad-[a(30#aWidthConstant30_2)]
        H:|-[a]-[b(==a)]-|
        a.leading == b.leading
        a.leading == b.leading + 8 @750 #aLeadingToBLeadingConstant8
        b.width == 30 #bWidthConstant30
        variant compact {
            H:[a(30)]
            V:[a]-[b]
        }
        variant a {
            H:[a(30)]
        }
    }
    """

    @Test func aLayoutsNamesAreThoseOfItsConstraintsWithItsReservedNames() throws {
        let compilation = VFLCompiler.compile(SourceFile(path: "Clash.vfl", text: Self.collidingSource), platform: .uikit)
        #expect(!compilation.diagnostics.contains { $0.severity == .error }, "\(compilation.diagnostics)")
        let layout = try #require(compilation.file.layouts.first)
        let entries = layout.constraints.map { ($0, String?.none) } + layout.variants.flatMap { variant in variant.constraints.map { ($0, Optional(variant.name)) } }
        let expected = ConstraintNaming.names(for: entries, reserved: ReservedNames.generatedMembers.union(layout.views.map(\.name)))
        let names = ConstraintNaming.names(of: layout)
        #expect(names.constraints + names.variants.joined() == expected)
        let list = ConstraintNaming.nameList(of: layout)
        #expect((0..<list.count).map { index in list.withName(index) { String(decoding: $0, as: UTF8.self) } } == expected)
        #expect(Set(expected).count == expected.count)
        #expect(expected.contains("aWidthConstant30_3") && expected.contains("aLeadingToBLeadingConstant0"))
    }

    @Test func longestWordIsTheLongestKeywordOrMember() {
        let words = SwiftIdentifier.keywords.union(ReservedNames.generatedMembers)
        #expect(NameTable.longestWord == words.map(\.utf8.count).max())
    }
}
