// libFuzzer harness for `vflgen check`, `frames` and `preview` (`Tests/Fuzz/run.sh layouts`).
//
// The bytes choose a layout (``LayoutGenerator``: every extension, extreme numbers). A layout
// that compiles is solved as `vflgen frames` solves it, checked as `vflgen check` checks it
// (text and JSON), and drawn as `vflgen preview` draws it (every SVG and the gallery page).
// Never a crash; never `inf` or `nan` in any output; every SVG coordinate a finite number; a
// layout whose frames are not finite gets `non-finite-geometry` from both frames and the check.
// Check and frames agree (issue #23): at one container size, for the layout and each variant,
// the check reports a conflict exactly when frames leaves a required constraint out, both call
// the same geometry finite, and where the check finds no conflict every view it calls
// determined has the frame `vflgen frames` gives it (to within 1e-9 of the layout's largest
// number: the two add the same constraints in different orders, and a Double rounds); all of
// that while the largest number (constant, hint or container side) times the largest chain of
// multipliers is within ``PointLimit/exact`` (10^9; past it, for a number or a chain of multipliers, the front end warns `number-too-large`).
import Foundation
import LayoutModel
@testable import VFLEngine
import VFLLanguage
import VFLPreview
@testable import VFLGenCLI
@testable import VFLCheck

/// `FUZZ_LAYOUTS=frames,agreement,check,preview` (the default: all four) picks the parts an
/// execution runs, so that each command can be fuzzed at its own speed (`run.sh layouts-frames`…).
/// `FUZZ_LAYOUTS=compile` runs none of them: each input is only generated and compiled, the floor
/// under every part's cost that Benchmarks/fuzz-layouts.sh measures. Any other name stops the
/// fuzzer before its first input (``fuzzLayoutsInitialize``: a misspelt part would otherwise fuzz
/// nothing, silently).
let parts: Set<String> = {
    let known: Set<String> = ["frames", "agreement", "check", "preview", "compile"]
    let value = ProcessInfo.processInfo.environment["FUZZ_LAYOUTS"] ?? "frames,agreement,check,preview"
    let named = Set(value.split(separator: ",").map(String.init))
    guard !named.isEmpty, named.isSubset(of: known) else {
        let message = "FUZZ_LAYOUTS=\(value): the parts are frames, agreement, check and preview, or compile (only generate and compile each input)\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }
    return named
}()

/// Two presets (portrait and landscape) keep one execution cheap; `container` lines add more.
let presets = Array(DevicePresets.all(for: .uikit).prefix(2))
let environment = LayoutEnvironment(size: Size(width: 390, height: 844))

/// libFuzzer calls this once before any input: the parts are read here, so that a wrong
/// `FUZZ_LAYOUTS` stops the run with its message rather than as a crash of the first input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzLayoutsInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    _ = parts
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayouts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let source = SourceFile(path: "Fuzz.vfl", text: LayoutGenerator.layout(from: bytes))
    let compilation = VFLCompiler.compile(source, platform: .uikit)
    for diagnostic in compilation.diagnostics { finite(diagnostic.message, "compile diagnostic", source) }
    guard !compilation.hasErrors else { return 0 }
    // The check runs that are also the preview's (``previewSharesTheCheck``), by layout name.
    var shared: [String: CheckRun] = [:]
    for layout in compilation.file.layouts {
        // `vflgen frames`' solution of each variant, solved once for the two parts that read it.
        var solutions = Solutions(layout: layout)
        if parts.contains("frames") { frames(layout, &solutions, source) }
        if parts.contains("check") {
            let run = check(layout, source)
            if previewSharesTheCheck(layout) { shared[layout.name] = run }
        }
        if parts.contains("agreement") { agreement(layout, &solutions, source) }
    }
    if parts.contains("preview") { preview(compilation, source, shared: shared) }
    return 0
}

