import LayoutModel

/// The intrinsic content size every tool gives a declared view (check, frames, preview): its
/// `intrinsic` hint when it has one (`_`: none on that axis), else its sample content's size
/// at the default content size (``ContentMeasure``), else its class's size from
/// ``ContentSizeTable`` (a size that depends on content vflgen cannot measure is none).
public enum IntrinsicContentClasses {
    /// Whether a view of `type` has an intrinsic size on `axis` (fixed, or from its content).
    public static func isSized(_ type: String?, on axis: LayoutAxis) -> Bool {
        ContentSizeTable.size(of: type)[axis] != .none
    }

    /// The intrinsic size the engine uses for `view` (`nil` part: none).
    public static func checkedSize(of view: ViewDeclaration) -> (width: Double?, height: Double?) {
        if view.intrinsicWidth != nil || view.intrinsicHeight != nil { return (view.intrinsicWidth, view.intrinsicHeight) }
        // Sample content, at the default content size (frames measures it the same way).
        if let measured = ContentMeasure.intrinsicSize(of: view, in: .standard) { return measured }
        let size = ContentSizeTable.size(of: view.type)
        return (size.width.value, size.height.value)
    }

    /// The axes on which `view`'s size comes from content vflgen cannot measure (its text, its
    /// image) and no `intrinsic` hint gives it, with what it depends on: where the engine's
    /// size is a guess unless the constraints settle it.
    public static func unknownAxes(of view: ViewDeclaration) -> [(axis: LayoutAxis, content: String)] {
        guard view.intrinsicWidth == nil, view.intrinsicHeight == nil else { return [] }
        let measured = ContentMeasure.intrinsicSize(of: view, in: .standard)
        if let measured, measured.width != nil, measured.height != nil { return [] }
        let size = ContentSizeTable.size(of: view.type)
        return [LayoutAxis.horizontal, .vertical].compactMap { axis in
            if case .content(let what) = size[axis] { return (axis, what) }
            return nil
        }
    }
}
