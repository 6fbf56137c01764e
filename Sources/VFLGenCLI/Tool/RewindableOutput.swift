import Foundation

/// Standard output that is a regular file being written at its end (`vflgen … > out.json`):
/// text can go to it as it is produced and still be withdrawn, by cutting the file back to
/// where it stood (``rewind()``), instead of passing through a ``SpooledOutput``'s temporary
/// file first (`vflgen constraints --format json` of 100,000 lines spools 146 MB, and copying it
/// twice through the page cache was most of its system time).
///
/// Only when stderr is another file: diagnostics written to the same file in between would be
/// cut with it. Only at the file's end (a file opened for reading and writing at its start keeps
/// what follows). What is left on a rewind is exactly what was there before, byte for byte.
struct RewindableOutput {
    /// The file's descriptor.
    let descriptor: Int32
    /// The file's length when this began: a rewind cuts it back to this.
    let start: off_t

    /// Whether standard output of `context` is a regular file that is not stderr's too (not a
    /// terminal, a pipe, /dev/null, or a context writing through closures only).
    static func isPossible(_ context: ToolContext) -> Bool {
        guard let descriptor = context.standardOutputDescriptor else { return false }
        var output = stat()
        guard fstat(descriptor, &output) == 0, output.st_mode & S_IFMT == S_IFREG else { return false }
        if let errorDescriptor = context.standardErrorDescriptor {
            var error = stat()
            guard fstat(errorDescriptor, &error) == 0 else { return false }
            if error.st_dev == output.st_dev, error.st_ino == output.st_ino { return false }
        }
        return true
    }

    /// Standard output of `context` as a rewindable file from here on, or nil: see
    /// ``isPossible(_:)``; and stdout's position must be the file's end. Everything written
    /// before must have reached the descriptor.
    static func begin(_ context: ToolContext) -> RewindableOutput? {
        guard isPossible(context), let descriptor = context.standardOutputDescriptor else { return nil }
        var output = stat()
        let position = lseek(descriptor, 0, SEEK_CUR)
        guard position >= 0, fstat(descriptor, &output) == 0, position == output.st_size else { return nil }
        return RewindableOutput(descriptor: descriptor, start: position)
    }

    /// Cuts the file back to ``start`` and writes on from there; false when it cannot (the
    /// caller then has no way to withdraw the text).
    func rewind() -> Bool {
        while ftruncate(descriptor, start) != 0 {
            if errno != EINTR { return false }
        }
        return lseek(descriptor, start, SEEK_SET) == start
    }
}
