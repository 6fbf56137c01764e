import Foundation
import Testing

/// The check's results at the engine level (issue 39): what the analysis finds, not how the
/// CLI words it (``EngineFindingsText``), on every `.vfl` under Examples/ and Tests/ (UIKit
/// and AppKit), the check benchmark's growth and rich layouts, and 2,000 random rich layouts
/// of 1 to 16 views (``EngineFindingsCorpus``).
///
/// A default `swift test` compares the files, the benchmark layouts up to 25 rich views and
/// every tenth random layout (a few seconds); `VFLGEN_FINDINGS_ALL=1` compares the whole
/// golden (Rich50, Rich100 and all 2,000 random layouts: about 2.5 minutes of CPU in a debug
/// build), as speed work on the check must before it lands (CONTRIBUTING.md).
///
/// The golden file `Fixtures/EngineFindings/Findings.txt` was recorded from main before the
/// check was made faster (f1210a4) and must not change with speed work: one line per input,
/// a digest of the full text and the count of each kind of finding, so a change shows which
/// input changed and how. `VFLGEN_FINDINGS_DUMP=DIR` writes each input's full text into DIR
/// (compare two revisions with `diff -r`); `VFLGEN_RECORD=1` re-records (review the diff: it
/// changes only with what the check finds, never with its speed).
@Suite struct EngineFindingsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = root.appendingPathComponent("Tests/VFLGenCLITests/Fixtures/EngineFindings/Findings.txt")
    static let files = EngineFindingsCorpus.files(root: root)

    static let recorded = recordedLines(in: golden)

    /// A golden file's lines by input name (`name: rest`), `#` comment lines left out.
    static func recordedLines(in golden: URL) -> [String: String] {
        let lines = ((try? String(contentsOf: golden, encoding: .utf8)) ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        var result: [String: String] = [:]
        for line in lines {
            guard let colon = line.range(of: ": ") else { continue }
            result[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
        }
        return result
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" }

    /// Whether to compare the whole golden, not the default run's part of it.
    static var everything: Bool { ProcessInfo.processInfo.environment["VFLGEN_FINDINGS_ALL"] == "1" }

    /// The benchmark layouts the default run leaves to `VFLGEN_FINDINGS_ALL=1` (most of the
    /// suite's time: a conflict at every size of Rich100 is shrunk at every size).
    static let largeBenchmarks: Set<String> = ["benchmark Rich50.vfl", "benchmark Rich100.vfl"]

    /// Compares each input with its recorded line; returns how many were compared. A file
    /// whose text is not the text recorded (another change edited or added it) is skipped.
    @discardableResult
    static func expectRecorded(_ inputs: [EngineFindingsCorpus.Input]) -> Int {
        var compared = 0
        for input in inputs {
            guard var before = recorded[input.name] else {
                if !input.isFile {
                    Issue.record("\(input.name) is not in \(golden.lastPathComponent): run VFLGEN_RECORD=1 swift test --filter EngineFindingsTests")
                }
                continue
            }
            if let mark = before.range(of: EngineFindingsCorpus.sourceMark) {
                guard before[mark.upperBound...] == EngineFindingsText.digest(input.text) else { continue }
                before = String(before[..<mark.lowerBound])
            }
            let now = EngineFindingsCorpus.line(input)
            #expect(now == before, "\(input.name): the engine's findings changed:\n\(EngineFindingsText.render(input.text, platform: input.platform))")
            compared += 1
        }
        return compared
    }

    @Test func theCorpusIsComplete() throws {
        if Self.recording {
            try EngineFindingsCorpus.golden(root: Self.root).write(to: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(Self.files.count >= 2 * 50)
        #expect(EngineFindingsCorpus.benchmarks.contains { $0.name.hasSuffix("Rich100.vfl") })
        #expect(Self.recorded.count >= Self.files.count * 9 / 10 + EngineFindingsCorpus.benchmarks.count + EngineFindingsCorpus.randomCount)
        // The random layouts find every kind of finding, many times.
        let random = Self.recorded.filter { $0.key.hasPrefix("random ") }.values
        for kind in ["conflict", "ambiguity", "tie", "offscreen", "guess"] {
            #expect(random.filter { !$0.contains(" 0 \(kind)") }.count >= 20, "few random layouts with a \(kind)")
        }
    }

    @Test func fixturesAndExamples() {
        guard !Self.recording else { return }
        // Nearly all of them still have the text they were recorded with.
        let recordedFiles = Self.recorded.values.filter { $0.contains(EngineFindingsCorpus.sourceMark) }.count
        #expect(Self.expectRecorded(Self.files) >= recordedFiles * 9 / 10)
    }

    @Test func benchmarkLayouts() {
        guard !Self.recording else { return }
        let inputs = EngineFindingsCorpus.benchmarks.filter { Self.everything || !Self.largeBenchmarks.contains($0.name) }
        #expect(Self.expectRecorded(inputs) == inputs.count)
    }

    @Test(arguments: 0..<EngineFindingsCorpus.randomParts)
    func randomRichLayouts(part: Int) {
        guard !Self.recording else { return }
        // By default every tenth seed of the part (50 of its 500), all with VFLGEN_FINDINGS_ALL=1.
        let inputs = EngineFindingsCorpus.random(part: part).enumerated().filter { Self.everything || $0.offset % 10 == 0 }.map(\.element)
        #expect(Self.expectRecorded(inputs) == inputs.count)
    }
}
