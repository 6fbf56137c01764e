import BenchmarkLayouts
import Foundation
import LayoutModel
import VFLEngine
import VFLLanguage

/// The inputs of ``EngineFindingsTests`` and their golden lines. (No test framework here: the
/// golden file was recorded from main by a tool built of this file and the release build's
/// modules.)
enum EngineFindingsCorpus {
    /// An input: its name in the golden file and the text it checks.
    struct Input: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var platform: Platform
        /// A file of the repository (not a generated layout).
        var isFile = false
        var description: String { name }
    }

    /// Every .vfl under Examples/ and Tests/ of the package at `root` (UIKit and AppKit), by path.
    static func files(root: URL) -> [Input] {
        var paths: [String] = []
        for folder in ["Examples", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasSuffix(".vfl") { paths.append("\(folder)/\(path)") }
            }
        }
        return paths.sorted().flatMap { path -> [Input] in
            let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return [Platform.uikit, .appkit].map { Input(name: "\(path) \($0)", text: text, platform: $0, isFile: true) }
        }
    }

    /// The check benchmark's layouts (BenchmarkLayouts): growth screens and the rich random
    /// screens (not the 200-view ones or the 2,000 cells, which the benchmark times).
    static let benchmarks: [Input] = GrowthLayouts.files
        .filter { !$0.name.hasPrefix("Cells") && $0.name != "Mixed200.vfl" && $0.name != "Column200.vfl" }
        .map { Input(name: "benchmark \($0.name)", text: $0.text, platform: .uikit) }

    /// Random rich layouts of 1 to 16 views, seeds 1 to 2,000, in parts (the tests run them in parallel).
    static let randomParts = 4
    static let randomCount = 2000
    static func random(part: Int) -> [Input] {
        stride(from: 1 + part, through: randomCount, by: randomParts).map { seed in
            let views = 1 + seed % 16
            return Input(
                name: "random seed \(seed) views \(views)", text: RichLayouts.layout(views: views, seed: UInt64(seed), name: "R\(seed)"),
                platform: .uikit)
        }
    }

    /// The golden line of `input`: see ``EngineFindingsText/summary(_:)``. With
    /// `VFLGEN_FINDINGS_DUMP=DIR`, also writes the full text into DIR.
    static func line(_ input: Input) -> String {
        let text = EngineFindingsText.render(input.text, platform: input.platform)
        if let folder = ProcessInfo.processInfo.environment["VFLGEN_FINDINGS_DUMP"] {
            let name = String(input.name.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" })
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? text.write(toFile: "\(folder)/\(name).txt", atomically: true, encoding: .utf8)
        }
        return EngineFindingsText.summary(text)
    }

    /// The whole golden file.
    static func golden(root: URL) -> String {
        var text = """
            # The engine's findings (EngineFindingsTests): input: digest of the full text, then the number of
            # sizes analysed and of findings of each kind. Recorded from main's engine before issue 39's speed
            # work (f751f0c); it changes only when what the check finds changes (review the diff). After a
            # file's line, the digest of the text it was recorded from (a file edited since is not compared).

            """
        for input in files(root: root) { text += "\(input.name): \(line(input))\(sourceMark)\(EngineFindingsText.digest(input.text))\n" }
        for input in benchmarks + (0..<randomParts).flatMap(random(part:)) { text += "\(input.name): \(line(input))\n" }
        return text
    }

    /// Between a file's golden line and the digest of the source it was recorded from: a file
    /// another change edits (or adds) is not compared with findings of other text.
    static let sourceMark = " | source "
}

