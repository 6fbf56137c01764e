import Foundation

/// A problem with how a target is set up for vflgen (not with the layouts themselves, which
/// `vflgen` reports as `file.vfl:line:col: error:` lines).
enum PluginFailure: Error, CustomStringConvertible {
    /// The plugin was applied to a target that has no Swift sources to add generated code to.
    case notASourceTarget(targetName: String, kind: String)
    /// An Xcode target lists more than one `vflgen.json`.
    case multipleConfigurations(targetName: String, files: [URL])
    /// The command plugin was asked for targets the package does not have.
    case unknownTargets([String])
    /// The command plugin was asked for targets without `.vfl` files.
    case noLayouts(targetNames: [String])
    /// `vflgen` failed while the command plugin ran it.
    case generatorFailed(targetName: String, status: Int32)
    /// The command plugin got an argument it does not understand.
    case badArgument(String)

    var description: String {
        switch self {
        case .notASourceTarget(let name, let kind):
            return "vflgen: target '\(name)' is a \(kind) target; VFLGenPlugin generates Swift, so it only "
                + "works on Swift targets (.target, .executableTarget, .testTarget); move the .vfl files to one."
        case .multipleConfigurations(let name, let files):
            let paths = files.map { $0.path(percentEncoded: false) }.joined(separator: ", ")
            return "vflgen: target '\(name)' has more than one vflgen.json (\(paths)); keep exactly one."
        case .unknownTargets(let names):
            return "vflgen: no target named \(names.map { "'\($0)'" }.joined(separator: ", ")) in this package."
        case .noLayouts(let names):
            return "vflgen: no .vfl files in target \(names.map { "'\($0)'" }.joined(separator: ", "))."
        case .generatorFailed(let name, let status):
            return "vflgen: generating code for target '\(name)' failed (exit status \(status)); see the errors above."
        case .badArgument(let argument):
            return "vflgen: unknown argument '\(argument)'. Usage: swift package --allow-writing-to-package-directory generate-vfl-code [--target NAME]..."
        }
    }
}
