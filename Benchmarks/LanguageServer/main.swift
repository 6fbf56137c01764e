// vflgen-bench-lsp: the language server's latency on a 200-view file, in-process (no pipes):
// diagnostics including the check after a change, hover, completion, semantic tokens,
// formatting; median and worst of repeated runs, and the resident memory over a long
// session; for diagnostics also the process CPU time and the worst time per gap value. Run in
// release: swift run -c release vflgen-bench-lsp [views] [edits] [devices]
// ('devices': check at every device preset instead of one 'container 1200x_' size).
// Inlay hints (issue 41): the time from an edit until the hints carry the frames (the check
// runs, then the whole file's hints are asked for), beside the check's own time on the same
// text in the same run (VFLCheck's FileCheck, as `vflgen check` runs it), and their ratio.
import Foundation
import LayoutModel
import VFLCheck
import VFLEngine
import VFLGenCLI
import VFLLanguage
import VFLLanguageServer

// vflgen-bench-lsp --document BYTES: a document of about BYTES bytes made of ordinary layouts
// (Benchmarks/lsp-long-lines.sh's 5 MB file: labels, VFL lines with options, comments,
// non-ASCII text): first diagnostics, semantic tokens and a hover on the last line, once each,
// every message written as the server writes it (to /dev/null).
if let flag = CommandLine.arguments.firstIndex(of: "--document") {
    let size = Int(CommandLine.arguments.dropFirst(flag + 1).first ?? "") ?? 5_000_000
    var text = ""
    var layout = 0
    while text.utf8.count < size {
        text += "layout L\(layout) {  // écran n°\(layout) 😀\n"
        for index in 0..<12 { text += "    view v\(index): UILabel intrinsic 80x20  // libellé \(index)\n" }
        text += "    metric gap = 8\n"
        for row in stride(from: 0, to: 12, by: 3) {
            text += "    H:|-gap-[v\(row)]-gap-[v\(row + 1)(==v\(row))]-gap-[v\(row + 2)(==v\(row))]-gap-|  options: [.alignAllTop]\n"
        }
        for column in 0..<3 { text += "    V:|-[v\(column)]-[v\(column + 3)]-[v\(column + 6)]-[v\(column + 9)]-(>=0)-|\n" }
        text += "}\n"
        layout += 1
    }
    let client = NullClient()
    let server = client.compilerOnlyServer()
    let uri = "file:///tmp/vflgen-bench/Large.vfl"
    server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]])
    let open = milliseconds {
        server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
    }
    let diagnostics = milliseconds { server.publishPendingDiagnostics() }
    let tokens = milliseconds {
        server.handle(["jsonrpc": "2.0", "id": 1, "method": "textDocument/semanticTokens/full", "params": ["textDocument": ["uri": uri]]])
    }
    let lineCount = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    let hover = milliseconds {
        server.handle(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": uri], "position": ["line": lineCount - 2, "character": 10],
        ]])
    }
    print(String(format: "vflgen-bench-lsp --document %d (%d bytes, %d lines, %d layouts): open %.1f ms, first diagnostics %.1f ms, semantic tokens %.1f ms, hover %.1f ms (%d published)",
                 size, text.utf8.count, lineCount, layout, open, diagnostics, tokens, hover, client.published))
    exit(0)
}

