import LayoutModel

/// The generated property names of a layout's constraints (``ConstraintNaming/nameList(of:)``),
/// in the order of ``ConstraintNaming/names(of:)``: the always-on constraints', then each
/// variant's, each list in file order. Kept as the bytes naming spelled them in: a caller that
/// writes bytes (`vflgen constraints --format json`) makes no `String` per name.
public struct ConstraintNameList {
    private let bytes: NameBytes
    /// Per name: its offset in ``bytes`` (high 32 bits) and its length (low 32 bits).
    private let ranges: [UInt64]

    init(bytes: NameBytes, ranges: [UInt64]) {
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The number of names.
    public var count: Int { ranges.count }

    /// Name `index` as text.
    public subscript(index: Int) -> String {
        let range = ranges[index]
        return bytes.string(start: Int(range >> 32), count: Int(range & 0xFFFF_FFFF))
    }

    /// Calls `body` with name `index`'s UTF-8 bytes (valid only during the call).
    @inline(__always)
    public func withName<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = ranges[index]
        return try body(UnsafeBufferPointer(start: bytes.base + Int(range >> 32), count: Int(range & 0xFFFF_FFFF)))
    }
}
