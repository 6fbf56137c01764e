import LayoutModel
import VFLEngine

/// One size the check solved a layout at, as the editor shows it: its name, the variant
/// active, the environment, and each view's frame (in the layout's declaration order).
struct SolvedSize: Sendable {
    var name: String
    var variant: String?
    var environment: LayoutEnvironment
    var fitting: FittingSides
    var frames: [Rect]
    /// Required constraints conflict here: Auto Layout breaks one, so the frames are one guess.
    var hasConflict: Bool
    var isFinite: Bool
    var container: Size

    init(_ analysis: SizeAnalysis) {
        name = analysis.size.name
        variant = analysis.variant
        environment = analysis.size.environment
        fitting = FittingSides(analysis.size)
        frames = analysis.frames
        hasConflict = !analysis.conflicts.isEmpty
        isFinite = analysis.isFinite
        container = analysis.containerSize
    }

    init(name: String, variant: String?, environment: LayoutEnvironment, fitting: FittingSides, solved: SolvedLayout) {
        self.name = name
        self.variant = variant
        self.environment = environment
        self.fitting = fitting
        frames = solved.frames.map(\.frame)
        hasConflict = !solved.unsatisfiable.isEmpty
        isFinite = solved.frames.allSatisfy { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
        container = solved.containerSize
    }

    /// Left-to-right with the keyboard hidden, at the default content: the sizes a person
    /// thinks of as "the device" (a check across content sizes adds others).
    var isPlain: Bool {
        environment.layoutDirection == .leftToRight && environment.keyboardHeight == 0 && environment.content == .standard
    }
}

extension FittingSides {
    init(_ size: CheckSize) {
        self = []
        if size.fitsWidth { insert(.width) }
        if size.fitsHeight { insert(.height) }
    }
}

/// The frames of one layout the editor shows: at the chosen configuration, and at the
/// smallest and largest size the check uses (by area, the first in check order on a tie).
struct LayoutFrameSizes: Sendable {
    /// Every plain size the check solved (left-to-right, keyboard hidden), in check order.
    var checked: [SolvedSize]

    /// The variant the layout is shown with at `preset`: the one that applies there when its
    /// variants say when; else the first when it has variants switched by hand (the check
    /// shows a layout with variants with one of them active); else none.
    static func variant(of layout: Layout, at preset: DevicePreset) -> LayoutVariant? {
        if layout.hasConditionalVariants {
            return layout.variantApplying(
                horizontal: preset.horizontalSizeClass, vertical: preset.verticalSizeClass,
                width: preset.size.width, height: preset.size.height)
        }
        return layout.variants.first
    }

    /// The size shown for the chosen configuration: the check's at that preset for a layout
    /// on the device presets (`nil` when the check did not solve it there: the caller solves
    /// it), else the layout's first `container` size.
    func chosen(_ layout: Layout, preset: DevicePreset) -> SolvedSize? {
        if layout.usesDevicePresets {
            let variant = Self.variant(of: layout, at: preset)?.name
            return checked.first { $0.name == preset.name && $0.variant == variant }
        }
        return checked.first
    }

    /// The smallest and largest sizes the check used (the same one twice when it used one).
    var extremes: (smallest: SolvedSize, largest: SolvedSize)? {
        guard var smallest = checked.first else { return nil }
        var largest = smallest
        func area(_ size: SolvedSize) -> Double { size.container.width * size.container.height }
        for size in checked.dropFirst() {
            if area(size) < area(smallest) { smallest = size }
            if area(size) > area(largest) { largest = size }
        }
        return (smallest, largest)
    }

    /// Solves `layout` at `preset` with `content`, as `vflgen frames --devices` does (the
    /// layout's first `container` size when it is not on the device presets): for a
    /// configuration the check did not solve (another text size, a preset the configuration's
    /// devices leave out, the check turned off).
    static func solve(_ layout: Layout, at preset: DevicePreset, content: ContentConfiguration) -> SolvedSize? {
        let variant = variant(of: layout, at: preset)
        guard let size = CheckSize.sizes(for: layout, variant: variant, presets: [preset]).first else { return nil }
        var environment = size.environment
        environment.content = content
        let fitting = FittingSides(size)
        return SolvedSize(
            name: size.name, variant: variant?.name, environment: environment, fitting: fitting,
            solved: LayoutFrames.solve(layout, variant: variant, in: environment, fitting: fitting))
    }

    /// Solves `layout` at `size` again with `content` (the AX5 row of the hover).
    static func solve(_ layout: Layout, like size: SolvedSize, content: ContentConfiguration) -> SolvedSize {
        var environment = size.environment
        environment.content = content
        let variant = size.variant.flatMap { name in layout.variants.first { $0.name == name } }
        return SolvedSize(
            name: size.name, variant: size.variant, environment: environment, fitting: size.fitting,
            solved: LayoutFrames.solve(layout, variant: variant, in: environment, fitting: size.fitting))
    }
}
