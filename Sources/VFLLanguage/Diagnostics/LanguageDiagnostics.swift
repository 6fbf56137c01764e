import LayoutModel

/// Every diagnostic the VFL front end reports. Each is documented, with an example, in
/// docs/Language.md ("Diagnostics"); identifiers never change meaning.
extension DiagnosticID {
    // MARK: File structure
    /// A line starts with a word that is not a declaration keyword (DeclarationKeyword.all) or a VFL line.
    public static let unknownKeyword: DiagnosticID = "unknown-keyword"
    /// A declaration lacks its name.
    public static let expectedName: DiagnosticID = "expected-name"
    // `invalid-name` and `reserved-name` (a declared name ReservedNames refuses) are LayoutModel's.
    /// `layout NAME` or `variant NAME` without `{` at the end of the line.
    public static let expectedOpeningBrace: DiagnosticID = "expected-opening-brace"
    /// A `}` that closes nothing.
    public static let unexpectedClosingBrace: DiagnosticID = "unexpected-closing-brace"
    /// A `layout` or `variant` block still open at the end of the file.
    public static let unclosedBlock: DiagnosticID = "unclosed-block"
    /// `layout` inside a layout, or `variant` inside a variant.
    public static let nestedBlock: DiagnosticID = "nested-block"
    /// A declaration, variant or VFL line where it is not allowed (outside a layout; a declaration in a variant).
    public static let misplacedLine: DiagnosticID = "misplaced-line"
    /// Text after a complete declaration, `{`, `}` or options list.
    public static let unexpectedText: DiagnosticID = "unexpected-text"
    /// `view NAME:` without a type.
    public static let expectedType: DiagnosticID = "expected-type"
    /// `metric NAME` without `= NUMBER`.
    public static let expectedMetricValue: DiagnosticID = "expected-metric-value"
    /// A file without any `layout` block (a warning: it generates nothing).
    public static let noLayouts: DiagnosticID = "no-layouts"
    /// A view type that is not a class: `UIView.Type`, `UIView.Protocol`, `Type`.
    public static let invalidViewType: DiagnosticID = "invalid-view-type"
    /// A view type qualified with the other platform's framework (`AppKit.NSTextField` for UIKit).
    public static let foreignFrameworkType: DiagnosticID = "foreign-framework-type"
    /// A malformed `intrinsic WxH` preview hint.
    public static let invalidIntrinsicSize: DiagnosticID = "invalid-intrinsic-size"
    /// A malformed `container` line (docs/Check.md).
    public static let invalidContainer: DiagnosticID = "invalid-container"
    /// A size, inset or baseline over ``PointLimit/maximum`` points (`container 1e20x100`).
    public static let sizeTooLarge: DiagnosticID = "size-too-large"
    /// A malformed `hugging`/`compression` value, or one outside (0, 1000].
    public static let invalidContentPriority: DiagnosticID = "invalid-content-priority"
    /// `intrinsic`, `hugging` or `compression` twice in one view declaration.
    public static let duplicateViewOption: DiagnosticID = "duplicate-view-option"

    // MARK: Sample content (docs/Language.md, "Sample content")
    /// `text`, `title` or `placeholder` without a string, or a string that is not closed or
    /// has an unknown escape.
    public static let invalidSampleText: DiagnosticID = "invalid-sample-text"
    /// `style NAME` with a name that is not a text style.
    public static let unknownTextStyle: DiagnosticID = "unknown-text-style"
    /// `font SIZE [WEIGHT]` with a bad size or an unknown weight.
    public static let invalidFont: DiagnosticID = "invalid-font"
    /// `lines N` with N not a whole number from 0.
    public static let invalidLineCount: DiagnosticID = "invalid-line-count"
    /// `image WxH` without a positive width and height.
    public static let invalidImageSize: DiagnosticID = "invalid-image-size"
    /// A content clause the declared class does not show (`title` on a `UILabel`).
    public static let contentNotForClass: DiagnosticID = "content-not-for-class"
    /// Two clauses that say the same thing (`text` and `title`, `font` and `style`).
    public static let conflictingContent: DiagnosticID = "conflicting-content"

