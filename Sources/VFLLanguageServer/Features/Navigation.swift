import Foundation
import LayoutModel
import VFLLanguage

/// Go to definition, references, highlights and rename of layouts, variants, views and
/// metrics, from the compiler's own resolution of names (``SourceIndex``).
extension LanguageServer {
    private func occurrence(_ document: Document, _ params: JSONObject) -> (SourceIndex, SourceIndex.Occurrence)? {
        guard let position = Position(params.object("position")) else { return nil }
        let index = analysis(of: document).index
        guard let occurrence = index.occurrence(at: document.offset(of: position)) else { return nil }
        return (index, occurrence)
    }

    private func location(_ range: SourceRange, in document: Document) -> JSONObject {
        ["uri": document.uri, "range": document.range(of: range).json]
    }

    func definition(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let (index, occurrence) = occurrence(document, params),
              let declaration = index.occurrences(of: occurrence.symbol).first(where: \.isDeclaration) else { return .success(NSNull()) }
        return .success(location(declaration.range, in: document))
    }

    func references(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let (index, occurrence) = occurrence(document, params) else { return .success([Any]()) }
        let includeDeclaration = params.object("context")?.bool("includeDeclaration") ?? true
        let found = index.occurrences(of: occurrence.symbol).filter { includeDeclaration || !$0.isDeclaration }
        return .success(found.map { location($0.range, in: document) })
    }

    func documentHighlight(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let (index, occurrence) = occurrence(document, params) else { return .success([Any]()) }
        return .success(index.occurrences(of: occurrence.symbol).map { found -> JSONObject in
            ["range": document.range(of: found.range).json, "kind": found.isDeclaration ? 3 : 2]
        })
    }

    func prepareRename(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let (_, occurrence) = occurrence(document, params) else {
            return .failure(.init(code: ErrorCode.requestFailed, message: "only a layout, variant, view or metric name can be renamed"))
        }
        return .success(["range": document.range(of: occurrence.range).json, "placeholder": occurrence.symbol.name] as JSONObject)
    }

    /// Renames every occurrence; refuses a name that is not a valid declaration name or that
    /// another declaration of the layout (or another layout of the file) already has.
    func rename(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let newName = params.string("newName") else { return .failure(.init(code: ErrorCode.invalidParams, message: "no newName")) }
        guard let (index, occurrence) = occurrence(document, params) else {
            return .failure(.init(code: ErrorCode.requestFailed, message: "only a layout, variant, view or metric name can be renamed"))
        }
        let symbol = occurrence.symbol
        if let problem = SourceIndex.problem(withName: newName, kind: symbol.kind) {
            return .failure(.init(code: ErrorCode.requestFailed, message: problem))
        }
        if newName != symbol.name, let clash = clash(newName, for: symbol, in: index) {
            return .failure(.init(code: ErrorCode.requestFailed, message: clash))
        }
        let edits = index.occurrences(of: symbol).map { found -> JSONObject in
            ["range": document.range(of: found.range).json, "newText": newName]
        }
        return .success(["changes": [document.uri: edits]] as JSONObject)
    }

    private func clash(_ name: String, for symbol: SourceIndex.Symbol, in index: SourceIndex) -> String? {
        switch symbol.kind {
        case .layout:
            return index.layouts.contains { $0.name == name } ? "layout '\(name)' already exists in this file" : nil
        case .variant:
            return index.layouts[symbol.layout].variants.contains { $0.name == name } ? "variant '\(name)' already exists in layout '\(index.layouts[symbol.layout].name)'" : nil
        case .view, .guide, .metric:
            let layout = index.layouts[symbol.layout]
            if symbol.kind != .metric,
               let problem = ReservedNames.problem(withViewName: name, classesOf: layout.views.lazy.map { (name: $0.name, type: $0.type) }) {
                return problem.message(name: name, kind: symbol.kind == .guide ? .guide : .view)
            }
            if layout.views.contains(where: { $0.name == name }) { return "layout '\(layout.name)' already declares a view '\(name)'" }
            if layout.metrics.contains(where: { $0.name == name }) { return "layout '\(layout.name)' already declares a metric '\(name)'" }
            return nil
        }
    }

    // MARK: Symbols

    /// LSP SymbolKind numbers.
    static func symbolKind(_ kind: SourceIndex.SymbolKind) -> Int {
        switch kind {
        case .layout: 5  // Class
        case .variant: 10  // Enum
        case .view: 8  // Field
        case .guide: 7  // Property
        case .metric: 14  // Constant
        }
    }

