/// Long text, the way Xcode's "Double-Length Pseudolanguage" (scheme → Run → Options → App
/// Language) makes it: every localized string shown twice, to see a layout survive
/// translations that are longer than English (German and Finnish often are, by 30 % or more).
public enum LongText {
    /// `text` at double length: the text, a space, the text again (`"Skip"` → `"Skip Skip"`).
    /// Each line of a multi-line text is doubled on its own line. Empty text stays empty.
    public static func doubled(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "\($0) \($0)" }
            .joined(separator: "\n")
    }
}
