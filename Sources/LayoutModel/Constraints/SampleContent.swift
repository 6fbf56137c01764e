/// Sample content written on a view declaration (`text "Ann" style body lines 0`,
/// `title "Skip"`, `placeholder "Email"`, `font 17 semibold`, `image 1200x675`): what
/// `check`, `frames` and `preview` measure and draw the view with, as Interface Builder's
/// placeholder text. Generated code never reads it.
public struct SampleContent: Hashable, Sendable {
    /// The clause that gave the sample strings: a label's `text`, a button's `title`, a text
    /// field's `placeholder`.
    public enum TextRole: String, Hashable, Sendable {
        case text, title, placeholder
    }

    /// The font the strings are set in.
    public enum Font: Hashable, Sendable {
        /// `style NAME`: a text style (`UIFont.TextStyle`, `NSFont.TextStyle`) that scales with
        /// Dynamic Type; the name is one the front end checked.
        case style(String)
        /// `font SIZE [WEIGHT]`: the system font at a fixed size (`nil` weight: regular).
        case system(size: Double, weight: String?)
    }

    /// `image WxH`: an image's size in points.
    public struct ImageSize: Hashable, Sendable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// One sample string and where it is written (inside the quotes' range).
    public struct Text: Hashable, Sendable {
        /// The string, escapes decoded.
        public var value: String
        /// The literal's range, quotes included.
        public var range: SourceRange

        public init(_ value: String, range: SourceRange) {
            self.value = value
            self.range = range
        }
    }

    /// Which clause gave ``texts`` (`nil` when none did).
    public var textRole: TextRole?
    /// The sample strings, each checked on its own.
    public var texts: [Text]
    /// `nil`: the class's default font.
    public var font: Font?
    /// `lines N` (`numberOfLines`; 0: as many as the text needs); `nil`: the default, 1.
    public var lines: Int?
    public var image: ImageSize?
    /// From the first content clause's keyword to the end of the last one.
    public var range: SourceRange

    public init(
        textRole: TextRole? = nil, texts: [Text] = [], font: Font? = nil, lines: Int? = nil, image: ImageSize? = nil,
        range: SourceRange
    ) {
        self.textRole = textRole
        self.texts = texts
        self.font = font
        self.lines = lines
        self.image = image
        self.range = range
    }

    /// The number of lines the view shows text on (`lines`, default 1; 0: unlimited).
    public var numberOfLines: Int { lines ?? 1 }
}
