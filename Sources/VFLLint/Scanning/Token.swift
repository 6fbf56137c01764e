/// The source languages `vflgen lint` reads.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case swift
    case objectiveC

    /// The language of a file by its extension: `.swift`, `.m`, `.mm` (and `.h`); `nil` for others.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}

/// One token of Swift or Objective-C source, as far as finding VFL calls needs: identifiers,
/// numbers, string literals, single punctuation bytes and preprocessor/compiler directives.
/// Comments and whitespace are dropped.
public struct Token: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// `name`, `#selector` (Swift `#` words that are not directives), `@interface` is `@` + identifier.
        case identifier
        case number
        /// A string literal; ``value`` indexes ``ScannedSource/strings``.
        case string
        /// One byte of punctuation (``value`` is the byte): `( ) [ ] { } , : ; . = + | - * @ …`.
        case punctuation
        /// `#if`, `#elseif`, `#else`, `#endif` (``value`` tells which) or another `#` directive
        /// line (Objective-C preprocessor, Swift `#sourceLocation`).
        case directive
    }

    /// Which conditional-compilation directive a `.directive` token is.
    public enum Directive: UInt32, Sendable {
        case other = 0, ifBlock, elseIfBlock, elseBlock, endIf
    }

    public var kind: Kind
    /// Byte offsets in the file.
    public var start: Int
    public var end: Int
    /// Punctuation byte, string index or ``Directive`` raw value.
    public var value: UInt32

    public init(kind: Kind, start: Int, end: Int, value: UInt32 = 0) {
        self.kind = kind
        self.start = start
        self.end = end
        self.value = value
    }

    /// Whether this is the punctuation byte `byte`.
    @inline(__always)
    public func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation && value == UInt32(byte) }
}