/// One layout's `FileCheck.check`: its findings and analysed sizes.
typealias CheckRun = (findings: [(finding: LayoutFinding, built: CheckFinding)], analyses: [SizeAnalysis])

/// Whether `vflgen preview`'s check of `layout` (at the default content only) is the very
/// computation `vflgen check` made (at the default contents, L and AX5): when no view of the
/// layout is measured differently at AX5 (``CheckAxes/contents(for:)`` keeps only the
/// default), both analyse the same sizes, find the same things and prove the same fixes (a
/// fix's layout keeps the views' content: it adds hints, priorities, line counts of labels
/// the generator gives no text, and constraints), so the preview draws the check's result
/// rather than computing it again. A layout with a label, button or field without an
/// `intrinsic` hint is measured again at AX5 (its font grows): its preview checks on its own.
func previewSharesTheCheck(_ layout: Layout) -> Bool {
    CheckAxes(presets: presets).contents(for: layout) == [.standard]
}

/// `LayoutFrames.solve` of a layout and each of its variants at 390x844, each solved on first
/// use: the frames and agreement parts read the same solutions (solving twice checked nothing more).
struct Solutions {
    let layout: Layout
    private var solved: [String?: SolvedLayout] = [:]

    init(layout: Layout) { self.layout = layout }

    mutating func of(_ variant: LayoutVariant?) -> SolvedLayout {
        if let known = solved[variant?.name] { return known }
        let solution = LayoutFrames.solve(layout, variant: variant, in: environment)
        solved[variant?.name] = solution
        return solution
    }
}

/// `vflgen check`'s analysis and `vflgen frames` at 390x844, the layout and each variant:
/// the same finiteness, a conflict exactly when frames drops a required constraint, and the
/// same frame for every view the check calls determined.
func agreement(_ layout: Layout, _ solutions: inout Solutions, _ source: SourceFile) {
    let size = CheckSize(name: "390x844", environment: environment)
    for variant in [nil] + layout.variants.map(Optional.some) {
        // Past 1e9 the front end warns (`number-too-large`) that the check, frames and
        // preview cannot solve exactly: `h == h * 1e308`, a `-1e300` width at priority 16 or a
        // `<=1e15` width beside an 8-point conflict round differently in the check's order of
        // constraints than in frames'. Both must still print only finite numbers (checked
        // above); agreement is owed within the limit.
        let largest = largestMagnitude(layout, variant)
        if largest > PointLimit.exact { continue }
        let which = variant.map { "variant \($0.name)" } ?? "base layout"
        guard let analysis = LayoutCheck.analyses(layout, variant: variant, at: [size]).first else {
            violated("the check analysed no size (\(which))", source)
        }
        let solved = solutions.of(variant)
        let framesFinite = FiniteGeometry.isFinite(solved)
        guard analysis.isFinite == framesFinite else {
            violated("check calls the geometry \(analysis.isFinite ? "finite" : "non-finite"), frames \(framesFinite ? "finite" : "non-finite") (\(which))", source)
        }
        guard framesFinite, analysis.isFinite else { continue }
        guard analysis.conflicts.isEmpty == solved.unsatisfiable.isEmpty else {
            violated("check reports \(analysis.conflicts.count) conflict(s), frames leaves out \(solved.unsatisfiable.count) constraint(s) (\(which))", source)
        }
        guard analysis.conflicts.isEmpty else { continue }
        let undetermined = Set(analysis.undetermined.map(\.view))
        for view in layout.views.indices where !undetermined.contains(view) {
            guard close(analysis.frames[view], solved.frames[view].frame, within: 1e-9 * max(1, largest)) else {
                violated("view \(layout.views[view].name): check \(analysis.frames[view]), frames \(solved.frames[view].frame) (\(which))", source)
            }
        }
    }
}

