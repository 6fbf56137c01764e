import Foundation
import LayoutModel
import VFLCheck
import VFLEngine
import VFLLanguage

/// Applies a finding's fixes and checks again (docs/Check.md, "Fix kinds"): each fix must
/// compile, make its finding go, and bring no finding that was not there before.
struct FixApplication {
    var platform: Platform = .uikit
    var presets: [DevicePreset]

    struct Checked {
        var source: SourceFile
        var compiled: Bool
        var findings: [CheckFinding]
    }

    func check(_ text: String, path: String) -> Checked {
        let source = SourceFile(path: path, text: text)
        let compilation = VFLCompiler.compile(source, platform: platform)
        guard !compilation.hasErrors else { return Checked(source: source, compiled: false, findings: []) }
        return Checked(source: source, compiled: true, findings: FileCheck(presets: presets, severity: .warning).findings(in: compilation.file))
    }

    /// What makes a finding the same before and after an edit (places move, sizes change).
    static func key(_ finding: CheckFinding, in source: SourceFile) -> String {
        let head = "\(finding.kind.rawValue)|\(finding.layout)|\(finding.variant ?? "-")|"
        switch finding.kind {
        case .conflict:
            return head + finding.constraints.map(\.text).sorted().joined(separator: ";")
        case .nonFinite:
            return head
        case .ambiguity:
            // One view can have a tie and an ambiguous position as two findings: the key tells
            // them apart (a tie by its axis), since one fix ends only one.
            let message = finding.diagnostic.message
            let what = message.hasPrefix("content priority ambiguity") ? (message.contains("(horizontal)") ? "tie-h" : "tie-v") : "frame"
            return head + (finding.diagnostic.range.map { source.text(in: $0) } ?? "") + "|" + what
        case .truncated, .textClipped:
            return head + (finding.diagnostic.range.map { source.text(in: $0) } ?? "")
        case .overlap:
            return head + (finding.diagnostic.range.map { source.text(in: $0) } ?? "") + (finding.diagnostic.notes.first.flatMap { $0.range.map { source.text(in: $0) } } ?? "")
        case .contentSize:
            return head + (finding.diagnostic.range.map { source.text(in: $0) } ?? "") + (finding.diagnostic.message.contains("takes its width") ? "w" : "h")
        case .scrollableContent:
            return head + (finding.diagnostic.range.map { source.text(in: $0) } ?? "") + (finding.diagnostic.message.contains("content's width") ? "w" : "h")
        case .offScreen:
            let problem = ["negative width", "negative height", "on the left", "on the right", "on the top", "on the bottom"]
                .first { finding.diagnostic.message.contains($0) } ?? ""
            return head + (finding.diagnostic.range.map { source.text(in: $0) } ?? "") + problem
        }
    }

    /// Every fix of every finding of `text`, applied one at a time; the problems found.
    /// `applied` counts the fixes tried.
    func problems(in text: String, path: String, applied: inout Int) -> [String] {
        let before = check(text, path: path)
        guard before.compiled else { return [] }
        let keys = Set(before.findings.map { Self.key($0, in: before.source) })
        var problems: [String] = []
        for finding in before.findings {
            let key = Self.key(finding, in: before.source)
            for fix in finding.fixes {
                applied += 1
                let fixed = SourceEdit.apply(fix.edits, to: text)
                let after = check(fixed, path: path)
                let what = "\(path): fix '\(fix.description)' of '\(finding.diagnostic.message)'"
                guard after.compiled else {
                    problems.append("\(what) does not compile:\n\(fixed)")
                    continue
                }
                let afterKeys = after.findings.map { Self.key($0, in: after.source) }
                if afterKeys.contains(key) { problems.append("\(what) leaves it:\n\(fixed)") }
                for (found, afterKey) in zip(after.findings, afterKeys) where !keys.contains(afterKey) {
                    problems.append("\(what) brings '\(found.diagnostic.message)':\n\(fixed)")
                }
            }
        }
        return problems
    }
}
