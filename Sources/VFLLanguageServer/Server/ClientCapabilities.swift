/// The parts of the client's `initialize` capabilities the server acts on.
struct ClientCapabilities {
    /// `workspace.inlayHint.refreshSupport`: the server may ask for inlay hints again (when
    /// the check's frames arrive, or another device is chosen).
    var inlayHintRefresh = false
    /// `window.showDocument.support`: the preview can be opened for the user.
    var showDocument = false

    init() {}

    init(_ capabilities: JSONObject) {
        inlayHintRefresh = capabilities.object("workspace")?.object("inlayHint")?.bool("refreshSupport") ?? false
        showDocument = capabilities.object("window")?.object("showDocument")?.bool("support") ?? false
    }
}
