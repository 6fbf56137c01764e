// vflgen-bench-lint — how fast `vflgen lint` checks an app's sources.
//
// Generates, in memory, a 100,000-line Swift code base (100 files of 1,000 lines) holding
// 1,000 VFL calls — view controllers with outlets, views and metrics dictionaries, comments,
// multi-line strings and unrelated code between the calls — then times finding the calls
// (scan) and finding plus checking them (lint), and prints lines per second. The baseline,
// measured in the same run, is one pass over the same bytes counting newlines. Run in release:
//
//     swift run -c release vflgen-bench-lint [--files N] [--iterations N]
//
// Goal: the whole code base linted in under 1 second (100,000 lines/s).
//
// Then the growth on one huge literal (issue #25: 2.3× per doubling before): one call whose
// format is 0.5 MB, then 5 MB — written as one string, and as `"…" + "…"` pieces — full of
// unknown view names (one error each), linted with the error limit `vflgen lint` uses (50: the
// rest are counted, not kept). Goal: 10× the input in at most 12× the time. In process, the
// best of 3 at 0.5 MB reuses memory the allocator already holds while 5 MB maps fresh pages every
// time (arrays over glibc's 32 MB mmap threshold), so this figure leans against the large size;
// `Benchmarks/lint-growth.sh` times whole `vflgen lint` processes, as users run it, on the files
// `--write-literals DIR` writes (Huge-0.5MB.swift, Huge-5MB.swift, and `-pieces` forms).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel
import VFLLint

var fileCount = 100
var iterations = 5
/// `--literal BYTES [--pieces]`: lint only one huge literal of that size, once (for counting
/// instructions under callgrind, size by size).
var literalOnly: Int?
var piecesOnly = false
/// `--write-literals DIR`: write the huge-literal files (both sizes, both forms) and stop.
var literalsFolder: String?
var index = 1
while index < CommandLine.arguments.count {
    if CommandLine.arguments[index] == "--pieces" {
        piecesOnly = true
        index += 1
        continue
    }
    let argument = index + 1 < CommandLine.arguments.count ? CommandLine.arguments[index + 1] : ""
    let value = Int(argument) ?? 0
    switch CommandLine.arguments[index] {
    case "--files": fileCount = max(1, value)
    case "--iterations": iterations = max(1, value)
    case "--literal": literalOnly = max(1, value)
    case "--write-literals" where !argument.isEmpty: literalsFolder = argument
    default:
        print("usage: vflgen-bench-lint [--files N] [--iterations N] | --literal BYTES [--pieces] | --write-literals DIR")
        exit(64)
    }
    index += 2
}

// MARK: Corpus

