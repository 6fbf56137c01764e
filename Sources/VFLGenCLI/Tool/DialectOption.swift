import LayoutModel

extension Arguments {
    /// `--dialect vflgen|apple` (`constraints`, `generate`, `frames`): `apple` reads Apple's VFL
    /// only, each vflgen extension being an error. `nil` when not given.
    func dialect() throws(UsageError) -> Dialect? {
        guard let value = try value("--dialect") else { return nil }
        guard let dialect = Dialect(rawValue: value) else {
            throw UsageError("invalid value '\(value)' for '--dialect'; expected one of: \(Dialect.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return dialect
    }
}
