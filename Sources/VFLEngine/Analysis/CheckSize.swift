import LayoutModel

/// One size a layout is checked at: a device preset or a `container` line, in one direction.
public struct CheckSize: Sendable {
    /// `iPhone SE (3rd generation) (portrait)`, `343x120`, `343x_`; `, right-to-left` appended in RTL.
    public var name: String
    /// What a right-to-left size's name ends with.
    public static let rightToLeftSuffix = ", right-to-left"
    /// The name in the default content configuration: `name` without the content's suffix
    /// (`iPhone SE (3rd generation) (portrait), right-to-left` for `…(portrait), AX5, right-to-left`).
    public var baseName: String
    /// The container's size (a side taken from the content is 0 here), margins, safe area, direction.
    public var environment: LayoutEnvironment
    /// Whether the width (height) is the smallest the constraints allow (`container _x44`).
    public var fitsWidth: Bool
    public var fitsHeight: Bool

    public init(name: String, environment: LayoutEnvironment, fitsWidth: Bool = false, fitsHeight: Bool = false) {
        self.name = name
        self.baseName = name
        self.environment = environment
        self.fitsWidth = fitsWidth
        self.fitsHeight = fitsHeight
    }

    /// The sizes `layout` is checked at: its `container` lines (no line, or `container devices`:
    /// `presets`), each left-to-right and, when the layout or `variant` uses leading or
    /// trailing, right-to-left too. A `container WxH` is a plain view: margins 8, no safe area.
    /// A variant named `portrait` or `landscape` is checked at the presets of that orientation.
    /// When the layout's variants say when they apply (`variant wide when width >= 700`), each
    /// variant (and `nil`: none) is checked where the generated switching method would pick
    /// it: at the presets whose size classes and size imply it, and at the `container WxH`
    /// sizes whose width and height it allows (see ``allows(_:in:width:height:)``).
    /// A layout (or variant) on the keyboard guide is checked at each preset with a keyboard
    /// twice: keyboard hidden, then shown (`iPhone 16 Pro (portrait, keyboard shown)`).
    /// Views are measured in `content`, whose name (``CheckAxes/suffix(for:)``) follows the
    /// size's, before the direction's.
    public static func sizes(
        for layout: Layout, variant: LayoutVariant?, presets allPresets: [DevicePreset], content: ContentConfiguration = .standard
    ) -> [CheckSize] {
        var base: [CheckSize] = []
        let presets = allPresets.filter { isChecked(layout, variant: variant, at: $0) }
        let usesKeyboard = layout.usedGuides(with: variant).contains(.keyboard)
        for container in layout.checkedContainers {
            switch container.size {
            case .devices:
                base += presets.map { CheckSize(name: $0.name, environment: $0.environment()) }
                // A layout on the keyboard guide is also checked with the keyboard shown.
                if usesKeyboard {
                    base += presets.filter { $0.keyboardHeight != nil }.map {
                        CheckSize(name: $0.keyboardShownName, environment: $0.environment(keyboardShown: true))
                    }
                }
            case .fixed(let width, let height):
                if layout.hasConditionalVariants, !Self.allows(variant, in: layout, width: width, height: height) { continue }
                let name = "\(width.map(\.shortestDescription) ?? "_")x\(height.map(\.shortestDescription) ?? "_")"
                base.append(CheckSize(
                    name: name, environment: LayoutEnvironment(size: Size(width: width ?? 0, height: height ?? 0)),
                    fitsWidth: width == nil, fitsHeight: height == nil))
            }
        }
        let suffix = CheckAxes.suffix(for: content)
        for index in base.indices {
            base[index].name += suffix
            base[index].environment.content = content
        }
        let constraints = layout.constraints + (variant?.constraints ?? [])
        guard constraints.contains(where: \.usesDirectionalAttributes) else { return base }
        return mirroring(base)
    }

    /// Whether `layout` with `variant` (`nil`: none) is solved at `preset`: a variant named
    /// `portrait` or `landscape` only at the presets of that orientation; when the layout's
    /// variants say when they apply, only the variant the generated switching method picks
    /// there (`nil` where none applies); otherwise every variant at every preset. `vflgen
    /// frames --devices` prints the same pairs.
    public static func isChecked(_ layout: Layout, variant: LayoutVariant?, at preset: DevicePreset) -> Bool {
        if layout.hasConditionalVariants {
            return layout.variantApplying(
                horizontal: preset.horizontalSizeClass, vertical: preset.verticalSizeClass,
                width: preset.size.width, height: preset.size.height)?.name == variant?.name
        }
        guard let orientation = variant.flatMap({ DevicePreset.Orientation(rawValue: $0.name.lowercased()) }),
              let presetOrientation = preset.orientation else { return true }
        return presetOrientation == orientation
    }

    /// Whether `variant` (`nil`: none) is the one a container of this size gets: the first
    /// whose conditions are all sizes that hold (a side taken from the content counts as 0). A
    /// bare container has no trait collection, so a variant that needs a size class is not it.
    static func allows(_ variant: LayoutVariant?, in layout: Layout, width: Double?, height: Double?) -> Bool {
        let chosen = layout.variants.first { candidate in
            candidate.conditions.allSatisfy { condition in
                guard case .size = condition else { return false }
                return condition.holds(horizontal: .regular, vertical: .regular, width: width ?? 0, height: height ?? 0)
            }
        }
        return chosen?.name == variant?.name
    }

    /// Each size left-to-right, then right-to-left.
    private static func mirroring(_ base: [CheckSize]) -> [CheckSize] {
        return base.flatMap { size -> [CheckSize] in
            var mirrored = size
            mirrored.name += rightToLeftSuffix
            mirrored.baseName += rightToLeftSuffix
            mirrored.environment.layoutDirection = .rightToLeft
            return [size, mirrored]
        }
    }
}
