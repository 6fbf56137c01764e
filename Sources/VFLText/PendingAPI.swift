// TEMPORARY: the agreed VFLText API with rough figures, until branch i38t's module is merged
// (this file is deleted then). Not for review.

public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable {
    case xSmall = "XS", small = "S", medium = "M", large = "L", xLarge = "XL", xxLarge = "XXL", xxxLarge = "XXXL"
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"
    public static let `default` = ContentSizeCategory.large
    public init?(name: String) { self.init(rawValue: name.uppercased()) }
    public var name: String { rawValue }
}

public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public enum FontSpec: Sendable, Hashable {
    case textStyle(TextStyle)
    case system(size: Double, weight: FontWeight)
}

public struct ResolvedFont: Sendable, Hashable {
    public var pointSize: Double
    public var lineHeight: Double
    public var weight: FontWeight
}

public enum DynamicType {
    public static func font(_ spec: FontSpec, category: ContentSizeCategory) -> ResolvedFont {
        switch spec {
        case .system(let size, let weight):
            return ResolvedFont(pointSize: size, lineHeight: (size * 1.2 * 2).rounded(.up) / 2, weight: weight)
        case .textStyle(let style):
            let base: Double = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11][TextStyle.allCases.firstIndex(of: style)!]
            let step = Double(ContentSizeCategory.allCases.firstIndex(of: category)! - 3)
            let size = (base + step * (step > 3 ? 5 : 1)).rounded()
            return ResolvedFont(pointSize: size, lineHeight: (size * 1.2 * 2).rounded(.up) / 2, weight: style == .headline ? .semibold : .regular)
        }
    }
}

public struct TextLine: Sendable, Hashable {
    public var text: String
    public var width: Double
}

public struct TextMeasurement: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var lines: [TextLine]
    public var truncated: Bool
}

public enum TextMeasure {
    public static func width(of text: String, font: ResolvedFont) -> Double {
        Double(text.count) * font.pointSize * 0.55
    }

    public static func measure(_ text: String, font: ResolvedFont, numberOfLines: Int, maxWidth: Double?) -> TextMeasurement {
        let full = width(of: text, font: font)
        guard let maxWidth, full > maxWidth else {
            return TextMeasurement(width: full, height: font.lineHeight, lines: [TextLine(text: text, width: full)], truncated: false)
        }
        var lines: [TextLine] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if width(of: candidate, font: font) > maxWidth, !current.isEmpty {
                lines.append(TextLine(text: current, width: width(of: current, font: font)))
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(TextLine(text: current, width: width(of: current, font: font))) }
        var truncated = false
        if numberOfLines > 0, lines.count > numberOfLines {
            lines = Array(lines.prefix(numberOfLines))
            lines[numberOfLines - 1].text += "…"
            truncated = true
        }
        let widest = lines.map(\.width).max() ?? 0
        return TextMeasurement(width: min(widest, maxWidth), height: Double(lines.count) * font.lineHeight, lines: lines, truncated: truncated)
    }
}

public enum LongText {
    public static func doubled(_ text: String) -> String { text + " " + text }
}
