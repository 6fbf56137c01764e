// The grammar-aware generator behind the `layouts` fuzz target: turns any bytes into a
// `.vfl` layout that mostly compiles (views, metrics, container lines, hints, content
// priorities, VFL lines with every kind of connection and predicate, a multiplier, an
// equation line, a variant), its numbers drawn from a table of extremes (0, 1e15, 1e308,
// -1e308, 5e-324, hexadecimal forms…) as well as ordinary ones. libFuzzer mutates the bytes;
// the generator keeps the mutations inside the language.

/// Reads choices from the fuzzer's bytes (0 when they run out).
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func next(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index]) % count
    }

    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
}

enum LayoutGenerator {
    static let numbers = [
        "0", "1", "8", "20", "44", "100", "390", "0.5", "-8", "-100", "999", "1000", "250", "751",
        "1e15", "2e15", "1e16", "1e20", "1e100", "1e300", "1e307", "1.7e308", "1e308", "-1e308", "-1e300",
        "1e-300", "5e-324", "0x10", "0xFB", "0x1p1023", "0x1.fffffffffffffp1023", "-0x1p1022", "123456789.125",
    ]
    static let types = ["", ": UILabel", ": UIButton", ": UIImageView", ": UISlider", ": UISwitch", ": UITextField", ": UIView"]
    static let relations = ["", "==", ">=", "<="]
    static let priorities = ["", "@1", "@250", "@750", "@999", "@1000", "@0x10"]

    static func layout(from bytes: UnsafeBufferPointer<UInt8>) -> String {
        var reader = ByteReader(bytes: bytes)
        let viewCount = 1 + reader.next(4)
        let metricCount = reader.next(3)
        let views = (0..<viewCount).map { "v\($0)" }
        let metrics = (0..<metricCount).map { "m\($0)" }
        var text = "layout L {\n"
        for _ in 0..<reader.next(3) {
            let side = { (reader: inout ByteReader) in reader.chance(20) ? "_" : reader.pick(numbers.filter { !$0.hasPrefix("-") }) }
            text += reader.chance(15) ? "    container devices\n" : "    container \(side(&reader))x\(side(&reader))\n"
        }
        for view in views {
            text += "    view \(view)\(reader.pick(types))"
            if reader.chance(30) { text += " intrinsic \(reader.chance(20) ? "_" : reader.pick(numbers))x\(reader.chance(20) ? "_" : reader.pick(numbers))" }
            if reader.chance(25) { text += " hugging \(reader.pick(numbers))" + (reader.chance(50) ? ",\(reader.pick(numbers))" : "") }
            if reader.chance(25) { text += " compression \(reader.pick(numbers))" }
            if reader.chance(10) { text += " baseline \(reader.pick(numbers))" }
            text += "\n"
        }
        for metric in metrics { text += "    metric \(metric) = \(reader.pick(numbers))\n" }
        let lineCount = 1 + reader.next(5)
        var lines: [String] = []
        for _ in 0..<lineCount { lines.append(line(&reader, views: views, metrics: metrics)) }
        let variantStart = reader.chance(20) ? reader.next(lines.count) : lines.count
        for (index, line) in lines.enumerated() {
            if index == variantStart { text += "    variant \(reader.pick(["portrait", "landscape", "wide"])) {\n" }
            text += "    \(line)\n"
        }
        if variantStart < lines.count { text += "    }\n" }
        return text + "}\n"
    }

    static func constant(_ reader: inout ByteReader, metrics: [String]) -> String {
        !metrics.isEmpty && reader.chance(25) ? reader.pick(metrics) : reader.pick(numbers)
    }

    static func predicate(_ reader: inout ByteReader, views: [String], metrics: [String]) -> String {
        let value: String
        switch reader.next(10) {
        case 0, 1: value = reader.pick(views)
        case 2: value = "\(reader.pick(views))*\(reader.pick(numbers))"
        default: value = constant(&reader, metrics: metrics)
        }
        return reader.pick(relations) + value + reader.pick(priorities)
    }

    static func line(_ reader: inout ByteReader, views: [String], metrics: [String]) -> String {
        if reader.chance(8) {
            let attributes = ["width", "height", "leading", "top", "centerX", "centerY", "bottom", "trailing"]
            let first = reader.pick(views), second = reader.pick(views + ["superview"])
            let attribute = reader.pick(attributes)
            return "\(first).\(attribute) \(reader.pick(["==", ">=", "<="])) \(second).\(attribute) * \(reader.pick(numbers)) + \(reader.pick(numbers))"
        }
        var line = reader.chance(50) ? "H:" : "V:"
        if reader.chance(60) { line += "|" + connection(&reader, views: views, metrics: metrics) }
        for index in 0..<(1 + reader.next(3)) {
            if index > 0 { line += connection(&reader, views: views, metrics: metrics) }
            line += "[\(reader.pick(views))"
            if reader.chance(60) {
                line += "(" + (0..<(1 + reader.next(2))).map { _ in predicate(&reader, views: views, metrics: metrics) }.joined(separator: ",") + ")"
            }
            line += "]"
        }
        if reader.chance(60) { line += connection(&reader, views: views, metrics: metrics) + "|" }
        if reader.chance(10) { line += "  options: [\(reader.pick([".alignAllTop", ".alignAllCenterY", ".alignAllLeading", ".alignAllFirstBaseline"]))]" }
        return line
    }

    static func connection(_ reader: inout ByteReader, views: [String], metrics: [String]) -> String {
        switch reader.next(5) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-\(constant(&reader, metrics: metrics))-"
        default: return "-(" + reader.pick(relations) + constant(&reader, metrics: metrics) + reader.pick(priorities) + ")-"
        }
    }
}
