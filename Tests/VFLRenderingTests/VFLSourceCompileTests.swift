// The stand-in UIKit/AppKit modules exist only on Linux.
#if os(Linux)
import Foundation
import LayoutModel
import Testing
import TestRandom
import VFLLanguage
@testable import VFLRendering

/// Generated code compiled from `.vfl` sources (front end + renderer) against the stand-ins,
/// with warnings as errors: compiler errors land on the `.vfl` line (issue 12 §4), user
/// classes named like the generated nested types, layouts whose metrics are all unused, and a
/// seeded corpus of random small layouts (issue 13 §5, §6).
@Suite(.serialized) struct VFLSourceCompileTests {
    /// Compiles `source` with the front end and renders it; `nil` (with the reason recorded)
    /// when the input has errors.
    static func generate(_ source: String, path: String, platform: Platform, access: AccessLevel = .internal) throws -> String? {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        let compilation = VFLCompiler.compile(SourceFile(path: fileName, text: source), platform: platform)
        if compilation.hasErrors { return nil }
        return try SwiftRenderer(access: access).render([(platform, compilation.file)], fileName: fileName, sourcePath: path)
    }

    /// User classes named `Metrics` and `Variant`, as a module might declare them (public, so
    /// that layouts generated with `public` access can use them).
    static func userClasses(platform: Platform) -> String {
        let names = PlatformNames(platform)
        return """
        import \(names.module)

        open class Metrics: \(names.viewType) {}
        public final class Variant: Metrics {}

        """
    }

    static let badTypes = """
    layout Profile {
        view name: UILabel

        view avatar: AvatarImageView
        view badge: MyKti.Badge
        metric size = 40
        H:|-[avatar(size)]-[name]-[badge]-|
    }

    """

    /// A misspelt class and a misspelt module are reported at the view declarations' lines in
    /// the `.vfl` file, and nothing is reported in the generated file.
    @Test(arguments: [Platform.uikit, .appkit])
    func badViewTypesAreReportedAtTheVFLLine(platform: Platform) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try #require(try Self.generate(Self.badTypes, path: "Sources/App/Profile.vfl", platform: platform))
        let generated = folder.appendingPathComponent("Profile+VFL.swift")
        try Data(output.utf8).write(to: generated)

