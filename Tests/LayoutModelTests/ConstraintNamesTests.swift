import LayoutModel
import Testing

/// Constraints refer to items and metrics by number in a shared ``ConstraintNames`` table; these
/// tests hold them to the value semantics of the names they stand for.
@Suite struct ConstraintNamesTests {
    static let here = SourceRange(start: 0, end: 4)

    /// `a.leading == b.trailing + padding @low`, by name (a table of its own).
    static func byName() -> LayoutConstraint {
        LayoutConstraint(
            first: .view("a"), .leading, .equal, second: .view("b"), .trailing,
            constant: Term(8, metric: "padding"), priority: Term(250, metric: "low"), kind: .spacing, source: here
        )
    }

    /// The same constraint by number in a layout's table, where other names come first.
    static func byNumber(_ names: ConstraintNames) -> LayoutConstraint {
        LayoutConstraint(
            names: names, first: 2, .leading, .equal, second: 0, .trailing,
            constant: 8, constantMetric: 1, priority: 250, priorityMetric: 0, kind: .spacing, source: here
        )
    }

    static let layoutNames = ConstraintNames(items: ["b", "x", "a"], metrics: ["low", "padding"])

    @Test func aConstraintByNumberReadsAsByName() {
        let numbered = Self.byNumber(Self.layoutNames)
        let named = Self.byName()
        #expect(numbered.first == .view("a"))
        #expect(numbered.second == .view("b"))
        #expect(numbered.constant == Term(8, metric: "padding"))
        #expect(numbered.priority == Term(250, metric: "low"))
        #expect(numbered.firstName == "a" && numbered.secondName == "b")
        #expect(numbered.text == named.text)
        #expect(numbered == named)
        #expect(numbered.hashValue == named.hashValue)
        #expect(Set([numbered, named]).count == 1)
    }

    @Test func constraintsThatDifferInANameAreNotEqual() {
        var other = Self.byName()
        other.second = .view("x")
        #expect(other != Self.byNumber(Self.layoutNames))
        var metric = Self.byName()
        metric.constant = Term(8, metric: "gap")
        #expect(metric != Self.byNumber(Self.layoutNames))
        #expect(metric.constant == Term(8, metric: "gap"))
    }

    /// Giving one constraint a name its table lacks changes no other constraint of the table.
    @Test func settingANameKeepsTheSharedTable() {
        let names = Self.layoutNames
        let untouched = Self.byNumber(names)
        var changed = Self.byNumber(names)
        changed.first = .view("new")
        changed.priority = Term(750, metric: "high")
        changed.secondOrigin = .init(.view("origin"), .top)
        #expect(changed.first == .view("new"))
        #expect(changed.priority == Term(750, metric: "high"))
        #expect(changed.secondOrigin == .init(.view("origin"), .top))
        #expect(untouched.first == .view("a") && untouched.priority == Term(250, metric: "low"))
        #expect(untouched.names === names && names.items == ["b", "x", "a"] && names.metrics == ["low", "padding"])
        // A name the table has keeps the table.
        var renamed = Self.byNumber(names)
        renamed.first = .view("x")
        renamed.second = .margins
        #expect(renamed.names === names && renamed.first == .view("x") && renamed.second == .margins)
        renamed.second = nil
        renamed.secondAttribute = nil
        #expect(renamed.second == nil && renamed.secondName == nil)
    }

    @Test func containerAndGuidesHaveNumbersOfTheirOwn() {
        for item in [LayoutItem.superview, .margins, .safeArea, .readable, .keyboard] {
            let number = ConstraintNames.number(of: item)!
            #expect(number < 0)
            #expect(ConstraintNames.empty.item(number) == item)
            #expect(ConstraintNames.empty.itemName(number) == item.name)
        }
        #expect(ConstraintNames.number(of: .view("superview")) == nil)
        // A view named like the container stays a view.
        let c = LayoutConstraint(first: .view("superview"), .top, .equal, second: .superview, .top, kind: .edge, source: Self.here)
        #expect(c.first == .view("superview") && c.second == .superview)
    }

    /// A `#name` is a number in the table's labels, like items and metrics.
    @Test func aNameByNumberReadsAsByName() {
        let names = ConstraintNames(items: ["b", "x", "a"], metrics: ["low", "padding"], labels: ["other", "iconGap"])
        let numbered = LayoutConstraint(
            names: names, first: 2, .leading, .equal, second: 0, .trailing,
            constant: 8, constantMetric: 1, priority: 250, priorityMetric: 0, kind: .spacing, source: Self.here, nameNumber: 1
        )
        var named = Self.byName()
        named.name = "iconGap"
        #expect(numbered.name == "iconGap" && numbered.nameNumber == 1)
        #expect(named.name == "iconGap")
        #expect(numbered == named)
        #expect(numbered.hashValue == named.hashValue)
        #expect(numbered.text == named.text)
        var renamed = numbered
        renamed.name = "other"
        #expect(renamed != named && renamed.names === names && renamed.nameNumber == 0)
        renamed.name = nil
        #expect(renamed.name == nil && renamed.nameNumber == ConstraintNames.none)
        #expect(renamed == Self.byNumber(Self.layoutNames))
        // A name the table lacks makes a new table; the shared one is unchanged.
        var added = numbered
        added.name = "fresh"
        #expect(added.name == "fresh" && added.names !== names && added.first == .view("a"))
        #expect(names.labels == ["other", "iconGap"] && numbered.name == "iconGap")
    }

    /// Two labels spelled alike in one table still name the same constraint name.
    @Test func equalNamesOfDifferentNumbersAreEqual() {
        let names = ConstraintNames(items: ["a"], metrics: [], labels: ["gap", "gap"])
        let first = LayoutConstraint(names: names, first: 0, .width, .equal, constant: 10, kind: .size, source: Self.here, nameNumber: 0)
        let second = LayoutConstraint(names: names, first: 0, .width, .equal, constant: 10, kind: .size, source: Self.here, nameNumber: 1)
        #expect(first == second && first.hashValue == second.hashValue)
    }
}
