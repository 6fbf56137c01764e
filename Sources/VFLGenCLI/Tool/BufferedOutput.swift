import Foundation
import LayoutModel

/// Output written in chunks as it is produced: text collects in ``pending`` (as bytes: see
/// ``LayoutModel/UTF8Buffer``) and goes to the
/// destination (the tool's standard output) once it passes ``chunkSize`` bytes, so a command
/// printing a very large result never holds all of it.
///
/// Written to a file (``init(context:)`` with stdout a file that has positions), each full write
/// ends where a chunk of the file ends (a multiple of ``chunkSize`` from the file's start), the
/// bytes past it kept for the next: the page cache takes whole aligned runs of pages in large
/// folios, and the kernel's time for `vflgen constraints --format json > out.json` (148 MB for
/// 100,000 lines) falls by a third against writes that start and end inside pages.
struct BufferedOutput {
    /// Bytes collected before they are written.
    static let chunkSize = 1 << 16

    /// Text not yet written.
    var pending: UTF8Buffer
    /// Takes each full chunk (or the rest, on ``flush()``): UTF-8 bytes, whole sequences.
    private let destination: (UnsafeBufferPointer<UInt8>) -> Void
    /// Where the destination's next byte lands, when it is a file that has positions: full
    /// writes then end on a multiple of ``chunkSize``. Nil: each full write takes all there is.
    private let position: (() -> Int?)?

    /// Output to `destination`, which takes text (the tool's standard output).
    init(_ destination: @escaping (String) -> Void) {
        self.destination = { destination(String(decoding: $0, as: UTF8.self)) }
        position = nil
        pending = UTF8Buffer(capacity: Self.chunkSize * 2)
    }

    /// Output to `context`'s standard output: as bytes when it takes bytes (no `String` made per
    /// chunk), else as text; full writes end on chunk boundaries of its file when it has a
    /// descriptor with a position (a regular file, /dev/null: not a pipe or a terminal).
    init(context: ToolContext) {
        destination = { context.writeStandardOutput(bytes: $0) }
        // (Only when it takes bytes: a chunk boundary may fall inside a UTF-8 sequence.)
        if let descriptor = context.standardOutputDescriptor, context.standardOutputBytes != nil, lseek(descriptor, 0, SEEK_CUR) >= 0 {
            position = {
                let offset = lseek(descriptor, 0, SEEK_CUR)
                return offset >= 0 ? Int(offset) : nil
            }
        } else {
            position = nil
        }
        pending = UTF8Buffer(capacity: Self.chunkSize * 2)
    }

    /// Output to `spool`, which takes the bytes as they are (no `String` made per chunk).
    init(spool: SpooledOutput) {
        destination = { spool.write(bytes: $0) }
        position = nil
        pending = UTF8Buffer(capacity: Self.chunkSize * 2)
    }

    /// Appends `text`, writing the collected text out when a chunk is full.
    mutating func append(_ text: String) {
        pending.append(text)
        flushIfFull()
    }

    /// Writes the collected text out once it passes ``chunkSize``: all of it, or, to a file, up to
    /// the last chunk boundary of the file it reaches (see ``chunkEnd(from:count:)``).
    mutating func flushIfFull() {
        guard pending.count >= Self.chunkSize else { return }
        guard let position, let offset = position() else { return flush() }
        let end = Self.chunkEnd(from: offset, count: pending.count)
        pending.withBytes { destination(UnsafeBufferPointer(rebasing: $0[..<end])) }
        pending.removeFirst(end)
    }

    /// How many of `count` bytes (at least ``chunkSize``) written at file offset `offset` reach the
    /// last multiple of ``chunkSize`` they pass: between 1 and `count`.
    static func chunkEnd(from offset: Int, count: Int) -> Int {
        (offset + count) / chunkSize * chunkSize - offset
    }

    /// Writes whatever is collected.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        pending.withBytes { destination($0) }
        pending.removeAll()
    }
}
