import Foundation
import Testing

/// The binary plugin package, Distribution/ (docs/Plugin.md §0 and §6): its plugins are the
/// source plugins flattened into one file each, and a checkout names no release.
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

    /// Runs Scripts/flatten-plugin-sources.sh into a new folder; returns the folder.
    static func flattenedPlugins() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-flattened-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appending(path: "Scripts/flatten-plugin-sources.sh").path, folder.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return folder
    }

    /// The committed files are the script's output for today's Plugins/: a plugin edited
    /// without running the script fails here.
    @Test func everySourcePluginIsFlattenedIntoOneCommittedFile() throws {
        let committed = Self.distribution.appending(path: "Plugins")
        let plugins = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        #expect(plugins == (try Self.sourcePlugins()))
        let fresh = try Self.flattenedPlugins()
        defer { try? FileManager.default.removeItem(at: fresh) }
        for plugin in plugins {
            let folder = committed.appending(path: plugin)
            let type = try FileManager.default.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType
            #expect(type == .typeDirectory, "Distribution/Plugins/\(plugin) is not a folder")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(plugin).swift"])
            let file = "\(plugin)/\(plugin).swift"
            let expected = try Data(contentsOf: fresh.appending(path: file))
            #expect(try Data(contentsOf: committed.appending(path: file)) == expected,
                    "Distribution/Plugins/\(file) differs from Plugins/\(plugin): run Scripts/flatten-plugin-sources.sh")
        }
    }

    /// The Swift files under `folder`, relative to it, following links (GenerateVFLCode links
    /// VFLGenPlugin's Shared/ and PluginAPI/).
    static func swiftFiles(under folder: URL, prefix: String = "") throws -> [String] {
        var files: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appending(path: name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.resolvingSymlinksInPath().path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                files += try swiftFiles(under: url.resolvingSymlinksInPath(), prefix: prefix + name + "/")
            } else if url.pathExtension == "swift" {
                files.append(prefix + name)
            }
        }
        return files
    }

    /// Every source file of a plugin is in its flattened file once, whole, after a line naming
    /// it, and nothing else is.
    @Test func theFlattenedFileHoldsEachSourceFileOnce() throws {
        for plugin in try Self.sourcePlugins() {
            let source = Self.packageRoot.appending(path: "Plugins/\(plugin)")
            let flattened = try String(contentsOf: Self.distribution.appending(path: "Plugins/\(plugin)/\(plugin).swift"), encoding: .utf8)
            let files = try Self.swiftFiles(under: source)
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: source.appending(path: file), encoding: .utf8)
                #expect(flattened.components(separatedBy: "// MARK: - Plugins/\(plugin)/\(file)\n\n" + text).count == 2, "\(plugin): \(file)")
            }
            #expect(flattened.components(separatedBy: "// MARK: - Plugins/").count == files.count + 1)
        }
    }

    /// Each flattened file type-checks alone, warnings as errors, against the toolchain's
    /// PackagePlugin module, as SwiftPM compiles it (``PluginToolchain``).
    @Test func eachFlattenedFileTypeChecksAgainstPackagePlugin() throws {
        let toolchain = try PluginToolchain.find()
        for plugin in try Self.sourcePlugins() {
            let file = Self.distribution.appending(path: "Plugins/\(plugin)/\(plugin).swift")
            let result = try toolchain.typecheck([file], moduleName: plugin, importing: nil)
            #expect(result.status == 0, "\(plugin): \(result.output)")
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
