import PackagePlugin

/// Command plugin: placeholder until issue 4 lands.
@main
struct GenerateVFLCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
