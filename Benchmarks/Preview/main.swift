// vflgen-bench-preview — prints the two speed figures of `vflgen preview` (docs/Preview.md):
//
// 1. the gallery for every bundled example on every default device (budget: 1 s), with
//    solving the same pictures alone (what `vflgen frames` does) as the baseline (preview
//    also runs the layout check of each, for its findings);
// 2. `--watch`: time from saving a 30-view layout to the redrawn gallery (budget: 200 ms),
//    with one drawing pass alone and the 50 ms polling interval as the baseline.
//
// Run: swift run -c release vflgen-bench-preview

import Foundation
import LayoutModel
import VFLEngine
import VFLGenCLI
import VFLLanguage
import VFLPreview

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let examplesFolder = root.appendingPathComponent("Examples/Layouts")
let examples = try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)
    .filter { $0.hasSuffix(".vfl") }.sorted().map { examplesFolder.appendingPathComponent($0).path }
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-bench-preview-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

func milliseconds(_ start: Date) -> Double { Date().timeIntervalSince(start) * 1000 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func format(_ value: Double) -> String { String(format: "%.1f", value) }

// MARK: 1. The gallery of every example on every default device

var solveTimes: [Double] = []
var pictureCount = 0
for _ in 0..<5 {
    let start = Date()
    pictureCount = 0
    for path in examples {
        let source = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let file = VFLCompiler.compile(source, platform: .uikit).file
        for layout in file.layouts {
            // The pictures preview draws: each variant (or the layout alone) at the check's sizes.
            let variants: [LayoutVariant?] = layout.variants.isEmpty ? [nil] : layout.variants
            for variant in variants {
                for size in CheckSize.sizes(for: layout, variant: variant, presets: DevicePresets.uikit) {
                    _ = LayoutFrames.solve(layout, variant: variant, in: size.environment)
                    pictureCount += 1
                }
            }
        }
    }
    solveTimes.append(milliseconds(start))
}

var firstTimes: [Double] = []
var unchangedTimes: [Double] = []
for round in 0..<5 {
    let output = scratch.appendingPathComponent("gallery-\(round)").path
    let (context, _) = ToolContext.capturing()
    var start = Date()
    _ = VFLGenTool.run(["preview"] + examples + ["--output", output], context: context)
    firstTimes.append(milliseconds(start))
    start = Date()
    _ = VFLGenTool.run(["preview"] + examples + ["--output", output], context: context)
    unchangedTimes.append(milliseconds(start))
}
print("Gallery: \(examples.count) bundled examples × \(DevicePresets.uikit.count) default devices = \(pictureCount) pictures (median of 5)")
print("  vflgen preview, empty folder:     \(format(median(firstTimes))) ms   (budget 1000 ms)")
print("  vflgen preview, nothing changed:  \(format(median(unchangedTimes))) ms")
print("  baseline, solving alone:          \(format(median(solveTimes))) ms   (preview / solving = \(format(median(firstTimes) / median(solveTimes)))×)")

// MARK: 2. --watch: save → redrawn gallery, 30 views

func thirtyViews(_ gap: Int) -> String {
    var text = "layout Dashboard {\n"
    for row in 0..<10 {
        for column in 0..<3 { text += "    view tile\(row)_\(column): UILabel intrinsic _x21\n" }
    }
    for row in 0..<10 {
        text += "    H:|-[tile\(row)_0]-\(gap)-[tile\(row)_1(==tile\(row)_0)]-\(gap)-[tile\(row)_2(==tile\(row)_0)]-|  options: [.alignAllTop]\n"
    }
    text += "    V:|-[" + (0..<10).map { "tile\($0)_0" }.joined(separator: "]-\(gap)-[") + "]\n"
    return text + "}\n"
}

let watchFolder = scratch.appendingPathComponent("watch")
try FileManager.default.createDirectory(at: watchFolder, withIntermediateDirectories: true)
try thirtyViews(8).write(to: watchFolder.appendingPathComponent("Dashboard.vfl"), atomically: true, encoding: .utf8)
let (watchContext, _) = ToolContext.capturing(currentDirectory: watchFolder)
let output = watchFolder.appendingPathComponent("out")
let session = PreviewSession(
    paths: ["Dashboard.vfl"], output: output, platform: .uikit, layout: nil,
    presets: DevicePresets.uikit, live: true, context: watchContext)

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
final class PassLog: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Double] = []
    private var count = 0
    func record(pictures: Int, milliseconds: Double) { lock.withLock { count = pictures; times.append(milliseconds) } }
    var pictures: Int { lock.withLock { count } }
    var milliseconds: [Double] { lock.withLock { times } }
}
let stop = Flag()
let stopped = Flag()
let log = PassLog()
let watcher = Thread {
    session.watch(shouldStop: { stop.isSet }) { pass, seconds in
        log.record(pictures: pass.pictures, milliseconds: seconds * 1000)
    }
    stopped.set()
}
watcher.start()
let versionFile = output.appendingPathComponent("version.js")
while (try? String(contentsOf: versionFile, encoding: .utf8)) == nil { Thread.sleep(forTimeInterval: 0.005) }

