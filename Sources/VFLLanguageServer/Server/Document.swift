import Foundation
import LayoutModel
import VFLCheck
import VFLEngine
import VFLLanguage

/// One open `.vfl` document: its text as the client has it, and what the compiler made of it
/// (computed on demand and kept until the next change). Positions are converted between
/// byte offsets (the compiler's) and LSP's lines and UTF-16 code units here.
final class Document {
    let uri: String
    private(set) var version: Int
    private(set) var source: SourceFile
    /// Set when the text changed and the client has not had diagnostics for it yet.
    var needsDiagnostics = true
    /// Set when a change could not be applied: the text may differ from the editor's until
    /// the next whole-text change.
    var isOutOfSync = false
    private var cachedAnalysis: Analysis?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.source = SourceFile(path: Document.path(of: uri) ?? uri, text: text)
    }

    /// The file path of a `file://` URI.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    var path: String? { Document.path(of: uri) }
    var text: String { source.text }

    /// Replaces the whole text, or the text in `range` (LSP's incremental sync).
    func apply(_ newText: String, in range: Range?, version: Int) {
        self.version = version
        var bytes = source.utf8
        if let range {
            let start = offset(of: range.start)
            let end = max(start, offset(of: range.end))
            bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        } else {
            bytes = Array(newText.utf8)
            isOutOfSync = false
        }
        source = SourceFile(path: source.path, validUTF8: bytes)
        cachedPositions = nil
        cachedAnalysis = nil
        needsDiagnostics = true
    }

    /// The compiled document for `settings` (recomputed after a change or a new configuration).
    func analysis(_ settings: DocumentSettings) -> Analysis {
        if let cachedAnalysis, cachedAnalysis.settings == settings { return cachedAnalysis }
        let analysis = Analysis(source: source, settings: settings)
        cachedAnalysis = analysis
        return analysis
    }

    // MARK: Positions

    /// The text's line table and UTF-16 counts, built on first use after each change.
    private var cachedPositions: PositionIndex?

    var positions: PositionIndex {
        if let cachedPositions { return cachedPositions }
        let index = PositionIndex(source.utf8)
        cachedPositions = index
        return index
    }

    /// The byte offset of an LSP position (past a line's end: the line's end, before its line
    /// break; past the last line: the end of the file).
    func offset(of position: Position) -> Int {
        positions.offset(line: position.line, character: position.character)
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int) -> Position {
        let (line, character) = positions.position(of: offset)
        return Position(line: line, character: character)
    }

    func range(of range: SourceRange?) -> Range {
        guard let range else { return Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)) }
        return Range(start: position(of: range.start), end: position(of: range.end))
    }

    /// The bytes of the line holding `offset`: its start and its end (before its line break).
    func lineBounds(at offset: Int) -> (start: Int, end: Int) {
        let positions = positions
        let line = positions.line(at: max(0, min(offset, source.utf8.count)))
        return (positions.lineStarts[line], positions.contentEnd(ofLine: line))
    }
}

/// What the server reads from the nearest `vflgen.json` for a document.
public struct DocumentSettings: Equatable, Sendable {
    public var platform: Platform
    public var dialect: Dialect
    /// The severity of the check's findings; `nil` when the check is off.
    public var checkSeverity: Diagnostic.Severity?
    /// The presets the check uses for layouts without `container` lines (`nil`: every preset
    /// of the platform), from `vflgen.json`'s `"devices"`.
    public var devices: [DevicePreset]?
    /// The content configurations the check runs each layout in, from `"contentSizes"` and
    /// `"longText"` (``CheckAxes/defaultContents`` without them).
    public var contents: [ContentConfiguration]
    /// The configuration file the settings come from, if any.
    public var configurationPath: String?

    public init(
        platform: Platform = .uikit, dialect: Dialect = .vflgen, checkSeverity: Diagnostic.Severity? = .warning, devices: [DevicePreset]? = nil,
        contents: [ContentConfiguration] = CheckAxes.defaultContents, configurationPath: String? = nil
    ) {
        self.platform = platform
        self.devices = devices
        self.contents = contents
        self.dialect = dialect
        self.checkSeverity = checkSeverity
        self.configurationPath = configurationPath
    }
}

/// One compilation of a document: diagnostics, layouts and the name index.
final class Analysis {
    let settings: DocumentSettings
    let compilation: VFLCompilation
    let index: SourceIndex
    /// The check's findings, once computed (only for documents without errors).
    var findings: [CheckFinding]?
    /// The frames the check solved, per layout name, delivered with the findings.
    var frames: [String: LayoutFrameSizes]?
    /// Frames solved on demand for configurations the check did not solve, by layout name
    /// and configuration (kept until the next change).
    var solved: [String: SolvedSize] = [:]

    init(source: SourceFile, settings: DocumentSettings) {
        self.settings = settings
        compilation = VFLCompiler.compile(source, platform: settings.platform, dialect: settings.dialect)
        index = VFLCompiler.index(source, platform: settings.platform, dialect: settings.dialect)
    }
}
