// vflgen-bench-frontend — how fast the front end turns .vfl text into checked constraints.
//
// Generates a corpus in memory (10,000 layouts, 100,000 VFL lines, split into files of 100
// layouts), then times VFLCompiler.compile (parse + resolve + lower) over all of it and
// prints VFL lines per second, MB per second and peak memory. A baseline measured just
// before each run — a pass over the same bytes counting newlines — puts each run's figure in
// proportion to the machine. Every figure is printed as its spread over the runs (min, median,
// max): on this kind of machine one build measured 0.55–1.03 M lines/s in different runs.
// Run in release:
//
//     swift run -c release vflgen-bench-frontend [--layouts N] [--iterations N] [--names N]
//
// Goal (issue 39): at least 1,000,000 VFL lines per second on one core and at most 30× the
// newline count, in every run.
//
// Then the name shapes (issue #13): one layout of N views (default 50,000) whose names have
// one length, in three shapes (names built to collide under a partial hash, sequential
// `cell_0000001` names, random letters), each compiled on its own. Goal: every shape within
// 2x of the random names' time.
//
// Two more modes serve Benchmarks/constraints.sh, which times `vflgen constraints` as a whole
// process against this front end as a whole process:
//     vflgen-bench-frontend --write-corpus FILE [--layouts N]   the corpus as one .vfl file
//     vflgen-bench-frontend --check-file FILE                   read FILE, compile it once, exit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel
import VFLLanguage

// MARK: Options

var layoutCount = 10_000
var iterations = 9
var nameCount = 50_000
var corpusPath: String?
var checkedPath: String?
var argumentIndex = 1
let arguments = CommandLine.arguments
while argumentIndex < arguments.count {
    let argument = arguments[argumentIndex]
    let text = argumentIndex + 1 < arguments.count ? arguments[argumentIndex + 1] : nil
    switch (argument, text.flatMap { Int($0) }) {
    case ("--layouts", let count?): layoutCount = count
    case ("--iterations", let count?): iterations = max(1, count)
    case ("--names", let count?): nameCount = max(1, count)
    case ("--write-corpus", _) where text != nil: corpusPath = text
    case ("--check-file", _) where text != nil: checkedPath = text
    default:
        print("usage: vflgen-bench-frontend [--layouts N] [--iterations N] [--names N] [--write-corpus FILE | --check-file FILE]")
        exit(64)
    }
    argumentIndex += 2
}

/// The whole content of the file at `path`, or nil: read at its size into one array (the
/// array grown chunk by chunk copied the file about eight times over).
func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    guard fseek(file, 0, SEEK_END) == 0 else { return nil }
    let size = ftell(file)
    guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { return nil }
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
        failed = count != size
    }
    return failed ? nil : bytes
}

// The front end alone as a whole process, as `vflgen constraints` reads a file: read it,
// compile it (parse, resolve and lower layout by layout, keeping nothing), print only the
// number of layouts and diagnostics.
if let checkedPath {
    guard let bytes = readFile(checkedPath) else {
        print("vflgen-bench-frontend: cannot read \(checkedPath)")
        exit(1)
    }
    // As `vflgen constraints` makes it: validated, and the bytes kept without a copy.
    guard case .success(let source) = UTF8Validation.sourceFile(path: checkedPath, bytes: bytes) else {
        print("vflgen-bench-frontend: \(checkedPath) is not UTF-8")
        exit(1)
    }
    var layouts = 0
    let diagnostics = VFLCompiler.compileLayouts(source, platform: .uikit) { _ in layouts += 1 }
    print("\(layouts) layouts, \(diagnostics.count) diagnostics")
    exit(diagnostics.containsErrors ? 1 : 0)
}

// MARK: Corpus

/// A deterministic pseudo-random generator (SplitMix64), so every run measures the same corpus.
struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// One layout with 6 views, 3 metrics and 10 VFL lines (2 in variants), using every
/// construct: edges, standard and explicit spacing, metrics, priorities, predicate lists,
/// view-equality predicates and options.
func makeLayout(_ index: Int, _ random: inout Generator) -> String {
    let v = ["icon\(index)", "titleLabel", "subtitleLabel", "actionButton", "badge", "divider"]
    var text = "// Layout \(index)\nlayout Screen\(index) {\n"
    let types = ["UIImageView", "UILabel", "UILabel", "UIButton", "", "UIView"]
    for (name, type) in zip(v, types) {
        text += type.isEmpty ? "    view \(name)\n" : "    view \(name): \(type)\n"
    }
    text += "    metric padding = \(8 + random.next(12))\n    metric low = 250\n    metric edge = \(30 + random.next(40))\n\n"
    let lines = [
        "H:|-padding-[\(v[0])(edge)]-[\(v[1])]-[\(v[3])]-padding-|  options: [.alignAllCenterY]",
        "V:|-\(10 + random.next(20))-[\(v[0])(edge)]-(>=8@low)-[\(v[2])]",
        "H:[\(v[1])(>=50,<=300@750)]-(>=8)-[\(v[4])(==\(v[0]))]",
        "V:[\(v[1])]-4-[\(v[2])]-[\(v[5])(1)]|",
        "H:|[\(v[5])]|",
        "H:|-[\(v[2])]-padding@low-[\(v[4])]-|",
        "V:[\(v[3])(44)]-(-8)-[\(v[4])(>=20)]",
        "H:|-(>=padding)-[\(v[0])]",  // ">=": the same edge as line 1 with "==" would be a duplicate constraint
    ]
    for line in lines { text += "    \(line)\n" }
    text += "    variant portrait {\n        V:[\(v[0])]-10-[\(v[1])]\n    }\n"
    text += "    variant landscape {\n        H:[\(v[0])]-10-[\(v[1])]\n    }\n}\n\n"
    return text
}

