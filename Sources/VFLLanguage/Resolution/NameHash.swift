/// The hash ``SymbolTable`` files names under: every byte counts, eight at a time, mixed with
/// multiply-xorshift steps (the constants of SplitMix64's finaliser), starting from a seed
/// chosen at random once per process.
///
/// Reading every byte defeats the collisions a partial hash allows by construction; the seed
/// means an input cannot be crafted, offline, to collide under the hash a given run uses.
/// Nothing that is printed or written depends on the hash (the table only answers lookups),
/// so outputs stay byte-identical across runs.
enum NameHash {
    /// This process's seed.
    static let seed: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }()

    /// The hash of `count` bytes at `pointer`, under ``seed``.
    @inline(__always)
    static func hash(_ pointer: UnsafeRawPointer?, count: Int) -> UInt64 {
        hash(pointer, count: count, seed: seed)
    }

    /// The hash of `name`'s UTF-8 bytes, under ``seed``: the same as the bytes' in a file.
    @inline(__always)
    static func hash(_ name: String) -> UInt64 {
        if let hashed = name.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawPointer($0.baseAddress), count: $0.count) }) {
            return hashed
        }
        var copy = name
        return copy.withUTF8 { hash(UnsafeRawPointer($0.baseAddress), count: $0.count) }
    }

    /// The hash of `count` bytes at `pointer`, under `seed`: each 8-byte word (the last one
    /// padded with zeros) is XORed in, then multiplied by an odd constant and xorshifted,
    /// both bijections, so names that differ in one word never collide; a final multiply
    /// and xorshift spreads the high bits into the low ones the table indexes with. Names
    /// are short: one or two words, so two or three multiplications per name.
    @inline(__always)
    static func hash(_ pointer: UnsafeRawPointer?, count: Int, seed: UInt64) -> UInt64 {
        var state = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        if let pointer {
            var offset = 0
            while offset + 8 <= count {
                state = combine(state, pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            if offset < count, count >= 8 {
                // The last 8 bytes, shifted down to the ones not hashed yet: the same word the
                // loop below builds (little-endian), in one load.
                let last = pointer.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self).littleEndian
                state = combine(state, last >> UInt64(8 * (8 - (count - offset))))
            } else if offset < count {
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while offset < count {
                    tail |= UInt64(pointer.load(fromByteOffset: offset, as: UInt8.self)) << shift
                    shift += 8
                    offset += 1
                }
                state = combine(state, tail)
            }
        }
        return finish(state)
    }

    /// One step: `word` XORed into `state`, then multiplied by an odd constant and
    /// xorshifted (both bijections, so states that differ in one word stay apart).
    @inline(__always)
    static func combine(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    /// The last step: spreads the high bits into the low ones a table indexes with.
    @inline(__always)
    static func finish(_ state: UInt64) -> UInt64 {
        let mixed = (state ^ (state >> 32)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 29)
    }
}
