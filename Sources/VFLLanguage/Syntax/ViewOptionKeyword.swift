/// The words that may follow `view NAME[: Type]` (and `external view …`): hints, content
/// priorities, an external view's frame, and sample content. The one table the parser, the
/// language server's completion and semantic tokens read, beside ``DeclarationKeyword``'s
/// table of the words that start a line.
public struct ViewOptionKeyword: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `intrinsic`, `baseline`: preview hints.
        case hint
        /// `hugging`, `compression`: applied by generated code.
        case priority
        /// `frame`: only on an external view.
        case externalFrame
        /// `text`, `title`, `placeholder`, `style`, `font`, `lines`, `image`: sample content
        /// (docs/Language.md, "Sample content").
        case content
    }

    public let word: String
    public let kind: Kind
    /// The clause's form with placeholders (`font SIZE [WEIGHT]`).
    public let syntax: String
    public let summary: String

    /// `syntax — summary`, the completion item's detail.
    public var detail: String { "\(syntax) — \(summary)" }

    init(_ word: String, _ kind: Kind, _ syntax: String, _ summary: String) {
        self.word = word
        self.kind = kind
        self.syntax = syntax
        self.summary = summary
    }

    /// Every view option, in the order completion offers them.
    public static let all: [ViewOptionKeyword] = [
        .init("intrinsic", .hint, "intrinsic WxH", "preview size hint ('_' for none)"),
        .init("baseline", .hint, "baseline F[,L]", "preview baselines, points below the top"),
        .init("hugging", .priority, "hugging H[,V]", "content hugging priorities"),
        .init("compression", .priority, "compression H[,V]", "compression resistance priorities"),
        .init("frame", .externalFrame, "frame X,Y,WxH", "where check and preview place the external view"),
        .init("text", .content, "text \"…\" [\"…\"]", "sample text, each string measured on its own (labels, text fields)"),
        .init("title", .content, "title \"…\"", "a button's sample title"),
        .init("placeholder", .content, "placeholder \"…\"", "a text field's sample placeholder"),
        .init("style", .content, "style NAME", "a text style that scales with Dynamic Type"),
        .init("font", .content, "font SIZE [WEIGHT]", "a fixed system font"),
        .init("lines", .content, "lines N", "numberOfLines (0: as many as the text needs)"),
        .init("image", .content, "image WxH", "the image's size in points"),
    ]

    /// The option spelled `word`, or `nil`.
    public static func named(_ word: String) -> ViewOptionKeyword? {
        all.first { $0.word == word }
    }

    /// The sample content clauses' words.
    public static let contentWords = all.filter { $0.kind == .content }.map(\.word)
}
