extension Double {
    /// The shortest text that reads back as this number: `8`, `0.5`, `-3.141592653589793`.
    ///
    /// Integral values print without a fractional part; everything else uses Swift's
    /// shortest round-trip `description`. Used by `vflgen constraints`, `vflgen frames`
    /// and generated code so that every output spells numbers the same way.
    public var shortestDescription: String {
        if self == 0 { return "0" }  // also turns -0 into 0
        if abs(self) < 1e15, let integral = Int64(exactly: self) {
            return String(integral)
        }
        return description
    }
}
