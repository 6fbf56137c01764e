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
}
