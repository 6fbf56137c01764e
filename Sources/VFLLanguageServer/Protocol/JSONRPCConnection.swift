#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// JSON-RPC 2.0 messages framed with `Content-Length` headers over two file descriptors
/// (the Language Server Protocol's base protocol), read and written without threads.
public final class JSONRPCConnection {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    private var endOfInput = false
    /// The largest message body accepted (a larger one is a protocol error, not a crash).
    public static let maximumBodySize = 64 << 20

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    public enum ReadResult {
        case message([String: Any])
        /// A bad header or a body that is not JSON: answered with a parse error (-32700).
        case malformed(String)
        /// A body that is JSON but not a request object (`42`, `[]`): answered with an invalid
        /// request error (-32600).
        case invalid(String)
        case endOfInput
    }

    /// Whether a complete message is buffered or more input is waiting (used to debounce:
    /// diagnostics are computed when the client has stopped sending).
    public var hasPendingInput: Bool {
        // frameEnd() first: it is what finds (and drops) a bad header.
        if frameEnd() != nil || pendingProblem != nil { return true }
        if endOfInput { return false }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Waits up to `milliseconds` for input; returns whether some arrived.
    public func waitForInput(milliseconds: Int32) -> Bool {
        if frameEnd() != nil || pendingProblem != nil || endOfInput { return true }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// Reads the next message, blocking until it is complete.
    public func read() -> ReadResult {
        while true {
            if let problem = pendingProblem {
                pendingProblem = nil
                return .malformed(problem)
            }
            if let (headerEnd, bodyLength) = frameEnd() {
                let body = Data(buffer[headerEnd..<(headerEnd + bodyLength)])
                bufferStart = headerEnd + bodyLength
                compact()
                guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
                    return .malformed("the message body is not JSON")
                }
                guard let message = object as? [String: Any] else {
                    return .invalid("the message body is JSON but not an object")
                }
                return .message(message)
            }
            if pendingProblem != nil { continue }
            if endOfInput { return .endOfInput }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                endOfInput = true
            }
        }
    }

    /// Writes one message.
    public func send(_ message: [String: Any]) {
        guard let body = JSONWriter.data(message) else { return }
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
            if count <= 0 {
                if errno == EINTR { continue }
                return
            }
            written += count
        }
    }

    private func compact() {
        if bufferStart > 0 && bufferStart == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            bufferStart = 0
        } else if bufferStart > 1 << 20 {
            buffer.removeSubrange(0..<bufferStart)
            bufferStart = 0
        }
    }

    /// A bad header already dropped from the buffer, not yet returned by ``read()``: found by
    /// ``waitForInput(milliseconds:)`` or ``hasPendingInput`` as often as by ``read()``.
    private var pendingProblem: String?
    /// The rest of a body over ``maximumBodySize``, dropped as it arrives.
    private var bytesToSkip = 0

    /// The end of the header and the body's length, once a whole message is buffered. A bad
    /// header is dropped and kept in ``pendingProblem`` (so it is reported once, whoever looked).
    private func frameEnd() -> (Int, Int)? {
        guard pendingProblem == nil else { return nil }
        if bytesToSkip > 0 {
            let skipped = min(bytesToSkip, buffer.count - bufferStart)
            bufferStart += skipped
            bytesToSkip -= skipped
            compact()
            if bytesToSkip > 0 { return nil }
        }
        let separator: [UInt8] = [13, 10, 13, 10]
        var index = bufferStart
        while index + 4 <= buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { break }
            index += 1
        }
        guard index + 4 <= buffer.count, buffer[index..<(index + 4)].elementsEqual(separator) else {
            if buffer.count - bufferStart > 64 << 10 {
                // A header this long is garbage: drop it rather than buffer forever.
                bufferStart = buffer.count
                compact()
                pendingProblem = "a message header is longer than 64 KiB"
            }
            return nil
        }
        let header = String(decoding: buffer[bufferStart..<index], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else {
            bufferStart = index + 4
            compact()
            pendingProblem = "a message header has no valid Content-Length"
            return nil
        }
        guard length <= Self.maximumBodySize else {
            // Too large to hold: its body is skipped as it arrives, never read as headers.
            bufferStart = index + 4
            bytesToSkip = length
            compact()
            pendingProblem = "a message of \(length) bytes is over the limit of \(Self.maximumBodySize) bytes; it was skipped"
            return nil
        }
        guard buffer.count >= index + 4 + length else { return nil }
        return (index + 4, length)
    }
}

/// The C library's `read` and `write` (the connection has methods of those names).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