// vflgen-bench-lsp --long-line N: one document whose VFL line repeats `-8-[a]` N times:
// first diagnostics (compile, index, publish), semantic tokens and a hover at the line's end,
// once each, every message written as the server writes it (to /dev/null) (the CI guard counts its instructions at two sizes: the growth must stay linear).
if let flag = CommandLine.arguments.firstIndex(of: "--long-line") {
    let repetitions = Int(CommandLine.arguments.dropFirst(flag + 1).first ?? "") ?? 4000
    let client = NullClient()
    let server = client.compilerOnlyServer()
    let uri = "file:///tmp/vflgen-bench/Long.vfl"
    let line = "    H:|" + String(repeating: "-8-[a]", count: repetitions) + "-8-|"
    server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]])
    server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
        "uri": uri, "languageId": "vfl", "version": 1, "text": "layout L {\n    view a\n\(line)\n}\n",
    ]]])
    let diagnostics = milliseconds { server.publishPendingDiagnostics() }
    let tokens = milliseconds {
        server.handle(["jsonrpc": "2.0", "id": 1, "method": "textDocument/semanticTokens/full", "params": ["textDocument": ["uri": uri]]])
    }
    let hover = milliseconds {
        server.handle(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": uri], "position": ["line": 2, "character": line.utf16.count - 3],
        ]])
    }
    print(String(format: "vflgen-bench-lsp --long-line %d (%d bytes): first diagnostics %.1f ms, semantic tokens %.1f ms, hover at the end %.1f ms (%d published)",
                 repetitions, line.utf8.count, diagnostics, tokens, hover, client.published))
    exit(0)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let viewCount = arguments.first ?? 200
let edits = arguments.dropFirst().first ?? 40
let columns = 10
let atDevices = CommandLine.arguments.contains("devices")

/// One layout: a grid of labels, one row per H: line and one column per V: line, a metric
/// changed by the edits, a variant.
func layoutText(gap: Int) -> String {
    var text = "layout Grid {\n    metric gap = \(gap)\n    container \(atDevices ? "devices" : "1200x_")\n"
    for index in 0..<viewCount { text += "    view v\(index): UILabel intrinsic 80x20\n" }
    for row in stride(from: 0, to: viewCount, by: columns) {
        let views = (row..<min(viewCount, row + columns)).map { "[v\($0)]" }.joined(separator: "-gap-")
        text += "    H:|-\(views)-(>=0)-|\n"
    }
    for column in 0..<columns {
        let views = stride(from: column, to: viewCount, by: columns).map { "[v\($0)]" }.joined(separator: "-gap-")
        text += "    V:|-\(views)-(>=0)-|\n"
    }
    text += "    variant wide {\n        H:[v0(>=100)]\n    }\n}\n"
    return text
}

/// The client of the `--document` and `--long-line` runs: every message is written as `vflgen
/// lsp` writes it (JSONWriter, framing), to /dev/null, and published diagnostics are counted.
final class NullClient {
    var published = 0
    let sink = JSONRPCConnection(input: -1, output: open("/dev/null", O_WRONLY))

    func compilerOnlyServer() -> LanguageServer {
        LanguageServer(services: .compilerOnly, version: "bench") { [self] message in
            if message["method"] as? String == "textDocument/publishDiagnostics" { published += 1 }
            sink.send(message)
        }
    }
}

func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The process's CPU time (every thread: the main loop waits while the check's thread works),
/// in milliseconds: steadier than wall time on a loaded machine.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

func summary(_ name: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    let padded = name.padding(toLength: 40, withPad: " ", startingAt: 0)
    print(padded + String(format: "median %7.2f ms   worst %7.2f ms   (%d runs)", sorted[sorted.count / 2], sorted.last!, sorted.count))
}

var published = 0
nonisolated(unsafe) var lastResult: Any?
let server = LanguageServer(services: LSPCommand.services(), version: "bench") { message in
    if message["method"] as? String == "textDocument/publishDiagnostics" { published += 1 }
    if message["id"] != nil { lastResult = message["result"] }
}
/// How many of the last answer's inlay hints show a frame.
func lastResultCount() -> Int {
    ((lastResult as? [[String: Any]]) ?? []).filter { ($0["label"] as? String)?.contains("×") == true }.count
}
let uri = "file:///tmp/vflgen-bench/Grid.vfl"
server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]])
var text = layoutText(gap: 8)
server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
let hLine = lines.firstIndex { $0.contains("H:|-[v0]") }!
print("vflgen-bench-lsp: \(viewCount) views, \(lines.count) lines, \(text.utf8.count) bytes; \(edits) edits; checked at \(atDevices ? "every device preset" : "one container size")")

