import LayoutModel

/// `// vflgen:ignore KIND[, KIND][: reason]` on the finding's line silences that kind there.
public enum IgnoreComment {
    public static let marker = "vflgen:ignore"

    public static func silences(_ kind: CheckFinding.Kind, at range: SourceRange, in source: SourceFile) -> Bool {
        let line = source.lineText(source.location(of: range.start).line)
        guard let marker = line.range(of: "// " + marker) ?? line.range(of: "//" + marker) else { return false }
        // `// vflgen:ignore ambiguity, off-screen: why` — the kinds, then an optional reason.
        let rest = line[marker.upperBound...].prefix { $0 != ":" }
        let kinds = rest.split { $0 == "," || $0 == " " }.map(String.init)
        return kinds.contains(kind.rawValue)
    }
}
