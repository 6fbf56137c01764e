import LayoutModel
import Testing
import VFLLanguage
@testable import VFLRendering

/// Issue 12 §2: adding one `.vfl` line changes only the generated lines of its own
/// constraints (their property, their statement in `init`) and list entries (`constraints`,
/// a variant's list, a metric's update list); every other line, and every existing
/// constraint's name, stays as it was.
@Suite struct LineInsertionDiffTests {
    static let source = """
    layout Feed {
        view title: UILabel
        view body: UILabel
        view avatar: UIImageView
        metric gap = 12
        metric low = 250

        H:|-[avatar(44)]-gap-[title]-|
        H:[avatar]-gap-[body]-|
        V:|-[title]-[body]-(>=gap@low)-|
        variant compact {
            V:|-[avatar(44)]
        }
        variant regular {
            V:|-20-[avatar(64)]
        }
    }

    """

    /// An inserted line: after which line of `source` (1-based), and its text.
    struct Insertion: Sendable, CustomTestStringConvertible {
        var afterLine: Int
        var text: String
        var testDescription: String { "after line \(afterLine): \(text)" }
    }

    static let insertions: [Insertion] = [
        .init(afterLine: 7, text: "    V:[avatar]-(>=8)-|"),
        .init(afterLine: 8, text: "    H:[title(>=80@low)]"),
        .init(afterLine: 10, text: "    V:[avatar]-gap-[body]"),
        .init(afterLine: 11, text: "        H:[avatar(==title)]"),
        .init(afterLine: 14, text: "        V:[avatar]-(>=4)-[body]"),
        .init(afterLine: 8, text: "    H:[body(>=120#bodyMinWidth)]"),
        .init(afterLine: 7, text: "    V:safeArea|~[avatar]~|safeArea"),
        // Collides with `avatarWidth` of `[avatar(44)]`: both get their constants appended
        // (`avatarWidthConstant44`, `avatarWidthConstant60Priority250`), a rename where the
        // old name is used, never a name moved to another constraint.
        .init(afterLine: 9, text: "    H:[avatar(60@250)]"),
    ]

    static func render(_ text: String) throws -> String {
        let compilation = VFLCompiler.compile(SourceFile(path: "Feed.vfl", text: text), platform: .uikit)
        #expect(!compilation.hasErrors)
        return try SwiftRenderer().render([(.uikit, compilation.file)], fileName: "Feed.vfl")
    }

    /// The property names of a generated file's constraints, with the text of their doc comment.
    static func constraintNames(_ output: String) -> [String: String] {
        var names: [String: String] = [:]
        var comment = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("/// ") { comment = String(trimmed) }
            // `internal var NAME: NSLayoutConstraint { self.constraintStore.PART.NAME }`
            if trimmed.hasPrefix("internal var "), let end = trimmed.range(of: ": NSLayoutConstraint {") {
                let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: "internal var ".count)..<end.lowerBound]
                names[String(name)] = comment
            }
        }
        return names
    }

    /// The lines only in `old` and only in `new`, by a longest common subsequence, as runs of
    /// consecutive inserted lines (hunks).
    static func diff(_ old: [Substring], _ new: [Substring]) -> (deleted: [Substring], insertedHunks: [[Substring]]) {
        let n = old.count, m = new.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var deleted: [Substring] = [], hunks: [[Substring]] = [], hunk: [Substring] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                if !hunk.isEmpty { hunks.append(hunk); hunk = [] }
                i += 1; j += 1
            } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
                hunk.append(new[j]); j += 1
            } else {
                deleted.append(old[i]); i += 1
            }
        }
        if !hunk.isEmpty { hunks.append(hunk) }
        return (deleted, hunks)
    }

    @Test(arguments: insertions)
    func insertingALineTouchesOnlyItsConstraints(insertion: Insertion) throws {
        var lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(insertion.text, at: insertion.afterLine)
        let before = try Self.render(Self.source)
        let after = try Self.render(lines.joined(separator: "\n"))
        let oldNames = Self.constraintNames(before), newNames = Self.constraintNames(after)
        let added = Set(newNames.keys).subtracting(oldNames.keys)
        let removed = Set(oldNames.keys).subtracting(newNames.keys)
        #expect(!added.isEmpty)
        // A name that exists before and after belongs to the same constraint (same VFL and text).
        for (name, comment) in newNames where oldNames[name] != nil {
            #expect(oldNames[name] == comment, "\(name) moved to another constraint")
        }
        let (deleted, hunks) = Self.diff(
            before.split(separator: "\n", omittingEmptySubsequences: false),
            after.split(separator: "\n", omittingEmptySubsequences: false)
        )
        // Only the lines naming a renamed constraint change; without a collision, none.
        #expect(deleted.allSatisfy { line in removed.contains { line.contains($0) } },
                "changed lines:\n\(deleted.joined(separator: "\n"))")
        #expect(removed == (insertion.text.contains("60@250") ? ["avatarWidth"] : []))
        for hunk in hunks {
            #expect(hunk.contains { line in added.contains { line.contains($0) } },
                    "an inserted hunk that is not about a new constraint:\n\(hunk.joined(separator: "\n"))")
        }
    }
}
