import Foundation
import LayoutModel
import VFLCheck
import VFLLanguage

/// `vflgen lsp`: the Language Server Protocol (3.17) for `.vfl` files, a thin layer over the
/// compiler (diagnostics, names, formatting) and the layout check, so the editor and the
/// build never disagree. Single-threaded: messages are handled in order; diagnostics are
/// published once the client stops sending (a natural debounce while typing).
///
/// State is per open document only (closing one forgets it). Every request is answered,
/// with an error for what it cannot do; nothing in a message can stop the server.
public final class LanguageServer {
    public static let name = "vflgen"
    let services: ServerServices
    /// Writes one message to the client.
    let send: ([String: Any]) -> Void
    var documents: [String: Document] = [:]
    /// Settings per document path, until the client reports a changed `vflgen.json`.
    private var settingsByPath: [String: DocumentSettings] = [:]
    var workspaceFolders: [String] = []
    private var initialized = false
    private var shutdownRequested = false
    /// Set by `exit`: 0 after `shutdown`, 1 without it (as LSP asks).
    public private(set) var exitStatus: Int32?
    let version: String
    /// The check runs here, so the server keeps answering while it does.
    let checkWorker: CheckWorker
    /// The device and text size inlay hints and hovers show frames at.
    var frameConfiguration = FrameConfiguration()
    /// What the client said it handles (`initialize`'s capabilities).
    var clientCapabilities = ClientCapabilities()
    /// The id of the next request the server sends the client.
    private var nextOutgoingID = 0

    public init(services: ServerServices, version: String, send: @escaping ([String: Any]) -> Void) {
        self.services = services
        self.version = version
        self.send = send
        checkWorker = CheckWorker()
    }

    deinit { checkWorker.stop() }

    /// The open documents' URIs (tests check that closing forgets them).
    public var openDocuments: [String] { documents.keys.sorted() }

    // MARK: Messages

    /// Handles one message (request, notification or response).
    public func handle(_ message: [String: Any]) {
        let method = message.string("method")
        let id = message["id"]
        let params = message.object("params") ?? [:]
        if let id, !(id is NSNull), !JSONValue.isValidID(id) {
            // JSON-RPC ids are strings or integers: an object, array, boolean or fraction is
            // not echoed back (the error's id is null, as for any request whose id is unknown).
            respond(NSNull(), error: ErrorCode.invalidRequest, "a message id must be a string or an integer")
            return
        }
        guard let method else {
            if id != nil, message["result"] != nil || message["error"] != nil { return }  // a response to us
            respond(id ?? NSNull(), error: ErrorCode.invalidRequest, "a message without a method")
            return
        }
        if let id {
            handleRequest(method, id: id, params: params)
        } else {
            handleNotification(method, params: params)
        }
    }

    private func handleRequest(_ method: String, id: Any, params: JSONObject) {
        if method == "initialize" {
            respond(id, result: initialize(params))
            initialized = true
            return
        }
        guard initialized else {
            respond(id, error: ErrorCode.serverNotInitialized, "the server is not initialized")
            return
        }
        if method == "shutdown" {
            shutdownRequested = true
            documents.removeAll()
            respond(id, result: NSNull())
            return
        }
        if shutdownRequested {
            respond(id, error: ErrorCode.invalidRequest, "the server is shutting down")
            return
        }
        if method == "workspace/symbol" {
            respond(id, result: workspaceSymbols(query: params.string("query") ?? ""))
            return
        }
        if method == "workspace/executeCommand" {
            switch executeCommand(params.string("command") ?? "", arguments: params.array("arguments") ?? []) {
            case .success(let result): respond(id, result: result)
            case .failure(let failure): respond(id, error: failure.code, failure.message)
            }
            return
        }
        guard let handler = documentRequest(method) else {
            respond(id, error: ErrorCode.methodNotFound, "unsupported request '\(method)'")
            return
        }
        guard let uri = params.object("textDocument")?.string("uri"), let document = documents[uri] else {
            respond(id, error: ErrorCode.invalidParams, "'\(method)' needs an open document")
            return
        }
        guard !document.isOutOfSync else {
            respond(id, error: ErrorCode.requestFailed, "the server's copy of \(uri) is out of date (a change could not be applied); close and reopen the file")
            return
        }
        switch handler(document, params) {
        case .success(let result): respond(id, result: result)
        case .failure(let failure): respond(id, error: failure.code, failure.message)
        }
    }

    /// A request's failure, answered as a response error.
    struct RequestFailure: Error {
        var code: Int
        var message: String
    }

