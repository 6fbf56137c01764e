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
    private let destination: (String) -> Void

    init(_ destination: @escaping (String) -> Void) {
        self.destination = destination
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

    /// Writes whatever is collected, then `text` as it is (a piece already made, such as a
    /// spool's chunk, without copying it into ``pending``).
    mutating func write(through text: String) {
        flush()
        destination(text)
    }

    /// Writes whatever is collected.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        destination(pending.string)
        pending.removeAll()
    }
}
