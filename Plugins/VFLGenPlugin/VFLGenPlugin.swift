import PackagePlugin

/// Build-tool plugin: placeholder until issue 4 lands.
@main
struct VFLGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        []
    }
}
