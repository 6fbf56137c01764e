import LayoutModel
import VFLLanguage

/// The token types the server reports (the legend, in this order).
enum SemanticTokenType: String, CaseIterable {
    case keyword, type, `class`, namespace, variable, parameter, property, enumMember, number, comment, `operator`, string
}

/// `textDocument/semanticTokens/full`, so editors without the TextMate grammar still colour
/// `.vfl` files: names as the compiler resolved them (layout: class, variant: namespace, view:
/// variable, metric: parameter, with `declaration` on declarations), guides (property),
/// options, text styles and font weights (enumMember), keywords, view classes (type), numbers,
/// sample strings, comments and VFL's operators.
extension LanguageServer {
    func semanticTokens(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        .success(["data": Self.tokenData(document, index: analysis(of: document).index)] as JSONObject)
    }

    struct Token {
        var start: Int
        var length: Int
        var type: SemanticTokenType
        var declaration = false
    }

    static func tokenData(_ document: Document, index: SourceIndex) -> [Int] {
        var cursor = document.positions.cursor()
        return tokenData(document, index: index, cursor: &cursor)
    }

    /// The tokens' data, their positions found by `cursor` (the tokens come in document order,
    /// so one walk over the text places them all: a tests counts its steps).
    static func tokenData(_ document: Document, index: SourceIndex, cursor: inout PositionIndex.Cursor) -> [Int] {
        var known: [Int: Token] = [:]
        for occurrence in index.occurrences {
            let type: SemanticTokenType = switch occurrence.symbol.kind {
            case .layout: .class
            case .variant: .namespace
            case .view: .variable
            case .metric: .parameter
            case .guide: .property
            }
            known[occurrence.range.start] = Token(start: occurrence.range.start, length: occurrence.range.length, type: type, declaration: occurrence.isDeclaration)
        }
        for element in index.elements {
            switch element.kind {
            case .guide, .container: known[element.range.start] = Token(start: element.range.start, length: element.range.length, type: .property)
            case .option: known[element.range.start] = Token(start: element.range.start, length: element.range.length, type: .enumMember)
            case .attribute:
                // After the dot: the attribute's name.
                known[element.range.start + 1] = Token(start: element.range.start + 1, length: max(0, element.range.length - 1), type: .property)
            default: break
            }
        }
        var tokens: [Token] = []
        let bytes = document.source.utf8
        let starts = document.source.lineStarts
        // The compiler's tokens in order: each line takes those it reaches, so the scan asks
        // about each byte once, not a dictionary per byte.
        let ordered = known.values.sorted { $0.start < $1.start }
        var next = 0
        for (line, lineStart) in starts.enumerated() {
            let lineEnd = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
            lineTokens(bytes, lineStart, lineEnd, known: ordered, next: &next, into: &tokens)
        }
        // Relative encoding: line delta, start delta (UTF-16), length, type, modifiers.
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = (line: 0, character: 0)
        for token in tokens {
            let start = cursor.position(of: token.start)
            let end = cursor.position(of: token.start + token.length)
            guard end.line == start.line, end.character > start.character else { continue }
            data += [
                start.line - previous.line, start.line == previous.line ? start.character - previous.character : start.character,
                end.character - start.character, SemanticTokenType.allCases.firstIndex(of: token.type)!, token.declaration ? 1 : 0,
            ]
            previous = start
        }
        return data
    }

    static let optionWords: Set<String> = [
        "intrinsic", "baseline", "hugging", "compression", "devices", "options", "frame", "view",
        "when", "and", "horizontal", "vertical", "compact", "regular", "width", "height",
    ]
    /// Text style and weight names after `style` and `font N` (enum members in UIKit).
    static let contentValueWords = Set(SampleContentNames.textStyles + SampleContentNames.weights)

    private static func isIdentifierStart(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 || byte == UInt8(ascii: "_") }
    private static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || byte &- 48 < 10 }

    /// VFL's operators, coloured one byte each.
    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"): true
        default: false
        }
    }

    /// One line's tokens, left to right, appended to `tokens`; `known` is the compiler's tokens
    /// by start, `next` the first of them not yet passed.
    private static func lineTokens(_ bytes: [UInt8], _ start: Int, _ end: Int, known: [Token], next: inout Int, into tokens: inout [Token]) {
        var index = start
        func knownToken(at index: Int) -> Token? {
            while next < known.count, known[next].start < index { next += 1 }
            return next < known.count && known[next].start == index ? known[next] : nil
        }
        var firstWord: String?
        var afterColonInView = false
        var declaration: DeclarationKeyword?
        var previousWord = ""
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), declaration?.shape == .view {
                let literalEnd = StringLiterals.literalEnd(in: bytes[start..<end], from: index)
                tokens.append(Token(start: index, length: literalEnd - index, type: .string))
                index = literalEnd
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                var commentEnd = end
                if commentEnd > index, bytes[commentEnd - 1] == 13 { commentEnd -= 1 }
                tokens.append(Token(start: index, length: commentEnd - index, type: .comment))
                break
            }
            if let token = knownToken(at: index) {
                tokens.append(token)
                if firstWord == nil { firstWord = "" }
                index += max(1, token.length)
                continue
            }
            if isIdentifierStart(byte) {
                var wordEnd = index
                while wordEnd < end, isIdentifierContinue(bytes[wordEnd]) { wordEnd += 1 }
                let word = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
                if firstWord == nil {
                    firstWord = word
                    declaration = DeclarationKeyword.named(word)
                    let isOrientation = wordEnd < end && bytes[wordEnd] == UInt8(ascii: ":") && ["H", "V", "HV"].contains(word)
                    if declaration != nil || isOrientation {
                        tokens.append(Token(start: index, length: wordEnd - index, type: .keyword))
                    }
                } else if afterColonInView {
                    tokens.append(Token(start: index, length: wordEnd - index, type: .type))
                    if !(wordEnd < end && bytes[wordEnd] == UInt8(ascii: ".")) { afterColonInView = false }
                } else if optionWords.contains(word) || (declaration?.shape == .view && ViewOptionKeyword.named(word) != nil) {
                    tokens.append(Token(start: index, length: wordEnd - index, type: .keyword))
                } else if declaration?.shape == .view, contentValueWords.contains(word), previousWord == "style" || previousWord == "font" {
                    tokens.append(Token(start: index, length: wordEnd - index, type: .enumMember))
                }
                previousWord = word
                index = wordEnd
                continue
            }
            if firstWord == nil, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { firstWord = "" }
            if byte &- 48 < 10 {
                var numberEnd = index
                while numberEnd < end, isIdentifierContinue(bytes[numberEnd]) || bytes[numberEnd] == UInt8(ascii: ".")
                    || ((bytes[numberEnd] == UInt8(ascii: "+") || bytes[numberEnd] == UInt8(ascii: "-")) && numberEnd > index && (bytes[numberEnd - 1] | 0x20 == UInt8(ascii: "e") || bytes[numberEnd - 1] | 0x20 == UInt8(ascii: "p")) && !(bytes[index...].starts(with: [48, 120]) && bytes[numberEnd - 1] | 0x20 == UInt8(ascii: "e"))) {
                    numberEnd += 1
                }
                tokens.append(Token(start: index, length: numberEnd - index, type: .number))
                index = numberEnd
                continue
            }
            if byte == UInt8(ascii: ":"), declaration?.shape == .view { afterColonInView = true }
            if isOperator(byte), byte != UInt8(ascii: "-") || declaration?.shape != .assignment {
                tokens.append(Token(start: index, length: 1, type: .operator))
            }
            index += 1
        }
    }
}
