/// Reads a metric's value as Swift or Objective-C defines it: every integer and
/// floating-point literal form of each language, a leading `-`, Objective-C boxing (`@15`,
/// `@(0xAB)`) and casts (`(CGFloat)12`, `(float)0.1`), Swift conversions (`CGFloat(8)`,
/// `Float(0.1)`, `NSNumber(value: 8)`, `8 as CGFloat`). A literal vflgen cannot read exactly
/// is never guessed: the reading says why (`.notRead`), and the metric stays "computed at run time".
///
/// The value is the `CGFloat` (a `Double` on 64-bit Apple platforms) Apple's VFL parser gets
/// from the `NSNumber`: a `float` literal (`1.1f`) is rounded to `Float` first, an integer is
/// typed and wrapped by C's rules (`-0x80000000` is the `unsigned int` 2147483648) on LP64.
public enum NumberLiteral {
    public enum Reading: Sendable, Equatable {
        /// The exact value.
        case value(Double)
        /// Written as a number, but not read; the reason (`0b2 is not a binary literal`).
        case notRead(String)
        /// Not a number literal (a name, a call, an expression).
        case notANumber
    }

    /// Reads `text` (whitespace is ignored) as `language` defines it; `declaredType` is the
    /// type of the constant it initializes (`Float` in `let k: Float = 0.1`, `float` in
    /// `const float k = 0.1;`), which converts it as the compiler does.
    public static func read(_ text: String, language: SourceLanguage, declaredType: String? = nil) -> Reading {
        if let declaredType, NumberType(name: declaredType) != nil {
            return read(language == .swift ? "\(declaredType)(\(text))" : "(\(declaredType))\(text)", language: language)
        }
        let compact = Array(text.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        var reader = Reader(bytes: compact[...], language: language)
        switch reader.expression() {
        case .success(let typed): return .value(typed.double)
        case .failure(.notANumber): return .notANumber
        case .failure(.notRead(let reason)): return .notRead(reason)
        }
    }

    /// Whether `text` reads as a number of an integer type (`2`, `0x10`, `3u`, `(int)2.5`): in
    /// C, a division of two such numbers is an integer division (`1/2` is 0).
    public static func isInteger(_ text: String, language: SourceLanguage) -> Bool {
        let compact = Array(text.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        var reader = Reader(bytes: compact[...], language: language)
        if case .success(.integer) = reader.expression() { return true }
        return false
    }
}

/// A value with the type the language gives it.
enum TypedNumber: Equatable {
    /// An integer of `bits` bits: `magnitude` and sign, always inside the type's range.
    case integer(magnitude: UInt64, negative: Bool, bits: Int, signed: Bool)
    case double(Double)
    case float(Float)

    var double: Double {
        switch self {
        case .integer(let magnitude, let negative, _, _): negative ? -Double(magnitude) : Double(magnitude)
        case .double(let value): value
        case .float(let value): Double(value)
        }
    }
}

enum NumberFailure: Error, Equatable {
    case notANumber
    case notRead(String)
}

/// A conversion target: a cast, a Swift initializer, `as T`.
private enum NumberType {
    case double, float
    case integer(bits: Int, signed: Bool)

    /// `CGFloat`, `double`, `NSInteger`, `unsigned int`, `Int32`, …
    init?(name: String) {
        switch name {
        case "CGFloat", "Double", "double", "Float64", "NSTimeInterval", "TimeInterval": self = .double
        case "Float", "float", "Float32": self = .float
        case "Int", "NSInteger", "long", "longlong", "longint", "Int64", "int64_t", "NSNumber": self = .integer(bits: 64, signed: true)
        case "UInt", "NSUInteger", "unsignedlong", "unsignedlonglong", "UInt64", "uint64_t": self = .integer(bits: 64, signed: false)
        case "int", "Int32", "int32_t", "signed", "signedint": self = .integer(bits: 32, signed: true)
        case "unsigned", "unsignedint", "UInt32", "uint32_t": self = .integer(bits: 32, signed: false)
        default: return nil
        }
    }
}

private struct Reader {
    var bytes: ArraySlice<UInt8>
    let language: SourceLanguage

    private var swift: Bool { language == .swift }

    private func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The whole text: boxing, parentheses, conversions, a sign, a literal.
    mutating func expression() -> Result<TypedNumber, NumberFailure> {
        guard !bytes.isEmpty else { return .failure(.notANumber) }
        if !swift, bytes.first == UInt8(ascii: "@") { bytes = bytes.dropFirst() }
        return value(bytes, depth: 0)
    }

    private func value(_ text: ArraySlice<UInt8>, depth: Int) -> Result<TypedNumber, NumberFailure> {
        guard depth < 8, let first = text.first else { return .failure(.notANumber) }
        // `( … )` around the whole value.
        if first == UInt8(ascii: "("), let close = matching(text), close == text.endIndex - 1 {
            let inner = text[text.startIndex + 1..<close]
            // `(CGFloat)12`: a cast (here the parentheses are the whole text, so not a cast).
            return value(inner, depth: depth + 1)
        }
        if first == UInt8(ascii: "("), !swift, let close = matching(text), let type = NumberType(name: self.text(text[text.startIndex + 1..<close])) {
            return value(text[(close + 1)...], depth: depth + 1).flatMap { convert($0, to: type, literal: nil) }
        }
        // `x as CGFloat` (Swift).
        if swift, let asRange = find(Array("as".utf8), in: text) {
            let typeName = self.text(text[asRange.upperBound...])
            guard let type = NumberType(name: typeName) else { return .failure(.notANumber) }
            let operand = text[..<asRange.lowerBound]
            return literalAs(operand, type: type, depth: depth)
        }
        // `CGFloat(8)`, `NSNumber(value: 8)`, `Float(0.1)` (Swift).
        if swift, let open = text.firstIndex(of: UInt8(ascii: "(")), open > text.startIndex, text.last == UInt8(ascii: ")"),
           let close = matching(text[open...]), close == text.endIndex - 1 {
            let name = self.text(text[..<open])
            var inner = text[open + 1..<close]
            if name == "NSNumber" {
                let label = Array("value:".utf8)
                guard inner.starts(with: label) else { return .failure(.notANumber) }
                inner = inner.dropFirst(label.count)
            }
            guard let type = NumberType(name: name) else { return .failure(.notANumber) }
            return literalAs(inner, type: type, depth: depth)
        }
        // A sign, then a literal (or a parenthesised value in Objective-C: `-(8)`).
        if first == UInt8(ascii: "-") || (first == UInt8(ascii: "+") && !swift) {
            let rest = text.dropFirst()
            guard let next = rest.first, next != UInt8(ascii: "-"), next != UInt8(ascii: "+") else { return .failure(.notANumber) }
            if swift, !isDigit(next) { return .failure(.notANumber) }
            return value(rest, depth: depth + 1).flatMap { first == UInt8(ascii: "-") ? negate($0) : .success($0) }
        }
        return swift ? SwiftLiteral.read(text) : CLiteral.read(text)
    }

    /// Swift's literal-initializer rule (SE-0213): `Float(0.1)` and `0.1 as Float` make the
    /// literal a `Float` directly; a conversion of anything else converts the value.
    private func literalAs(_ operand: ArraySlice<UInt8>, type: NumberType, depth: Int) -> Result<TypedNumber, NumberFailure> {
        var literal = operand
        var negative = false
        if literal.first == UInt8(ascii: "-") {
            negative = true
            literal = literal.dropFirst()
        }
        if case .float = type, let first = literal.first, isDigit(first) {
            // Read the literal straight into a Float, as the compiler does.
            switch SwiftLiteral.read(literal) {
            case .success(.double):
                let cleaned = String(decoding: literal.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
                guard let float = Float(cleaned), float.isFinite else { return .failure(.notRead("\(text(operand)) overflows Float")) }
                return .success(.float(negative ? -float : float))
            case .success(let integer):
                return (negative ? negate(integer) : .success(integer)).flatMap { convert($0, to: type, literal: nil) }
            case .failure(let failure):
                return .failure(failure)
            }
        }
        return value(operand, depth: depth + 1).flatMap { convert($0, to: type, literal: operand) }
    }

    private func negate(_ number: TypedNumber) -> Result<TypedNumber, NumberFailure> {
        switch number {
        case .double(let value): return .success(.double(-value))
        case .float(let value): return .success(.float(-value))
        case .integer(let magnitude, let negative, let bits, let signed):
            if magnitude == 0 { return .success(number) }
            if signed {
                // The most negative value has no positive counterpart (`-(-2147483648)` overflows).
                if negative, magnitude == UInt64(1) << (bits - 1) {
                    return .failure(.notRead("the negated value does not fit in a \(bits)-bit integer"))
                }
                return .success(.integer(magnitude: magnitude, negative: !negative, bits: bits, signed: true))
            }
            // Unsigned negation wraps: -1u is 4294967295.
            let modulus: UInt64 = bits == 64 ? 0 : (UInt64(1) << bits)
            return .success(.integer(magnitude: modulus &- magnitude, negative: false, bits: bits, signed: false))
        }
    }

    private func convert(_ number: TypedNumber, to type: NumberType, literal: ArraySlice<UInt8>?) -> Result<TypedNumber, NumberFailure> {
        switch type {
        case .double:
            return .success(.double(number.double))
        case .float:
            switch number {
            case .float: return .success(number)
            case .double(let value): return .success(.float(Float(value)))
            case .integer: return .success(.float(Float(number.double)))  // exact for |n| ≤ 2^53; Float rounds once more
            }
        case .integer(let bits, let signed):
            switch number {
            case .integer(let magnitude, let negative, _, _):
                // Two's complement wrap to the target width, as C casts and Swift's truncating init would;
                // Swift's `Int8(x)` traps instead, so only in-range values are read for Swift.
                let pattern = negative ? (0 &- magnitude) : magnitude
                let mask: UInt64 = bits == 64 ? .max : (UInt64(1) << bits) - 1
                let wrapped = pattern & mask
                if swift {
                    let fits = signed ? (!negative ? magnitude < (UInt64(1) << (bits - 1)) : magnitude <= (UInt64(1) << (bits - 1)))
                        : !negative && magnitude <= mask
                    guard fits else { return .failure(.notRead("the value does not fit in the integer type")) }
                    return .success(.integer(magnitude: magnitude, negative: negative && magnitude != 0, bits: bits, signed: signed))
                }
                if signed, wrapped >> (bits - 1) & 1 == 1 {
                    let magnitudeOfNegative = (0 &- wrapped) & mask
                    return .success(.integer(magnitude: magnitudeOfNegative == 0 ? UInt64(1) << (bits - 1) : magnitudeOfNegative, negative: true, bits: bits, signed: true))
                }
                return .success(.integer(magnitude: wrapped, negative: false, bits: bits, signed: signed))
            case .double, .float:
                // Conversion truncates toward zero; out of range is undefined in C and a trap in Swift.
                let value = number.double.rounded(.towardZero)
                let limit = signed ? Double(sign: .plus, exponent: bits - 1, significand: 1) : Double(sign: .plus, exponent: bits, significand: 1)
                let lower = signed ? -limit : 0
                guard value.isFinite, value >= lower, value < limit, !(value < 0 && !signed) else {
                    return .failure(.notRead("\(literal.map(text) ?? "the value") does not fit in the integer type"))
                }
                return .success(.integer(magnitude: UInt64(value.magnitude), negative: value < 0, bits: bits, signed: signed))
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The index of the `)` matching the `(` at `text`'s start.
    private func matching(_ text: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        for index in text.indices {
            if text[index] == UInt8(ascii: "(") { depth += 1 }
            if text[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The range of `as` between a value and a type name (`8as CGFloat` after whitespace is removed).
    private func find(_ word: [UInt8], in text: ArraySlice<UInt8>) -> Range<Int>? {
        // The operand is a literal or parenthesised value; the type starts with a capital letter.
        var index = text.startIndex
        var depth = 0
        while index + 2 < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, index > text.startIndex, text[index] == word[0], text[index + 1] == word[1],
               text[index + 2] >= UInt8(ascii: "A"), text[index + 2] <= UInt8(ascii: "Z") {
                let before = text[index - 1]
                if isDigit(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: ".") || (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "f") {
                    // A hexadecimal digit `a`/`f` right before is part of the literal only for hex literals;
                    // `0xFas` is not valid Swift anyway, so the literal reader will refuse it.
                    return index..<index + 2
                }
            }
            index += 1
        }
        return nil
    }
}

/// Swift's integer and floating-point literals (The Swift Programming Language, "Lexical
/// Structure"): `17`, `0x11`, `0o21`, `0b10001`, `1_000`, `1.5`, `1e3`, `0x1p4`, `0x1.8p-1`.
/// `017` is decimal 17 in Swift. Integer literals are `Int`, floating-point ones `Double`.
enum SwiftLiteral {
    static func read(_ text: ArraySlice<UInt8>) -> Result<TypedNumber, NumberFailure> {
        guard let first = text.first, first >= 0x30, first <= 0x39 else { return .failure(.notANumber) }
        let string = String(decoding: text, as: UTF8.self)
        var index = text.startIndex
        var radix: UInt64 = 10
        if text.count > 2, first == UInt8(ascii: "0") {
            switch text[index + 1] {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { index += 2 }
        }
        func isDigit(_ byte: UInt8, _ radix: UInt64) -> Bool { digitValue(byte).map { $0 < radix } ?? false }
        // Integer part: a digit, then digits and underscores.
        guard index < text.endIndex, isDigit(text[index], radix) else { return .failure(.notRead("'\(string)' is not a valid Swift number literal")) }
        let integerStart = index
        while index < text.endIndex, isDigit(text[index], radix) || text[index] == UInt8(ascii: "_") { index += 1 }
        let integerPart = text[integerStart..<index]
        if index == text.endIndex {
            guard let magnitude = accumulate(integerPart, radix: radix) else {
                return .failure(.notRead("'\(string)' does not fit in Int"))
            }
            guard magnitude <= UInt64(Int64.max) else { return .failure(.notRead("'\(string)' does not fit in Int")) }
            return .success(.integer(magnitude: magnitude, negative: false, bits: 64, signed: true))
        }
        if radix == 8 || radix == 2 { return .failure(.notRead("'\(string)' is not a valid Swift number literal")) }
        // Fraction: `.` then a digit (of the literal's radix), then digits and underscores.
        if text[index] == UInt8(ascii: ".") {
            index += 1
            guard index < text.endIndex, isDigit(text[index], radix) else { return .failure(.notRead("'\(string)' is not a valid Swift number literal")) }
            while index < text.endIndex, isDigit(text[index], radix) || text[index] == UInt8(ascii: "_") { index += 1 }
        }
        // Exponent: `e`/`E` (decimal) or `p`/`P` (hexadecimal, required after a hexadecimal fraction).
        let exponentLetter: UInt8 = radix == 16 ? UInt8(ascii: "p") : UInt8(ascii: "e")
        if index < text.endIndex, text[index] | 0x20 == exponentLetter {
            index += 1
            if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard index < text.endIndex, isDigit(text[index], 10) else { return .failure(.notRead("'\(string)' is not a valid Swift number literal")) }
            while index < text.endIndex, isDigit(text[index], 10) || text[index] == UInt8(ascii: "_") { index += 1 }
        } else if radix == 16 {
            return .failure(.notRead("'\(string)' is not a valid Swift number literal (a hexadecimal fraction needs a 'p' exponent)"))
        }
        guard index == text.endIndex else { return .failure(.notRead("'\(string)' is not a valid Swift number literal")) }
        let cleaned = String(decoding: text.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        guard let value = Double(cleaned), value.isFinite else { return .failure(.notRead("'\(string)' overflows Double")) }
        return .success(.double(value))
    }
}

/// C's (and so Objective-C's) literals on LP64 (C11 §6.4.4.1–2, with clang's `0b`): `17`,
/// `017` (octal), `0x11`, `0b10001`, suffixes `u`, `l`, `ll` in any case and order, `1.5`,
/// `1.`, `.5`, `1e3`, `0x1.8p1`, `1.5f`. An integer's type is the first of the standard
/// list that holds it (decimal: signed only), which decides how a `-` before it wraps.
enum CLiteral {
    static func read(_ text: ArraySlice<UInt8>) -> Result<TypedNumber, NumberFailure> {
        guard let first = text.first, (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: ".") else { return .failure(.notANumber) }
        let string = String(decoding: text, as: UTF8.self)
        let invalid = NumberFailure.notRead("'\(string)' is not a valid Objective-C number literal")
        var index = text.startIndex
        var radix: UInt64 = 10
        if first == UInt8(ascii: "0"), text.count > 1 {
            switch text[index + 1] | 0x20 {
            case UInt8(ascii: "x"): radix = 16; index += 2
            case UInt8(ascii: "b"): radix = 2; index += 2
            default: radix = 8
            }
        }
        func isDigit(_ byte: UInt8, _ radix: UInt64) -> Bool { digitValue(byte).map { $0 < radix } ?? false }
        let digitsStart = index
        // Digits (for a leading 0 read as decimal first: `09.5` is a valid floating literal).
        let scanRadix: UInt64 = radix == 8 ? 10 : radix
        while index < text.endIndex, isDigit(text[index], scanRadix) { index += 1 }
        let digits = text[digitsStart..<index]
        var isFloating = false
        if index < text.endIndex, text[index] == UInt8(ascii: "."), radix != 2 {
            isFloating = true
            index += 1
            while index < text.endIndex, isDigit(text[index], scanRadix) { index += 1 }
        }
        let exponentLetter: UInt8 = radix == 16 ? UInt8(ascii: "p") : UInt8(ascii: "e")
        if index < text.endIndex, text[index] | 0x20 == exponentLetter, radix != 2 {
            isFloating = true
            index += 1
            if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard index < text.endIndex, isDigit(text[index], 10) else { return .failure(invalid) }
            while index < text.endIndex, isDigit(text[index], 10) { index += 1 }
        } else if isFloating, radix == 16 {
            return .failure(invalid)  // a hexadecimal fraction needs its `p` exponent
        }
        let body = text[text.startIndex..<index]
        let suffix = String(decoding: text[index...], as: UTF8.self).lowercased()
        if isFloating {
            // At least one digit of the significand, before or after the point.
            let significand = body[digitsStart...].prefix { $0 | 0x20 != exponentLetter }
            guard significand.contains(where: { isDigit($0, radix == 16 ? 16 : 10) }) else { return .failure(invalid) }
            let number = String(decoding: body, as: UTF8.self)
            switch suffix {
            case "":
                guard let value = Double(number), value.isFinite else { return .failure(.notRead("'\(string)' overflows double")) }
                return .success(.double(value))
            case "f":
                guard let value = Float(number), value.isFinite else { return .failure(.notRead("'\(string)' overflows float")) }
                return .success(.float(value))
            case "l":
                return .failure(.notRead("'\(string)' is a long double, which Objective-C cannot box as an NSNumber"))
            default:
                return .failure(invalid)
            }
        }
        guard !digits.isEmpty || radix == 8 else { return .failure(invalid) }
        if radix == 8, digits.contains(where: { $0 == UInt8(ascii: "8") || $0 == UInt8(ascii: "9") }) {
            return .failure(.notRead("'\(string)' is not a valid octal literal (a leading 0 makes it octal)"))
        }
        let magnitudeDigits = radix == 8 ? digits.dropFirst() : digits
        guard let magnitude = magnitudeDigits.isEmpty ? 0 : accumulate(magnitudeDigits, radix: radix) else {
            return .failure(.notRead("'\(string)' does not fit in 64 bits"))
        }
        // Suffix: u, l, ll (either case, `lL` is invalid), in either order.
        var unsigned = false
        var longs = 0
        var rest = Substring(suffix)
        if rest.hasPrefix("u") { unsigned = true; rest = rest.dropFirst() }
        if rest.hasPrefix("ll") { longs = 2; rest = rest.dropFirst(2) } else if rest.hasPrefix("l") { longs = 1; rest = rest.dropFirst() }
        if !unsigned, rest.hasPrefix("u") { unsigned = true; rest = rest.dropFirst() }
        let original = String(decoding: text[index...], as: UTF8.self)
        guard rest.isEmpty, !original.contains("lL"), !original.contains("Ll") else { return .failure(invalid) }
        // The type: the first candidate that holds the value (LP64: int 32, long and long long 64 bits).
        var candidates: [(bits: Int, signed: Bool)] = []
        let decimal = radix == 10
        if longs == 0 {
            candidates += unsigned ? [(32, false)] : (decimal ? [(32, true)] : [(32, true), (32, false)])
        }
        candidates += unsigned ? [(64, false)] : (decimal ? [(64, true)] : [(64, true), (64, false)])
        for candidate in candidates {
            let maximum: UInt64 = candidate.signed ? (UInt64(1) << (candidate.bits - 1)) - 1
                : (candidate.bits == 64 ? .max : (UInt64(1) << candidate.bits) - 1)
            if magnitude <= maximum {
                return .success(.integer(magnitude: magnitude, negative: false, bits: candidate.bits, signed: candidate.signed))
            }
        }
        return .failure(.notRead("'\(string)' is too large for a signed 64-bit integer"))
    }
}

/// The value of a digit byte in any radix up to 16, or `nil`.
private func digitValue(_ byte: UInt8) -> UInt64? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

/// The digits' value (underscores skipped), or `nil` past `UInt64.max`.
private func accumulate(_ digits: ArraySlice<UInt8>, radix: UInt64) -> UInt64? {
    var value: UInt64 = 0
    for byte in digits where byte != UInt8(ascii: "_") {
        guard let digit = digitValue(byte) else { return nil }
        let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
        let (sum, carry) = shifted.addingReportingOverflow(digit)
        if overflow || carry { return nil }
        value = sum
    }
    return value
}

extension NumberLiteral.Reading {
    /// The value, when read.
    public var value: Double? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Why a number literal was not read.
    public var reason: String? {
        if case .notRead(let reason) = self { return reason }
        return nil
    }
}