/// Whether every coordinate of `a` is within `tolerance` of `b`'s.
func close(_ a: Rect, _ b: Rect, within tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The largest magnitude the layout (with `variant`) can reach: its largest constant,
/// intrinsic hint or container side (the largest preset's 1,376 points, over this harness's
/// 390x844) times the largest factor of its chains of multipliers, the measure of the front
/// end's `number-too-large` warning. Each number within 1e9 is not enough: a 1.2e8
/// multiplier on a 1,000-point width reaches 1.2e11, and so do 751 and 390 in a cycle beside
/// 1,000-point spacings (the check and frames were found to disagree on both, 2026-11-27).
func largestMagnitude(_ layout: Layout, _ variant: LayoutVariant?) -> Double {
    MultiplierChains.largestMagnitude(layout, variant: variant)
}

/// `vflgen frames` at 390x844 (text and JSON, with its diagnostics); whether any case was non-finite.
@discardableResult
func frames(_ layout: Layout, _ solutions: inout Solutions, _ source: SourceFile) -> Bool {
    var nonFinite = false
    for variant in [nil] + layout.variants.map(Optional.some) {
        let solved = solutions.of(variant)
        guard FiniteGeometry.isFinite(solved) else {
            let diagnostic = FiniteGeometry.diagnostic(for: layout, variant: variant)
            finite(diagnostic.message, "frames non-finite-geometry", source)
            nonFinite = true
            continue
        }
        let size = FramesSize(environment: environment)
        let result = FramesResult(layout: layout, variant: variant, solved: solved, size: size)
        let problems: [Diagnostic] = solved.unsatisfiable.map { FramesCommand.unsatisfiableDiagnostic($0, in: [result.header], size: size) }
        for problem in problems { finite(problem.message + problem.notes.map(\.message).joined(), "frames diagnostic", source) }
        finite(FramesText.render([result]), "frames text", source)
        finite(FramesJSON.render([result], source: source, sizes: [size], diagnostics: problems), "frames JSON", source)
    }
    return nonFinite
}

/// `vflgen check` (text and JSON), checked here: its run.
func check(_ layout: Layout, _ source: SourceFile) -> CheckRun {
    let run = FileCheck(presets: presets, severity: .warning).check(layout, in: source)
    var nonFinite = false
    for (_, built) in run.findings {
        finite(built.diagnostic.message + built.diagnostic.notes.map(\.message).joined(), "check finding", source)
        if built.kind == .nonFinite { nonFinite = true }
    }
    if run.analyses.contains(where: { !$0.isFinite }) && !nonFinite {
        // Silenced only by an ignore comment, which the generator never writes.
        violated("a non-finite size without a non-finite-geometry finding", source)
    }
    let sizes = run.analyses.map {
        FileCheck.CheckedSize(layout: layout.name, variant: $0.variant, size: $0.size.name, container: $0.containerSize)
    }
    finite(CheckJSON.render([.init(source: source, diagnostics: [], findings: run.findings.map(\.built), sizes: sizes)]), "check JSON", source)
    return run
}

/// `vflgen preview`: every picture and the gallery page; `shared`: the check runs, by layout
/// name, that are also the preview's (``previewSharesTheCheck(_:)``).
func preview(_ compilation: VFLCompilation, _ source: SourceFile, shared: [String: CheckRun]) {
    let input = PreviewInput(source: source, layouts: compilation.file.layouts, diagnostics: compilation.diagnostics, platform: .uikit)
    let gallery = PreviewGallery(inputs: [input]) { input, layout in
        guard let run = shared[layout.name] else { return CheckedPictures.requests(for: layout, in: input.source, presets: presets) }
        let requests = CheckedPictures.requests(for: layout, in: input.source, checked: run)
        // The sharing is itself checked: now and then the preview's own check runs too.
        sharedPreviews += 1
        if sharedPreviews % 32 == 0, !samePictures(requests, CheckedPictures.requests(for: layout, in: input.source, presets: presets)) {
            violated("the preview's own check would draw other pictures than the check run it shares", input.source)
        }
        return requests
    }
    for file in gallery.files(live: false) {
        finite(file.contents, "preview \(file.name)", source)
        if file.name.hasSuffix(".svg") { finiteCoordinates(file.contents, source) }
    }
}

/// How many previews drew a shared check run (every 32nd is compared with its own).
nonisolated(unsafe) var sharedPreviews = 0

/// Whether two lists of pictures to draw are the same: variants, canvases, directions,
/// findings (kinds, messages, views, places), contents and fitting sides.
func samePictures(_ a: [PictureRequest], _ b: [PictureRequest]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { x, y in
        x.variant == y.variant && x.canvas == y.canvas && x.direction == y.direction && x.findings == y.findings
            && x.content == y.content && x.fitting == y.fitting
    }
}

/// Stops when `text` holds `inf` or `nan` as a word (`-inf`, `−inf`, `nan`; not `info`).
func finite(_ text: String, _ what: String, _ source: SourceFile) {
    var text = text
    text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        func isLetter(_ index: Int) -> Bool {
            guard index >= 0, index < bytes.count else { return false }
            return (bytes[index] | 0x20) >= 97 && (bytes[index] | 0x20) <= 122
        }
        func lower(_ index: Int) -> UInt8 { index >= 0 && index < bytes.count ? bytes[index] | 0x20 : 0 }
        // Both words have an `n` (inf's middle, nan's first letter): memchr finds each `n` and
        // `N`, and only there are the neighbours read. The outputs run to kilobytes an
        // execution, and a byte-by-byte loop was most of the harness's own time (every compare
        // of an instrumented loop calls libFuzzer's comparison tracing).
        for letter in [UInt8(ascii: "n"), UInt8(ascii: "N")] {
            var index = 0
            while index < bytes.count, let found = memchr(base + index, Int32(letter), bytes.count - index) {
                let n = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let inf = lower(n - 1) == 105 && lower(n + 1) == 102 && !isLetter(n - 2) && !isLetter(n + 2)
                let nan = lower(n + 1) == 97 && lower(n + 2) == 110 && !isLetter(n - 1) && !isLetter(n + 3)
                if inf || nan { violated("\(what) prints a non-finite number", source) }
                index = n + 1
            }
        }
    }
}

