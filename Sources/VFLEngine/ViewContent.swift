import LayoutModel

extension ViewTypeDefaults {
    /// These defaults with the view's declared `hugging`/`compression` priorities (the values
    /// in force; metrics give their declared values).
    public func overridden(by view: ViewDeclaration) -> ViewTypeDefaults {
        var result = self
        if let hugging = view.hugging { result.hugging = (hugging.horizontal.value, hugging.vertical.value) }
        if let compression = view.compressionResistance {
            result.compressionResistance = (compression.horizontal.value, compression.vertical.value)
        }
        return result
    }
}
