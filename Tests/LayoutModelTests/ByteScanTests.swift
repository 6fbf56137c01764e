@testable import LayoutModel
import Testing
import TestRandom

/// The word-at-a-time scans of a file's bytes (line starts, the ASCII prefix before UTF-8
/// validation) against the byte-by-byte loops they replace, on byte strings of every length up
/// to 40 at every alignment, with newlines and high bytes anywhere.
@Suite struct ByteScanTests {
    /// Deterministic bytes (SplitMix64) drawn from newline, ASCII letters and high bytes.
    static func bytes(count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x61, 0x62, 0x20, 0x0D, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x09]
        return (0..<count).map { _ in alphabet[random.below(alphabet.count)] }
    }

    @Test func lineStartsMatchAByteLoop() {
        for count in 0...40 {
            for seed in 0..<20 as Range<UInt64> {
                let all = Self.bytes(count: count + 7, seed: seed &* 41 &+ UInt64(count))
                for start in 0..<8 {
                    let bytes = Array(all[start..<(start + count)])
                    var expected = [0]
                    for (offset, byte) in bytes.enumerated() where byte == 0x0A { expected.append(offset + 1) }
                    let actual = all.withUnsafeBufferPointer {
                        SourceFile.lineStarts(of: UnsafeBufferPointer(rebasing: $0[start..<(start + count)]))
                    }
                    #expect(actual == expected, "bytes \(bytes)")
                }
            }
        }
    }

    @Test func asciiPrefixMatchesAByteLoop() {
        for count in 0...40 {
            for seed in 0..<20 as Range<UInt64> {
                // Mostly ASCII, so that long prefixes occur.
                var all = Self.bytes(count: count + 7, seed: seed &* 43 &+ UInt64(count)).map { $0 >= 0x80 && seed % 3 != 0 ? 0x61 : $0 }
                if seed % 5 == 1, count > 0 { all[all.count - 1] = 0xC3 }
                for start in 0..<8 {
                    let bytes = Array(all[start..<(start + count)])
                    let expected = bytes.firstIndex { $0 >= 0x80 } ?? bytes.count
                    let actual = all.withUnsafeBufferPointer {
                        UTF8Validation.asciiPrefixLength(UnsafeBufferPointer(rebasing: $0[start..<(start + count)]))
                    }
                    #expect(actual == expected, "bytes \(bytes)")
                }
            }
        }
    }

    /// ``UTF8Validation/sourceFile(path:bytes:)`` (which validates valid text once, as it makes
    /// its `String`) accepts exactly the bytes ``UTF8Validation/firstInvalidOffset(in:)`` finds
    /// no bad byte in, keeps them as they are (less a byte order mark), and otherwise reports
    /// that offset: on well-formed and ill-formed sequences (overlong forms, surrogates, past
    /// U+10FFFF, cut sequences, stray continuation bytes) mixed with ASCII.
    @Test func aSourceFileIsMadeExactlyFromValidBytes() {
        let pieces: [[UInt8]] = [
            [0x61], [0x0A], [0x20], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBB, 0xBF],
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3], [0xE2, 0x82], [0x80], [0xFF], [0xF8],
        ]
        var random = SplitMix64(seed: 3911)
        var accepted = 0
        for round in 0..<3_000 {
            // Mostly ASCII and well-formed pieces, so that both outcomes are common.
            let count = random.below(12)
            var bytes: [UInt8] = round % 7 == 0 ? UTF8Validation.byteOrderMark : []
            for _ in 0..<count { bytes += pieces[random.below(random.below(4) == 0 ? pieces.count : 7)] }
            let kept = UTF8Validation.withoutByteOrderMark(bytes)
            switch UTF8Validation.sourceFile(path: "f.vfl", bytes: bytes) {
            case .success(let file):
                accepted += 1
                #expect(UTF8Validation.firstInvalidOffset(in: kept) == nil, "\(bytes)")
                #expect(file.utf8 == kept && file.text == String(decoding: kept, as: UTF8.self), "\(bytes)")
                #expect(file.lineStarts == SourceFile(path: "f.vfl", text: file.text).lineStarts, "\(bytes)")
            case .failure(let invalid):
                #expect(UTF8Validation.firstInvalidOffset(in: kept) == invalid.offset, "\(bytes)")
                #expect(invalid.byte == kept[invalid.offset], "\(bytes)")
            }
        }
        #expect(accepted > 500 && accepted < 2_500)
    }
}
