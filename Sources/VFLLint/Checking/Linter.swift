import LayoutModel
import VFLLanguage

/// Identifiers of the diagnostics only `vflgen lint` reports (the format strings' own
/// problems carry the front end's identifiers, docs/Language.md). Documented in docs/Migrating.md.
extension DiagnosticID {
    /// A VFL call whose format, options, metrics or views are not written literally in the
    /// function (a warning: the call is skipped, with the reason).
    public static let uncheckedCall: DiagnosticID = "unchecked-call"
    /// The same key twice in a views or metrics dictionary literal (Swift traps on it at run time).
    public static let duplicateDictionaryKey: DiagnosticID = "duplicate-dictionary-key"
}

/// One call's outcome.
public struct CheckedCall: Sendable {
    public enum Status: Sendable {
        /// Checked; the constraints Apple's parser makes (empty when the call has errors).
        case checked(constraints: [LayoutConstraint], errors: Int)
        /// Not checkable, and why.
        case skipped(reason: String)
    }

    public var site: CallSite
    public var status: Status
    /// The platform the call was checked for (from the file's imports).
    public var platform: Platform

    public var isChecked: Bool {
        if case .checked = status { return true }
        return false
    }

    public var errorCount: Int {
        if case .checked(_, let errors) = status { return errors }
        return 0
    }
}

/// The lint result for one file.
public struct FileLint: Sendable {
    public var scan: SourceScan
    public var calls: [CheckedCall]
    /// The diagnostics, in call order, with file ranges (inside the string literals), and the
    /// count of every error and warning; beyond the limit given to ``Linter/lint(_:platform:limit:leading:)``
    /// only counted.
    public private(set) var cap: LintDiagnostics

    /// The diagnostics kept: every one when linted without a limit.
    public var diagnostics: [Diagnostic] { cap.kept }
    /// Every error found, kept or not.
    public var errorCount: Int { cap.errors }
    /// Every warning found, kept or not.
    public var warningCount: Int { cap.warnings }
}

/// Checks every call of a scanned file as Apple's parser would at run time.
public enum Linter {
    /// Checks `scan`'s calls; `platform` overrides the one read from the file's imports.
    /// Under a `limit`, at most that many errors and warnings are kept (``LintDiagnostics``), the
    /// rest only counted: `vflgen lint` prints no more. `leading` diagnostics (about reading
    /// the file) come first.
    public static func lint(_ scan: SourceScan, platform: Platform? = nil, limit: DiagnosticLimit = .none, leading: [Diagnostic] = []) -> FileLint {
        let platform = platform ?? detectPlatform(scan.source)
        var calls: [CheckedCall] = []
        var cap = LintDiagnostics(limit: limit)
        cap.add(contentsOf: leading)
        for site in scan.callSites {
            let status = check(site, platform: platform, into: &cap)
            calls.append(CheckedCall(site: site, status: status, platform: platform))
        }
        return FileLint(scan: scan, calls: calls, cap: cap)
    }

    /// AppKit when the file imports AppKit or Cocoa, UIKit otherwise.
    public static func detectPlatform(_ source: SourceFile) -> Platform {
        let markers = ["import AppKit", "import Cocoa", "<AppKit/", "<Cocoa/"].map { Array($0.utf8) }
        return source.utf8.withUnsafeBufferPointer { bytes in
            // A byte search: `String.contains` compares characters and is far slower on big files.
            for marker in markers where containsBytes(bytes, marker) { return .appkit }
            return .uikit
        }
    }

