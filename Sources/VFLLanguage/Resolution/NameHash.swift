/// The hash ``SymbolTable`` files names under: every byte counts, eight at a time, mixed with
/// multiply-xorshift steps (the SplitMix64/MurmurHash3 finaliser), starting from a seed chosen
/// at random once per process.
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

    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The hash of `count` bytes at `pointer`, under ``seed``.
    @inline(__always)
    static func hash(_ pointer: UnsafeRawPointer?, count: Int) -> UInt64 {
        hash(pointer, count: count, seed: seed)
    }

    /// The hash of `count` bytes at `pointer`, under `seed`.
    static func hash(_ pointer: UnsafeRawPointer?, count: Int, seed: UInt64) -> UInt64 {
        var state = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        guard let pointer, count > 0 else { return mix(state) }
        var offset = 0
        while offset + 8 <= count {
            let word = pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = mix(state ^ word) &+ 0x9E37_79B9_7F4A_7C15
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(pointer.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift += 8
                offset += 1
            }
            state = mix(state ^ tail ^ (0xFF << shift))
        }
        return mix(state)
    }
}
