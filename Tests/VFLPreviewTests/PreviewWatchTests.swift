import Foundation
import Testing
@testable import VFLPreview
@testable import VFLGenCLI

/// `--watch`: a save redraws the pictures and bumps the page's version; an error shows above
/// the last good pictures; the loop stops when asked.
@Suite struct PreviewWatchTests {
    /// Waits (up to 10 s) until `condition` holds.
    func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    @Test func redrawsOnSaveShowsErrorsAndStops() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let session = try liveSession(in: folder)
        let stop = LockedFlag()
        let passes = LockedCounter()
        let thread = Thread {
            session.watch(interval: 0.02, shouldStop: { stop.value }) { _, _ in passes.increment() }
            stop.finished = true
        }
        thread.start()
        defer { stop.value = true }
        let picture = "out/L--box--ltr.svg"
        #expect(eventually { (try? folder.read("out/version.js")) != nil })
        let firstVersion = try folder.read("out/version.js")
        #expect(try folder.read(picture).contains("width=\"100\""))
        #expect(try folder.read("out/index.html").contains("<script>"))

        try folder.write("layout L {\n    view a\n    H:|-[a(150)]\n    V:|[a]|\n}\n", to: "L.vfl")
        #expect(try eventually { try folder.read(picture).contains("width=\"150\"") })
        #expect(try eventually { try folder.read("out/version.js") != firstVersion })

        try folder.write("layout L {\n    view a\n    H:|-[a(150)]-[b]\n    V:|[a]|\n}\n", to: "L.vfl")
        #expect(try eventually { try folder.read("out/index.html").contains("<pre>L.vfl:3:19: error: ") })
        // The broken file's last good pictures stay, marked, under the error.
        #expect(try eventually { try folder.read("out/index.html").contains("last good version") })
        #expect(try folder.files(under: "out").contains("L--box--ltr.svg"))

        stop.value = true
        #expect(eventually { stop.finished })
        // The first pass and at least one per save (a loaded machine may see a save's
        // modification time change twice).
        #expect(passes.value >= 3)
    }
}

final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var _value = false
    private var _finished = false
    var value: Bool {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
    var finished: Bool {
        get { lock.withLock { _finished } }
        set { lock.withLock { _finished = newValue } }
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// The real process: `vflgen preview --watch` stops cleanly on Ctrl-C (SIGINT).
@Suite struct PreviewWatchProcessTests {
    @Test func ctrlCStopsCleanly() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout L {\n    view a\n    H:|-[a(100)]\n    V:|[a]|\n}\n", to: "L.vfl")
        let bundle = try #require(Bundle.main.executableURL?.deletingLastPathComponent())
        let executable = try #require([bundle, bundle.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("vflgen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let process = Process()
        process.executableURL = executable
        process.arguments = ["preview", "L.vfl", "--output", "out", "--devices", "iPhone SE (3rd generation) (portrait)", "--watch"]
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, (try? folder.read("out/version.js")) == nil { Thread.sleep(forTimeInterval: 0.02) }
        #expect((try? folder.read("out/version.js")) != nil)
        process.interrupt()
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        // A process that ignored Ctrl-C fails the test below rather than hanging it.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(printed.hasPrefix("Watching 1 file; open out/index.html. Stop with Ctrl-C.\n2 pictures in out/index.html (4 files written, "))
        #expect(printed.hasSuffix("Stopped.\n"))
    }
}
