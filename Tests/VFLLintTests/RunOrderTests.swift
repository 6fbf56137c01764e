import Foundation
import Testing
import VFLGenCLI

/// `vflgen lint` and `vflgen migrate` give every file the same result whether it is given
/// alone or with all the other fixtures in one run (issue #36: helpers of one name in several
/// files made a run's files depend on each other).
@Suite struct RunOrderTests {
    typealias Fixtures = FixtureGoldenTests

    /// Text output without the run's summary: from the first line `vflgen lint: …` /
    /// `vflgen migrate: …` on.
    static func withoutSummary(_ output: String, tool: String) -> String {
        let marker = "vflgen \(tool): "
        if output.hasPrefix(marker) { return "" }
        guard let range = output.range(of: "\n" + marker) else { return output }
        return String(output[...range.lowerBound])
    }

    @Test func lintingAllFixturesTogetherMatchesOneAtATime() {
        let together = Fixtures.run(["lint"] + Fixtures.sources)
        #expect(together.errors.isEmpty)
        var alone = ""
        var errors = 0
        for source in Fixtures.sources {
            let result = Fixtures.run(["lint", source])
            alone += Self.withoutSummary(result.output, tool: "lint")
            errors += result.status == .failure ? 1 : 0
        }
        #expect(Self.withoutSummary(together.output, tool: "lint") == alone)
        #expect(together.status == (errors > 0 ? .failure : .success))
        #expect(together.output.contains("in \(Fixtures.sources.count) files"))
    }

    @Test func migratingAllFixturesTogetherMatchesOneAtATime() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-run-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let together = root.appendingPathComponent("together")
        let result = Fixtures.run(["migrate"] + Fixtures.sources + ["--output", together.path])
        #expect(result.status == .success, "\(result.errors)")
        var printed = Self.withoutSummary(result.output, tool: "migrate").replacingOccurrences(of: together.path, with: "OUT")
        var alonePrinted = ""
        for (index, source) in Fixtures.sources.enumerated() {
            let folder = root.appendingPathComponent("alone\(index)")
            let alone = Fixtures.run(["migrate", source, "--output", folder.path])
            #expect(alone.status == .success)
            alonePrinted += Self.withoutSummary(alone.output, tool: "migrate").replacingOccurrences(of: folder.path, with: "OUT")
            let name = "\(Fixtures.baseName(source)).vfl"
            let aloneText = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            var togetherText = (try? String(contentsOf: together.appendingPathComponent(name), encoding: .utf8)) ?? ""
            // One run is one module: a layout name another file already uses gets a number.
            // That is the only difference allowed; map the names back and compare the rest.
            let renames = Self.layoutRenames(from: togetherText, to: aloneText)
            togetherText = Self.renaming(togetherText, renames)
            printed = Self.renaming(printed, renames)
            #expect(togetherText == aloneText, "\(source)")
        }
        #expect(printed == alonePrinted)
    }

    /// `layout Name {` names of `text` mapped to those of `original` in order, where they differ
    /// by a number added to the end.
    static func layoutRenames(from text: String, to original: String) -> [String: String] {
        func names(_ text: String) -> [String] {
            text.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("layout "), line.hasSuffix(" {") else { return nil }
                return String(line.dropFirst(7).dropLast(2))
            }
        }
        var renames: [String: String] = [:]
        for (new, old) in zip(names(text), names(original)) where new != old {
            guard new.hasPrefix(old), new.dropFirst(old.count).allSatisfy(\.isNumber) else { continue }
            renames[new] = old
        }
        return renames
    }

    /// `text` with the layout names (`Name`, and the class `NameLayout`) renamed as whole words.
    static func renaming(_ text: String, _ renames: [String: String]) -> String {
        guard !renames.isEmpty else { return text }
        var out = ""
        var word = ""
        func flush() {
            if let renamed = renames[word] {
                out += renamed
            } else if word.hasSuffix("Layout"), let renamed = renames[String(word.dropLast(6))] {
                out += renamed + "Layout"
            } else {
                out += word
            }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }

    // The two apps' helpers of one name, linted together: each call goes to its own file's
    // helper, so the space after `H:` is found and `v0` is unknown to the `item` helper.
    @Test func sameNamedHelpersAreEachFoundForTheirOwnCalls() {
        let result = Fixtures.run(["lint", "Helpers/FeedCells.swift", "Helpers/ProfileHeader.swift"])
        #expect(!result.output.contains("not checked: the call has no"))
        #expect(result.output.contains("Helpers/FeedCells.swift:28:"))
        #expect(result.output.contains("Helpers/ProfileHeader.swift:29:"))
        #expect(result.output.contains("10 VFL calls in 2 files: 8 checked, 2 not checked"))
    }
}
