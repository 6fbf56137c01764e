import LayoutModel

/// One size a layout is checked at: a device preset or a `container` line, in one direction.
public struct CheckSize: Sendable {
    /// `iPhone SE (3rd generation) (portrait)`, `343x120`, `343x_`; `, right-to-left` appended in RTL.
    public var name: String
    /// What a right-to-left size's name ends with.
    public static let rightToLeftSuffix = ", right-to-left"
    /// The container's size (a side taken from the content is 0 here), margins, safe area, direction.
    public var environment: LayoutEnvironment
    /// Whether the width (height) is the smallest the constraints allow (`container _x44`).
    public var fitsWidth: Bool
    public var fitsHeight: Bool

    public init(name: String, environment: LayoutEnvironment, fitsWidth: Bool = false, fitsHeight: Bool = false) {
        self.name = name
        self.environment = environment
        self.fitsWidth = fitsWidth
        self.fitsHeight = fitsHeight
    }

    /// The sizes `layout` is checked at: its `container` lines (no line, or `container devices`:
    /// `presets`), each left-to-right and, when the layout or `variant` uses leading or
    /// trailing, right-to-left too. A `container WxH` is a plain view: margins 8, no safe area.
    /// A variant named `portrait` or `landscape` is checked at the presets of that orientation.
    /// A layout (or variant) on the keyboard guide is checked at each preset with a keyboard
    /// twice: keyboard hidden, then shown (`iPhone 16 Pro (portrait, keyboard shown)`).
    public static func sizes(for layout: Layout, variant: LayoutVariant?, presets allPresets: [DevicePreset]) -> [CheckSize] {
        var base: [CheckSize] = []
        let orientation = variant.flatMap { DevicePreset.Orientation(rawValue: $0.name.lowercased()) }
        let presets = allPresets.filter { preset in orientation == nil || preset.orientation == nil || preset.orientation == orientation }
        let usesKeyboard = layout.usedGuides(with: variant).contains(.keyboard)
        let containers = layout.containers.isEmpty ? [ContainerDeclaration(size: .devices, range: layout.range)] : layout.containers
        for container in containers {
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
                let name = "\(width.map(\.shortestDescription) ?? "_")x\(height.map(\.shortestDescription) ?? "_")"
                base.append(CheckSize(
                    name: name, environment: LayoutEnvironment(size: Size(width: width ?? 0, height: height ?? 0)),
                    fitsWidth: width == nil, fitsHeight: height == nil))
            }
        }
        let constraints = layout.constraints + (variant?.constraints ?? [])
        guard constraints.contains(where: \.usesDirectionalAttributes) else { return base }
        return base.flatMap { size -> [CheckSize] in
            var mirrored = size
            mirrored.name += rightToLeftSuffix
            mirrored.environment.layoutDirection = .rightToLeft
            return [size, mirrored]
        }
    }
}