var redrawTimes: [Double] = []
for save in 1...10 {
    let before = try String(contentsOf: versionFile, encoding: .utf8)
    Thread.sleep(forTimeInterval: 0.03)  // saves at arbitrary points of the polling cycle
    let start = Date()
    try thirtyViews(8 + save).write(to: watchFolder.appendingPathComponent("Dashboard.vfl"), atomically: true, encoding: .utf8)
    while (try? String(contentsOf: versionFile, encoding: .utf8)) == before { Thread.sleep(forTimeInterval: 0.001) }
    redrawTimes.append(milliseconds(start))
}
stop.set()
while !stopped.isSet { Thread.sleep(forTimeInterval: 0.01) }
let drawing = Array(log.milliseconds.dropFirst())
// What a pass spends in the layout check (its findings are drawn), and in solving.
let dashboard = VFLCompiler.compile(SourceFile(path: "Dashboard.vfl", text: thirtyViews(8)), platform: .uikit).file.layouts[0]
var checkTimes: [Double] = []
var solveDashboard: [Double] = []
for _ in 0..<5 {
    var start = Date()
    _ = LayoutCheck.run(dashboard, presets: DevicePresets.uikit)
    checkTimes.append(milliseconds(start))
    start = Date()
    for size in CheckSize.sizes(for: dashboard, variant: nil, presets: DevicePresets.uikit) {
        _ = LayoutFrames.solve(dashboard, variant: nil, in: size.environment)
    }
    solveDashboard.append(milliseconds(start))
}
// Drawing (SVG and HTML text) and writing the files, each alone.
let dashboardInput = PreviewInput(source: SourceFile(path: "Dashboard.vfl", text: thirtyViews(8)), layouts: [dashboard], diagnostics: [])
let dashboardGallery = PreviewGallery(inputs: [dashboardInput], canvases: { _ in DevicePresets.uikit.map(PreviewCanvas.init(preset:)) })
var drawTimes: [Double] = []
var writeTimes: [Double] = []
for round in 0..<5 {
    var start = Date()
    let files = dashboardGallery.files(live: true)
    drawTimes.append(milliseconds(start))
    start = Date()
    for file in files {
        try AtomicFile.write(file.contents + "\(round)", to: scratch.appendingPathComponent("write/\(file.name)"))
    }
    writeTimes.append(milliseconds(start))
}
print("--watch: 30-view layout, \(log.pictures) pictures per pass, 10 saves")
print("  save → new version.js (page reloads): median \(format(median(redrawTimes))) ms, max \(format(redrawTimes.max() ?? 0)) ms   (budget 200 ms)")
print("  baseline, one drawing pass alone:     median \(format(median(drawing))) ms; polling interval 50 ms")
print("    of which the layout check:          median \(format(median(checkTimes))) ms; solving the 20 pictures: \(format(median(solveDashboard))) ms")
print("    drawing the 20 SVGs and the page:   median \(format(median(drawTimes))) ms; writing them (all changed): \(format(median(writeTimes))) ms")

// MARK: 3. Growth with the number of pictures (issue #25: each write used to list the folder)

/// `count` small layouts (two views each), 100 to a file, drawn on one device in both
/// orientations: 2 × `count` pictures into one folder.
func galleryFiles(_ count: Int, in folder: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for file in 0..<(count + 99) / 100 {
        var text = ""
        for index in (file * 100)..<min(count, file * 100 + 100) {
            text += "layout Screen\(index) {\n    view title: UILabel intrinsic 120x21\n    view body\n"
            text += "    H:|-[title]-\(index % 40)-[body]-|  options: [.alignAllTop]\n    V:|-[title]\n    V:[body(44)]\n}\n"
        }
        let path = folder.appendingPathComponent("Screens\(file).vfl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        paths.append(path)
    }
    return paths
}

var growth: [(layouts: Int, pictures: Int, milliseconds: Double)] = []
for count in [100, 1000] {
    let inputs = try galleryFiles(count, in: scratch.appendingPathComponent("growth-\(count)"))
    var times: [Double] = []
    var pictures = 0
    for round in 0..<3 {
        let output = scratch.appendingPathComponent("growth-\(count)-out-\(round)").path
        let (context, captured) = ToolContext.capturing()
        let start = Date()
        _ = VFLGenTool.run(["preview"] + inputs + ["--output", output, "--devices", "iPhone 16 Pro"], context: context)
        times.append(milliseconds(start))
        pictures = Int(captured.standardOutput.prefix { $0 != " " }) ?? 0
    }
    growth.append((count, pictures, median(times)))
}
print("Growth: small layouts on one device (portrait and landscape), into an empty folder (median of 3)")
for row in growth {
    print("  \(row.layouts) layouts, \(row.pictures) pictures: \(format(row.milliseconds)) ms (\(format(row.milliseconds * 1000 / Double(max(row.pictures, 1)))) µs per picture)")
}
print("  10× the layouts: \(format(growth[1].milliseconds / growth[0].milliseconds))× the time   (budget 12×)")
