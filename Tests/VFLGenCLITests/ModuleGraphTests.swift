import Foundation
import Testing

/// The module graph is drawn once, in Package.swift's comment, and kept true: every target of the
/// manifest (`swift package dump-package`) has its line there, with exactly its dependencies.
@Suite struct ModuleGraphTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A target and its dependencies, as the comment draws them or the manifest declares them.
    typealias Graph = [String: Set<String>]

    /// The comment's graph: lines `//   Name  ← A, B  what it is` (`—` for no dependency), and
    /// the targets drawn under the `// Linux only` heading.
    static func drawn(in manifest: String) -> (graph: Graph, linuxOnly: Set<String>) {
        var graph: Graph = [:]
        var linuxOnly: Set<String> = []
        var inLinuxSection = false
        var afterBlank = true
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { break }  // the comment ends at the first code line
                continue
            }
            let text = line.dropFirst(2)
            // A heading starts a paragraph: `// Linux only (…):` after a `//` line.
            if afterBlank, text.hasPrefix(" "), !text.hasPrefix("  ") { inLinuxSection = text.hasPrefix(" Linux only") }
            afterBlank = text.trimmingCharacters(in: .whitespaces).isEmpty
            let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count == 3, words[1] == "←", text.hasPrefix("   ") else { continue }
            let name = String(words[0])
            // The dependencies end where two spaces start the description.
            let rest = words[2].range(of: "  ").map { words[2][..<$0.lowerBound] } ?? words[2][...]
            let dependencies = rest == "—" ? [] : rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            graph[name] = Set(dependencies)
            if inLinuxSection { linuxOnly.insert(name) }
        }
        return (graph, linuxOnly)
    }

    /// The manifest's graph, from `swift package dump-package` (its own scratch path, so a
    /// running `swift test` does not hold the lock it waits for).
    static func declared() throws -> Graph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-module-graph-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var graph: Graph = [:]
        for target in try #require(json["targets"] as? [[String: Any]]) {
            let name = try #require(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                // {"byName": [name, condition]}, {"target": [name, condition]} or {"product": [name, package, …]}
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            graph[name] = Set(dependencies)
        }
        return graph
    }

    /// What differs between the drawing and the manifest, one sentence each (empty when they
    /// agree). Off Linux the Linux-only targets, and dependencies on them, may be missing.
    static func differences(drawn: Graph, linuxOnly: Set<String>, declared: Graph, isLinux: Bool) -> [String] {
        var differences: [String] = []
        for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            guard let drawnDependencies = drawn[name] else {
                differences.append("target '\(name)' is not drawn in Package.swift's comment (add its line: \(name) ← \(dependencies.sorted().joined(separator: ", ")))")
                continue
            }
            let expected = isLinux ? drawnDependencies : drawnDependencies.subtracting(linuxOnly)
            if expected != dependencies {
                let missing = dependencies.subtracting(expected).sorted()
                let extra = expected.subtracting(dependencies).sorted()
                differences.append("target '\(name)': the comment \(missing.isEmpty ? "" : "leaves out \(missing.joined(separator: ", "))")\(missing.isEmpty || extra.isEmpty ? "" : " and ")\(extra.isEmpty ? "" : "draws \(extra.joined(separator: ", ")), which it does not depend on")")
            }
        }
        for name in drawn.keys.sorted() where declared[name] == nil && (isLinux || !linuxOnly.contains(name)) {
            differences.append("the comment draws '\(name)', which is no target")
        }
        return differences
    }

    static var isLinux: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    @Test func theCommentDrawsEveryTargetWithItsDependencies() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let (drawn, linuxOnly) = Self.drawn(in: manifest)
        let declared = try Self.declared()
        #expect(!declared.isEmpty && drawn.count >= declared.count - linuxOnly.count)
        #expect(Self.differences(drawn: drawn, linuxOnly: linuxOnly, declared: declared, isLinux: Self.isLinux) == [])
    }

    /// The comparison fails when the drawing is wrong: a target left out, a dependency missing or
    /// extra, a target that no longer exists.
    @Test func aWrongDrawingIsReported() {
        let manifest = """
        //
        // Pipeline:
        //   A                ← —        the base
        //   B                ← A, C
        //   Gone             ← A
        //
        // Linux only:
        //   L                ← A
        import PackageDescription
        //   Ignored          ← A
        """
        let (drawn, linuxOnly) = Self.drawn(in: manifest)
        #expect(drawn == ["A": [], "B": ["A", "C"], "Gone": ["A"], "L": ["A"]])
        #expect(linuxOnly == ["L"])
        let declared: Graph = ["A": [], "B": ["A", "D"], "New": ["A"]]
        #expect(Self.differences(drawn: drawn, linuxOnly: linuxOnly, declared: declared, isLinux: false) == [
            "target 'B': the comment leaves out D and draws C, which it does not depend on",
            "target 'New' is not drawn in Package.swift's comment (add its line: New ← A)",
            "the comment draws 'Gone', which is no target",
        ])
        #expect(Self.differences(drawn: drawn, linuxOnly: linuxOnly, declared: declared, isLinux: true).contains("the comment draws 'L', which is no target"))
    }
}