        let result = try SwiftCompiler.check([generated])
        #expect(result.status != 0)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.contains { $0.hasPrefix("Sources/App/Profile.vfl:4:") && $0.contains("cannot find type 'AvatarImageView' in scope") }, "\(result.output)")
        #expect(errors.contains { $0.hasPrefix("Sources/App/Profile.vfl:5:") && $0.contains("MyKti") }, "\(result.output)")
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasPrefix("Sources/App/Profile.vfl:4:") || $0.hasPrefix("Sources/App/Profile.vfl:5:") },
                "every error is at a view declaration of the .vfl file:\n\(result.output)")
    }

    /// Random small layouts (seeded), plus one whose metrics are all unused and one whose views
    /// are of user classes named `Metrics` and `Variant`, all compiled warning-free in one run
    /// per platform (from a path with a quote, a backslash and a non-ASCII letter, which the
    /// `#sourceLocation` literals must escape).
    @Test(arguments: [Platform.uikit, .appkit])
    func randomLayoutsCompileWithoutWarnings(platform: Platform) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var corpus = RandomLayoutCorpus(seed: 12)
        var sources = [
            corpus.layout(named: "EveryMetricUnused", everyMetricUnused: true) + "\n",
            """
            layout Shadowed {
                view a: Metrics
                view b: Variant
                metric m = 8
                H:|-m-[a]-[b]-|
                variant wide {
                    V:|[a]|
                }
            }

            """,
        ]
        for index in 0..<80 { sources.append(corpus.layout(named: "Random\(index)")) }
        #expect(sources[0].contains("    metric m0 = "))

        var files: [URL] = []
        var rejected: [String] = []
        for (index, source) in sources.enumerated() {
            let access: AccessLevel = index.isMultiple(of: 2) ? .internal : .public
            guard let output = try Self.generate(source, path: "Corpus/My \"App\"\\ é/L\(index).vfl", platform: platform, access: access) else {
                rejected.append(source)
                continue
            }
            let url = folder.appendingPathComponent("L\(index)+VFL.swift")
            try Data(output.utf8).write(to: url)
            files.append(url)
        }
        #expect(rejected.count <= sources.count / 10, "too many random inputs rejected; first:\n\(rejected.first ?? "")")
        let support = folder.appendingPathComponent("UserClasses.swift")
        try Data(Self.userClasses(platform: platform).utf8).write(to: support)

        let result = try SwiftCompiler.check(files + [support])
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(result.output.isEmpty, "swiftc printed:\n\(result.output)")
    }

    /// The layout of issue 13 §6: every metric declared but unused used to leave
    /// `let metrics = self.metrics` unused, a warning.
    @Test func everyMetricUnusedDeclaresNoUnusedValue() throws {
        let source = "layout L {\n    view a\n    metric m = 8\n    H:|[a]|\n}\n"
        let output = try #require(try Self.generate(source, path: "L.vfl", platform: .uikit))
        #expect(output.contains("private func applyMetricChanges(from old: Metrics) {\n    }\n"))
    }

    /// Issue 16 §4: two layouts files named `Header.vfl` in different folders of one module.
    /// With `#sourceLocation` in both, Swift warns that their `#fileID` strings conflict; the
    /// generator writes the directives only into the one whose path sorts first
    /// (`SourceLocationNaming`, tested in VFLGenPluginTests), and the module compiles without
    /// warnings.
    @Test func twoFilesWithOneNameCompileWithoutWarnings() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["Sources/App/Profile/Header.vfl", "Sources/App/Feed/Header.vfl"]
        let without: Set<Int> = [0]  // Profile/ sorts after Feed/
        var files: [URL] = []
        for (index, path) in paths.enumerated() {
            let layout = index == 0 ? "ProfileHeader" : "FeedHeader"
            let source = "layout \(layout) {\n    view title: UILabel\n    H:|-[title]-|\n    V:|-[title]-|\n}\n"
            let compilation = VFLCompiler.compile(SourceFile(path: "Header.vfl", text: source), platform: .uikit)
            let output = try SwiftRenderer().render(
                [(.uikit, compilation.file)], fileName: "Header.vfl", sourcePath: path, sourceLocations: !without.contains(index)
            )
            #expect(output.contains("#sourceLocation") == !without.contains(index))
            let url = folder.appendingPathComponent("\(layout)+VFL.swift")
            try Data(output.utf8).write(to: url)
            files.append(url)
        }
        let result = try SwiftCompiler.check(files)
        #expect(result.status == 0 && result.output.isEmpty, "swiftc printed:\n\(result.output)")

        // The same two files, both with directives: the warning this avoids.
        let both = try paths.enumerated().map { index, path -> URL in
            let source = "layout L\(index) {\n    view title: UILabel\n    H:|-[title]-|\n    V:|-[title]-|\n}\n"
            let compilation = VFLCompiler.compile(SourceFile(path: "Header.vfl", text: source), platform: .uikit)
            let url = folder.appendingPathComponent("Both\(index)+VFL.swift")
            try Data(try SwiftRenderer().render([(.uikit, compilation.file)], fileName: "Header.vfl", sourcePath: path).utf8).write(to: url)
            return url
        }
        let conflicting = try SwiftCompiler.check(both)
        #expect(conflicting.output.contains("conflicts with '#fileID' strings produced by other paths"))
    }

    /// A view class named `Metrics` (a nested type of the generated class) is written through
    /// a file-level alias declared before the class.
    @Test func userClassNamedMetricsIsWrittenThroughAnAlias() throws {
        let source = "layout L {\n    view a: Metrics\n    metric m = 8\n    H:|-m-[a]|\n}\n"
        let output = try #require(try Self.generate(source, path: "L.vfl", platform: .uikit))
        #expect(output.contains("internal typealias LLayout_Metrics = Metrics\n"))
        #expect(output.contains("internal var a: LLayout_Metrics? { self.views.a as? LLayout_Metrics }\n"))
    }
}
#endif
