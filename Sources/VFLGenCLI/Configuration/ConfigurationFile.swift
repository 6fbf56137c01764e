import Foundation
import LayoutModel
import VFLRendering
import VFLText

/// Reads `vflgen.json`:
///
/// ```json
/// { "access": "public", "platforms": "both", "template": "Templates/Mine.swift.template", "warningsAsErrors": true,
///   "dialect": "apple" }
/// ```
/// Every key is optional. `template` is relative to the folder holding the config file.
/// The file is read by ``ConfigurationReader`` (shared with the plugins, so both read one
/// file the same way); its problems become diagnostics located in the file: every unknown
/// key, value of the wrong type, key given twice and JSON mistake (a trailing comma).
public enum ConfigurationFile {
    /// The file's problems (errors, and warnings such as `platform` read as `platforms`),
    /// as diagnostics about `file`.
    public struct Report: Sendable {
        public var file: SourceFile
        public var diagnostics: [Diagnostic]

        /// `path:line:col: severity: message` for each, notes after their diagnostic.
        public func render(with renderer: DiagnosticRenderer) -> String {
            diagnostics.map { renderer.render($0, in: file) }.joined()
        }
    }

    /// The configuration read, or the errors that stop it; warnings travel with either.
    public struct Loaded: Sendable {
        /// nil when the file has errors.
        public var configuration: GenerateConfiguration?
        public var report: Report
    }

    /// Every key, in the documented order.
    public static var keys: [String] { ConfigurationReader.keys.map(\.name) }

    /// Applies the file at `path` (as given; resolved by `context`) on top of `configuration`.
    public static func load(_ path: String, into configuration: GenerateConfiguration, context: ToolContext) -> Loaded {
        let url = context.url(forPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let diagnostic = Diagnostic.error("config-unreadable", "cannot read configuration file", at: nil)
            return Loaded(configuration: nil, report: Report(file: SourceFile(path: path, text: ""), diagnostics: [diagnostic]))
        }
        return parse(data, path: path, folder: url.deletingLastPathComponent(), into: configuration)
    }

    /// Parses config `data`; `folder` is where a relative `template` path starts.
    public static func parse(_ data: Data, path: String, folder: URL, into configuration: GenerateConfiguration) -> Loaded {
        // A byte order mark is skipped silently; locations count from after it.
        let bytes = UTF8Validation.withoutByteOrderMark([UInt8](data))
        let reader = ConfigurationReader(bytes, suggest: { NameSuggestion.closest(to: $0, in: $1) })
        // The text for locations and excerpts: up to the first bad byte if it is not UTF-8
        // (the reader reports that byte).
        let file: SourceFile
        switch UTF8Validation.sourceFile(path: path, bytes: bytes) {
        case .success(let whole): file = whole
        case .failure(let invalid): file = invalid.validPrefix
        }
        var diagnostics = reader.problems.map { problem in
            // A note without a place of its own ("did you mean") is about the problem's place.
            Diagnostic(
                DiagnosticID(problem.id), problem.severity == .error ? .error : .warning, problem.message,
                at: SourceRange(start: problem.offset, end: problem.offset + problem.length),
                notes: problem.note.map { [Diagnostic.Note($0.message, at: .point($0.offset ?? problem.offset))] } ?? [])
        }
        diagnostics += unknownDevices(in: reader)
        diagnostics.sort { ($0.range?.start ?? 0) < ($1.range?.start ?? 0) }  // file order; stable
        let report = Report(file: file, diagnostics: diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Loaded(configuration: nil, report: report) }
        var result = configuration
        if let access = reader.string("access") { result.access = AccessLevel(rawValue: access)! }
        if let platforms = reader.string("platforms") { result.platforms = GenerateConfiguration.Platforms(rawValue: platforms)! }
        if let template = reader.string("template") {
            result.templatePath = template.hasPrefix("/") ? template : folder.appendingPathComponent(template).standardizedFileURL.path
        }
        if let flag = reader.bool("warningsAsErrors") { result.warningsAsErrors = flag }
        if let dialect = reader.string("dialect") { result.dialect = Dialect(rawValue: dialect)! }
        if let check = reader.string("check") { result.check = CheckMode(rawValue: check)! }
        if let devices = reader.devices("devices") { result.devices = devices.map(DeviceEntry.init) }
        if let names = reader.names("contentSizes") { result.contentSizes = names.compactMap(ContentSizeCategory.init(name:)) }
        if let flag = reader.bool("longText") { result.longText = flag }
        return Loaded(configuration: result, report: report)
    }

    /// `"devices"` names that are no built-in preset or device, at their place in the file, with
    /// the device meant (a custom device, with a size, may have any name).
    static func unknownDevices(in reader: ConfigurationReader) -> [Diagnostic] {
        (reader.devices("devices") ?? []).filter { $0.width == nil && !DeviceEntry.isKnown($0.name) }.map { spec in
            let suggestion = DeviceEntry.suggestion(for: spec.name)
            return Diagnostic(
                "config-unknown-device", .error,
                "unknown device '\(spec.name.escapingControlCharacters)' in vflgen.json; 'vflgen check --devices' lists the presets",
                at: SourceRange(start: spec.nameOffset, end: spec.nameOffset + spec.nameLength),
                notes: suggestion.map { [Diagnostic.Note("did you mean '\($0)'?", at: .point(spec.nameOffset))] } ?? [])
        }
    }
}
