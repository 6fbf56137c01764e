/// The names a layout's constraints refer to by number: one table per layout, shared by all
/// its constraints (a constraint holds a reference to it and small integers), so making,
/// copying and comparing constraints moves no `String`s.
///
/// Item numbers: a view (or guide or external view) is its index in ``items`` (≥ 0); the
/// container and its guides are negative (``number(of:)``); ``none`` is no item. Metric numbers
/// index ``metrics``; ``none`` is no metric. The front end builds a table from a layout's
/// declarations, whose names are unique, so within such a table equal numbers are equal names
/// (``hasUniqueNames``).
/// Immutable: a constraint given a name its table lacks gets a new table (copy on write).
public final class ConstraintNames: Sendable {
    /// Declared items' names (views, guides, external views); an item number indexes this.
    public let items: [String]
    /// Metrics' names; a metric number indexes this.
    public let metrics: [String]
    /// Constraints' `#name`s (vflgen extension); a constraint's ``LayoutConstraint/nameNumber``
    /// indexes this. Not part of ``hasUniqueNames``: constraints compare their names as text
    /// unless their numbers are equal.
    public let labels: [String]

    /// No item, or no metric.
    public static let none = Int32.min

    /// Whether no name appears twice in ``items`` nor twice in ``metrics``: then equal numbers
    /// of one table are equal names (the duplicate-constraint check compares numbers).
    public let hasUniqueNames: Bool
    /// Whether an item name has a dot: a scroll view's guide (`form.content`), which
    /// ``item(_:)`` reads as ``LayoutItem/scrollGuide(_:_:)`` (a declared name has no dot).
    public let hasScrollGuides: Bool

    public init(items: [String], metrics: [String], labels: [String] = []) {
        self.items = items
        self.metrics = metrics
        self.labels = labels
        hasUniqueNames = Self.isUnique(items) && Self.isUnique(metrics)
        hasScrollGuides = items.contains(where: Self.hasDot)
    }

    /// A table of names the caller knows to be unique (a layout's declarations, deduplicated
    /// by the front end's resolver), without checking them again.
    package init(uniqueItems items: [String], metrics: [String], labels: [String] = []) {
        self.items = items
        self.metrics = metrics
        self.labels = labels
        hasUniqueNames = true
        hasScrollGuides = items.contains(where: Self.hasDot)
    }

    /// Whether `name` has a dot: read from its bytes in place (the generic search of a
    /// `String.UTF8View` cost the front end about 2% of its instructions: a table per layout).
    private static func hasDot(_ name: String) -> Bool {
        if let found = name.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for byte in bytes where byte == UInt8(ascii: ".") { return true }
            return false
        }) {
            return found
        }
        return name.utf8.contains(UInt8(ascii: "."))
    }

    /// Whether `names` holds no name twice: pairwise when they are few (a layout's), by a set
    /// otherwise.
    private static func isUnique(_ names: [String]) -> Bool {
        if names.count > 32 { return Set(names).count == names.count }
        for index in names.indices {
            for other in names.indices where other > index && names[other] == names[index] { return false }
        }
        return true
    }

    /// The item of number `number` (not ``none``).
    @inlinable public func item(_ number: Int32) -> LayoutItem {
        switch number {
        case -1: .superview
        case -2: .margins
        case -3: .safeArea
        case -4: .readable
        case -5: .keyboard
        default: hasScrollGuides ? LayoutItem(name: items[Int(number)]) : .view(items[Int(number)])
        }
    }

    /// The name of item `number` as ``LayoutItem/name`` spells it.
    @inlinable public func itemName(_ number: Int32) -> String {
        switch number {
        case -1: "superview"
        case -2: "margins"
        case -3: "safeArea"
        case -4: "readable"
        case -5: "keyboard"
        default: items[Int(number)]
        }
    }

    /// ``itemName(_:)`` of a container or guide number (negative, not ``none``) as a literal,
    /// for writers that copy its bytes (this module's text, VFLRendering's names).
    package static func containerName(_ number: Int32) -> StaticString {
        switch number {
        case -1: "superview"
        case -2: "margins"
        case -3: "safeArea"
        case -4: "readable"
        default: "keyboard"
        }
    }

    /// The number of an item that is not a declared view: the container or one of its guides;
    /// `nil` for `.view`.
    @inlinable public static func number(of item: LayoutItem) -> Int32? {
        switch item {
        case .view, .scrollGuide: nil
        case .superview: -1
        case .margins: -2
        case .safeArea: -3
        case .readable: -4
        case .keyboard: -5
        }
    }

    /// A table with no names, for constraints between the container and its guides.
    public static let empty = ConstraintNames(items: [], metrics: [])
}

extension LayoutConstraint {
    /// The number of `item` in ``names``, adding it (to a new table) when missing.
    @usableFromInline mutating func number(for item: LayoutItem) -> Int32 {
        if let number = ConstraintNames.number(of: item) { return number }
        let name = item.name
        if let index = names.items.firstIndex(of: name) { return Int32(index) }
        _names = ConstraintNames(items: names.items + [name], metrics: names.metrics, labels: names.labels)
        return Int32(names.items.count - 1)
    }

    /// The number of metric `name` in ``names`` (``ConstraintNames/none`` for `nil`), adding it
    /// (to a new table) when missing.
    @usableFromInline mutating func number(forMetric name: String?) -> Int32 {
        guard let name else { return ConstraintNames.none }
        if let index = names.metrics.firstIndex(of: name) { return Int32(index) }
        _names = ConstraintNames(items: names.items, metrics: names.metrics + [name], labels: names.labels)
        return Int32(names.metrics.count - 1)
    }

    /// The number of `#name` `name` in ``names`` (``ConstraintNames/none`` for `nil`), adding it
    /// (to a new table) when missing.
    @usableFromInline mutating func number(forLabel name: String?) -> Int32 {
        guard let name else { return ConstraintNames.none }
        if let index = names.labels.firstIndex(of: name) { return Int32(index) }
        _names = ConstraintNames(items: names.items, metrics: names.metrics, labels: names.labels + [name])
        return Int32(names.labels.count - 1)
    }
}
