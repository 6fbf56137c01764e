import LayoutModel

/// The diagnostics of vflgen's language extensions (guides, `~`, proportions, `#name`,
/// `HV:`, `baseline`). Each is documented, with an example, in docs/Language.md
/// ("Extensions"); identifiers never change meaning.
extension DiagnosticID {
    /// An extension used while reading Apple's VFL only (`--dialect apple`).
    public static let vflgenExtension: DiagnosticID = "vflgen-extension"

    // MARK: Guides
    /// `foo|` or `|safearea`: not a layout guide.
    public static let unknownGuide: DiagnosticID = "unknown-guide"
    /// A guide the platform lacks (`readable` or `keyboard` on AppKit).
    public static let guideUnavailable: DiagnosticID = "guide-unavailable"
    /// A guide on the wrong side: `keyboard|`, or `|keyboard` ending an `H:` or `HV:` line.
    public static let misplacedGuide: DiagnosticID = "misplaced-guide"

    // MARK: Equal spacing
    /// A line with a single `~`: nothing to be equal to.
    public static let loneEqualSpacing: DiagnosticID = "lone-equal-spacing"

    // MARK: Proportions
    /// `*m` or `/m`: a multiplier must be a number.
    public static let metricMultiplier: DiagnosticID = "metric-multiplier"
    /// `.leading` (or another position) after a view in a size predicate.
    public static let positionAttribute: DiagnosticID = "position-attribute"
    /// `.wdth`: not an attribute.
    public static let unknownAttribute: DiagnosticID = "unknown-attribute"
    /// A malformed proportion: division by zero, a multiplier or dimension of a metric,
    /// `*` without a number.
    public static let invalidProportion: DiagnosticID = "invalid-proportion"
    /// `b-m`: a metric cannot be subtracted.
    public static let negatedMetric: DiagnosticID = "negated-metric"
    /// `[a(b+c)]` where `c` is a view: the constant must be a number or a metric.
    public static let viewAsConstant: DiagnosticID = "view-as-constant"

    // MARK: Constraint names
    /// `#` without a name, or a name that is not a usable Swift identifier.
    public static let invalidConstraintName: DiagnosticID = "invalid-constraint-name"
    /// The same `#name` twice in one layout (variants included), or the name of a view or metric.
    public static let duplicateConstraintName: DiagnosticID = "duplicate-constraint-name"
    /// `#name` in an `HV:` line, which makes two constraints.
    public static let nameOnBothAxes: DiagnosticID = "name-on-both-axes"

    // MARK: Equation lines
    /// An equation line without `==`, `>=` or `<=` after its first side.
    public static let expectedRelation: DiagnosticID = "expected-relation"
    /// Anchors that cannot be related: a size to a position, positions of different axes,
    /// leading/trailing to left/right (`a.leading == b.top`, `a.width == b.centerX`).
    public static let incompatibleAnchors: DiagnosticID = "incompatible-anchors"
    /// A position set to a constant (`a.leading == 20`): only sizes take constants alone.
    public static let positionConstant: DiagnosticID = "position-constant"
    /// A multiplier on positions (`a.leading == b.leading * 2`): only sizes take multipliers.
    public static let positionMultiplier: DiagnosticID = "position-multiplier"
    /// An anchor the item does not have: a baseline of the container or a layout guide.
    public static let missingAnchor: DiagnosticID = "missing-anchor"

    // MARK: Guides, external views, self-switching variants
    /// Text after `guide NAME`: a layout guide has no type, content size or baseline.
    public static let guideOption: DiagnosticID = "guide-option"
    /// A malformed `frame X,Y,WxH`, or `frame` on a view that is not external.
    public static let invalidFrame: DiagnosticID = "invalid-frame"
    /// A malformed `when` condition of a variant.
    public static let invalidVariantCondition: DiagnosticID = "invalid-variant-condition"
    /// A variant without `when` in a layout whose other variants have conditions.
    public static let missingVariantCondition: DiagnosticID = "missing-variant-condition"
    /// A variant whose conditions contradict each other (`width >= 700 and width < 500`).
    public static let variantNeverApplies: DiagnosticID = "variant-never-applies"
    /// Two variants that can both apply (a warning: the first in the file wins).
    public static let overlappingVariants: DiagnosticID = "overlapping-variants"
    /// A guide or external view used where only a view owned by the layout fits.
    public static let guideAsView: DiagnosticID = "guide-as-view"

    // MARK: Declarations
    /// A malformed `baseline F[,L]` preview hint.
    public static let invalidBaseline: DiagnosticID = "invalid-baseline"
}
