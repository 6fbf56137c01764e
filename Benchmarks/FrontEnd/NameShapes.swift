import LayoutModel

/// Corpora for the name-shape comparison (issue #13, hash flooding): one layout declaring
/// `count` views whose names all have the same length, each used in a VFL line. Only the
/// shape of the names differs, so the compile times should too only by noise.
enum NameShapes {
    /// Names length 12; every shape spells `count` distinct names.
    static let nameLength = 12

    /// `abXXXmXXXXyz` with X varying: the same length, first two, middle and last two bytes
    /// (all that the old hash read), so they all collided under it.
    static func colliding(_ index: Int) -> String {
        let digits = paddedDigits(index, width: 7)
        return "ab" + digits.prefix(3) + "m" + digits.dropFirst(3) + "yz"
    }

    /// `cell_0000001`, `cell_0000002`…: what generated or copied layouts look like.
    static func sequential(_ index: Int) -> String { "cell_" + paddedDigits(index, width: 7) }

    /// Letters from a fixed pseudo-random sequence (distinct thanks to the index suffix).
    static func random(_ index: Int, _ generator: inout Generator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var name = "r"
        for _ in 0..<(nameLength - 7) { name.append(letters[generator.next(letters.count)]) }
        return name + paddedDigits(index, width: 6)
    }

    static func paddedDigits(_ value: Int, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// The file: `view NAME` for every name, then `H:|[NAME]|` for every name.
    static func file(named path: String, names: [String]) -> SourceFile {
        var text = "layout Names {\n"
        for name in names { text += "    view \(name)\n" }
        for name in names { text += "    H:|[\(name)]|\n" }
        text += "}\n"
        return SourceFile(path: path, text: text)
    }
}