/// Stops when a coordinate or length attribute of an SVG is not a finite number.
func finiteCoordinates(_ svg: String, _ source: SourceFile) {
    // At each `="` (memchr finds the quotes), the attribute name back to the space before it.
    var svg = svg
    svg.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        var index = 1
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            index = quote + 1
            guard bytes[quote - 1] == UInt8(ascii: "=") else { continue }
            var nameStart = quote - 1
            while nameStart > 0, bytes[nameStart - 1] != UInt8(ascii: " ") { nameStart -= 1 }
            guard nameStart > 0, isCoordinate(UnsafeBufferPointer(rebasing: bytes[nameStart..<(quote - 1)])) else { continue }
            var valueEnd = quote + 1
            while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
            let value = String(decoding: bytes[(quote + 1)..<valueEnd], as: UTF8.self)
            guard let number = Double(value), number.isFinite else {
                violated("SVG attribute \(String(decoding: bytes[nameStart..<(quote - 1)], as: UTF8.self))=\"\(value)\"", source)
            }
            index = valueEnd + 1
        }
    }
}

/// Whether an SVG attribute's name is one of a coordinate or length: x, y, width, height, x1,
/// x2, y1, y2, font-size (compared as bytes, without making a String of each name).
func isCoordinate(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    coordinateNames.contains { $0.count == name.count && $0.elementsEqual(name) }
}

let coordinateNames: [[UInt8]] = ["x", "y", "width", "height", "x1", "x2", "y1", "y2", "font-size"].map { Array($0.utf8) }

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String, _ source: SourceFile) -> Never {
    fatalError("layouts invariant violated: \(message)\n\(source.text)")
}
