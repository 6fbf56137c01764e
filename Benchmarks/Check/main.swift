// vflgen-bench-check — what `vflgen check` adds to a build.
//
//   swift run -c release vflgen-bench-check [--repeat N] [FILE.vfl ...]
//       Runs `vflgen generate` in-process on the bundled examples (Examples/Layouts/*.vfl, or
//       the files given) with `--check off` (the baseline, measured in the same run) and with
//       `--check warn`, alternating, N times each (default 50), and prints the CPU time of
//       each, their ratio (the budget: at most 1.3) and the check's time per layout
//       per size; then the growth figures (Growth.swift).
//   swift run -c release vflgen-bench-check --growth
//       Only the growth of the check's time on large layouts (10 to 200 views, a 200-label
//       priority tie, 2,000 small layouts, random screens using every extension at 25, 50 and
//       100 views); `--write-growth DIR` writes those layouts as files.
//   swift run -c release vflgen-bench-check --rich [--repeat N] [--seed S] [--views 25,40,50,100]
//       Only the random rich screens (RichLayouts: 25, 40, 50 and 100 views, best of N, default 3).
//   swift run -c release vflgen-bench-check --content [--repeat N] [FILE.vfl ...]
//       Only the check across content (Content.swift): Examples/Layouts at L, XXXL and AX5 with
//       and without long text against the default category alone, in the same run.
//   swift run -c release vflgen-bench-check --proofs [--views 40,50,100]
//       The whole check with fix proofs (FileCheck) on random rich screens, engines shared and
//       (the baseline, same run) built for each solve.
//   vflgen-bench-check --write-rich DIR [--seed S] [--views 25,40,50,100] [--name NAME]
//       Writes the random rich screens of seed S as `RichN-sS.vfl` (to time the whole
//       `vflgen check` on several seeds, as docs/Performance.md does), or as layout NAME in
//       `NAME.vfl` (Scripts/record-check-output.sh writes CheckOutputTests' random layouts).
//   vflgen-bench-check --write-mixed DIR [--views 400]
//       Writes the mixed screens (GrowthLayouts.mixed: content priorities, soft constraints) of
//       those sizes as `MixedN.vfl` (Benchmarks/speed-round3.sh times a 400-view one).
//   The `--write-*` options make DIR (and its parents) when it is missing.
//   vflgen-bench-check --analyse FILE.vfl ...
//       The check's analysis of the files alone, once (no fixes proved): the CI guard counts it.

import Foundation
import BenchmarkLayouts
import LayoutModel
import VFLEngine
import VFLGenCLI
import VFLLanguage

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// CPU seconds of this thread.
func cpuNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// `folder`, made with its parents when missing; a message and exit status 1 when it cannot be
/// (the `--write-*` options write there).
func outputFolder(_ folder: String) -> String {
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(Data("vflgen-bench-check: cannot make the folder '\(folder)': \(error.localizedDescription)\n".utf8))
        exit(1)
    }
    return folder
}

