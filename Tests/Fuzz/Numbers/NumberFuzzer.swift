// libFuzzer harness for the number literals `vflgen lint` and `vflgen migrate` read in
// metrics dictionaries (`Tests/Fuzz/run.sh numbers`, issue #24).
//
// Each input is used twice:
// 1. As a recipe: a value (integer bits or a Double/Float), a language and a spelling
//    (radix, underscores, suffixes, boxing, casts, sign) make a literal whose value the
//    language defines independently of vflgen — the value that was spelt. The reader must
//    give exactly that value, or (for forms it declines) a reason, never another number.
// 2. As text: any bytes read as Swift and as Objective-C never crash, and when a plain C
//    integer or floating literal is read, the C library (`strtoull`, `strtod`) agrees.
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import VFLLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var recipe = Recipe(bytes: bytes)
    let (literal, language, expected) = recipe.literal()
    let reading = NumberLiteral.read(literal, language: language)
    switch (reading, expected) {
    case (.value(let value), .some(let expected)):
        if value.bitPattern != expected.bitPattern, !(value == 0 && expected == 0) {
            violated("\(language) \(literal) read as \(value), the language gives \(expected)")
        }
    case (.value(let value), nil):
        violated("\(language) \(literal) read as \(value), but it is not a literal of the language")
    case (.notRead, _), (.notANumber, nil):
        break  // declining is allowed; the reason is printed
    case (.notANumber, .some):
        violated("\(language) \(literal) is a number literal, not read as one")
    }
    let text = String(decoding: bytes.prefix(64), as: UTF8.self)
    for language in SourceLanguage.allCases {
        if let value = NumberLiteral.read(text, language: language).value, !value.isFinite {
            violated("\(text.debugDescription) read as \(value)")
        }
    }
    crossCheckWithTheCLibrary(text)
    return 0
}

func violated(_ message: String) -> Never {
    fatalError("number invariant violated: \(message)")
}

/// Plain C literals (no suffix, no sign) read by vflgen agree with `strtoull`/`strtod`.
func crossCheckWithTheCLibrary(_ text: String) {
    guard let value = NumberLiteral.read(text, language: .objectiveC).value else { return }
    let bytes = Array(text.utf8)
    let isHexInteger = bytes.count > 2 && bytes[0] == 0x30 && bytes[1] | 0x20 == UInt8(ascii: "x")
        && bytes[2...].allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
    let isDecimalInteger = !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    if isHexInteger || isDecimalInteger {
        let expected = Double(strtoull(text, nil, 0))  // base 0: 0x is hexadecimal, a leading 0 octal
        if value != expected { violated("\(text) read as \(value); strtoull gives \(expected)") }
        return
    }
    let isDecimalFloat = bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        && bytes.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) && bytes.first != UInt8(ascii: "-") && bytes.first != UInt8(ascii: "+")
    if isDecimalFloat {
        let expected = strtod(text, nil)
        if value != expected { violated("\(text) read as \(value); strtod gives \(expected)") }
    }
}

/// Turns fuzzer bytes into a literal with its defined value.
struct Recipe {
    var bytes: [UInt8]
    var position = 0

    mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// The literal, its language, and the value it stands for (`nil`: not a literal at all).
    mutating func literal() -> (String, SourceLanguage, Double?) {
        let choice = byte()
        let language: SourceLanguage = choice & 1 == 0 ? .swift : .objectiveC
        switch (choice >> 1) % 4 {
        case 0: return integer(language)
        case 1: return double(language)
        case 2: return float(language)
        default: return hexFloat(language)
        }
    }

    /// Digits of `value` in `radix`, with underscores (Swift) between digits.
    mutating func digits(_ value: UInt64, radix: Int, underscores: Bool) -> String {
        let plain = String(value, radix: radix, uppercase: byte() & 1 == 0)
        guard underscores else { return plain }
        var out = ""
        for (index, character) in plain.enumerated() {
            out.append(character)
            if index < plain.count - 1, byte() % 4 == 0 { out += "_" }
        }
        return out
    }

    mutating func integer(_ language: SourceLanguage) -> (String, SourceLanguage, Double?) {
        let shape = byte()
        let width = Int(byte() % 64)
        let value = width == 63 ? word() : word() & ((UInt64(1) << width) - 1)
        let negative = shape & 0x80 != 0
        if language == .swift {
            let radix = [10, 16, 8, 2][Int(shape & 3)]
            let prefix = ["", "0x", "0o", "0b"][Int(shape & 3)]
            let literal = (negative ? "-" : "") + prefix + digits(value, radix: radix, underscores: shape & 4 != 0)
            guard value <= UInt64(Int64.max) else { return (literal, language, nil) }  // compile error: does not fit in Int
            return (literal, language, negative ? -Double(value) : Double(value))
        }
        // Objective-C: decimal, octal or hexadecimal, a suffix, boxed; negated only as a signed
        // decimal that fits an int (C's other negations wrap, which the table tests cover).
        let radix = [10, 8, 16, 10][Int(shape & 3)]
        let prefix = ["", "0", "0x", ""][Int(shape & 3)]
        let suffixes = ["", "u", "U", "l", "L", "ll", "LL", "ul", "UL", "lu", "ull", "LLU"]
        let suffix = suffixes[Int(byte()) % suffixes.count]
        let boxed = shape & 8 != 0 ? "@(" : "@"
        if negative, radix == 10, value <= UInt64(Int32.max), suffix.isEmpty {
            return ("\(boxed)-\(value)\(boxed == "@(" ? ")" : "")", language, -Double(value))
        }
        let literal = boxed + prefix + digits(value, radix: radix, underscores: false) + suffix + (boxed == "@(" ? ")" : "")
        if radix == 10, !suffix.lowercased().contains("u"), value > UInt64(Int64.max) {
            return (literal, language, nil)  // too large for any signed type
        }
        return (literal, language, Double(value))
    }

    mutating func double(_ language: SourceLanguage) -> (String, SourceLanguage, Double?) {
        let value = Double(bitPattern: word())
        guard value.isFinite else { return ("1.0", language, 1) }
        let text = "\(value)"  // the shortest text that reads back as `value` (`1e-05` is a literal in both languages)
        return (language == .swift ? text : "@" + text, language, value)
    }

    mutating func float(_ language: SourceLanguage) -> (String, SourceLanguage, Double?) {
        let value = Float(bitPattern: UInt32(truncatingIfNeeded: word()))
        guard value.isFinite else { return ("1.0", language, 1) }
        let text = "\(value)"
        return language == .swift ? ("Float(\(text))", language, Double(value)) : ("@\(text)f", language, Double(value))
    }

    /// `0x1.8p3`-style literals built from a Double's bits: the value is exact by construction.
    mutating func hexFloat(_ language: SourceLanguage) -> (String, SourceLanguage, Double?) {
        let value = Double(bitPattern: word())
        guard value.isNormal else { return ("0x1p0", language, 1) }
        let fraction = String(value.significandBitPattern, radix: 16)
        let padded = String(repeating: "0", count: 13 - fraction.count) + fraction
        let text = (value < 0 ? "-" : "") + "0x1.\(padded)p\(value.exponent)"
        return (language == .swift ? text : "@(\(text))", language, value)
    }
}
