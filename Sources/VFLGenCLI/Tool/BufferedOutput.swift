import LayoutModel

/// Output written in chunks as it is produced: text collects in ``pending`` (as bytes: see
/// ``LayoutModel/UTF8Buffer``) and goes to the
/// destination (the tool's standard output) once it passes ``chunkSize`` bytes, so a command
/// printing a very large result never holds all of it.
struct BufferedOutput {
    /// Bytes collected before they are written.
    static let chunkSize = 1 << 16

    /// Text not yet written.
    var pending: UTF8Buffer
    /// Takes each full chunk (or the rest, on ``flush()``).
    private let destination: (UTF8Buffer) -> Void

    /// Output to `destination`, which takes text (the tool's standard output).
    init(_ destination: @escaping (String) -> Void) {
        self.destination = { destination($0.string) }
        pending = UTF8Buffer(capacity: Self.chunkSize * 2)
    }

    /// Output to `context`'s standard output: as bytes when it takes bytes (no `String` made per
    /// chunk), else as text.
    init(context: ToolContext) {
        destination = { buffer in buffer.withBytes { context.writeStandardOutput(bytes: $0) } }
        pending = UTF8Buffer(capacity: Self.chunkSize * 2)
    }

    /// Output to `spool`, which takes the bytes as they are (no `String` made per chunk).
    init(spool: SpooledOutput) {
        destination = { buffer in buffer.withBytes { spool.write(bytes: $0) } }
        pending = UTF8Buffer(capacity: Self.chunkSize * 2)
    }

    /// Appends `text`, writing the collected text out when a chunk is full.
    mutating func append(_ text: String) {
        pending.append(text)
        flushIfFull()
    }

    /// Writes the collected text out once it passes ``chunkSize``.
    mutating func flushIfFull() {
        if pending.count >= Self.chunkSize { flush() }
    }

    /// Writes whatever is collected.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        destination(pending)
        pending.removeAll()
    }
}