    // MARK: Names
    public static let duplicateLayout: DiagnosticID = "duplicate-layout"
    public static let duplicateVariant: DiagnosticID = "duplicate-variant"
    public static let duplicateView: DiagnosticID = "duplicate-view"
    public static let duplicateMetric: DiagnosticID = "duplicate-metric"
    /// The same name declared as a view and as a metric.
    public static let viewMetricConflict: DiagnosticID = "view-metric-conflict"
    public static let unknownView: DiagnosticID = "unknown-view"
    public static let unknownMetric: DiagnosticID = "unknown-metric"
    /// A name in a view's predicate that is neither a view nor a metric.
    public static let unknownName: DiagnosticID = "unknown-name"
    /// A metric written in a view's brackets, `[padding]`.
    public static let metricAsView: DiagnosticID = "metric-as-view"
    /// A view's name used as a spacing, `[a]-b-[c]` or `|-b-|`: views go in brackets.
    public static let viewAsSpacing: DiagnosticID = "view-as-spacing"
    /// A view's name used as a priority, `[a(30@b)]`.
    public static let viewAsPriority: DiagnosticID = "view-as-priority"
    public static let unusedView: DiagnosticID = "unused-view"
    public static let unusedMetric: DiagnosticID = "unused-metric"

    // MARK: VFL lines
    /// `H` or `V` not followed by `:`.
    public static let missingColon: DiagnosticID = "missing-colon"
    /// `X:` where only `H:` and `V:` exist.
    public static let unknownOrientation: DiagnosticID = "unknown-orientation"
    /// `H:` with nothing after it.
    public static let emptyFormat: DiagnosticID = "empty-format"
    /// A view (`[name]`) was expected: `|-10-|`, `[a]-`, a line starting with `-`.
    public static let expectedView: DiagnosticID = "expected-view"
    /// `[]` or `[9a]`.
    public static let expectedViewName: DiagnosticID = "expected-view-name"
    /// `[a` without `]`.
    public static let unclosedView: DiagnosticID = "unclosed-view"
    /// `(…` without `)`.
    public static let unclosedPredicate: DiagnosticID = "unclosed-predicate"
    /// `()` or a `,` without a predicate.
    public static let expectedPredicate: DiagnosticID = "expected-predicate"
    /// `--`: Apple cannot tell a negative number from two dashes.
    public static let doubleDash: DiagnosticID = "double-dash"
    /// `-8[b]`: a spacing without its closing `-`.
    public static let expectedDash: DiagnosticID = "expected-dash"
    /// `>`, `<`, `=`, `=>`…
    public static let unknownRelation: DiagnosticID = "unknown-relation"
    /// A relation without a number or metric after it, `(>=)`.
    public static let expectedConstant: DiagnosticID = "expected-constant"
    /// `@` without a number or metric after it.
    public static let expectedPriority: DiagnosticID = "expected-priority"
    /// `+5`, `.5`, `1e`, `-x`.
    public static let invalidNumber: DiagnosticID = "invalid-number"
    /// A priority outside (0, 1000].
    public static let priorityOutOfRange: DiagnosticID = "priority-out-of-range"
    /// Text after the end of a complete VFL line, `[a]|x`.
    public static let trailingGarbage: DiagnosticID = "trailing-garbage"
    /// Whitespace inside a VFL line (Apple rejects it).
    public static let whitespaceInFormat: DiagnosticID = "whitespace-in-format"

    // MARK: Options
    /// `opts: [...]` or another word where only `options:` may follow a line.
    public static let unknownClause: DiagnosticID = "unknown-clause"
    /// `options:` not followed by a well-formed `[.a, .b]` list.
    public static let malformedOptions: DiagnosticID = "malformed-options"
    public static let unknownOption: DiagnosticID = "unknown-option"
    /// The same option twice in one list (a warning).
    public static let duplicateOption: DiagnosticID = "duplicate-option"
    /// Two different `.direction…` options, or both `.spacing…` options.
    public static let conflictingOptions: DiagnosticID = "conflicting-options"
    /// An option the platform's framework lacks (`.spacingBaselineToBaseline` on AppKit).
    public static let optionUnavailable: DiagnosticID = "option-unavailable"
    /// An `.alignAll…` option on the line's own axis, e.g. `.alignAllLeading` on `H:`.
    public static let alignmentOnLayoutAxis: DiagnosticID = "alignment-on-layout-axis"
    /// `.spacingBaselineToBaseline` on an `H:` line.
    public static let baselineSpacingHorizontal: DiagnosticID = "baseline-spacing-horizontal"
}
