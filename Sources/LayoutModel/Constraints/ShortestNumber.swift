extension Double {
    /// The shortest text that reads back as this number: `8`, `0.5`, `-3.141592653589793`.
    ///
    /// Integral values print without a fractional part (`1000000000000000`, never
    /// `1000000000000000.0`); everything else uses Swift's shortest round-trip `description`
    /// (`1e+16` from 2^53 on, `0.5`). Used by `vflgen constraints`, `vflgen frames`, `check`,
    /// previews and generated code so that every output spells numbers the same way.
    public var shortestDescription: String {
        if self == 0 { return "0" }  // also turns -0 into 0
        if abs(self) < 1e15, let integral = Int64(exactly: self) {
            return String(integral)
        }
        // Swift spells integral values below 2^53 with a trailing `.0`; nothing else has one.
        let text = description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
