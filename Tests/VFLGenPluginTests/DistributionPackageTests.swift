import Foundation
import Testing

/// The binary plugin package, Distribution/ (docs/Plugin.md §0 and §6): its plugins are the
/// source plugins, shared through symbolic links, and a checkout names no release.
/// (`.ci/e2e-plugin.sh` steps 9–10 build with it and compare its results with the source plugin's.)
@Suite struct DistributionPackageTests {
    static let packageRoot = XcodePluginConformanceTests.packageRoot
    static let distribution = packageRoot.appending(path: "Distribution")

    /// The plugin folders of the source package.
    static func sourcePlugins() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: packageRoot.appending(path: "Plugins").path).sorted()
    }

    /// The names of `.plugin(name: "X", targets: …)` products declared in a manifest.
    static func pluginProducts(in manifest: URL) throws -> [String] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.plugin\(name: "([A-Za-z]+)", targets:"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }.sorted()
    }

    @Test func everySourcePluginIsLinkedNotCopied() throws {
        let linked = try FileManager.default.contentsOfDirectory(atPath: Self.distribution.appending(path: "Plugins").path).sorted()
        #expect(linked == (try Self.sourcePlugins()))
        for plugin in linked {
            let link = Self.distribution.appending(path: "Plugins/\(plugin)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../Plugins/\(plugin)")
            #expect(link.resolvingSymlinksInPath().path == Self.packageRoot.appending(path: "Plugins/\(plugin)").resolvingSymlinksInPath().path)
        }
    }

    @Test func bothPackagesOfferTheSamePluginProducts() throws {
        let source = try Self.pluginProducts(in: Self.packageRoot.appending(path: "Package.swift"))
        let binary = try Self.pluginProducts(in: Self.distribution.appending(path: "Package.swift"))
        #expect(source == ["GenerateVFLCode", "LintVFL", "VFLGenPlugin"])
        #expect(binary == source)
    }

    /// The release is written in by Scripts/prepare-plugin-package.sh, which replaces exactly
    /// this line; a checkout uses the bundle Scripts/build-artifactbundle.sh makes.
    @Test func aCheckoutNamesNoRelease() throws {
        let manifest = try String(contentsOf: Self.distribution.appending(path: "Package.swift"), encoding: .utf8)
        let unset = "let release: (url: String, checksum: String)? = nil\n"
        #expect(manifest.components(separatedBy: unset).count == 2)
        #expect(manifest.contains(#".binaryTarget(name: "VFLGenBinary", path: localBundle)"#))
        #expect(!manifest.contains("https://"))
    }
}
