import Foundation

/// The `vflgen generate` invocations that turn a target's layouts into Swift files, with every
/// input and output known before anything runs.
struct GenerationPlan {
    /// How the work is split into commands.
    enum Granularity: String {
        /// One command per `.vfl` file (`--output-file`): editing a layout reruns only its command.
        case perFile = "per-file"
        /// One command for the whole target (`--output DIR`): editing a layout reruns the
        /// generator for all of them, which rewrites only the files whose bytes change.
        case perTarget = "per-target"

        /// The environment variable that overrides the default; meant for the benchmark in
        /// `Benchmarks/Plugin`, which measures both.
        static let environmentVariable = "VFLGEN_PLUGIN_COMMANDS"

        /// The default, chosen by measurement (`Benchmarks/Plugin`, figures in docs/Plugin.md):
        /// on 200 layouts a clean build costs the same CPU time as plain sources (one process
        /// instead of 200), and an edit costs about 0.2 s more than per-file.
        static let `default` = Granularity.perTarget

        /// `default`, unless the environment names another one.
        static func fromEnvironment(_ environment: [String: String]) -> Granularity {
            environment[environmentVariable].flatMap(Granularity.init(rawValue:)) ?? .default
        }

        /// The granularity to plan: `requested`, except that a target whose `vflgen.json` is
        /// not a JSON object gets one command, so its errors are printed once (one command per
        /// file would print them once per layout). Once the file is fixed, that command
        /// generates every layout; the next plan goes back to `requested`.
        static func planned(_ requested: Granularity, inputs: LayoutInputs) -> Granularity {
            requested == .perFile && !Preflight.configurationReads(inputs) ? .perTarget : requested
        }
    }

    /// One run of `vflgen`.
    struct Invocation {
        var arguments: [String]
        /// The layouts it reads, plus the configuration and its template if any.
        var inputFiles: [URL]
        var outputFiles: [URL]
        /// The layouts it reads, for messages.
        var layouts: [URL]
    }

    var invocations: [Invocation]

    /// Plans the generation of `inputs.layouts` into `outputDirectory`.
    init(inputs: LayoutInputs, outputDirectory: URL, granularity: Granularity) {
        let paths = inputs.layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        let outputs = names.map { outputDirectory.appending(component: $0) }

        var sharedArguments: [String] = []
        var sharedInputs: [URL] = []
        if let configuration = inputs.configuration {
            sharedArguments += ["--config", configuration.path(percentEncoded: false)]
            sharedInputs.append(configuration)
        }
        if let template = inputs.template {
            sharedInputs.append(template)
        }

        switch granularity {
        case .perFile:
            // One command sees one layout: tell it which ones share a file name (the whole-target
            // command works that out itself).
            let withoutDirectives = SourceLocationNaming.inputsWithoutDirectives(paths)
            invocations = zip(inputs.layouts, outputs).enumerated().map { index, pair in
                let (layout, output) = pair
                return Invocation(
                    arguments: ["generate", layout.path(percentEncoded: false),
                                "--output-file", output.path(percentEncoded: false)] + sharedArguments
                        + (withoutDirectives.contains(index) ? ["--no-source-locations"] : []),
                    inputFiles: [layout] + sharedInputs,
                    outputFiles: [output],
                    layouts: [layout]
                )
            }
        case .perTarget:
            invocations = inputs.layouts.isEmpty ? [] : [
                Invocation(
                    arguments: ["generate"] + paths
                        + ["--output", outputDirectory.path(percentEncoded: false)] + sharedArguments,
                    inputFiles: inputs.layouts + sharedInputs,
                    outputFiles: outputs,
                    layouts: inputs.layouts
                ),
            ]
        }
    }
}