    /// The handler of a request about one document.
    private func documentRequest(_ method: String) -> ((Document, JSONObject) -> Result<Any, RequestFailure>)? {
        switch method {
        case "textDocument/hover": hover
        case "textDocument/completion": completion
        case "textDocument/definition": definition
        case "textDocument/references": references
        case "textDocument/documentHighlight": documentHighlight
        case "textDocument/prepareRename": prepareRename
        case "textDocument/rename": rename
        case "textDocument/documentSymbol": documentSymbols
        case "textDocument/codeAction": codeActions
        case "textDocument/formatting": formatting
        case "textDocument/semanticTokens/full": semanticTokens
        case "textDocument/inlayHint": inlayHints
        case "textDocument/codeLens": codeLenses
        default: nil
        }
    }

    private func handleNotification(_ method: String, params: JSONObject) {
        switch method {
        case "exit":
            exitStatus = shutdownRequested ? 0 : 1
        case "textDocument/didOpen":
            guard let item = params.object("textDocument"), let uri = item.string("uri"), let text = item.string("text") else { return }
            documents[uri] = Document(uri: uri, version: item.int("version") ?? 0, text: text)
        case "textDocument/didChange":
            guard let identifier = params.object("textDocument"), let uri = identifier.string("uri"), let document = documents[uri] else { return }
            let version = identifier.int("version") ?? document.version + 1
            for case let change as JSONObject in params.array("contentChanges") ?? [] {
                guard let text = change.string("text") else { continue }
                // No range (or null) replaces the whole text; a range that is not a valid
                // Range is refused with the rest of the notification, never read as "no range".
                let rangeValue = change["range"]
                guard rangeValue == nil || rangeValue is NSNull || Range(change.object("range")) != nil else {
                    rejectChange(of: document, reason: "its range is not a valid LSP Range (\(Self.describe(rangeValue!)))")
                    return
                }
                let range = Range(change.object("range"))
                // Out of sync, an edit of a text the server does not have is skipped.
                if document.isOutOfSync, range != nil { continue }
                document.apply(text, in: range, version: version)
            }
        case "textDocument/didClose":
            guard let uri = params.object("textDocument")?.string("uri") else { return }
            if documents.removeValue(forKey: uri) != nil {
                send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": [Any]()]])
            }
        case "workspace/didChangeConfiguration":
            // The client's settings may choose the frames' device and text size.
            if let settings = params["settings"] as? JSONObject { chooseFrames(settings) }
            settingsByPath.removeAll()
            for document in documents.values { document.needsDiagnostics = true }
        case "workspace/didChangeWatchedFiles", "textDocument/didSave":
            // A saved or changed vflgen.json changes settings: read them again.
            settingsByPath.removeAll()
            for document in documents.values { document.needsDiagnostics = true }
        default:
            break  // `initialized`, `$/cancelRequest`, `$/setTrace` and the rest need nothing.
        }
    }

    private func initialize(_ params: JSONObject) -> JSONObject {
        for case let folder as JSONObject in params.array("workspaceFolders") ?? [] {
            if let uri = folder.string("uri"), let path = Document.path(of: uri) { workspaceFolders.append(path) }
        }
        if workspaceFolders.isEmpty, let uri = params.string("rootUri"), let path = Document.path(of: uri) {
            workspaceFolders.append(path)
        }
        clientCapabilities = ClientCapabilities(params.object("capabilities") ?? [:])
        if let options = params.object("initializationOptions") { chooseFrames(options, refresh: false) }
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": ["[", "(", "-", "@", ".", "|", ":", ",", " "]],
                "definitionProvider": true,
                "referencesProvider": true,
                "documentHighlightProvider": true,
                "renameProvider": ["prepareProvider": true],
                "documentSymbolProvider": true,
                "workspaceSymbolProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentFormattingProvider": true,
                "inlayHintProvider": ["resolveProvider": false],
                "codeLensProvider": ["resolveProvider": false],
                "executeCommandProvider": ["commands": ServerCommand.allCases.map(\.rawValue)],
                "semanticTokensProvider": [
                    "legend": ["tokenTypes": SemanticTokenType.allCases.map(\.rawValue), "tokenModifiers": ["declaration"]],
                    "full": true,
                ],
            ] as JSONObject,
            "serverInfo": ["name": Self.name, "version": version],
        ]
    }

    /// A change the server cannot apply: the document keeps its text, which from now on may
    /// differ from the editor's, so its diagnostics are withdrawn and requests about it are
    /// refused until the client sends the whole text again (a change without a range) or
    /// reopens it. The user is told (a notification has no response to carry an error).
    private func rejectChange(of document: Document, reason: String) {
        document.isOutOfSync = true
        let message = "vflgen: a change to \(document.uri) was not applied: \(reason). Close and reopen the file to resynchronise."
        send(["jsonrpc": "2.0", "method": "window/logMessage", "params": ["type": 1, "message": message] as JSONObject])
        send(["jsonrpc": "2.0", "method": "window/showMessage", "params": ["type": 1, "message": message] as JSONObject])
        send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": document.uri, "diagnostics": [Any]()] as JSONObject])
        document.needsDiagnostics = false
    }

