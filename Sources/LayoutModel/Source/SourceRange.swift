/// A half-open range of UTF-8 byte offsets into a ``SourceFile``.
public struct SourceRange: Hashable, Sendable, Codable {
    /// Offset of the first byte.
    public var start: Int
    /// Offset one past the last byte; equal to `start` for an empty (point) range.
    public var end: Int

    @inlinable public init(start: Int, end: Int) {
        precondition(end >= start, "SourceRange end before start")
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`, for "something is missing here" diagnostics.
    public static func point(_ offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// Number of bytes covered.
    public var length: Int { end - start }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
