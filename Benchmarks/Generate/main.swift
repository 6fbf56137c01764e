// vflgen-bench-generate — generator throughput, and the corpus for Benchmarks/typecheck.sh.
//
//   swift run -c release vflgen-bench-generate [--files N] [--layouts-per-file N]
//       Writes N .vfl files to a temporary folder, runs `vflgen generate` on all of them
//       in-process (UIKit), and prints files/s and MB/s (input bytes), with the front end
//       alone measured in the same run as the baseline.
//   swift run -c release vflgen-bench-generate --typecheck-corpus DIR [--constraints N] [--rows R]
//       Writes DIR/Generated.swift (vflgen's output) and DIR/HandWritten.swift (the same
//       constraints in the common `NSLayoutConstraint.activate([…])` style), at least N
//       constraints each, in layouts of R screen-like blocks (about 30 constraints per block).

import Foundation
import LayoutModel
import VFLGenCLI
import VFLLanguage
import VFLRendering

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Wall-clock seconds.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds of this thread: less disturbed than wall time by other work on a shared machine.
func cpuNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body` and returns (wall, CPU) seconds.
func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let wall = now(), cpu = cpuNow()
    try body()
    return (now() - wall, cpuNow() - cpu)
}

func typecheckCorpus(into folder: URL, constraints target: Int, rows: Int) throws {
    var text = "// Type-check benchmark corpus.\n"
    var layouts = 0
    var total = 0
    while total < target || layouts == 0 {
        let source = Corpus.layout(named: "Bench\(layouts)", rows: rows)
        let compiled = VFLCompiler.compile(SourceFile(path: "Bench.vfl", text: source), platform: .uikit)
        let count = compiled.file.layouts.reduce(0) { $0 + $1.constraints.count + $1.variants.reduce(0) { $0 + $1.constraints.count } }
        text += source
        total += count
        layouts += 1
    }
    let file = VFLCompiler.compile(SourceFile(path: "Bench.vfl", text: text), platform: .uikit)
    precondition(!file.hasErrors, "corpus has errors: \(file.diagnostics)")
    let generated = try SwiftRenderer().render([(.uikit, file.file)], fileName: "Bench.vfl")
    let handTemplate = try Template(path: "HandWritten.template", text: HandWrittenStyle.template)
    let handWritten = try SwiftRenderer(templates: TemplateSet.builtIn.replacingSections(with: handTemplate))
        .render([(.uikit, file.file)], fileName: "Bench.vfl")
    let sameAPITemplate = try Template(path: "HandWrittenSameAPI.template", text: HandWrittenSameAPIStyle.template)
    let sameAPI = try SwiftRenderer(templates: TemplateSet.builtIn.replacingSections(with: sameAPITemplate))
        .render([(.uikit, file.file)], fileName: "Bench.vfl")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(generated.utf8).write(to: folder.appendingPathComponent("Generated.swift"))
    try Data(handWritten.utf8).write(to: folder.appendingPathComponent("HandWritten.swift"))
    try Data(sameAPI.utf8).write(to: folder.appendingPathComponent("HandWrittenSameAPI.swift"))
    print("typecheck corpus: \(layouts) layouts, \(total) constraints")
}

func throughput(files: Int, layoutsPerFile: Int) throws {
    // The built-in templates are embedded in the binary; parsing them is the only start-up cost.
    let parse = measure { _ = TemplateSet.builtIn }
    print(String(format: "built-in templates parsed once per run: %.2f ms", parse.wall * 1000))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-bench-generate-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    var bytes = 0
    var sources: [SourceFile] = []
    for index in 0..<files {
        let text = Corpus.file(prefix: "F\(index)", layouts: layoutsPerFile)
        let path = folder.appendingPathComponent("in/File\(index).vfl").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        paths.append(path)
        bytes += text.utf8.count
        sources.append(SourceFile(path: path, text: text))
    }
    let megabytes = Double(bytes) / 1_000_000

    // Baseline: the front end alone on the same sources (in memory).
    var constraintCount = 0
    let frontEnd = measure {
        for source in sources {
            let compiled = VFLCompiler.compile(source, platform: .uikit)
            constraintCount += compiled.file.layouts.reduce(0) { $0 + $1.constraints.count + $1.variants.reduce(0) { $0 + $1.constraints.count } }
        }
    }

    // Compile + render, in memory.
    var outputBytes = 0
    let inMemory = try measure {
        for source in sources {
            let compiled = VFLCompiler.compile(source, platform: .uikit)
            outputBytes += try SwiftRenderer().render([(.uikit, compiled.file)], fileName: "File.vfl").utf8.count
        }
    }

    // The whole command: read, compile, render, write (first run writes, second finds them unchanged).
    let (context, captured) = ToolContext.capturing(currentDirectory: folder)
    // Generation alone: `vflgen check`'s cost is measured by vflgen-bench-check.
    let arguments = ["generate"] + paths + ["--output", folder.appendingPathComponent("out").path, "--check", "off"]
    var status = ExitCode.success
    let command = measure { status = VFLGenTool.run(arguments, context: context) }
    precondition(status == .success, captured.standardError)
    let unchanged = measure { status = VFLGenTool.run(arguments, context: context) }

    func rate(_ time: (wall: Double, cpu: Double)) -> String {
        String(format: "%7.0f files/s  %6.2f MB/s  %8.0f constraints/s  (CPU %.3f s, wall %.3f s)",
               Double(files) / time.cpu, megabytes / time.cpu, Double(constraintCount) / time.cpu, time.cpu, time.wall)
    }
    print("corpus: \(files) files, \(files * layoutsPerFile) layouts, \(constraintCount) constraints, \(String(format: "%.2f", megabytes)) MB in, \(String(format: "%.2f", Double(outputBytes) / 1_000_000)) MB out")
    print("rates per CPU second of this thread (file system time shows in wall only):")
    print("front end only (baseline):      \(rate(frontEnd))")
    print("compile + render (in memory):   \(rate(inMemory))")
    print("vflgen generate (write):        \(rate(command))")
    print("vflgen generate (unchanged):    \(rate(unchanged))")
    print(String(format: "compile + render / front end CPU ratio: %.1f", inMemory.cpu / frontEnd.cpu))
}

do {
    if let folder = option("--typecheck-corpus") {
        try typecheckCorpus(
            into: URL(fileURLWithPath: folder), constraints: Int(option("--constraints") ?? "") ?? 1000,
            rows: Int(option("--rows") ?? "") ?? 1
        )
    } else {
        try throughput(files: Int(option("--files") ?? "") ?? 2000, layoutsPerFile: Int(option("--layouts-per-file") ?? "") ?? 5)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