/// One 1,000-line file with 10 VFL calls in 5 functions, padded with ordinary code.
func makeFile(_ number: Int) -> String {
    var lines: [String] = ["// File \(number)", "import UIKit", "", "final class Screen\(number)ViewController: UIViewController {"]
    let names = ["icon", "titleLabel", "subtitleLabel", "actionButton", "divider"]
    for name in names { lines.append("    @IBOutlet private weak var \(name): UIView!") }
    for function in 0..<5 {
        lines.append("")
        lines.append("    func layOut\(function)(inset: CGFloat) {")
        lines.append("        let metrics = [\"padding\": 16, \"gap\": inset, \"low\": 250]")
        lines.append("        let views: [String: Any] = [\"icon\": icon, \"titleLabel\": titleLabel, \"subtitleLabel\": subtitleLabel, \"actionButton\": actionButton, \"divider\": divider]")
        lines.append("        var constraints: [NSLayoutConstraint] = []")
        lines.append("        // Row: icon, title and button, centred vertically.")
        lines.append("        constraints += NSLayoutConstraint.constraints(withVisualFormat: \"H:|-padding-[icon(44)]-gap-[titleLabel]-(>=gap@low)-[actionButton]-padding-|\", options: [.alignAllCenterY], metrics: metrics, views: views)")
        lines.append("        let column = \"\"\"")
        lines.append("            V:|-padding-[icon]-gap-[subtitleLabel]-[divider(1)]|")
        lines.append("            \"\"\"")
        lines.append("        constraints += NSLayoutConstraint.constraints(withVisualFormat: column, options: .alignAllLeading, metrics: metrics, views: views)")
        lines.append("        NSLayoutConstraint.activate(constraints)")
        lines.append("    }")
    }
    var filler = 0
    while lines.count < 999 {
        lines.append("    private func helper\(filler)(_ value: Int) -> String { return \"value: \\(value + \(filler))\" } // not VFL: \"H:[x]\"")
        filler += 1
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
}

if let literalsFolder {
    for (bytes, name) in [(500_000, "0.5MB"), (5_000_000, "5MB")] {
        for concatenated in [false, true] {
            let path = "\(literalsFolder)/Huge-\(name)\(concatenated ? "-pieces" : "").swift"
            guard let file = fopen(path, "w") else {
                print("vflgen-bench-lint: cannot write \(path)")
                exit(1)
            }
            fputs(hugeLiteral(bytes: bytes, concatenated: concatenated).text, file)
            fclose(file)
        }
    }
    exit(0)
}

if let literalOnly {
    let file = hugeLiteral(bytes: literalOnly, concatenated: piecesOnly)
    let lint = Linter.lint(CallSiteFinder.find(in: file, language: .swift), limit: DiagnosticLimit(count: 50))
    print("one literal of \(literalOnly) bytes\(piecesOnly ? " in pieces" : ""): \(lint.errorCount) errors")
    exit(0)
}

let files = (0..<fileCount).map { SourceFile(path: "Screen\($0).swift", text: makeFile($0)) }
let totalLines = files.reduce(0) { $0 + $1.lineStarts.count - 1 }
let totalBytes = files.reduce(0) { $0 + $1.utf8.count }

// Sanity: every call is found, checked, and correct.
var calls = 0
for file in files {
    let lint = Linter.lint(CallSiteFinder.find(in: file, language: .swift))
    calls += lint.calls.count
    if !lint.diagnostics.isEmpty || lint.calls.contains(where: { !$0.isChecked }) {
        print("bench corpus has diagnostics: \(lint.diagnostics.first?.message ?? "unchecked call")")
        exit(1)
    }
}

// MARK: Timing

func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// The best of `iterations` runs (after a warm-up), in CPU seconds of this thread.
func best(iterations: Int, _ body: () -> Int) -> Double {
    var checksum = body()
    var times: [Double] = []
    for _ in 0..<iterations {
        let start = cpuSeconds()
        checksum &+= body()
        times.append(cpuSeconds() - start)
    }
    if checksum == -1 { print("") }
    return times.min()!
}

let baseline = best(iterations: iterations) {
    var newlines = 0
    for file in files {
        file.utf8.withUnsafeBufferPointer { bytes in for byte in bytes where byte == 10 { newlines &+= 1 } }
    }
    return newlines
}
let scan = best(iterations: iterations) { files.reduce(0) { $0 + CallSiteFinder.find(in: $1, language: .swift).callSites.count } }
let lint = best(iterations: iterations) { files.reduce(0) { $0 + Linter.lint(CallSiteFinder.find(in: $1, language: .swift)).calls.count } }

func rate(_ seconds: Double) -> String { String(Int((Double(totalLines) / seconds).rounded())) }
func ms(_ seconds: Double) -> String { String((seconds * 10_000).rounded() / 10) }

print("corpus: \(fileCount) files, \(totalLines) lines, \(totalBytes / 1024) KiB, \(calls) VFL calls")
print("baseline (count newlines): \(ms(baseline)) ms, \(rate(baseline)) lines/s")
print("scan (find calls):         \(ms(scan)) ms, \(rate(scan)) lines/s, \(String(Int((scan / baseline).rounded())))× baseline")
print("lint (find + check):       \(ms(lint)) ms, \(rate(lint)) lines/s, \(String(Int((lint / baseline).rounded())))× baseline")
print("goal: 100,000 lines with 1,000 calls in under 1 s — \(lint < 1 ? "met" : "NOT met") (\(ms(lint)) ms)")

// MARK: One huge literal

/// A file with one call whose format is about `bytes` long: `[v0][v1]…`, as one literal or as
/// concatenated pieces of 64 names.
func hugeLiteral(bytes: Int, concatenated: Bool) -> SourceFile {
    var pieces: [String] = []
    var piece = ""
    var total = 0
    var name = 0
    while total < bytes {
        let item = "[v\(name)]"
        piece += item
        total += item.utf8.count
        name += 1
        if concatenated, name % 64 == 0 {
            pieces.append(piece)
            piece = ""
        }
    }
    pieces.append(piece)
    let format = pieces.map { "\"\($0)\"" }.joined(separator: " +\n    ")
    let text = "func f() {\n    NSLayoutConstraint.constraints(withVisualFormat: \"H:\" + \(format), metrics: nil, views: [\"a\": a])\n}\n"
    return SourceFile(path: "Huge.swift", text: text)
}

for concatenated in [false, true] {
    var seconds: [Double] = []
    for size in [500_000, 5_000_000] {
        let file = hugeLiteral(bytes: size, concatenated: concatenated)
        // With the limit `vflgen lint` uses (--error-limit, default 50): the rest are only counted.
        seconds.append(best(iterations: 3) { Linter.lint(CallSiteFinder.find(in: file, language: .swift), limit: DiagnosticLimit(count: 50)).errorCount })
    }
    let growth = seconds[1] / seconds[0]
    print("one literal of 0.5 MB → 5 MB\(concatenated ? " in pieces" : ""): \(ms(seconds[0])) ms → \(ms(seconds[1])) ms, "
        + "growth \((growth * 10).rounded() / 10)× for 10× the input (goal ≤ 12×: \(growth <= 12 ? "met" : "NOT met"))")
}
