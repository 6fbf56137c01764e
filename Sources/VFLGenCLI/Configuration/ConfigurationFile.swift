import Foundation
import LayoutModel
import VFLRendering

/// Reads `vflgen.json`:
///
/// ```json
/// { "access": "public", "platforms": "both", "template": "Templates/Mine.swift.template", "warningsAsErrors": true }
/// ```
/// Every key is optional. `template` is relative to the folder holding the config file.
/// An unknown key, a value of the wrong type or an unknown choice is an error naming the key.
public enum ConfigurationFile {
    /// A problem with the config file, printed as `PATH: error: MESSAGE`.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): error: \(message)" }
    }

    public static let keys = ["access", "check", "devices", "platforms", "template", "warningsAsErrors"]

    /// Applies the file at `path` (as given; resolved by `context`) on top of `configuration`.
    public static func load(
        _ path: String, into configuration: GenerateConfiguration, context: ToolContext
    ) -> Result<GenerateConfiguration, Failure> {
        let url = context.url(forPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Failure(path: path, message: "cannot read configuration file"))
        }
        return parse(data, path: path, folder: url.deletingLastPathComponent(), into: configuration)
    }

    /// Parses config `data`; `folder` is where a relative `template` path starts.
    public static func parse(
        _ data: Data, path: String, folder: URL, into configuration: GenerateConfiguration
    ) -> Result<GenerateConfiguration, Failure> {
        func fail(_ message: String) -> Result<GenerateConfiguration, Failure> {
            .failure(Failure(path: path, message: message))
        }
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            return fail("vflgen.json is not valid JSON")
        }
        guard case .object(let members) = root else {
            return fail("vflgen.json must hold a JSON object")
        }
        var result = configuration
        for key in members.keys.sorted() {
            let value = members[key]!
            switch key {
            case "access":
                guard case .string(let text) = value, let access = AccessLevel(rawValue: text) else {
                    return fail("invalid value for 'access' in vflgen.json; expected \"internal\" or \"public\"")
                }
                result.access = access
            case "platforms":
                guard case .string(let text) = value, let platforms = GenerateConfiguration.Platforms(rawValue: text) else {
                    return fail("invalid value for 'platforms' in vflgen.json; expected \"uikit\", \"appkit\" or \"both\"")
                }
                result.platforms = platforms
            case "template":
                guard case .string(let text) = value, !text.isEmpty else {
                    return fail("invalid value for 'template' in vflgen.json; expected a path relative to the configuration file")
                }
                result.templatePath = text.hasPrefix("/") ? text : folder.appendingPathComponent(text).standardizedFileURL.path
            case "warningsAsErrors":
                guard case .bool(let flag) = value else {
                    return fail("invalid value for 'warningsAsErrors' in vflgen.json; expected true or false")
                }
                result.warningsAsErrors = flag
            case "check":
                guard let mode = CheckConfigurationKeys.mode(value) else {
                    return fail("invalid value for 'check' in vflgen.json; expected \"warn\", \"error\" or \"off\"")
                }
                result.check = mode
            case "devices":
                switch CheckConfigurationKeys.devices(value) {
                case .success(let entries): result.devices = entries
                case .failure(let failure): return fail(failure.message)
                }
            default:
                var message = "unknown key '\(key.escapingControlCharacters)' in vflgen.json"
                if let suggestion = closestName(to: key, in: keys) { message += "; did you mean '\(suggestion)'?" }
                return fail(message)
            }
        }
        return .success(result)
    }
}

/// Just enough JSON to check a config file's value types strictly.
enum JSONValue: Decodable, Equatable {
    case string(String), bool(Bool), number(Double), null
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .string(text) }
        else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }
}