// `--growth`: only the growth figures (Growth.swift); `--write-growth DIR`: write their layouts
// (Benchmarks/Layouts/GrowthLayouts.swift), as Benchmarks/check-growth.sh and the CI guard do.
if let folder = option("--write-growth").map(outputFolder) {
    try writeGrowthLayouts(to: folder)
    exit(0)
}
if let folder = option("--write-rich").map(outputFolder) {
    let seed = UInt64(option("--seed") ?? "") ?? GrowthLayouts.richSeed
    let name = option("--name")
    for views in option("--views").map({ $0.split(separator: ",").compactMap { Int($0) } }) ?? GrowthLayouts.richSizes {
        let file = name ?? "Rich\(views)-s\(seed)"
        try RichLayouts.layout(views: views, seed: seed, name: name).write(toFile: folder + "/\(file).vfl", atomically: true, encoding: .utf8)
    }
    exit(0)
}
if let folder = option("--write-mixed").map(outputFolder) {
    for views in option("--views").map({ $0.split(separator: ",").compactMap { Int($0) } }) ?? [400] {
        try GrowthLayouts.mixed(views: views).write(toFile: folder + "/Mixed\(views).vfl", atomically: true, encoding: .utf8)
    }
    exit(0)
}
if CommandLine.arguments.contains("--growth") {
    printGrowth()
    exit(0)
}
// `--analyse FILE.vfl ...`: the check's analysis alone (LayoutCheck at the UIKit presets, no
// fixes proved, nothing printed but a count), for the CI guard's rich workloads.
if CommandLine.arguments.contains("--analyse") {
    var findings = 0
    for path in CommandLine.arguments.dropFirst().filter({ $0.hasSuffix(".vfl") }) {
        let source = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        for layout in VFLCompiler.compile(source, platform: .uikit).file.layouts {
            findings += LayoutCheck.run(layout, presets: DevicePresets.uikit).findings.count
        }
    }
    print("\(findings) findings")
    exit(0)
}
if CommandLine.arguments.contains("--content") {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var paths = CommandLine.arguments.dropFirst().filter { $0.hasSuffix(".vfl") }
    if paths.isEmpty {
        let folder = root.appendingPathComponent("Examples/Layouts")
        paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vfl") }.sorted().map { folder.appendingPathComponent($0).path }
    }
    try printContent(paths: paths, repeats: Int(option("--repeat") ?? "") ?? 3)
    exit(0)
}
if CommandLine.arguments.contains("--proofs") {
    printProofs(sizes: option("--views").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [40, 50, 100], seed: GrowthLayouts.richSeed)
    exit(0)
}
if CommandLine.arguments.contains("--rich") {
    printRich(
        repeats: Int(option("--repeat") ?? "") ?? 3, seed: UInt64(option("--seed") ?? "") ?? GrowthLayouts.richSeed,
        sizes: option("--views").map { $0.split(separator: ",").compactMap { Int($0) } } ?? GrowthLayouts.richSizes)
    exit(0)
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
var inputs = CommandLine.arguments.dropFirst().filter { $0.hasSuffix(".vfl") }.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
if inputs.isEmpty {
    let folder = packageRoot.appendingPathComponent("Examples/Layouts")
    inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vfl") }.sorted()
        .map { folder.appendingPathComponent($0).path }
}
let repeats = Int(option("--repeat") ?? "") ?? 50
let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-bench-check-\(getpid())")
defer { try? FileManager.default.removeItem(at: output) }

// How many (layout, variant, size) analyses one check does, and the analysis alone (the
// engine's part, without reading, compiling or reporting).
var layouts = 0
var analysedSizes = 0
var compiled: [Layout] = []
for path in inputs {
    let source = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    for layout in VFLCompiler.compile(source, platform: .uikit).file.layouts {
        layouts += 1
        analysedSizes += LayoutCheck.run(layout, presets: DevicePresets.uikit).analyses.count
        compiled.append(layout)
    }
}
let analysisStart = cpuNow()
for _ in 0..<20 { for layout in compiled { _ = LayoutCheck.run(layout, presets: DevicePresets.uikit) } }
let analysisOnly = (cpuNow() - analysisStart) / 20

let (context, captured) = ToolContext.capturing()
@MainActor func generate(check: String) -> Double {
    let start = cpuNow()
    let status = VFLGenTool.run(["generate"] + inputs + ["--output", output.path, "--check", check], context: context)
    let time = cpuNow() - start
    precondition(status == .success, captured.standardError)
    return time
}
_ = generate(check: "off")  // writes the outputs; later runs find them unchanged
_ = generate(check: "warn")
var alone = 0.0
var withCheck = 0.0
for _ in 0..<repeats {
    alone += generate(check: "off")
    withCheck += generate(check: "warn")
}
let findings = captured.standardError.components(separatedBy: ": warning: ").count - 1
print("inputs: \(inputs.count) files, \(layouts) layouts, \(analysedSizes) (layout, variant, size) analyses per check; \(repeats) runs each")
print(String(format: "generate alone (baseline):  %8.3f ms per run (CPU)", alone / Double(repeats) * 1000))
print(String(format: "generate with the check:    %8.3f ms per run (CPU)", withCheck / Double(repeats) * 1000))
print(String(format: "ratio: %.2f (budget 1.3)", withCheck / alone))
print(String(format: "check: %.1f µs per layout per size (the engine's analysis alone: %.3f ms per run, %.1f µs per layout per size)",
             (withCheck - alone) / Double(repeats) / Double(analysedSizes) * 1e6, analysisOnly * 1000, analysisOnly / Double(analysedSizes) * 1e6))
print("warnings printed over all runs: \(findings)")

// The build as the plugin runs it: one `vflgen generate` process per input (the tool built
// next to this benchmark), wall time, alternating the two modes.
let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vflgen")
if FileManager.default.isExecutableFile(atPath: tool.path) {
    func wallNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    func processes(check: String) throws -> Double {
        let start = wallNow()
        for (index, input) in inputs.enumerated() {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", input, "--output-file", output.appendingPathComponent("P\(index).swift").path, "--check", check]
            try process.run()
            process.waitUntilExit()
            precondition(process.terminationStatus == 0)
        }
        return wallNow() - start
    }
    let processRuns = max(3, repeats / 10)
    var processAlone = 0.0
    var processWithCheck = 0.0
    for _ in 0..<processRuns {
        processAlone += try processes(check: "off")
        processWithCheck += try processes(check: "warn")
    }
    print(String(format: "as the build runs it (one process per file, wall, %d runs): %.1f ms alone, %.1f ms with the check, ratio %.2f",
                 processRuns, processAlone / Double(processRuns) * 1000, processWithCheck / Double(processRuns) * 1000, processWithCheck / processAlone))
} else {
    print("(build the vflgen product in the same configuration to also time whole processes)")
}
printGrowth()
