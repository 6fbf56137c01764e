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

    private var chunks: [String] = []
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
        if file == nil, chunkBytes + text.utf8.count > memoryLimit, spill() {
            file?.write(Data(text.utf8))
            return
        }
        if let file {
            file.write(Data(text.utf8))
        } else {
            chunks.append(text)
            chunkBytes += text.utf8.count
        }
    }

    /// Hands every piece of text to `destination`, in order, then forgets it.
    func commit(to destination: (String) -> Void) {
        for chunk in chunks { destination(chunk) }
        chunks = []
        chunkBytes = 0
        if let file {
            file.seek(toFileOffset: 0)
            var carried = Data()
            while true {
                let data = file.readData(ofLength: Self.readSize)
                if data.isEmpty { break }
                carried.append(data)
                // Hand over whole UTF-8 sequences only; a split one waits for the next read.
                let cut = Self.completeUTF8Prefix(of: carried)
                destination(String(decoding: carried.prefix(cut), as: UTF8.self))
                carried = Data(carried.dropFirst(cut))
            }
            if !carried.isEmpty { destination(String(decoding: carried, as: UTF8.self)) }
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
        for chunk in chunks { handle.write(Data(chunk.utf8)) }
        chunks = []
        chunkBytes = 0
        return true
    }

    /// The length of the longest prefix of `data` that ends on a UTF-8 sequence boundary.
    static func completeUTF8Prefix(of data: Data) -> Int {
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
