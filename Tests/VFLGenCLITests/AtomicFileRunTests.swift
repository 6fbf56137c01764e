import Foundation
import Testing
import VFLGenCLI

/// Issue #25: `vflgen preview` grew with the square of its pictures, because every
/// `AtomicFile.write` listed the whole output folder for stale temporaries. They are removed
/// once per folder per run (process) now: a gallery of N pictures lists its folder once.
@Suite struct AtomicFileRunTests {
    @Test func staleTemporariesAreRemovedOncePerFolderPerRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try HostileInputCommandTests.deadProcessID()
        let first = folder.appendingPathComponent(".a.svg\(AtomicFile.temporaryMarker)\(dead)-1")
        try Data("half".utf8).write(to: first)
        try AtomicFile.write("a", to: folder.appendingPathComponent("a.svg"))
        #expect(!FileManager.default.fileExists(atPath: first.path), "the run's first write into the folder removes it")
        // One left later in the run (by another process) waits for the next run: the folder is
        // not listed again for every picture.
        let second = folder.appendingPathComponent(".b.svg\(AtomicFile.temporaryMarker)\(dead)-2")
        try Data("half".utf8).write(to: second)
        for index in 0..<20 { try AtomicFile.write("\(index)", to: folder.appendingPathComponent("p\(index).svg")) }
        #expect(FileManager.default.fileExists(atPath: second.path))
    }
}