    /// Whether `bytes` contain `marker` (a plain byte search).
    static func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ marker: [UInt8]) -> Bool {
        guard let first = marker.first, bytes.count >= marker.count else { return false }
        var index = 0
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < marker.count, bytes[index + matched] == marker[matched] { matched += 1 }
                if matched == marker.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Checks one call: its status; its diagnostics go to `cap`.
    static func check(_ site: CallSite, platform: Platform, into cap: inout LintDiagnostics) -> CheckedCall.Status {
        let reason = site.format.reason ?? site.views.reason ?? site.metrics.reason ?? site.options.reason
        guard reason == nil, let format = site.format.value, let views = site.views.value,
              let metrics = site.metrics.value, let options = site.options.value else {
            let why = reason ?? "its arguments could not be read"
            cap.add(.warning(.uncheckedCall, "VFL call not checked: \(why)", at: site.nameRange))
            return .skipped(reason: why)
        }
        let errorsBefore = cap.errors
        for entry in options where entry.option == nil {
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: entry.name, in: FormatOption.allCases.map(\.rawValue)) {
                notes.append(.init("did you mean '.\(suggestion)'?", at: entry.range))
            }
            cap.add(.error(.unknownOption, "unknown option '\(entry.name)'", at: entry.range, notes: notes))
        }
        for entries in [views, metrics ?? []] {
            var seen: [String: SourceRange] = [:]
            for entry in entries {
                if let first = seen[entry.key] {
                    cap.add(.error(
                        .duplicateDictionaryKey, "key '\(entry.key)' appears twice in the dictionary", at: entry.keyRange,
                        notes: [.init("first given here", at: first)]
                    ))
                } else {
                    seen[entry.key] = entry.keyRange
                }
            }
        }
        let known = options.filter { $0.option != nil }
        var metricValues: [String: Double?]?
        if let metrics {
            var values: [String: Double?] = [:]
            for entry in metrics { values[entry.key] = .some(entry.number) }
            metricValues = values
        }
        func fileRange(_ location: FormatStringCheck.Location) -> SourceRange {
            switch location {
            case .format(let range): format.fileRange(of: range)
            case .option(let index): known[index].range
            case .call: site.nameRange
            }
        }
        // Keys no format can name (`self.button`, `<name>`): looked up for each unknown view.
        let qualifiedKeys = views.filter { $0.key.contains(".") || $0.key.contains(">") }
        // The findings are taken one at a time, not gathered: a literal can hold millions.
        // Beyond the cap's limit the front end counts errors and warnings instead of making them
        // findings (the cap would only count them too).
        let (constraints, omittedErrors, omittedWarnings) = FormatStringCheck.check(
            format.value, views: views.map(\.key), metrics: metricValues,
            options: known.compactMap(\.option), platform: platform, limit: cap.limit
        ) { finding in
            var diagnostic = finding.diagnostic
            diagnostic.range = fileRange(finding.location)
            for index in diagnostic.notes.indices where index < finding.noteLocations.count {
                diagnostic.notes[index].range = fileRange(finding.noteLocations[index])
            }
            if !qualifiedKeys.isEmpty, diagnostic.id == .unknownView || diagnostic.id == .unknownName, case .format(let range) = finding.location {
                // NSDictionaryOfVariableBindings(self.button) makes the key "self.button", which no format can name.
                let name = String(decoding: format.bytes[range.start..<min(range.end, format.bytes.count)], as: UTF8.self)
                if let entry = qualifiedKeys.first(where: { $0.key.hasSuffix(".\(name)") || $0.key.hasSuffix(">\(name)") }) {
                    diagnostic.notes.append(.init(
                        "the views dictionary has the key '\(entry.key)', which a format cannot name; bind '\(name)' to a local variable first",
                        at: entry.keyRange
                    ))
                }
            }
            if metrics == nil, diagnostic.id == .unknownMetric || diagnostic.id == .unknownName {
                // The classic crash: a metric name in a call that passes no metrics.
                diagnostic.notes.append(.init("the call passes no metrics ('metrics: nil'), so every metric name is unknown", at: site.nameRange))
            }
            cap.add(diagnostic)
        }
        cap.addOmitted(errors: omittedErrors, warnings: omittedWarnings)
        let errors = cap.errors - errorsBefore
        return .checked(constraints: errors == 0 ? constraints : [], errors: errors)
    }
}
