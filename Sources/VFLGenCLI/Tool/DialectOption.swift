import LayoutModel

extension Arguments {
    /// `--dialect vflgen|apple` (`constraints`, `generate`, `frames`): `apple` reads Apple's VFL
    /// only, each vflgen extension being an error. `nil` when not given.
    func dialect() throws(UsageError) -> Dialect? {
        try value("--dialect", as: Dialect.self)
    }
}