    /// The outline: each layout with its views (`detail`: the class, `external view: Class`),
    /// guides (`layout guide`), metrics and variants (`when …` for one that switches itself).
    func documentSymbols(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        let analysis = analysis(of: document)
        let index = analysis.index
        let symbols = index.layouts.map { layout -> JSONObject in
            let compiled = analysis.compilation.file.layouts.first { $0.name == layout.name && $0.range.start == layout.range.start }
            func child(_ declared: SourceIndex.Declared, _ kind: SourceIndex.SymbolKind) -> JSONObject {
                var symbol: JSONObject = [
                    "name": declared.name, "kind": Self.symbolKind(kind),
                    "range": document.range(of: declared.range.union(declared.nameRange)).json, "selectionRange": document.range(of: declared.nameRange).json,
                ]
                switch kind {
                case .guide:
                    symbol["detail"] = "layout guide"
                case .variant:
                    let conditions = compiled?.variants.first { $0.name == declared.name }?.conditions ?? []
                    if !conditions.isEmpty { symbol["detail"] = "when " + conditions.map(\.text).joined(separator: " and ") }
                default:
                    if declared.isExternal {
                        symbol["detail"] = "external view: " + (declared.type ?? analysis.settings.platform.defaultViewType)
                    } else if let type = declared.type {
                        symbol["detail"] = type
                    }
                }
                return symbol
            }
            let children = layout.views.map { child($0, index.occurrence(at: $0.nameRange.start)?.symbol.kind ?? .view) } + layout.metrics.map { child($0, .metric) } + layout.variants.map { child($0, .variant) }
            return [
                "name": layout.name, "kind": Self.symbolKind(.layout), "detail": "layout",
                "range": document.range(of: layout.range.union(layout.nameRange)).json, "selectionRange": document.range(of: layout.nameRange).json,
                "children": children,
            ]
        }
        return .success(symbols)
    }

    /// Layouts, views, metrics and variants of every `.vfl` file in the workspace folders
    /// (open documents as edited) whose name contains the query's characters in order.
    func workspaceSymbols(query: String) -> [JSONObject] {
        var results: [JSONObject] = []
        var seen = Set<String>()
        var files: [(uri: String, document: Document)] = documents.values.sorted { $0.uri < $1.uri }.map { ($0.uri, $0) }
        for folder in workspaceFolders {
            for path in Self.vflFiles(in: folder) {
                let uri = URL(fileURLWithPath: path).absoluteString
                guard documents[uri] == nil, let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                files.append((uri, Document(uri: uri, version: 0, text: text)))
            }
        }
        for (uri, document) in files where seen.insert(uri).inserted {
            let index = analysis(of: document).index
            for layout in index.layouts {
                var entries: [(String, SourceIndex.SymbolKind, SourceRange)] = [(layout.name, .layout, layout.nameRange)]
                entries += layout.views.map { ($0.name, index.occurrence(at: $0.nameRange.start)?.symbol.kind ?? .view, $0.nameRange) } + layout.metrics.map { ($0.name, .metric, $0.nameRange) }
                entries += layout.variants.map { ($0.name, .variant, $0.nameRange) }
                for (name, kind, range) in entries where Self.matches(name, query: query) {
                    var symbol: JSONObject = ["name": name, "kind": Self.symbolKind(kind), "location": ["uri": uri, "range": document.range(of: range).json]]
                    if kind != .layout { symbol["containerName"] = layout.name }
                    results.append(symbol)
                    if results.count >= 1000 { return results }
                }
            }
        }
        return results
    }

    static func matches(_ name: String, query: String) -> Bool {
        var rest = Substring(query.lowercased())
        for character in name.lowercased() where character == rest.first { rest = rest.dropFirst() }
        return rest.isEmpty
    }

    /// `.vfl` files under `folder` (not in hidden or `.build` folders), at most 5,000, looking
    /// at no more than 100,000 entries (a workspace opened at `/` must not stall the server).
    static func vflFiles(in folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        var entries = 0
        while let item = enumerator.nextObject() as? URL {
            entries += 1
            if entries > 100_000 { break }
            if item.lastPathComponent.hasPrefix(".build") { enumerator.skipDescendants(); continue }
            if item.pathExtension == "vfl" { paths.append(item.path) }
            if paths.count >= 5000 { break }
        }
        return paths.sorted()
    }
}