    /// A short, printable rendering of a JSON value for messages.
    static func describe(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed, .withoutEscapingSlashes])
        let text = data.map { String(decoding: $0, as: UTF8.self).dropFirst().dropLast() }.map(String.init) ?? "\(value)"
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }

    // MARK: Responses

    func respond(_ id: Any, result: Any) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func respond(_ id: Any, error code: Int, _ message: String) {
        send(["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]])
    }

    /// Sends the client a request (its response is not waited for: responses are ignored).
    func request(_ method: String, _ params: Any?) {
        nextOutgoingID += 1
        var message: JSONObject = ["jsonrpc": "2.0", "id": "vflgen-\(nextOutgoingID)", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    /// Shows the user a message (`window/showMessage`; type 1 error … 4 log).
    func showMessage(_ message: String, type: Int) {
        send(["jsonrpc": "2.0", "method": "window/showMessage", "params": ["type": type, "message": message] as JSONObject])
    }

    /// Answers a body that is not JSON, or a bad header.
    public func malformedMessage(_ problem: String) {
        respond(NSNull(), error: ErrorCode.parseError, problem)
    }

    /// Answers a body that is JSON but not a message object.
    public func invalidMessage(_ problem: String) {
        respond(NSNull(), error: ErrorCode.invalidRequest, problem)
    }

    // MARK: Analysis

    func settings(for document: Document) -> DocumentSettings {
        let key = document.path ?? ""
        if let settings = settingsByPath[key] { return settings }
        let settings = services.settings(document.path)
        settingsByPath[key] = settings
        return settings
    }

    func analysis(of document: Document) -> Analysis {
        document.analysis(settings(for: document))
    }

    /// The check's findings for the document as far as they are known: none with errors or
    /// with the check off; `nil` while the check runs (it is started if needed).
    func findings(of document: Document) -> [CheckFinding]? {
        let analysis = analysis(of: document)
        if let findings = analysis.findings { return findings }
        guard analysis.settings.checkSeverity != nil, !analysis.compilation.hasErrors else {
            analysis.findings = []
            return []
        }
        if !checkWorker.isChecking(document.uri, version: document.version) {
            checkWorker.submit(.init(uri: document.uri, version: document.version, file: analysis.compilation.file, settings: analysis.settings))
        }
        return nil
    }

    /// Takes the finished checks: each still current one is kept and its document's
    /// diagnostics published again, now with the findings.
    public func deliverFinishedChecks() {
        deliver(checkWorker.collect())
    }

    /// Waits for every running check, then delivers them (tests and benchmarks).
    public func waitForChecks() {
        deliver(checkWorker.waitUntilIdle())
    }

    /// Whether a check is running or waiting.
    public var isChecking: Bool { checkWorker.isBusy }

    private func deliver(_ results: [CheckWorker.Result]) {
        var framesArrived = false
        for result in results {
            guard let document = documents[result.uri], document.version == result.version else { continue }
            let analysis = analysis(of: document)
            guard analysis.settings == result.settings, analysis.findings == nil else { continue }
            analysis.findings = result.reports
            analysis.frames = result.frames
            publishDiagnostics(for: document)
            framesArrived = true
        }
        // The frames are known now: a client that can be asked to fetch inlay hints again is.
        if framesArrived { refreshInlayHints() }
    }

    /// Publishes diagnostics for every document changed since they were last published.
    public func publishPendingDiagnostics() {
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) where document.needsDiagnostics {
            document.needsDiagnostics = false
            publishDiagnostics(for: document)
        }
    }

    /// Runs the server on stdin/stdout until `exit` (or the end of input); returns the exit status.
    public static func runStandardIO(services: ServerServices, version: String) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let connection = JSONRPCConnection(input: 0, output: 1)
        let server = LanguageServer(services: services, version: version, send: connection.send)
        while true {
            // Debounce: diagnostics go out once the client has paused for 25 ms; while checks
            // run, their results are collected at that pace too.
            let pending = server.documents.values.contains { $0.needsDiagnostics } || server.isChecking
            if connection.waitForInput(milliseconds: pending ? 25 : -1) {
                switch connection.read() {
                case .endOfInput:
                    return server.exitStatus ?? 1
                case .malformed(let problem):
                    server.malformedMessage(problem)
                case .invalid(let problem):
                    server.invalidMessage(problem)
                case .message(let message):
                    server.handle(message)
                    if let status = server.exitStatus { return status }
                }
                continue
            }
            server.publishPendingDiagnostics()
            server.deliverFinishedChecks()
        }
    }
}