let linesPerLayout = 10
let layoutsPerFile = 100
var random = Generator(state: 2026)
var files: [SourceFile] = []
var fileText = ""
if let corpusPath {
    // The same corpus as one file.
    for index in 0..<layoutCount { fileText += makeLayout(index, &random) }
    guard let file = fopen(corpusPath, "wb"), fwrite(fileText, 1, fileText.utf8.count, file) == fileText.utf8.count, fclose(file) == 0 else {
        print("vflgen-bench-frontend: cannot write \(corpusPath)")
        exit(1)
    }
    exit(0)
}
for index in 0..<layoutCount {
    fileText += makeLayout(index, &random)
    if (index + 1) % layoutsPerFile == 0 || index == layoutCount - 1 {
        files.append(SourceFile(path: "Corpus\(files.count).vfl", text: fileText))
        fileText = ""
    }
}
let totalBytes = files.reduce(0) { $0 + $1.utf8.count }
let totalLines = layoutCount * linesPerLayout

// Sanity check: the corpus compiles without diagnostics.
var constraintCount = 0
for file in files {
    let result = VFLCompiler.compile(file, platform: .uikit)
    if !result.diagnostics.isEmpty {
        let renderer = DiagnosticRenderer(showsExcerpts: true)
        print(renderer.render(result.diagnostics[0], in: file), terminator: "")
        exit(1)
    }
    for layout in result.file.layouts {
        constraintCount += layout.constraints.count + layout.variants.reduce(0) { $0 + $1.constraints.count }
    }
}

// MARK: Timing

/// CPU time of this thread, in seconds: on a machine shared with other jobs this measures
/// the work done on one core, not the time spent waiting for it.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

func wallTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

struct Measurement {
    /// Thread CPU time of every run, sorted (fastest first), and the best wall-clock time, in seconds.
    var runs: [Double]
    var bestWall: Double
    var best: Double { runs[0] }
    var median: Double { runs[runs.count / 2] }
    var worst: Double { runs[runs.count - 1] }
}

/// Times `body` once on this thread: CPU and wall-clock seconds.
func timed(_ body: () -> Int, _ checksum: inout Int) -> (cpu: Double, wall: Double) {
    let startWall = wallTime()
    let start = threadCPUTime()
    checksum &+= body()
    return (threadCPUTime() - start, wallTime() - startWall)
}

/// Runs `body` once to warm up, then `iterations` times.
func measure(iterations: Int, _ body: () -> Int) -> Measurement {
    var cpu: [Double] = []
    var wall: [Double] = []
    var checksum = body()  // warm-up
    for _ in 0..<iterations {
        let run = timed(body, &checksum)
        cpu.append(run.cpu)
        wall.append(run.wall)
    }
    if checksum == 42 { print("") }  // keeps the work observable
    cpu.sort()
    return Measurement(runs: cpu, bestWall: wall.min()!)
}

/// The newline count over the corpus, `baselinePasses` times: one pass is 3–5 ms, short enough
/// for a timer tick or a frequency change to move it by a tenth; ten make it as long as a
/// tenth of the front end's run.
let baselinePasses = 10
let countNewlines: () -> Int = {
    var newlines = 0
    for _ in 0..<baselinePasses {
        for file in files {
            file.utf8.withUnsafeBufferPointer { bytes in
                for byte in bytes where byte == 10 { newlines &+= 1 }
            }
        }
    }
    return newlines
}

let compileCorpus: () -> Int = {
    var count = 0
    for file in files {
        let result = VFLCompiler.compile(file, platform: .uikit)
        count &+= result.file.layouts.count
    }
    return count
}

