import Foundation

/// Output written as it is produced that may still have to be withdrawn: `vflgen constraints`
/// prints nothing for a file with an error, and knows only at the end of the file. Text is
/// kept in memory up to ``memoryLimit`` bytes, past that in a temporary file, so memory stays
/// flat however large the output; ``commit(to:)`` hands it all over in order, ``discard()``
/// drops it. Either removes the temporary file.
final class SpooledOutput {
    /// Bytes held in memory before the text goes to a temporary file.
    let memoryLimit: Int
    /// Bytes per write when a spilled file is handed over.
    static let readSize = 1 << 16

    private var chunks: [[UInt8]] = []
    private var chunkBytes = 0
    private var file: FileHandle?
    private var fileURL: URL?

    init(memoryLimit: Int = 1 << 20) {
        self.memoryLimit = memoryLimit
    }

    deinit { discard() }

    /// Whether the text has gone to a temporary file.
    var isSpilled: Bool { file != nil }

    /// Takes the next piece of text.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Takes the next piece of text as UTF-8 bytes (whole sequences: a piece of a
    /// ``LayoutModel/UTF8Buffer``): kept as they are, in memory or in the temporary file.
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        if file == nil, chunkBytes + bytes.count > memoryLimit, spill() {
            writeToFile(bytes)
            return
        }
        if file != nil {
            writeToFile(bytes)
        } else {
            chunks.append(Array(bytes))
            chunkBytes += bytes.count
        }
    }

    /// Appends `bytes` to the temporary file with `write(2)`.
    private func writeToFile(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let file else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(file.fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                // As before this used write(2): FileHandle reports the failure.
                file.write(Data(UnsafeBufferPointer(rebasing: bytes[offset...])))
                return
            }
            offset += written
        }
    }

    /// Hands every piece of text to `context`'s standard output, in order, then forgets it: as
    /// bytes when it takes bytes (no `String` made or validated), else as text.
    func commit(to context: ToolContext) {
        guard let bytesDestination = context.standardOutputBytes else {
            commit(to: context.standardOutput)
            return
        }
        for chunk in chunks { chunk.withUnsafeBufferPointer(bytesDestination) }
        chunks = []
        chunkBytes = 0
        if let file {
            var sent: off_t = 0
            #if os(Linux)
            if let descriptor = context.standardOutputDescriptor { sent = Self.send(file.fileDescriptor, to: descriptor) }
            #endif
            lseek(file.fileDescriptor, sent, SEEK_SET)
            var buffer = [UInt8](repeating: 0, count: Self.readSize)
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(file.fileDescriptor, $0.baseAddress!, Self.readSize) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                buffer.withUnsafeBufferPointer { bytesDestination(UnsafeBufferPointer(rebasing: $0[..<count])) }
            }
        }
        discard()
    }

    #if os(Linux)
    /// Copies the temporary file `source` to `descriptor` with sendfile(2): in the kernel, the
    /// bytes never read back into this process (a spilled JSON document is most of what
    /// `vflgen constraints --format json` writes). Returns how many bytes went; on a failure
    /// (an output that takes no sendfile, a full pipe that would block) the rest goes by
    /// read(2) and the context's writer.
    private static func send(_ source: Int32, to descriptor: Int32) -> off_t {
        var offset: off_t = 0
        while true {
            let sent = sendfile(descriptor, source, &offset, 1 << 30)
            if sent > 0 || (sent < 0 && errno == EINTR) { continue }
            return offset
        }
    }
    #endif

    /// Hands every piece of text to `destination`, in order, then forgets it.
    func commit(to destination: (String) -> Void) {
        for chunk in chunks { destination(String(decoding: chunk, as: UTF8.self)) }
        chunks = []
        chunkBytes = 0
        if let file {
            // Read with read(2) into one buffer; a UTF-8 sequence split by a read (at most 3
            // bytes) is moved to the buffer's start and waits for the next read.
            lseek(file.fileDescriptor, 0, SEEK_SET)
            var buffer = [UInt8](repeating: 0, count: Self.readSize + 4)
            var carried = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(file.fileDescriptor, $0.baseAddress! + carried, Self.readSize) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                let total = carried + count
                let cut = Self.completeUTF8Prefix(of: buffer[..<total])
                destination(String(decoding: buffer[..<cut], as: UTF8.self))
                buffer.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: $0.baseAddress! + cut, byteCount: total - cut) }
                carried = total - cut
            }
            if carried > 0 { destination(String(decoding: buffer[..<carried], as: UTF8.self)) }
        }
        discard()
    }

    /// Drops the text and removes the temporary file.
    func discard() {
        chunks = []
        chunkBytes = 0
        try? file?.close()
        file = nil
        if let fileURL { try? FileManager.default.removeItem(at: fileURL) }
        fileURL = nil
    }

    /// Moves the chunks held in memory to a new temporary file; false (the text stays in
    /// memory) when no temporary file can be made.
    private func spill() -> Bool {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-output-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forUpdating: url)
        else { return false }
        file = handle
        fileURL = url
        for chunk in chunks { handle.write(Data(chunk)) }
        chunks = []
        chunkBytes = 0
        return true
    }

    /// The length of the longest prefix of `data` that ends on a UTF-8 sequence boundary.
    static func completeUTF8Prefix<Bytes: RandomAccessCollection<UInt8>>(of data: Bytes) -> Int where Bytes.Index == Int {
        var start = data.endIndex
        // Back up over at most three continuation bytes to the last sequence's first byte.
        while start > data.startIndex, data.endIndex - start < 4, data[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > data.startIndex else { return data.count }
        let lead = data[start - 1]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        let available = data.endIndex - (start - 1)
        return available >= length ? data.count : start - 1 - data.startIndex
    }
}
