/// Finding where UTF-8 text goes wrong, so an input with one bad byte (even in a comment)
/// gets an error at that byte instead of a file-level "not UTF-8".
public enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values past U+10FFFF are ill-formed), or nil.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        // ASCII fast path: most input is ASCII.
        var offset = bytes.withUnsafeBufferPointer(asciiPrefixLength)
        guard offset < bytes.count else { return nil }
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// How many bytes at the start of `bytes` are ASCII: eight at a time while none has its
    /// high bit set, then byte by byte.
    static func asciiPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < bytes.count, base[index] < 0x80 { index += 1 }
        return index
    }

    /// The UTF-8 byte order mark, which editors on Windows write at the start of a file.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` without a leading byte order mark: it is not text, and columns on the first
    /// line count from after it.
    public static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
    }

    /// `bytes` (without a leading byte order mark, skipped silently) as a ``SourceFile`` when
    /// they are valid UTF-8; otherwise the offset of the first bad byte and a ``SourceFile`` of
    /// the text before it (to print its location and line, which the prefix holds whole up to
    /// that byte).
    public static func sourceFile(path: String, bytes: [UInt8]) -> Result<SourceFile, InvalidUTF8> {
        let bytes = withoutByteOrderMark(bytes)
        // Valid text (nearly every input) is validated once, as its `String` is made.
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(SourceFile(path: path, text: text, validUTF8: bytes))
        }
        guard let offset = firstInvalidOffset(in: bytes) else {
            return .success(SourceFile(path: path, validUTF8: bytes))
        }
        let prefix = SourceFile(path: path, text: String(decoding: bytes[..<offset], as: UTF8.self))
        return .failure(InvalidUTF8(offset: offset, byte: bytes[offset], validPrefix: prefix))
    }

    /// Where a file stops being UTF-8.
    public struct InvalidUTF8: Error, Sendable {
        /// The offset of the first bad byte.
        public var offset: Int
        /// The byte itself.
        public var byte: UInt8
        /// The file's text before `offset`; its end is the bad byte's location.
        public var validPrefix: SourceFile

        /// `file-not-utf8` at the bad byte.
        public var diagnostic: Diagnostic {
            let hex = String(byte, radix: 16, uppercase: true)
            return .error(
                "file-not-utf8", "invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" : "")\(hex)); vflgen reads UTF-8 text",
                at: .point(offset))
        }
    }
}
