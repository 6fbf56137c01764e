import LayoutModel

extension NameHash {
    /// ``LayoutModel/NameHash/seed``, read through this module's own global: reading another
    /// module's global is a call to its accessor, and the front end hashes every name it looks up.
    static let frontEndSeed = NameHash.seed
}
