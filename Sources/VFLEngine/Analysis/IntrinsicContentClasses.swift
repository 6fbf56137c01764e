import LayoutModel

/// The intrinsic content size every tool gives a declared view (check, frames, preview): its
/// `intrinsic` hint when it has one (`_`: none on that axis), else its sample content's size
/// in a content configuration (``ContentMeasure``; a label without text is measured with
/// "Label"), else its class's size from ``ContentSizeTable`` (a size that depends on content
/// vflgen cannot measure, as an image view's without `image`, is none).
public enum IntrinsicContentClasses {
    /// Whether a view of `type` has an intrinsic size on `axis` (fixed, or from its content).
    public static func isSized(_ type: String?, on axis: LayoutAxis) -> Bool {
        ContentSizeTable.size(of: type)[axis] != .none
    }

    /// The intrinsic size the engine uses for `view` in `content` (`nil` part: none). A view
    /// with several sample strings is measured with its widest (``ContentMeasure/widestSample(of:in:)``).
    public static func checkedSize(of view: ViewDeclaration, in content: ContentConfiguration = .standard) -> (width: Double?, height: Double?) {
        if view.intrinsicWidth != nil || view.intrinsicHeight != nil { return (view.intrinsicWidth, view.intrinsicHeight) }
        if let measured = ContentMeasure.intrinsicSize(of: view, in: content, sample: ContentMeasure.widestSample(of: view, in: content)) {
            return measured
        }
        let size = ContentSizeTable.size(of: view.type)
        return (size.width.value, size.height.value)
    }

    /// The intrinsic sizes `content` gives `layout`'s measured views (width and height of each
    /// view whose size its content decides and no hint gives), in declaration order: two
    /// configurations with equal lists give the check the same results, so it runs one of them.
    public static func contentSizes(of layout: Layout, in content: ContentConfiguration) -> [Double?] {
        contentSizes(of: layout, in: content) { checkedSize(of: layout.views[$0], in: content) }
    }

    /// ``contentSizes(of:in:)`` with each view's ``checkedSize(of:in:)`` from `checked` (by index).
    static func contentSizes(of layout: Layout, in content: ContentConfiguration, checked: (Int) -> (width: Double?, height: Double?)) -> [Double?] {
        layout.views.indices.flatMap { index -> [Double?] in
            let view = layout.views[index]
            guard view.intrinsicWidth == nil, view.intrinsicHeight == nil, ContentMeasure.kind(of: view) != nil else { return [] }
            let size = checked(index)
            return [size.width, size.height]
        }
    }

    /// The axes on which `view`'s size comes from content vflgen cannot measure (an image
    /// view's image, a segmented control's titles) and no `intrinsic` hint gives it, with what
    /// it depends on: where the engine's size is a guess unless the constraints settle it.
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