// The baseline and the front end alternate, run by run, so that each run's ratio compares two
// measurements made within a few milliseconds of each other: measured in two blocks, the
// machine could change speed between them (runs of one build gave 18–37× a newline count on
// an idle machine), and the ratio is what puts the figure in proportion to the machine.
var baselineRuns: [Double] = []
var frontEndRuns: [Double] = []
var frontEndWall: [Double] = []
var ratios: [Double] = []
var checksum = countNewlines() &+ compileCorpus()  // warm-up
for _ in 0..<iterations {
    let base = timed(countNewlines, &checksum).cpu / Double(baselinePasses)
    let run = timed(compileCorpus, &checksum)
    baselineRuns.append(base)
    frontEndRuns.append(run.cpu)
    frontEndWall.append(run.wall)
    ratios.append(run.cpu / base)
}
if checksum == 42 { print("") }  // keeps the work observable
let baseline = Measurement(runs: baselineRuns.sorted(), bestWall: 0)
let frontEnd = Measurement(runs: frontEndRuns.sorted(), bestWall: frontEndWall.min()!)
ratios.sort()

// MARK: Report

func peakMemoryKiB() -> Int? {
    guard let status = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(status) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), status) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).filter(\.isNumber))
        }
    }
    return nil
}

func format(_ value: Double, _ decimals: Int = 0) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = decimals == 0 ? String(Int64(rounded)) : String(rounded)
    if decimals == 0 {
        // Thousands separators for readability.
        var grouped = ""
        for (offset, character) in text.reversed().enumerated() {
            if offset > 0, offset % 3 == 0, character != "-" { grouped.append(",") }
            grouped.append(character)
        }
        text = String(grouped.reversed())
    }
    return text
}

let megabytes = Double(totalBytes) / 1_000_000
print("vflgen front-end benchmark (parse + resolve + lower), \(iterations) runs after a warm-up, each after its own baseline")
print("corpus:       \(format(Double(layoutCount))) layouts, \(format(Double(totalLines))) VFL lines, \(format(Double(constraintCount))) constraints, \(files.count) files, \(format(megabytes, 2)) MB")
let rates = frontEnd.runs.map { Double(totalLines) / $0 }  // slowest run last
print("front end:    best \(format(frontEnd.best * 1000, 1)) ms, median \(format(frontEnd.median * 1000, 1)) ms, worst \(format(frontEnd.worst * 1000, 1)) ms CPU time on one thread (best wall clock \(format(frontEnd.bestWall * 1000, 1)) ms)")
print("lines/s:      min \(format(rates.last!)), median \(format(Double(totalLines) / frontEnd.median)), max \(format(rates[0]))  goal >= 1,000,000 in every run")
print("MB/s:         \(format(megabytes / frontEnd.best, 1)) (best run)")
print("constraints/s: \(format(Double(constraintCount) / frontEnd.best)) (best run)")
print("baseline:     newline count over the same bytes, min \(format(baseline.best * 1000, 2)), median \(format(baseline.median * 1000, 2)), max \(format(baseline.worst * 1000, 2)) ms (one pass, mean of \(baselinePasses), run just before each front-end run)")
print("ratio:        front end = min \(format(ratios[0], 1))x, median \(format(ratios[ratios.count / 2], 1))x, max \(format(ratios[ratios.count - 1], 1))x the newline count of its own run  goal <= 30x in every run")
let meets = rates.last! >= 1_000_000 && ratios.last! <= 30
print("goal:         \(meets ? "met in every run" : "NOT met in every run") (\(rates.filter { $0 >= 1_000_000 }.count) of \(iterations) runs >= 1,000,000 lines/s, \(ratios.filter { $0 <= 30 }.count) of \(iterations) <= 30x)")
if let peak = peakMemoryKiB() {
    print("peak memory:  \(format(Double(peak) / 1024, 1)) MiB (VmHWM)")
}

// MARK: Name shapes

var shapeRandom = Generator(state: 13)
let shapeFiles: [(shape: String, file: SourceFile)] = [
    ("random", NameShapes.file(named: "Random.vfl", names: (0..<nameCount).map { NameShapes.random($0, &shapeRandom) })),
    ("sequential", NameShapes.file(named: "Sequential.vfl", names: (0..<nameCount).map(NameShapes.sequential))),
    ("colliding", NameShapes.file(named: "Colliding.vfl", names: (0..<nameCount).map(NameShapes.colliding))),
]
var shapeTimes: [String: Double] = [:]
print("name shapes:  \(format(Double(nameCount))) views with \(NameShapes.nameLength)-byte names, each used once; best CPU time of \(iterations) runs")
for (shape, file) in shapeFiles {
    let check = VFLCompiler.compile(file, platform: .uikit)
    if check.hasErrors || check.file.layouts.first?.views.count != nameCount {
        print("name shapes: the \(shape) corpus does not compile cleanly")
        exit(1)
    }
    let measured = measure(iterations: iterations) {
        VFLCompiler.compile(file, platform: .uikit).file.layouts.count
    }
    shapeTimes[shape] = measured.best
}
let randomTime = shapeTimes["random"]!
for (shape, _) in shapeFiles {
    let time = shapeTimes[shape]!
    print("  \(shape + String(repeating: " ", count: max(0, 11 - shape.count))) \(format(time * 1000, 1)) ms = \(format(time / randomTime, 2))x random  goal <= 2x")
}
