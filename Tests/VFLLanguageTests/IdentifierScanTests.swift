import LayoutModel
@testable import VFLLanguage
import Testing

/// Names are scanned eight bytes at a time (``Bytes/nonIdentifierBytes(_:)``); these tests hold
/// the word-wide classification to the byte-wide one for every byte value in every position.
@Suite struct IdentifierScanTests {
    @Test func everyByteInEveryPositionIsClassifiedAsAlone() {
        // A word of identifier bytes around the byte under test.
        let filler = UInt64(0x61_5F_39_5A_7A_30_41_62)
        for position in 0..<8 {
            for value in 0...255 {
                let shift = UInt64(position * 8)
                let word = filler & ~(0xFF << shift) | UInt64(value) << shift
                let stops = Bytes.nonIdentifierBytes(word)
                let expected: UInt64 = Bytes.isIdentifierContinue(UInt8(value)) ? 0 : 0x80 << shift
                #expect(stops == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test func identifierEndAgreesWithAByteLoop() {
        var state: UInt64 = 19
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // Mostly identifier bytes, with stops of every kind (ASCII punctuation, UTF-8, controls).
        let stops: [UInt8] = [0x20, 0x2E, 0x28, 0x5D, 0x40, 0x5B, 0x60, 0x7B, 0x7F, 0x80, 0xC3, 0xFF, 0x00, 0x2F, 0x3A]
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".utf8)
        for _ in 0..<2_000 {
            let count = 1 + next(40)
            var bytes: [UInt8] = [letters[next(52)]]
            for _ in 1..<count { bytes.append(next(6) == 0 ? stops[next(stops.count)] : letters[next(letters.count)]) }
            bytes.withUnsafeBufferPointer { buffer in
                let text = ByteText(bytes: buffer)
                for end in [buffer.count, max(1, buffer.count - next(buffer.count))] {
                    var expected = 1
                    while expected < end, Bytes.isIdentifierContinue(buffer[expected]) { expected += 1 }
                    #expect(text.identifierEnd(from: 0, end: end) == expected, "\(bytes) to \(end)")
                }
            }
        }
    }

    /// A short name is hashed from one load (``ByteText/hash(_:seed:)``): the same value as
    /// ``NameHash`` gives its bytes, at every length and position, and at the buffer's end.
    @Test func namesHashAsNameHashDoes() {
        let bytes = Array("abcdefghijklmnopqrstuvwxyz_0123456789ABCDEFGHIJ".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let text = ByteText(bytes: buffer)
            for seed: UInt64 in [0, 0x1234_5678_9ABC_DEF0] {
                for start in 0..<buffer.count {
                    for end in start...buffer.count {
                        let expected = NameHash.hash(UnsafeRawPointer(buffer.baseAddress! + start), count: end - start, seed: seed)
                        #expect(text.hash(SourceRange(start: start, end: end), seed: seed) == expected, "\(start)..<\(end)")
                    }
                }
            }
        }
    }

    /// Names are compared a word at a time (short ones in one masked load): every pair of
    /// ranges of a buffer, equal lengths included, near its end too, as a byte comparison says.
    @Test func rangesCompareAsTheirBytes() {
        let bytes = Array("abcab_abcab_abcabcab_abcab_abcabcab_xy".utf8)
        var wrong: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            let text = ByteText(bytes: buffer)
            for count in 0...12 {
                for a in 0...(buffer.count - count) {
                    for b in 0...(buffer.count - count) {
                        var expected = true
                        for offset in 0..<count where buffer[a + offset] != buffer[b + offset] { expected = false }
                        let first = SourceRange(start: a, end: a + count), second = SourceRange(start: b, end: b + count)
                        if text.equal(first, second) != expected { wrong.append("\(a) \(b) \(count)") }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
