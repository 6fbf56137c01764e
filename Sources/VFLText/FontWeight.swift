/// A system font weight (`UIFont.Weight`, `NSFont.Weight`), lightest first.
public enum FontWeight: String, CaseIterable, Sendable, Comparable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// The weight named `name`, case-insensitive: the Swift spelling (`semibold`), or the
    /// CSS/OpenType name (`extraLight` = ultraLight, `semiBold`, `extraBold` = heavy, `100` … `900`).
    public init?(name: String) {
        let lowered = name.lowercased()
        if let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = weight
            return
        }
        switch lowered {
        case "extralight", "100": self = .ultraLight
        case "200": self = .thin
        case "300": self = .light
        case "400", "normal": self = .regular
        case "500": self = .medium
        case "demibold", "600": self = .semibold
        case "700": self = .bold
        case "extrabold", "800": self = .heavy
        case "900": self = .black
        default: return nil
        }
    }

    /// Whether `lhs` is lighter than `rhs` (the order of `allCases`).
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.index < rhs.index
    }

    /// The position in `allCases`, 0 (ultraLight) … 8 (black).
    public var index: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }
}
