import LayoutModel
import VFLEngine

/// Parsing of `vflgen frames` option values.
enum FramesOptions {
    static func number(_ text: Substring, option: String, whole: String) throws(Arguments.UsageError) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw Arguments.UsageError("invalid number '\(text)' in '\(option) \(whole)'")
        }
        guard abs(value) <= PointLimit.maximum else {
            throw Arguments.UsageError("'\(text)' in '\(option) \(whole)' is too large; at most \(PointLimit.text) points")
        }
        return value
    }

    /// A non-negative number of points (`--keyboard 336`).
    static func length(_ text: String, option: String) throws(Arguments.UsageError) -> Double {
        let value = try number(Substring(text), option: option, whole: text)
        guard value >= 0 else { throw Arguments.UsageError("'\(option) \(text)' must not be negative") }
        return value
    }

    /// `390x844` (also `390X844`).
    static func size(_ text: String, option: String) throws(Arguments.UsageError) -> Size {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard parts.count == 2 else { throw Arguments.UsageError("invalid value '\(text)' for '\(option)'; expected WIDTHxHEIGHT, e.g. 390x844") }
        let width = try number(parts[0], option: option, whole: text)
        let height = try number(parts[1], option: option, whole: text)
        guard width >= 0, height >= 0 else { throw Arguments.UsageError("'\(option) \(text)' must not be negative") }
        return Size(width: width, height: height)
    }

    /// `390x844`, or with a side `_` taken from the content (`375x_`, `_x44`; that side is 0
    /// in the size), as a `container` line writes it.
    static func fittableSize(_ text: String, option: String) throws(Arguments.UsageError) -> (Size, FittingSides) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard parts.count == 2 else { throw Arguments.UsageError("invalid value '\(text)' for '\(option)'; expected WIDTHxHEIGHT, e.g. 390x844 or 375x_") }
        var fitting: FittingSides = []
        if parts[0] == "_" { fitting.insert(.width) }
        if parts[1] == "_" { fitting.insert(.height) }
        let numbers = [parts[0] == "_" ? "0" : parts[0], parts[1] == "_" ? "0" : parts[1]].joined(separator: "x")
        return (try size(numbers, option: option), fitting)
    }

    /// `top,left,bottom,right` or one number for every side.
    static func insets(_ text: String, option: String) throws(Arguments.UsageError) -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var values: [Double] = []
        for part in parts { values.append(try number(part, option: option, whole: text)) }
        switch values.count {
        case 1: return EdgeInsets(all: values[0])
        case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: throw Arguments.UsageError("invalid value '\(text)' for '\(option)'; expected top,left,bottom,right (or one number)")
        }
    }

    /// `view=WxH`, either side `_` for none.
    static func intrinsic(_ text: String) throws(Arguments.UsageError) -> (String, (width: Double?, height: Double?)) {
        let usage = Arguments.UsageError("invalid value '\(text)' for '--intrinsic'; expected VIEW=WIDTHxHEIGHT, e.g. title=120x21 ('_' for none)")
        guard let equals = text.firstIndex(of: "=") else { throw usage }
        let view = String(text[..<equals])
        let parts = text[text.index(after: equals)...].split(separator: "x", omittingEmptySubsequences: false)
        guard !view.isEmpty, parts.count == 2 else { throw usage }
        func side(_ part: Substring) throws(Arguments.UsageError) -> Double? {
            if part == "_" { return nil }
            let value = try number(part, option: "--intrinsic", whole: text)
            guard value >= 0 else { throw Arguments.UsageError("'--intrinsic \(text)' must not be negative") }
            return value
        }
        return (view, (try side(parts[0]), try side(parts[1])))
    }

    /// The (layout, variant) pairs to solve: each layout without variants, then with each
    /// variant; or only the chosen layout and/or variant.
    static func cases(in layouts: [Layout], layout name: String?, variant: String?) throws(Arguments.UsageError) -> [(layout: Layout, variant: LayoutVariant?)] {
        var chosen = layouts
        if let name {
            guard let layout = layouts.first(where: { $0.name == name }) else {
                var message = "no layout named '\(name)' in the file"
                if let suggestion = closestName(to: name, in: layouts.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw Arguments.UsageError(message)
            }
            chosen = [layout]
        }
        if let variant {
            let withVariant = chosen.compactMap { layout in layout.variants.first { $0.name == variant }.map { (layout, Optional($0)) } }
            guard !withVariant.isEmpty else {
                var message = "no variant named '\(variant)' in \(name.map { "layout '\($0)'" } ?? "the file")"
                let names = chosen.flatMap { $0.variants.map(\.name) }
                if let suggestion = closestName(to: variant, in: names) { message += "; did you mean '\(suggestion)'?" }
                throw Arguments.UsageError(message)
            }
            return withVariant
        }
        return chosen.flatMap { layout in [(layout, nil)] + layout.variants.map { (layout, Optional($0)) } }
    }
}
