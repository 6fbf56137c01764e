#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The words that start a declaration line in a `.vfl` file: the one table the parser, the
/// formatter, the language server's semantic tokens and completion read, and that the
/// TextMate grammar (Editors/vscode) is tested against.
///
/// A new keyword is one line in `all`, plus its grammar rule in FileParser+Declarations.swift
/// (a test fails while a keyword in the table is not parsed, and the parser reads no word that
/// is not here).
public struct DeclarationKeyword: Hashable, Sendable {
    /// How the formatter spaces the line (one space between words in every shape).
    public enum Shape: Hashable, Sendable {
        /// `KEYWORD NAME … {`: opens a block; `Name{` is written `Name {`.
        case block
        /// `[external] view NAME: Type …`: the colon follows the name.
        case view
        /// `KEYWORD NAME = VALUE`: one space on each side of `=`.
        case assignment
        /// Words only.
        case words
    }

    /// Where the line may stand.
    public enum Placement: Hashable, Sendable {
        /// At the top of the file, outside any layout.
        case file
        /// Inside a layout (variants hold only VFL and equation lines).
        case layout
    }

    /// The keyword as written.
    public let word: String
    public let shape: Shape
    public let placement: Placement
    /// The line's form with placeholders (`view NAME[: Type]`), shown by completion and hover.
    public let syntax: String
    /// What the line declares, a phrase.
    public let summary: String

    /// `syntax — summary`, the completion item's detail.
    public var detail: String { "\(syntax) — \(summary)" }

    let utf8: [UInt8]

    init(_ word: String, _ shape: Shape, _ placement: Placement, _ syntax: String, _ summary: String) {
        self.word = word
        self.shape = shape
        self.placement = placement
        self.syntax = syntax
        self.summary = summary
        utf8 = Array(word.utf8)
    }

    /// Every declaration keyword, in the order completion offers them.
    public static let all: [DeclarationKeyword] = [
        .init("layout", .block, .file, "layout NAME { … }", "a layout: its views, metrics and lines"),
        .init("view", .view, .layout, "view NAME[: Type]", "declares a view"),
        .init("metric", .assignment, .layout, "metric NAME = NUMBER", "declares a metric"),
        .init("variant", .block, .layout, "variant NAME [when CONDITION] { … }", "lines that apply only in that variant"),
        .init("container", .words, .layout, "container WxH | devices", "a size the layout is checked at"),
        .init("guide", .words, .layout, "guide NAME", "a layout guide the layout creates"),
        .init("external", .view, .layout, "external view NAME[: Type] [frame X,Y,WxH]", "a view the layout uses but does not own"),
    ]

    /// The keyword spelled by `word`, or `nil`.
    public static func named(_ word: String) -> DeclarationKeyword? {
        all.first { $0.word == word }
    }

    /// The grammar rule of the keyword spelled by the bytes `word`: `nil` for a word not in
    /// ``all``, `.some(nil)` for a keyword without a rule in the parser. No allocation and no
    /// copy of the table's strings (the parser asks for every declaration line).
    static func rule(named word: UnsafeBufferPointer<UInt8>) -> Rule?? {
        let count = word.count
        guard count > 0, let base = word.baseAddress else { return nil }
        return packed.bytes.withUnsafeBufferPointer { bytes -> Rule?? in
            var start = 0
            for (index, end) in packed.ends.enumerated() {
                if end - start == count, memcmp(bytes.baseAddress! + start, base, count) == 0 { return .some(rules[index]) }
                start = end
            }
            return nil
        }
    }

    /// The parser's grammar rules, one per keyword it reads (FileParser+Declarations.swift
    /// switches on these, not on the words).
    enum Rule: String, CaseIterable {
        case layout, view, metric, variant, container, guide, external
    }

    /// ``all``'s rules, in its order (`nil`: a keyword the parser has no rule for).
    private static let rules: [Rule?] = all.map { Rule(rawValue: $0.word) }

    /// Every keyword's bytes end to end, and where each ends: compared in place, without copying
    /// the table's values.
    private static let packed: (bytes: [UInt8], ends: [Int]) = {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for keyword in all {
            bytes += keyword.utf8
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }()

    /// `'layout', 'view', …` for messages.
    static var quotedList: String { all.map { "'\($0.word)'" }.joined(separator: ", ") }
}
