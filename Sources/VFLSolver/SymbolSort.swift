extension Array where Element == Int32 {
    /// Sorts symbols in increasing order: an insertion sort for the short lists the solver sorts
    /// most (the rows of one column, one expansion level's definitions), the standard library's
    /// sort above 24 elements. The same array either way. (The standard sort is an
    /// unspecialised generic call in the debug build the plugin runs, with a closure call per
    /// comparison: on 100 small layouts a tenth of the check went to sorting lists of a few
    /// symbols.)
    mutating func sortSymbols() {
        if count > 24 {
            sort()
            return
        }
        var k = 1
        while k < count {
            let symbol = self[k]
            var j = k
            while j > 0, self[j - 1] > symbol {
                self[j] = self[j - 1]
                j -= 1
            }
            self[j] = symbol
            k += 1
        }
    }
}
