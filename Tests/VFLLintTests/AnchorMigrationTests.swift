import LayoutModel
import Testing
import VFLLanguage
import VFLLint

/// Issue #22: anchor-API and item-API constraints become equation lines of the layout of their
/// function (and container) — each case the exact line, or the reason it stays in the source.
@Suite struct AnchorMigrationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var language: SourceLanguage = .swift
        var source: String
        /// The layouts' lines (all layouts of the file, in order), when the constraints map.
        var lines: [String] = []
        /// The reasons for the constraints left in place, in source order.
        var reasons: [String] = []
        var testDescription: String { name }
    }

    static func controller(_ body: String) -> String {
        """
        import UIKit
        private enum Metrics { static let gap: CGFloat = 12 }
        final class ScreenController: UIViewController {
            let a = UILabel(), b = UILabel()
            let icon = UIImageView()
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
    }

    static let swiftMaps: [Case] = [
        Case(name: "equalTo with a constant, in activate", source: controller("""
            NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)])
        """), lines: ["a.leading == b.trailing + 8"]),
        Case(name: "the three relations", source: controller("""
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4),
                a.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
                a.centerYAnchor.constraint(equalTo: b.centerYAnchor),
            ])
        """), lines: ["a.top >= b.bottom + 4", "a.trailing <= superview.trailing - 20", "a.centerY == b.centerY"]),
        Case(name: "sizes: constants, multipliers and fractions", source: controller("""
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalToConstant: 44),
                a.heightAnchor.constraint(greaterThanOrEqualToConstant: 20.5),
                b.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 9.0 / 16.0),
            ])
        """), lines: ["a.width == 44", "a.height >= 20.5", "b.height == a.width * 0.5 + 10", "icon.height == icon.width * 9/16"]),
        Case(name: "isActive, and a local with its priority", source: controller("""
            a.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            let w = a.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8)
            w.priority = .defaultHigh
            w.isActive = true
            let h = a.heightAnchor.constraint(equalToConstant: 30)
            h.priority = UILayoutPriority(rawValue: 250)
            let t = b.topAnchor.constraint(equalTo: a.bottomAnchor)
            t.priority = UILayoutPriority.required - 1
            NSLayoutConstraint.activate([h, t])
        """), lines: ["a.centerX == superview.centerX", "a.width == superview.width * 0.8 @750", "a.height == 30 @250", "b.top == a.bottom @999"]),
        Case(name: "arrays appended to, then activated", source: controller("""
            var constraints: [NSLayoutConstraint] = []
            constraints.append(a.leadingAnchor.constraint(equalTo: view.leadingAnchor))
            constraints += [b.leadingAnchor.constraint(equalTo: a.leadingAnchor)]
            constraints.append(contentsOf: [b.widthAnchor.constraint(equalTo: a.widthAnchor)])
            NSLayoutConstraint.activate(constraints)
        """), lines: ["a.leading == superview.leading", "b.leading == a.leading", "b.width == a.width"]),
        Case(name: "the container's guides", source: controller("""
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                a.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
                b.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
        """), lines: ["a.top == safeArea.top", "a.leading == margins.leading", "a.trailing == readable.trailing", "b.bottom == keyboard.top - 8"]),
        Case(name: "a same-file constant becomes a metric, a variable a computed one", source: controller("""
            let inset = view.bounds.width / 10
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: Metrics.gap),
                a.topAnchor.constraint(equalTo: b.topAnchor, constant: inset),
                a.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: -Metrics.gap),
            ])
        """), lines: ["a.leading == b.trailing + gap", "a.top == b.top + inset", "a.bottom == b.bottom - 12"]),
        Case(name: "the item API, addConstraints and a constant size", source: controller("""
            view.addConstraints([
                NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 20),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 200),
                NSLayoutConstraint(item: b, attribute: NSLayoutConstraint.Attribute.height, relatedBy: NSLayoutConstraint.Relation.greaterThanOrEqual,
                                   toItem: a, attribute: NSLayoutConstraint.Attribute.height, multiplier: 2, constant: 0),
            ])
            view.addConstraint(NSLayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: b, attribute: .lastBaseline, multiplier: 1, constant: 12))
        """), lines: ["a.leading == superview.leading + 20", "a.width <= 200", "b.height >= a.height * 2", "superview.bottom == b.lastBaseline + 12"]),
        Case(name: "a view's superview that the file adds to the container", source: controller("""
            view.addSubview(a)
            b.leadingAnchor.constraint(equalTo: a.superview!.leadingAnchor, constant: 10).isActive = true
        """), lines: ["b.leading == superview.leading + 10"]),
        Case(name: "one view under its VFL key and its variable", source: controller("""
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[photo]-|", options: [], metrics: nil, views: ["photo": icon]))
            icon.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        """), lines: ["H:|-[photo]-|", "photo.top == safeArea.top"]),
        Case(name: "a cell's content view and a custom view's self", source: """
        import UIKit
        final class Cell: UITableViewCell {
            let title = UILabel()
            func setUp() {
                contentView.addSubview(title)
                NSLayoutConstraint.activate([title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8)])
            }
        }
        final class Badge: UIView {
            let count = UILabel()
            func setUp() {
                addSubview(count)
                NSLayoutConstraint.activate([count.centerXAnchor.constraint(equalTo: centerXAnchor), trailingAnchor.constraint(equalTo: count.trailingAnchor, constant: 4)])
            }
        }
        """, lines: ["title.top == superview.top + 8", "count.centerX == superview.centerX", "superview.trailing == count.trailing + 4"]),
    ]

    static let swiftDeclines: [Case] = [
        Case(name: "system spacing", source: controller("""
            a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1).isActive = true
        """), reasons: ["'equalToSystemSpacingBelow:' uses the system spacing, which depends on the views' fonts and the device; an equation line's constant is a fixed number"]),
        Case(name: "a computed constant", source: controller("""
            a.widthAnchor.constraint(equalToConstant: view.bounds.width / 3).isActive = true
        """), reasons: ["its constant 'view.bounds.width / 3' is computed (not a number, a same-file constant or a variable)"]),
        Case(name: "a negated run-time value", source: controller("""
            let inset = view.bounds.width / 10
            a.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset).isActive = true
        """), reasons: ["its constant '-inset' is a negated value known at run time; an equation line cannot subtract a metric"]),
        Case(name: "kept in a property", source: controller("""
            heightConstraint = a.heightAnchor.constraint(equalToConstant: 10)
            heightConstraint.isActive = true
        """), reasons: ["it is kept in 'heightConstraint', which other code may change"]),
        Case(name: "never activated", source: controller("""
            let constraints = [a.heightAnchor.constraint(equalToConstant: 10)]
            print(constraints.count)
        """), reasons: ["it is stored in 'constraints', which is used in a way migrate does not follow (line 10)"]),
        Case(name: "activated elsewhere", source: controller("""
            let constraints = [a.heightAnchor.constraint(equalToConstant: 10)]
        """), reasons: ["it is stored in 'constraints', which the function does not activate afterwards"]),
        Case(name: "deactivated later", source: controller("""
            let constraints = [a.heightAnchor.constraint(equalToConstant: 10)]
            NSLayoutConstraint.activate(constraints)
            NSLayoutConstraint.deactivate(constraints)
        """), reasons: ["it is stored in 'constraints', which is deactivated later (line 11)"]),
        Case(name: "inside an if", source: controller("""
            if traitCollection.horizontalSizeClass == .regular {
                a.widthAnchor.constraint(equalToConstant: 300).isActive = true
            }
        """), reasons: ["it is inside a block of its function (an 'if', a loop or a closure): it is made only when, or as often as, the block runs"]),
        Case(name: "inside #if", source: controller("""
        #if DEBUG
            a.widthAnchor.constraint(equalToConstant: 300).isActive = true
        #endif
        """), reasons: ["it is inside an #if block (the layout would hold every branch's lines); move it by hand"]),
        Case(name: "a view that is not a variable", source: controller("""
            stack.arrangedSubviews[0].widthAnchor.constraint(equalToConstant: 300).isActive = true
        """), reasons: ["the view of its first anchor is not a variable or property (a subscript, a call or a cast)"]),
        Case(name: "another view's guide", source: controller("""
            a.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
        """), reasons: ["'card.layoutMarginsGuide' is the layout margins guide of 'card', not of the container 'view'"]),
        Case(name: "a layout guide of the code's own", source: controller("""
            let spacer = UILayoutGuide()
            view.addLayoutGuide(spacer)
            a.leadingAnchor.constraint(equalTo: spacer.trailingAnchor).isActive = true
        """), reasons: ["'spacer' is a layout guide the code makes; declare it with 'guide' and move its constraints by hand"]),
        Case(name: "a priority out of range", source: controller("""
            let c = a.widthAnchor.constraint(equalToConstant: 300)
            c.priority = UILayoutPriority(1001)
            c.isActive = true
        """), reasons: ["its priority 1001 is outside 1…1000"]),
        Case(name: "a priority set after activation (issue 42 §11)", source: controller("""
            let c = a.widthAnchor.constraint(equalToConstant: 300)
            c.isActive = true
            c.priority = .defaultLow
            let d = a.heightAnchor.constraint(equalToConstant: 30)
            d.priority = .defaultHigh
            NSLayoutConstraint.activate([d])
            d.priority = UILayoutPriority(rawValue: 250)
        """), reasons: [
            "'c.priority' is set after 'c' is activated (line 11): an active constraint cannot change between required and optional (the code throws at run time); set the priority before activating it",
            "'d.priority' is set after 'd' is activated (line 15), which migrate does not follow",
        ]),
        Case(name: "Swift's 1/3 divides CGFloats (issue 42 §2)", source: controller("""
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 1/3).isActive = true
        """), lines: ["icon.height == icon.width * 1/3"]),
        Case(name: "a constant changed later", source: controller("""
            let c = a.widthAnchor.constraint(equalToConstant: 300)
            c.isActive = true
            c.constant = 200
        """), reasons: ["'c.constant' is changed later (line 11), which migrate does not follow"]),
        Case(name: "the item API's position multiplier, margins and mixed axes", source: controller("""
            view.addConstraints([
                NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0),
                NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 30),
            ])
        """), reasons: [
            "it multiplies a position (.centerX * 0.5), which an equation line cannot say",
            "its attribute '.leadingMargin' relates the view's margins, which no equation line names (the 'margins' item is the container's layout margins guide, another object)",
            "it relates positions of different axes (.leading, .top), which an equation line rejects",
            "its multiplier is 0 with no second item (an equation line's size constant has none)",
        ]),
        Case(name: "a closure's $0", source: controller("""
            [a, b].forEach { $0.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true }
        """), reasons: ["'$0' is not a variable or property"]),
        Case(name: "a superview the file does not show", source: controller("""
            b.leadingAnchor.constraint(equalTo: a.superview!.leadingAnchor).isActive = true
        """), reasons: ["'a.superview!' is not known to be the container 'view' (the file does not add 'a' to it)"]),
        Case(name: "a helper's parameters", source: """
        import UIKit
        extension UIView {
            func pin(to other: UIView) {
                NSLayoutConstraint.activate([topAnchor.constraint(equalTo: other.topAnchor)])
            }
        }
        """, reasons: ["'other' is a parameter of 'pin': its views are only known where it is called"]),
    ]

    static let objectiveCMaps: [Case] = [
        Case(name: "addConstraint:, .active = YES and activateConstraints:", language: .objectiveC, source: """
        #define PAD 12
        @implementation C
        - (void)viewDidLoad {
            [self.view addConstraint:[NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeLeading multiplier:1.0 constant:PAD]];
            [NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:100].active = YES;
            [NSLayoutConstraint activateConstraints:@[
                [NSLayoutConstraint constraintWithItem:self.b attribute:NSLayoutAttributeBaseline relatedBy:NSLayoutRelationEqual toItem:_a attribute:NSLayoutAttributeBaseline multiplier:1 constant:0],
                [NSLayoutConstraint constraintWithItem:self.b attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationLessThanOrEqual toItem:_a attribute:NSLayoutAttributeHeight multiplier:0.5 constant:0],
            ]];
        }
        @end
        """, lines: ["a.leading == superview.leading + PAD", "a.width == 100", "b.lastBaseline == a.lastBaseline", "b.height <= a.height * 0.5"]),
        Case(name: "a local with its priority, and a mutable array", language: .objectiveC, source: """
        @implementation C
        - (void)viewDidLoad {
            NSLayoutConstraint *c = [NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:20];
            c.priority = UILayoutPriorityDefaultHigh;
            [self.view addConstraint:c];
            NSLayoutConstraint *d = [NSLayoutConstraint constraintWithItem:_b attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:_a attribute:NSLayoutAttributeBottom multiplier:1 constant:8];
            [d setPriority:UILayoutPriorityDefaultLow];
            [d setActive:YES];
            NSMutableArray *constraints = [NSMutableArray array];
            [constraints addObject:[NSLayoutConstraint constraintWithItem:_b attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:_a attribute:NSLayoutAttributeLeading multiplier:1 constant:0]];
            [NSLayoutConstraint activateConstraints:constraints];
        }
        @end
        """, lines: ["a.top >= superview.top + 20 @750", "b.top == a.bottom + 8 @250", "b.leading == a.leading"]),
    ]

    static let objectiveCFractions: [Case] = [
        Case(name: "Objective-C fractions that are not integer divisions", language: .objectiveC, source: """
        @implementation C
        - (void)viewDidLoad {
            [_b.heightAnchor constraintEqualToAnchor:_a.heightAnchor multiplier:1.0/2].active = YES;
            [_b.widthAnchor constraintEqualToAnchor:_a.widthAnchor multiplier:4/2].active = YES;
            [_a.heightAnchor constraintEqualToAnchor:_a.widthAnchor multiplier:9/16.f].active = YES;
        }
        @end
        """, lines: ["b.height == a.height * 1/2", "b.width == a.width * 4/2", "a.height == a.width * 9/16"]),
    ]

    static let objectiveCAnchors: [Case] = [
        Case(name: "Objective-C anchors", language: .objectiveC, source: """
        @implementation DetailController
        - (void)viewDidLoad {
            [NSLayoutConstraint activateConstraints:@[
                [_a.leadingAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.leadingAnchor constant:16],
                [_a.widthAnchor constraintEqualToConstant:44],
                [_b.heightAnchor constraintEqualToAnchor:_a.heightAnchor multiplier:0.5 constant:2],
                [_b.topAnchor constraintEqualToSystemSpacingBelowAnchor:_a.bottomAnchor multiplier:1],
            ]];
            [_b.topAnchor constraintGreaterThanOrEqualToAnchor:_a.bottomAnchor constant:8].active = YES;
            NSLayoutConstraint *c = [_b.trailingAnchor constraintLessThanOrEqualToAnchor:self.view.trailingAnchor constant:-20];
            c.priority = UILayoutPriorityDefaultHigh;
            c.active = YES;
        }
        @end
        """, lines: ["a.leading == safeArea.leading + 16", "a.width == 44", "b.height == a.height * 0.5 + 2", "b.top >= a.bottom + 8", "b.trailing <= superview.trailing - 20 @750"],
        reasons: ["'equalToSystemSpacingBelow:' uses the system spacing, which depends on the views' fonts and the device; an equation line's constant is a fixed number"]),
    ]

    static let objectiveCDeclines: [Case] = [
        Case(name: "integer division and a priority after activation (issue 42 §2, §11)", language: .objectiveC, source: """
        @implementation C
        - (void)viewDidLoad {
            [NSLayoutConstraint constraintWithItem:_b attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:_a attribute:NSLayoutAttributeHeight multiplier:1/2 constant:0].active = YES;
            [_b.widthAnchor constraintEqualToAnchor:_a.widthAnchor multiplier:2/3].active = YES;
            NSLayoutConstraint *c = [_a.widthAnchor constraintEqualToConstant:300];
            c.active = YES;
            [c setPriority:UILayoutPriorityDefaultLow];
        }
        @end
        """, reasons: [
            "its multiplier '1/2' divides two integers, which Objective-C rounds to 0 (not 0.5); write '1.0/2' if the fraction is meant",
            "its multiplier '2/3' divides two integers, which Objective-C rounds to 0 (not 0.6666666666666666); write '2.0/3' if the fraction is meant",
            "'c.priority' is set after 'c' is activated (line 7): an active constraint cannot change between required and optional (the code throws at run time); set the priority before activating it",
        ]),
        Case(name: "a property, an ivar, a margin and an array passed on", language: .objectiveC, source: """
        @implementation C
        - (void)viewDidLoad {
            self.top = [NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:20];
            _bottom = [NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeBottom multiplier:1 constant:20];
            [self.view addConstraint:[NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeTrailing relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTrailingMargin multiplier:1 constant:0]];
            [self install:@[[NSLayoutConstraint constraintWithItem:_a attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:10]]];
        }
        @end
        """, reasons: [
            "it is kept in 'self.top', which other code may change",
            "it is kept in '_bottom', which other code may change",
            "its attribute '.trailingMargin' relates the view's margins, which no equation line names (the 'margins' item is the container's layout margins guide, another object)",
            "its array is passed to 'install:', which migrate does not follow",
        ]),
    ]

    static func check(_ example: Case) throws {
        let plan = MigrationPlanner.plan(lint(example.source, language: example.language))
        #expect(plan.layouts.flatMap { $0.lines.map(\.format) } == example.lines)
        #expect(plan.anchorsNotMigrated.map(\.reason) == example.reasons)
        // Each planned layout compiles as written, to the constraints the plan expects.
        for layout in plan.layouts {
            let text = VFLFileWriter.layoutText(layout, platform: plan.platform)
            let compilation = VFLCompiler.compile(SourceFile(path: "T.vfl", text: text), platform: plan.platform)
            #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
            #expect(compilation.file.layouts.first?.constraints.map(\.text) == layout.expectedConstraints.map(\.text))
        }
        // Lint counts the same split as far as the calls alone tell.
        let summary = { var s = LintSummary(); s.add(lint(example.source, language: example.language)); return s }()
        #expect(summary.anchorSites == example.lines.filter { !$0.hasPrefix("H:") && !$0.hasPrefix("V:") }.count + example.reasons.count)
    }

    @Test(arguments: swiftMaps) func swiftConstraintsMap(_ example: Case) throws { try Self.check(example) }
    @Test(arguments: swiftDeclines) func swiftConstraintsLeftInPlace(_ example: Case) throws { try Self.check(example) }
    @Test(arguments: objectiveCMaps) func objectiveCConstraintsMap(_ example: Case) throws { try Self.check(example) }
    @Test(arguments: objectiveCDeclines) func objectiveCConstraintsLeftInPlace(_ example: Case) throws { try Self.check(example) }
    @Test(arguments: objectiveCFractions) func objectiveCFractionsMap(_ example: Case) throws { try Self.check(example) }
    @Test(arguments: objectiveCAnchors) func objectiveCAnchorConstraints(_ example: Case) throws { try Self.check(example) }

    /// A long activate array: every element is found inside it, however far from its `[`
    /// (each walks back only to the previous element's comma), and 1,000 locals each followed
    /// to their activation.
    @Test func longArraysAndManyLocalsAreFollowed() {
        let elements = (0..<1000).map { "            a.widthAnchor.constraint(equalToConstant: \($0 + 1))" }.joined(separator: ",\n")
        let array = lint(Self.controller("        NSLayoutConstraint.activate([\n\(elements)\n        ])"))
        #expect(array.scan.anchorSites.count == 1000)
        #expect(array.scan.anchorSites.allSatisfy { $0.equation.value != nil })
        let locals = (0..<1000).map { "        let c\($0) = a.widthAnchor.constraint(equalToConstant: \($0 + 1))\n        c\($0).isActive = true" }.joined(separator: "\n")
        let followed = lint(Self.controller(locals))
        #expect(followed.scan.anchorSites.count == 1000)
        #expect(followed.scan.anchorSites.allSatisfy { $0.equation.value != nil })
    }

    /// The printed code names the constraints' lines, and the summary counts them apart from VFL calls.
    @Test func migrateSummaryCountsAnchorConstraints() {
        let plan = MigrationPlanner.plan(lint(Self.controller("""
            a.widthAnchor.constraint(equalToConstant: 44).isActive = true
        """)))
        #expect(ReplacementCode.text(plan).contains("replaces the constraint made at T.swift:9 (with its activation and priority lines)\n"))
        #expect(ReplacementCode.text(plan).contains("let layout = ScreenControllerViewDidLoadLayout(in: view, a: a)\n"))
    }
}
