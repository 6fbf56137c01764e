import Foundation
import Testing

/// The plugins as SwiftPM and Xcode compile them: type-checked with `swiftc` against the
/// toolchain's own PackagePlugin module and, for the `XcodeBuildToolPlugin` conformance (compiled
/// only `#if canImport(XcodeProjectPlugin)`), against the stand-in XcodeProjectPlugin in
/// Tests/StandIns/XcodeProjectPlugin, which mirrors Xcode's public API. Like SwiftPM, in Swift 6
/// mode with the package's tools version (6.0) for PackagePlugin's availability.
@Suite struct XcodePluginConformanceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let standIn = packageRoot.appending(path: "Tests/StandIns/XcodeProjectPlugin/XcodeProjectPlugin.swift")

    /// The Swift files of a plugin folder (its own, PluginAPI/ and Shared/).
    static func pluginSources(_ plugin: String) throws -> [URL] {
        let folder = packageRoot.appending(path: "Plugins/\(plugin)")
        var files: [URL] = []
        for sub in ["", "PluginAPI", "Shared"] {
            let dir = sub.isEmpty ? folder : folder.appending(path: sub)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            files += names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appending(path: $0) }
        }
        return files
    }

    @Test func theXcodeBuildToolPluginConformanceTypeChecks() throws {
        let toolchain = try PluginToolchain.find()
        let modules = try toolchain.buildXcodeProjectPlugin(from: try String(contentsOf: Self.standIn, encoding: .utf8))
        let result = try toolchain.typecheck(try Self.pluginSources("VFLGenPlugin"), moduleName: "VFLGenPlugin", importing: modules)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
    }

    @Test func theCommandPluginTypeChecks() throws {
        let toolchain = try PluginToolchain.find()
        let result = try toolchain.typecheck(try Self.pluginSources("GenerateVFLCode"), moduleName: "GenerateVFLCode", importing: nil)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The check really compiles the Xcode code (`#if canImport` takes the stand-in): against a
    /// stand-in whose XcodeTarget lacks `inputFiles`, the plugin no longer type-checks.
    @Test func theCheckSeesTheXcodeConformance() throws {
        let toolchain = try PluginToolchain.find()
        let original = try String(contentsOf: Self.standIn, encoding: .utf8)
        let broken = original.replacingOccurrences(of: "public let inputFiles: FileList", with: "public let files: FileList")
        #expect(broken != original)
        let modules = try toolchain.buildXcodeProjectPlugin(from: broken)
        let result = try toolchain.typecheck(try Self.pluginSources("VFLGenPlugin"), moduleName: "VFLGenPlugin", importing: modules)
        #expect(result.status != 0)
        #expect(result.output.contains("VFLGenPlugin.swift") && result.output.contains("inputFiles"))
    }
}

/// `swiftc` and the folder holding the toolchain's PackagePlugin module.
struct PluginToolchain {
    var swiftc: URL
    var pluginAPI: URL

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The `swiftc` on PATH, and `lib/swift/pm/PluginAPI` of its toolchain.
    static func find() throws -> PluginToolchain {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        guard let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appending(path: "swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw Failure(description: "swiftc not found on PATH") }
        var real = swiftc.resolvingSymlinksInPath()
        #if os(macOS)
        if real.path == "/usr/bin/swiftc", let found = try? run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--find", "swiftc"]).output {
            real = URL(fileURLWithPath: found.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        #endif
        let pluginAPI = real.deletingLastPathComponent().deletingLastPathComponent().appending(path: "lib/swift/pm/PluginAPI")
        guard FileManager.default.fileExists(atPath: pluginAPI.appending(path: "PackagePlugin.swiftmodule").path) else {
            throw Failure(description: "no PackagePlugin.swiftmodule in \(pluginAPI.path)")
        }
        return PluginToolchain(swiftc: swiftc, pluginAPI: pluginAPI)
    }

    /// SwiftPM compiles plugins with the package's tools version, which unlocks PackagePlugin's
    /// URL-based API (`pluginWorkDirectoryURL`, `File.url`, …).
    static let commonArguments = ["-parse-as-library", "-swift-version", "6", "-package-description-version", "6.0.0"]

    /// Builds the XcodeProjectPlugin module from `source` into a fresh folder; returns the folder.
    func buildXcodeProjectPlugin(from source: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-xcode-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "XcodeProjectPlugin.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.run(swiftc, ["-emit-module", "-module-name", "XcodeProjectPlugin", "-I", pluginAPI.path,
                                           "-emit-module-path", folder.appending(path: "XcodeProjectPlugin.swiftmodule").path,
                                           file.path] + Self.commonArguments)
        guard result.status == 0 else { throw Failure(description: "the stand-in XcodeProjectPlugin does not build:\n\(result.output)") }
        return folder
    }

    /// `swiftc -typecheck` of `files` as one module, warnings as errors.
    func typecheck(_ files: [URL], moduleName: String, importing modules: URL?) throws -> (status: Int32, output: String) {
        var arguments = ["-typecheck", "-warnings-as-errors", "-module-name", moduleName, "-I", pluginAPI.path] + Self.commonArguments
        if let modules { arguments += ["-I", modules.path] }
        return try Self.run(swiftc, arguments + files.map(\.path))
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
