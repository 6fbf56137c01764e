import Foundation
import Testing
@testable import VFLGenCLI

/// `vflgen check` across content (issue 38 §3): `--content-sizes`, `--long-text` and
/// vflgen.json's `"contentSizes"` and `"longText"` choose the configurations; by default L and
/// AX5; `--verbose` names views whose size nothing measures.
@Suite struct CheckContentAxesTests {
    static let fixtures = CheckFixtureTests.folder

    static func check(_ arguments: [String], config: String? = nil) throws -> (status: ExitCode, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-content-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["TruncatedAtAX5", "LongTextOnly"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("\(name).vfl"), to: folder.appendingPathComponent("\(name).vfl"))
        }
        var arguments = arguments
        if let config {
            try Data(config.utf8).write(to: folder.appendingPathComponent("vflgen.json"))
            arguments += ["--config", "vflgen.json"]
        }
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(["check"] + arguments, context: context)
        return (status, captured.standardError)
    }

    @Test func theContentSizesComeFromTheCommandLine() throws {
        #expect(try Self.check(["TruncatedAtAX5.vfl"]).errors.contains("is truncated at iPhone SE (3rd generation) (portrait), AX5"))
        #expect(try Self.check(["TruncatedAtAX5.vfl", "--content-sizes", "L"]).errors == "")
        let all = try Self.check(["TruncatedAtAX5.vfl", "--content-sizes", "all"]).errors
        // First cut at AX1 (353.5 points in 343), the smallest category where it is.
        #expect(all.contains("warning: view 'title' (UILabel) is truncated at iPhone SE (3rd generation) (portrait), AX1, iPhone SE (3rd generation) (portrait), AX2 and 10 more sizes"))
        let bad = try Self.check(["TruncatedAtAX5.vfl", "--content-sizes", "L,Huge"])
        #expect(bad.status == .usage)
        #expect(bad.errors.contains("unknown content size 'Huge' for '--content-sizes'"))
    }

    @Test func longTextFromTheCommandLineOrTheConfiguration() throws {
        #expect(try Self.check(["LongTextOnly.vfl"]).errors == "")
        let long = try Self.check(["LongTextOnly.vfl", "--long-text"]).errors
        #expect(long.contains("LongTextOnly.vfl:5:10: warning: view 'title' (UILabel) is truncated at 200x80, L, long text in layout 'Toolbar'"))
        #expect(long.contains("declare 'lines 0' on title"))
        #expect(try Self.check(["LongTextOnly.vfl"], config: #"{"longText": true}"#).errors == long)
    }

    @Test func theContentSizesComeFromTheConfiguration() throws {
        #expect(try Self.check(["TruncatedAtAX5.vfl"], config: #"{"contentSizes": ["L"]}"#).errors == "")
        #expect(try Self.check(["TruncatedAtAX5.vfl"], config: #"{"contentSizes": ["ax3"]}"#).errors.contains("AX3 in layout 'Header'"))
        // The command line wins over the file.
        #expect(try Self.check(["TruncatedAtAX5.vfl", "--content-sizes", "L"], config: #"{"contentSizes": "all"}"#).errors == "")
        let bad = try Self.check(["TruncatedAtAX5.vfl"], config: #"{"contentSizes": ["L", "Huge"]}"#)
        #expect(bad.status == .failure)
        #expect(bad.errors.contains("error: invalid value for 'contentSizes' in vflgen.json: expected a list of XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5 (or \"all\")"))
    }
}
