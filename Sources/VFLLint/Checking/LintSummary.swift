import LayoutModel

/// The counts `vflgen lint` ends with: calls found, checked, skipped (by reason), problems.
public struct LintSummary: Sendable, Equatable {
    public var files = 0
    public var callSites = 0
    public var checked = 0
    /// Skipped calls per reason, in first-seen order.
    public var skipped: [(reason: String, count: Int)] = []
    public var errors = 0
    public var warnings = 0
    /// Constraints made with anchors or the item API (``AnchorSite``), and how many of them
    /// `vflgen migrate` can write as equation lines as far as the call alone tells.
    public var anchorSites = 0
    public var mappableAnchors = 0
    /// Anchor and item constraints that do not map, per reason, in first-seen order.
    public var unmappedAnchors: [(reason: String, count: Int)] = []

    public init() {}

    public var skippedCount: Int { skipped.reduce(0) { $0 + $1.count } }

    /// Adds one file's result.
    public mutating func add(_ file: FileLint) {
        files += 1
        callSites += file.calls.count
        for call in file.calls {
            switch call.status {
            case .checked: checked += 1
            case .skipped(let reason):
                if let index = skipped.firstIndex(where: { $0.reason == reason }) {
                    skipped[index].count += 1
                } else {
                    skipped.append((reason, 1))
                }
            }
        }
        for site in file.scan.anchorSites {
            anchorSites += 1
            let reason = site.equation.reason ?? (site.isConditional ? "it is inside an #if block" : nil)
            guard let reason else {
                mappableAnchors += 1
                continue
            }
            if let index = unmappedAnchors.firstIndex(where: { $0.reason == reason }) {
                unmappedAnchors[index].count += 1
            } else {
                unmappedAnchors.append((reason, 1))
            }
        }
        // Every diagnostic is counted, those beyond the error limit too, "not checked" warnings
        // included (they are also counted as skipped calls, by reason).
        errors += file.errorCount
        warnings += file.warningCount
    }

    /// `vflgen lint: 14 VFL calls in 3 files: 12 checked, 2 not checked; 3 errors, 0 warnings`
    /// and one `  not checked: N × reason` line per reason.
    public var text: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var out = "vflgen lint: \(plural(callSites, "VFL call")) in \(plural(files, "file")): \(checked) checked, "
            + "\(skippedCount) not checked; \(plural(errors, "error")), \(plural(warnings, "warning"))\n"
        for (reason, count) in skipped {
            out += "  not checked: \(count) × \(reason.escapingControlCharacters)\n"  // reasons quote source names
        }
        if anchorSites > 0 {
            out += "vflgen lint: \(plural(anchorSites, "anchor/item constraint")): \(mappableAnchors) can be migrated as equation lines, "
                + "\(anchorSites - mappableAnchors) cannot\n"
            for (reason, count) in unmappedAnchors {
                out += "  cannot be migrated: \(count) × \(reason.escapingControlCharacters)\n"
            }
        }
        return out
    }

    public static func == (lhs: LintSummary, rhs: LintSummary) -> Bool {
        lhs.files == rhs.files && lhs.callSites == rhs.callSites && lhs.checked == rhs.checked
            && lhs.skipped.map(\.reason) == rhs.skipped.map(\.reason) && lhs.skipped.map(\.count) == rhs.skipped.map(\.count)
            && lhs.errors == rhs.errors && lhs.warnings == rhs.warnings
            && lhs.anchorSites == rhs.anchorSites && lhs.mappableAnchors == rhs.mappableAnchors
            && lhs.unmappedAnchors.map(\.reason) == rhs.unmappedAnchors.map(\.reason) && lhs.unmappedAnchors.map(\.count) == rhs.unmappedAnchors.map(\.count)
    }
}
