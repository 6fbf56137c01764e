import LayoutModel
import Testing
import VFLLanguage
import VFLLint

/// What `vflgen migrate` leaves in place, and why; and how it names and splits layouts.
@Suite struct MigrationPlannerTests {
    static func plan(_ source: String, language: SourceLanguage = .swift) -> MigrationPlan {
        MigrationPlanner.plan(lint(source, language: language))
    }

    struct LeftCase: Sendable, CustomTestStringConvertible {
        var source: String
        var reason: String
        var testDescription: String { reason }
    }

    static let leftInPlace: [LeftCase] = [
        LeftCase(source: """
        class V: UIView { func f() {
            addSubview(a)
            let views = ["root": self, "a": a]
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: views)
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[root]|", metrics: nil, views: views)
        } }
        """, reason: "it relates the container ('root') to its own superview"),
        LeftCase(source: """
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-m-|", metrics: ["m": 8], views: ["a": a])
            NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-m-|", metrics: ["m": 4], views: ["a": a])
        }
        """, reason: "metric 'm' is '4' here but '8' in an earlier call of the function"),
        LeftCase(source: """
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": a])
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-a-[b]", metrics: ["a": 8], views: ["b": b])
        }
        """, reason: "'a' is a view in an earlier call of the function and a metric here"),
        LeftCase(source: """
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": a])
        #if DEBUG
            NSLayoutConstraint.constraints(withVisualFormat: "V:[a]", metrics: nil, views: ["a": a])
        #endif
        }
        """, reason: "it is inside an #if block (the layout would hold every branch's lines); move it by hand"),
        LeftCase(source: """
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": a])
            NSLayoutConstraint.constraints(withVisualFormat: "H:[b]", metrics: nil, views: ["a": a])
        }
        """, reason: "the call has 1 error (see vflgen lint)"),
    ]

    @Test(arguments: leftInPlace)
    func callsLeftInPlace(_ example: LeftCase) throws {
        let plan = Self.plan(example.source)
        #expect(plan.layouts.map { $0.calls.count } == [1])
        #expect(plan.notMigrated.map(\.reason) == [example.reason])
    }

    /// Issue #20: a key bound to another view in an earlier call of the function gets a name
    /// of its own (the variable's), in the view list and in the line.
    @Test func aKeyBoundToAnotherViewGetsItsOwnName() throws {
        let plan = Self.plan("""
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": x])
            NSLayoutConstraint.constraints(withVisualFormat: "V:[a(==b)]", metrics: nil, views: ["a": y, "b": b])
        }
        """)
        let layout = try #require(plan.layouts.first)
        #expect(plan.notMigrated.isEmpty)
        #expect(layout.views.map(\.name) == ["a", "y", "b"])
        #expect(layout.lines.map(\.format) == ["H:[a]", "V:[y(==b)]"])
    }

    @Test func aKeyThatIsNoVFLNameKeepsItsLayoutInPlace() {
        // `default` is a valid key for Apple's parser but a Swift keyword, so no .vfl view.
        let plan = Self.plan("""
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[default]", metrics: nil, views: ["default": a])
        }
        """)
        #expect(plan.layouts.isEmpty)
        #expect(plan.notMigrated.count == 1)
        #expect(plan.notMigrated.first?.reason.hasPrefix("its layout does not compile: ") == true)
    }

    @Test func layoutsAreNamedFromTypeAndFunctionAndSplitByContainer() {
        let plan = Self.plan("""
        @implementation CardController
        - (void)viewDidLoad {
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"|[card]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(card)]];
            [card addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"|-[title]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(title)]];
        }
        @end
        """, language: .objectiveC)
        #expect(plan.layouts.map(\.name) == ["CardControllerViewDidLoad", "CardControllerViewDidLoadCard"])
        #expect(plan.layouts.map(\.container) == ["view", "card"])
    }

    @Test func theHelperAddsToTheViewItIsCalledOn() {
        let plan = Self.plan("""
        class FeedCell: UICollectionViewCell {
            func setUp() {
                addConstraintsWithFormat("H:|[v0]|", views: icon)
                contentView.addConstraintsWithFormat("V:|[v0]|", views: label)
            }
        }
        """)
        #expect(plan.layouts.map(\.container) == ["self", "contentView"])
        #expect(plan.layouts.map(\.name) == ["FeedCellSetUpSelf", "FeedCellSetUp"])
        #expect(plan.layouts.map { $0.views.map(\.name) } == [["icon"], ["label"]])
    }

    @Test func aViewExpressionInAGeneratedCommentHasItsControlCharactersEscaped() throws {
        // A bidirectional override in an identifier (scanned as identifier bytes) would reorder the comment.
        let plan = Self.plan("""
        func f() {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": x\u{202E}y])
        }
        """)
        let layout = try #require(plan.layouts.first)
        let text = VFLFileWriter.layoutText(layout, platform: plan.platform)
        #expect(text.contains("    view a  // x\\u{202E}y\n"))
        #expect(!text.unicodeScalars.contains { $0.needsEscaping && $0 != "\n" })
    }

    @Test func computedMetricsUsedAsPrioritiesGetAValidPlaceholder() throws {
        let plan = Self.plan("""
        func f(p: Float) {
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a(10@p)]", metrics: ["p": p], views: ["a": a])
        }
        """)
        let metric = try #require(plan.layouts.first?.metrics.first)
        #expect(metric.isComputed)
        #expect(metric.value == 1000)
        #expect(ReplacementCode.text(plan).contains("layout.metrics.p = p\n"))
    }
}