/// The engine-level text of a check: see ``EngineFindingsTests``.
enum EngineFindingsText {
    /// The full text of checking every layout of `text` at `platform`'s presets.
    static func render(_ text: String, platform: Platform) -> String {
        let compiled = VFLCompiler.compile(SourceFile(path: "Input.vfl", text: text), platform: platform)
        let presets = DevicePresets.all(for: platform)
        var out = compiled.hasErrors ? "errors\n" : ""
        for layout in compiled.file.layouts {
            let run = LayoutCheck.run(layout, presets: presets)
            out += "layout \(layout.name): \(run.analyses.count) sizes\n"
            var variants: [String?] = []
            for analysis in run.analyses where !variants.contains(analysis.variant) { variants.append(analysis.variant) }
            for variant in variants {
                let analyses = run.analyses.filter { $0.variant == variant }
                out += " variant \(variant ?? "-")\n"
                for (index, analysis) in analyses.enumerated() {
                    out += "  size \(index) \(analysis.size.name): \(number(analysis.containerSize.width))x\(number(analysis.containerSize.height))"
                    out += analysis.isFinite ? "\n" : " non-finite\n"
                    for conflict in analysis.conflicts {
                        out += "   conflict \(conflict.members) items \(conflict.containerItems.map(\.name))\n"
                    }
                    for ambiguity in analysis.ambiguities {
                        out += "   ambiguity \(layout.views[ambiguity.view].name) \(ambiguity.attributes.map(\.rawValue))\n"
                    }
                    for guess in analysis.contentGuesses {
                        out += "   guess \(layout.views[guess.view].name) \(guess.axis) \(guess.content)\n"
                    }
                    for item in analysis.offScreen {
                        out += "   offscreen \(layout.views[item.view].name) \(item.problem.rawValue) \(number(item.amount))\n"
                    }
                }
                let names = analyses.map(\.size.name)
                let constraints = layout.constraints + (layout.variants.first { $0.name == variant }?.constraints ?? [])
                for finding in run.findings where finding.variant == variant {
                    let sizes = finding.sizes.map { name in names.firstIndex(of: name).map(String.init) ?? name }
                    out += "  finding \(describe(finding.detail, constraints)) at \(sizes.joined(separator: ","))\(finding.atEverySize ? " (every size)" : "")\n"
                }
            }
        }
        return out
    }

    static func describe(_ detail: LayoutFinding.Detail, _ constraints: [LayoutConstraint]) -> String {
        switch detail {
        case .conflict(let members, let items):
            return "conflict \(members.map { constraints.firstIndex(of: $0) ?? -1 }) items \(items.map(\.name))"
        case .ambiguity(let view, let attributes, let tie):
            var text = "ambiguity \(view.name) \(attributes.map(\.rawValue))"
            if let tie { text += " tie \(tie.axis) \(tie.which.rawValue) \(number(tie.priority)) with \(tie.others)" }
            return text
        case .offScreen(let view, let problem, let amounts):
            return "offscreen \(view.name) \(problem.rawValue) \(amounts.map(number))"
        case .nonFinite:
            return "non-finite"
        case .contentGuess(let view, let axis, let content):
            return "guess \(view.name) \(axis) \(content)"
        case .scrollableContent(let view, let axis, let lastView):
            return "scrollable-content \(view.name) \(axis) after \(lastView ?? "-")"
        case .text(let view, let problem, let text, let needed, let given, let content):
            return "text \(view.name) \(problem) \(text.debugDescription) needs \(number(needed)) gets \(number(given)) \(content)"
        case .overlap(let view, let other, let content):
            return "overlap \(view.name) \(other.name) \(content)"
        }
    }

    /// Every bit of a number (the shortest text that reads back as the same Double).
    static func number(_ value: Double) -> String { "\(value)" }

    /// The golden line: a digest of the text, the sizes analysed and the count of each finding.
    static func summary(_ text: String) -> String {
        let lines = text.split(separator: "\n")
        func count(_ prefix: String) -> Int { lines.filter { $0.hasPrefix(prefix) }.count }
        let sizes = lines.filter { $0.hasPrefix("  size ") }.count
        let ties = lines.filter { $0.hasPrefix("  finding ambiguity") && $0.contains(" tie ") }.count
        return digest(text) + " \(sizes) sizes, \(count("  finding conflict")) conflict, \(count("  finding ambiguity") - ties) ambiguity, \(ties) tie,"
            + " \(count("  finding offscreen")) offscreen, \(count("  finding guess")) guess, \(count("  finding non-finite")) non-finite"
    }

    /// FNV-1a (64 bits) of `text`, as 16 hexadecimal digits.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
