// Stand-in for Xcode's XcodeProjectPlugin module, which ships only inside Xcode: the public API
// a build-tool plugin uses to run on the targets of an Xcode project, with Apple's names and
// types (Xcode 16; the `Path`-based members are the deprecated Xcode 14 forms, still present).
// Not a SwiftPM target: it imports the toolchain's PackagePlugin, which only plugins may, so
// Tests/VFLGenPluginTests/XcodePluginConformanceTests.swift builds it with swiftc and
// type-checks Plugins/VFLGenPlugin against it. Declarations only: nothing here is run.
//
// Reference: developer.apple.com/documentation/xcodeprojectplugin

import Foundation
import PackagePlugin

/// The context Xcode passes to an Xcode project plugin.
public struct XcodePluginContext {
    /// The Xcode project the plugin runs on.
    public let xcodeProject: XcodeProject
    /// A folder the plugin may write to.
    @available(*, deprecated, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path
    /// A folder the plugin may write to.
    public let pluginWorkDirectoryURL: URL

    /// A command-line tool the plugin depends on (an executable target or binary artifact).
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in")
    }
}

/// An Xcode project.
public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    @available(*, deprecated, renamed: "directoryURL")
    public let directory: Path
    public let directoryURL: URL
    @available(*, deprecated, message: "Use the targets' inputFiles")
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    /// The product the target builds, if any.
    public let product: XcodeProduct?
    /// Every file of the target (sources, resources and others).
    public let inputFiles: FileList
}

/// The product of an Xcode target.
public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

/// A plugin that creates build commands for the targets of Xcode projects.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A plugin that performs a command on an Xcode project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
