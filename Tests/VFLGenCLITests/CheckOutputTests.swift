import Foundation
import Testing
import VFLGenCLI

/// The whole `vflgen check --format json` (issue 39): every finding as the command reports it,
/// with its message, notes and the fixes it offers (each proved by checking the edited layout
/// again), on the inputs of ``EngineFindingsTests`` (``EngineFindingsCorpus``: every `.vfl`
/// under Examples/ and Tests/ for UIKit and AppKit, the check benchmark's layouts and 200 of the 2,000
/// random rich layouts). ``EngineFindingsTests`` holds what the analysis finds; this holds what
/// the fix proofs make of it, which speed work on the proofs must not change.
///
/// The golden file `Fixtures/CheckOutput/Output.txt` was recorded from main's release build
/// (91647ce), before the proofs were made faster, by `Scripts/record-check-output.sh` (the same
/// lines as ``line(_:)``; recording in the debug test would take most of an hour): one line per
/// input, a digest of the JSON and of standard error, the exit status, and the number of
/// findings and of fixes offered, for the files, the benchmark layouts and every tenth random
/// layout. A default `swift test` compares a third of the files, the small benchmark layouts and
/// 40 random layouts; `VFLGEN_FINDINGS_ALL=1` compares all of them (most of an hour of CPU in a debug build: run it on a release build's tests,
/// `swift test -c release`, or compare two release binaries with the script).
@Suite struct CheckOutputTests {
    static let golden = EngineFindingsTests.root.appendingPathComponent("Tests/VFLGenCLITests/Fixtures/CheckOutput/Output.txt")

    static let recorded = EngineFindingsTests.recordedLines(in: golden)

    /// The benchmark layouts the default run leaves to `VFLGEN_FINDINGS_ALL=1`.
    static let largeBenchmarks: Set<String> = [
        "benchmark Rich25.vfl", "benchmark Rich40.vfl", "benchmark Rich50.vfl", "benchmark Rich100.vfl",
        "benchmark Mixed80.vfl", "benchmark Mixed100.vfl", "benchmark Mixed120.vfl",
    ]

    /// The golden line of `input`: `vflgen check --format json` run in process on it, in a
    /// folder of its own (`Input.vfl`, no configuration file).
    static func line(_ input: EngineFindingsCorpus.Input) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-check-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(input.text.utf8).write(to: folder.appendingPathComponent("Input.vfl"))
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(["check", "Input.vfl", "--format", "json", "--platform", input.platform.rawValue], context: context)
        let json = captured.standardOutput
        let findings = json.components(separatedBy: "\"atEverySize\": ").count - 1
        let fixes = json.components(separatedBy: "\"edits\": [").count - 1
        return "\(EngineFindingsText.digest(json)) \(EngineFindingsText.digest(captured.standardError)) status \(status.rawValue), "
            + "\(findings) findings, \(fixes) fixes"
    }

    /// Compares each input with its recorded line; returns how many were compared. A file whose
    /// text is not the text recorded (another change edited or added it) is skipped.
    @discardableResult
    static func expectRecorded(_ inputs: [EngineFindingsCorpus.Input]) throws -> Int {
        var compared = 0
        for input in inputs {
            guard var before = recorded[input.name] else {
                if !input.isFile { Issue.record("\(input.name) is not in \(golden.lastPathComponent): run Scripts/record-check-output.sh") }
                continue
            }
            if let mark = before.range(of: EngineFindingsCorpus.sourceMark) {
                guard before[mark.upperBound...] == EngineFindingsText.digest(input.text) else { continue }
                before = String(before[..<mark.lowerBound])
            }
            #expect(try line(input) == before, "\(input.name): what `vflgen check --format json` reports changed")
            compared += 1
        }
        return compared
    }

    @Test func theCorpusIsComplete() throws {
        let random = (0..<EngineFindingsCorpus.randomParts).flatMap(Self.randomInputs(part:))
        #expect(random.count == EngineFindingsCorpus.randomCount / 10)
        let expected = EngineFindingsTests.files.count * 9 / 10 + EngineFindingsCorpus.benchmarks.count + random.count
        #expect(Self.recorded.count >= expected)
        // The random layouts have findings, and many of them fixes (each proved).
        let lines = random.compactMap { Self.recorded[$0.name] }
        #expect(lines.count == random.count)
        #expect(lines.filter { !$0.hasSuffix(" 0 fixes") }.count >= 20)
        #expect(lines.filter { !$0.contains(" 0 findings") }.count >= 100)
    }

    @Test func fixturesAndExamples() throws {
        let files = EngineFindingsTests.files.enumerated().filter { EngineFindingsTests.everything || $0.offset % 3 == 0 }.map(\.element)
        let recordedFiles = Self.recorded.values.filter { $0.contains(EngineFindingsCorpus.sourceMark) }.count
        #expect(try Self.expectRecorded(files) >= recordedFiles * 9 / 10 * files.count / EngineFindingsTests.files.count)
    }

    @Test func benchmarkLayouts() throws {
        let inputs = EngineFindingsCorpus.benchmarks.filter { EngineFindingsTests.everything || !Self.largeBenchmarks.contains($0.name) }
        #expect(try Self.expectRecorded(inputs) == inputs.count)
    }

    /// The random layouts recorded: every tenth seed (200 of the 2,000; the golden is recorded by
    /// running the release binary once per input, and these are what a proof sees most).
    static func randomInputs(part: Int) -> [EngineFindingsCorpus.Input] {
        EngineFindingsCorpus.random(part: part).filter { input in
            input.name.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }.map { $0 % 10 == 0 } ?? false
        }
    }

    @Test(arguments: 0..<EngineFindingsCorpus.randomParts)
    func randomRichLayouts(part: Int) throws {
        // By default every fifth of them (40 in all), all with VFLGEN_FINDINGS_ALL=1.
        let inputs = Self.randomInputs(part: part).enumerated().filter { EngineFindingsTests.everything || $0.offset % 5 == 0 }.map(\.element)
        #expect(try Self.expectRecorded(inputs) == inputs.count)
    }
}
