import Foundation
import Testing
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// The check's findings and fixes are one set of data shown three ways (issue 37): `vflgen
/// check`'s text, `check --format json` and the language server's diagnostics and quick fixes
/// agree on every check fixture, finding for finding and edit for edit.
@Suite struct CheckAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folders = ["Tests/VFLGenCLITests/Fixtures/Check", "Tests/VFLCheckTests/Fixtures"]

    static var fixtures: [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".vfl") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    /// `line:column severity message` of each finding, and its fixes' edits as `line:column→text`.
    struct Seen: Equatable {
        var findings: [String] = []
        var edits: [String: [[String]]] = [:]
    }

    static func cli(_ path: String) throws -> (text: [String], json: Seen) {
        let (context, captured) = ToolContext.capturing(currentDirectory: root)
        _ = VFLGenTool.run(["check", path, "--format", "json"], context: context)
        let text = captured.standardError.split(separator: "\n").compactMap { line -> String? in
            // `path:L:C: severity: message`
            guard line.hasPrefix(path + ":") else { return nil }
            let rest = line.dropFirst(path.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let l = Int(parts[0]), let c = Int(parts[1]) else { return nil }
            let severity = parts[2].trimmingCharacters(in: .whitespaces)
            guard severity == "warning" || severity == "error" else { return nil }
            return "\(l):\(c) \(severity) \(parts[3].dropFirst())"
        }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(captured.standardOutput.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        var json = Seen()
        for finding in file["findings"] as? [[String: Any]] ?? [] {
            let source = finding["source"] as! [String: Any]
            let key = "\(source["line"]!):\(source["column"]!) \(finding["severity"]!) \(finding["message"]!)"
            json.findings.append(key)
            json.edits[key] = (finding["fixes"] as! [[String: Any]]).map { fix in
                (fix["edits"] as! [[String: Any]]).map { edit in
                    let at = edit["source"] as! [String: Any]
                    return "\(at["line"]!):\(at["column"]!)→\(edit["newText"]!)"
                }
            }
        }
        return (text, json)
    }

    static func server(_ path: String) throws -> Seen {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var sent: [[String: Any]] = []
        let server = LanguageServer(services: LSPCommand.services(), version: "test") { sent.append($0) }
        let uri = root.appendingPathComponent(path).absoluteString
        var id = 0
        func request(_ method: String, _ params: [String: Any]) -> Any? {
            id += 1
            var parameters = params
            parameters["textDocument"] = ["uri": uri]
            server.handle(["jsonrpc": "2.0", "id": id, "method": method, "params": parameters])
            return sent.last { ($0["id"] as? Int) == id }?["result"]
        }
        _ = request("initialize", ["capabilities": [String: Any]()])
        server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
        server.publishPendingDiagnostics()
        server.waitForChecks()
        let published = sent.last { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        var seen = Seen()
        for diagnostic in diagnostics {
            let code = diagnostic["code"] as? String ?? ""
            guard code.hasPrefix("layout-") || code == "non-finite-geometry" else { continue }
            let range = diagnostic["range"] as! [String: Any]
            let start = range["start"] as! [String: Int]
            let severity = diagnostic["severity"] as? Int == 1 ? "error" : "warning"
            let key = "\(start["line"]! + 1):\(start["character"]! + 1) \(severity) \(diagnostic["message"]!)"
            seen.findings.append(key)
            let actions = request("textDocument/codeAction", ["range": range, "context": ["diagnostics": [diagnostic]]]) as? [[String: Any]] ?? []
            seen.edits[key] = actions.filter { action in
                !(action["title"] as! String).hasPrefix("Ignore this")
                    && ((action["diagnostics"] as? [[String: Any]])?.first?["message"] as? String) == diagnostic["message"] as? String
            }.map { action in
                let changes = (action["edit"] as! [String: Any])["changes"] as! [String: [[String: Any]]]
                return changes[uri]!.map { edit in
                    let start = (edit["range"] as! [String: Any])["start"] as! [String: Int]
                    return "\(start["line"]! + 1):\(start["character"]! + 1)→\(edit["newText"]!)"
                }
            }
        }
        return seen
    }

    @Test(arguments: fixtures)
    func textJSONAndTheEditorShowTheSameFindingsAndFixes(path: String) throws {
        let (text, json) = try Self.cli(path)
        let editor = try Self.server(path)
        #expect(text == json.findings)
        #expect(editor.findings.sorted() == json.findings.sorted())
        #expect(editor.edits == json.edits)
    }

    /// The three fixtures of issue 37's misleading fixes carry what they should.
    @Test func theIssuesFixturesSayWhatIsWrong() throws {
        let (_, external) = try Self.cli("Tests/VFLCheckTests/Fixtures/ExternalOffScreen.vfl")
        #expect(external.findings.count == 1 && !external.findings[0].contains("pin it") && external.findings[0].contains("external view"))
        #expect(external.edits.values.allSatisfy { $0.isEmpty })
        let (_, tie) = try Self.cli("Tests/VFLCheckTests/Fixtures/SoftTie.vfl")
        let tied = try #require(tie.findings.first { $0.contains("'emailField' has an ambiguous y") })
        #expect(tied.contains("'logo.centerY == emailField.centerY @750'") && tied.contains("compression resistance"))
        #expect(tie.edits[tied] == [["12:41→749"]])
        let (_, column) = try Self.cli("Tests/VFLCheckTests/Fixtures/ShortColumn.vfl")
        #expect(column.findings.count == 1 && column.findings[0].contains("'signInButton' with a negative height"))
        #expect(column.edits.values.allSatisfy { $0.isEmpty })
        let (_, once) = try Self.cli("Tests/VFLCheckTests/Fixtures/VariantConflictOnce.vfl")
        let conflicts = once.findings.filter { $0.contains("cannot hold") }
        #expect(conflicts.count == 1 && conflicts[0].contains("(variants 'compact' and 'regular')") && conflicts[0].contains(" error "))
        let (_, framed) = try Self.cli("Tests/VFLCheckTests/Fixtures/ExternalFrameConflict.vfl")
        #expect(framed.findings.count == 1 && framed.findings[0].contains("error") && framed.findings[0].contains("cannot hold with the frame of external view 'f'"))
        #expect(!framed.findings[0].contains("intrinsic content size") && !framed.findings[0].contains("the 0 noted"))
    }
}
