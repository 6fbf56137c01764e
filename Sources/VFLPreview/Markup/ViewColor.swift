/// The colour a view is drawn in: derived from its name alone (a stable hash to a hue), so
/// the same view has the same colour in every picture, every run and every machine.
public struct ViewColor: Hashable, Sendable {
    /// The fill (light: labels stay readable on it), as `#rrggbb`.
    public var fill: String
    /// The outline and text accents (dark, same hue), as `#rrggbb`.
    public var stroke: String

    public init(viewName: String) {
        let hash = StableHash.of(viewName)
        // 36 hues 10° apart spread neighbouring names; the lightness varies a little so two
        // views of the same hue still differ.
        let hue = Double(hash % 36) * 10
        let lightness = 0.80 + Double((hash >> 8) % 3) * 0.04
        fill = Self.hex(hue: hue, saturation: 0.70, lightness: lightness)
        stroke = Self.hex(hue: hue, saturation: 0.60, lightness: 0.32)
    }

    /// The fill's red, green and blue components (0…255), e.g. to find it in a screenshot.
    public var fillComponents: (red: Int, green: Int, blue: Int) { Self.components(fill) }

    static func components(_ hex: String) -> (red: Int, green: Int, blue: Int) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return ((value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff)
    }

    /// HSL to `#rrggbb` (CSS Color 4's algorithm).
    static func hex(hue: Double, saturation: Double, lightness: Double) -> String {
        func channel(_ n: Double) -> Int {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            let value = lightness - a * max(-1, min(k - 3, 9 - k, 1))
            return Int((value * 255).rounded())
        }
        return "#" + [channel(0), channel(8), channel(4)].map { component in
            let digits = String(component, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
