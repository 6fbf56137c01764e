/// Output written in chunks as it is produced: text collects in ``pending`` and goes to the
/// destination (the tool's standard output) once it passes ``chunkSize`` bytes, so a command
/// printing a very large result never holds all of it.
struct BufferedOutput {
    /// Bytes collected before they are written.
    static let chunkSize = 1 << 16

    /// Text not yet written.
    var pending = ""
    private let destination: (String) -> Void

    init(_ destination: @escaping (String) -> Void) {
        self.destination = destination
        pending.reserveCapacity(Self.chunkSize * 2)
    }

    /// Appends `text`, writing the collected text out when a chunk is full.
    mutating func append(_ text: String) {
        pending += text
        flushIfFull()
    }

    /// Writes the collected text out once it passes ``chunkSize``.
    mutating func flushIfFull() {
        if pending.utf8.count >= Self.chunkSize { flush() }
    }

    /// Writes whatever is collected.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        destination(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
