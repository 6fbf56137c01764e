extension Array {
    /// Appends `value` until the array holds at least `count` elements, growing it to at least
    /// twice its length. The solver's per-symbol scratch arrays follow the symbol count, which
    /// grows by a few symbols with every constraint added: doubling makes that a logarithmic
    /// number of appends. Entries past the symbol count are never read.
    ///
    /// (The new elements come from `Array(repeating:count:)`, not `repeatElement`: in the
    /// debug build the plugin runs, appending a `repeatElement` goes element by element through
    /// unspecialised generic code, about 100 times slower; it was a tenth of the check of many
    /// small layouts.)
    mutating func grow(toAtLeast count: Int, with value: Element) {
        guard self.count < count else { return }
        append(contentsOf: [Element](repeating: value, count: Swift.max(count, 2 * self.count, 16) - self.count))
    }
}
