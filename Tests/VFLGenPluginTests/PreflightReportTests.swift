import Foundation
import Testing

/// The build command the build-tool plugin returns for set-up problems prints each one once,
/// as SwiftPM printed the diagnostic, and fails.
@Suite struct PreflightReportTests {
    @Test(arguments: [
        [Preflight.Problem(path: "/p/vflgen.json", message: "vflgen: /p/vflgen.json: not a JSON object")],
        [
            Preflight.Problem(path: "/p/A+VFL.swift", message: "vflgen: /p/A+VFL.swift has the name of a file VFLGenPlugin generates; delete it"),
            Preflight.Problem(path: "/p/B's \"quoted\" $HOME `x`.vfl", message: "vflgen: cannot read layout file /p/B's \"quoted\" $HOME `x`.vfl"),
        ],
    ])
    func theCommandPrintsEachProblemOnceAndFails(_ problems: [Preflight.Problem]) throws {
        let process = Process()
        process.executableURL = PreflightReport.executable
        process.arguments = PreflightReport.arguments(for: problems)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: data, as: UTF8.self) == problems.map { "error: \($0.message)\n" }.joined())
    }

    /// Issue #17: the command reads the target's layouts and vflgen.json, so SwiftPM does not
    /// add "found N file(s) which are unhandled" to a set-up problem.
    @Test func itsInputsAreTheLayoutsAndTheConfiguration() {
        let files = ["/t/A.vfl", "/t/Feed/B.vfl", "/t/vflgen.json", "/t/View.swift", "/t/A+VFL.swift", "/t/other.json"]
        #expect(PreflightReport.inputFiles(among: files.map { URL(fileURLWithPath: $0) }).map(\.path) == ["/t/A.vfl", "/t/Feed/B.vfl", "/t/vflgen.json"])
    }

    @Test func itsOutputIsASwiftFileSoTheBuildMustRunIt() {
        #expect(PreflightReport.outputFileName.hasSuffix(".swift"))
        #expect(!PreflightReport.outputFileName.hasSuffix("+VFL.swift"))  // never taken for a stale output
    }
}