let first = milliseconds {
    server.publishPendingDiagnostics()
    server.waitForChecks()
}
print("first diagnostics (open)".padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%7.2f ms", first))
let startMemory = residentKilobytes()

var inlayHints: [Double] = [], hintsAfterEdit: [Double] = [], checkAlone: [Double] = [], framesShown = 0
var compilerDiagnostics: [Double] = [], diagnostics: [Double] = [], diagnosticsCPU: [Double] = [], gaps: [String] = [], hovers: [Double] = [], completions: [Double] = [], tokens: [Double] = [], formatting: [Double] = []
var id = 1
@MainActor func request(_ method: String, _ params: [String: Any]) {
    id += 1
    var parameters = params
    parameters["textDocument"] = ["uri": uri]
    server.handle(["jsonrpc": "2.0", "id": id, "method": method, "params": parameters])
}
for edit in 0..<edits {
    // Change the metric's value (line 1, "    metric gap = N"): the whole layout is compiled and checked again.
    let value = "\(8 + edit % 5)"
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = cpuMilliseconds()
    gaps.append(String(value.last!))
    server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
        "textDocument": ["uri": uri, "version": edit + 2],
        "contentChanges": [["range": ["start": ["line": 1, "character": 17], "end": ["line": 1, "character": 18]], "text": String(value.last!)]],
    ]])
    server.publishPendingDiagnostics()
    compilerDiagnostics.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    server.waitForChecks()
    diagnostics.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    diagnosticsCPU.append(cpuMilliseconds() - startCPU)
    let sinceEdit = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let hints = milliseconds {
        request("textDocument/inlayHint", ["range": ["start": ["line": 0, "character": 0], "end": ["line": lines.count, "character": 0]]])
    }
    inlayHints.append(hints)
    hintsAfterEdit.append(sinceEdit + hints)
    framesShown = lastResultCount()
    // The check alone on the same text: compile, then FileCheck as `vflgen check` runs it.
    let editedText = layoutText(gap: 8 + edit % 5)
    let compiled = VFLCompiler.compile(SourceFile(path: "/tmp/vflgen-bench/Grid.vfl", text: editedText), platform: .uikit)
    checkAlone.append(milliseconds { _ = FileCheck(presets: DevicePresets.uikit, severity: .warning).run(compiled.file) })
    hovers.append(milliseconds { request("textDocument/hover", ["position": ["line": hLine, "character": 12]]) })
    completions.append(milliseconds { request("textDocument/completion", ["position": ["line": hLine, "character": 8]]) })
    if edit % 4 == 0 {
        tokens.append(milliseconds { request("textDocument/semanticTokens/full", [:]) })
        formatting.append(milliseconds { request("textDocument/formatting", ["options": ["tabSize": 4, "insertSpaces": true]]) })
    }
}
summary("compiler diagnostics after a change", compilerDiagnostics)
summary("diagnostics incl. check after a change", diagnostics)
summary("  the same, CPU time of the process", diagnosticsCPU)
for (name, samples) in [("wall", diagnostics), ("CPU", diagnosticsCPU)] {
    // Which edits are slow: the worst time per value the metric was set to.
    let worst = Dictionary(zip(gaps, samples).map { ($0.0, $0.1) }, uniquingKeysWith: max)
    print("  worst \(name) by gap: " + worst.keys.sorted().map { "\($0): " + String(format: "%.1f", worst[$0]!) }.joined(separator: ", ") + " ms")
}
summary("inlay hints request (frames known)", inlayHints)
summary("edit → inlay hints with frames", hintsAfterEdit)
summary("the check alone (same text, same run)", checkAlone)
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
print(String(format: "inlay hints with frames after an edit / the check alone: %.2f (medians); %d frames in the last hints", median(hintsAfterEdit) / median(checkAlone), framesShown))
summary("hover (after the change)", hovers)
summary("completion", completions)
summary("semantic tokens (whole file)", tokens)
summary("formatting (whole file)", formatting)
print("published \(published) diagnostics notifications; resident memory \(startMemory) KB after the first, \(residentKilobytes()) KB after \(edits) edits")
