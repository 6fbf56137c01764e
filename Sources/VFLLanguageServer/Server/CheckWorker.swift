import Foundation
import LayoutModel
import VFLCheck
import VFLEngine

/// Runs the layout check off the main loop: the check of a large layout at every device
/// preset can take seconds, and the server must keep answering (hover, completion, the
/// compiler's diagnostics) meanwhile. One background thread; per document only the latest
/// request waits (an older one still waiting is dropped), and results are collected by the
/// main loop, which keeps them only if the document has not changed since.
final class CheckWorker: @unchecked Sendable {
    struct Job {
        var uri: String
        var version: Int
        var file: LayoutFile
        var settings: DocumentSettings
    }

    struct Result {
        var uri: String
        var version: Int
        var settings: DocumentSettings
        var reports: [CheckFinding]
        /// The frames the check solved, per layout name (inlay hints and hover show them).
        var frames: [String: LayoutFrameSizes]
    }

    private let condition = NSCondition()
    private var waiting: [Job] = []
    private var finished: [Result] = []
    private var running: (uri: String, version: Int)?
    private var started = false
    private var stopped = false

    /// `vflgen check` on a document that compiled, with its settings (the devices of its
    /// `vflgen.json`), exactly as the command runs it (``FileCheck/run(_:)``, layout by
    /// layout), and the frames it solved at each size.
    static func check(_ file: LayoutFile, _ settings: DocumentSettings) -> (findings: [CheckFinding], frames: [String: LayoutFrameSizes]) {
        guard let severity = settings.checkSeverity else { return ([], [:]) }
        let presets = settings.devices ?? DevicePresets.all(for: settings.platform)
        let fileCheck = FileCheck(axes: CheckAxes(presets: presets, contents: settings.contents), severity: severity)
        var findings: [CheckFinding] = []
        var frames: [String: LayoutFrameSizes] = [:]
        for layout in file.layouts {
            let check = fileCheck.check(layout, in: file.source, once: true)
            findings += check.findings.map(\.built)
            if frames[layout.name] == nil {
                frames[layout.name] = LayoutFrameSizes(checked: check.analyses.map(SolvedSize.init).filter(\.isPlain))
            }
        }
        return (findings, frames)
    }

    /// Asks for a check; replaces a waiting request for the same document.
    func submit(_ job: Job) {
        condition.lock()
        waiting.removeAll { $0.uri == job.uri }
        waiting.append(job)
        if !started {
            started = true
            let thread = Thread { [self] in work() }
            thread.stackSize = 8 << 20
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// Whether a check is waiting or running.
    var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return running != nil || !waiting.isEmpty
    }

    /// Whether `uri` at `version` is being checked or waits for it.
    func isChecking(_ uri: String, version: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return (running.map { $0.uri == uri && $0.version == version } ?? false) || waiting.contains { $0.uri == uri && $0.version == version }
    }

    /// The results finished since the last call.
    func collect() -> [Result] {
        condition.lock()
        defer { condition.unlock() }
        let results = finished
        finished.removeAll()
        return results
    }

    /// Blocks until no check waits or runs (tests and benchmarks), then collects.
    func waitUntilIdle() -> [Result] {
        condition.lock()
        while running != nil || !waiting.isEmpty { condition.wait() }
        condition.unlock()
        return collect()
    }

    /// Ends the thread once the running check (if any) is done.
    func stop() {
        condition.lock()
        stopped = true
        waiting.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while waiting.isEmpty && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            let job = waiting.removeFirst()
            running = (job.uri, job.version)
            condition.unlock()
            let checked = Self.check(job.file, job.settings)
            condition.lock()
            running = nil
            finished.append(Result(uri: job.uri, version: job.version, settings: job.settings, reports: checked.findings, frames: checked.frames))
            condition.broadcast()
            condition.unlock()
        }
    }
}
