/// The one rule for where a layout is checked, framed and previewed: its `container` lines,
/// or the device presets when it has none.
extension Layout {
    /// The containers the layout is checked and previewed in: its `container` lines, in
    /// order, or a single `container devices` (at the layout's range) when it has none.
    public var checkedContainers: [ContainerDeclaration] {
        containers.isEmpty ? [ContainerDeclaration(size: .devices, range: range)] : containers
    }

    /// Whether the layout is checked on the built-in device presets: it has no `container`
    /// line, or one of them says `devices`.
    public var usesDevicePresets: Bool {
        containers.isEmpty || containers.contains { $0.size == .devices }
    }
}
