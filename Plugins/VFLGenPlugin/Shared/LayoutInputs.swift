import Foundation

/// The files of one target that matter to vflgen: its `.vfl` layouts and its optional
/// `vflgen.json`, found among the files the build system hands the plugin.
struct LayoutInputs {
    /// The configuration file's name.
    static let configurationFileName = "vflgen.json"

    /// The target's `.vfl` files, sorted by path so commands are deterministic.
    var layouts: [URL]
    /// The target's `vflgen.json`, if it has one.
    var configuration: URL?
    /// The custom template `vflgen.json` names (`"template"`, relative to the file), if any:
    /// an input too, so editing it regenerates.
    var template: URL?

    /// Picks the layouts and the configuration out of `files`, every file of the target
    /// (sources, resources and files the build system does not know, which is how `.vfl`
    /// and `.json` files arrive). A target with layouts may have at most one `vflgen.json`.
    init(files: [URL], targetName: String) throws(PluginFailure) {
        layouts = files
            .filter { $0.pathExtension == "vfl" }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let configurations = files.filter { $0.lastPathComponent == Self.configurationFileName }
        guard configurations.count <= 1 || layouts.isEmpty else {
            throw .multipleConfigurations(targetName: targetName, files: configurations)
        }
        configuration = configurations.first
        template = configuration.flatMap(Self.template(namedBy:))
    }

    /// The template file a `vflgen.json` names, or nil (also when the file cannot be read or
    /// is not a JSON object).
    ///
    /// Only the path is read, with Foundation's JSON reader, not vflgen's strict
    /// `ConfigurationReader`: the plugin needs nothing else from the file, and every plugin is
    /// compiled in every client's first build, where the reader cost most of the plugins'
    /// compile time (docs/Plugin.md, "What the plugins cost a build"). The two agree on every
    /// file `vflgen` accepts (`HostileConfigurationTests`); a file it rejects fails the
    /// command that reads it, at the problem's line, whatever the plugin declared.
    static func template(namedBy configuration: URL) -> URL? {
        guard let data = FileManager.default.contents(atPath: configuration.path(percentEncoded: false)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let path = object["template"] as? String, !path.isEmpty
        else { return nil }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return configuration.deletingLastPathComponent().appending(path: path).standardizedFileURL
    }
}
