import LayoutModel

/// One finding of `vflgen check`: the diagnostic (at the `.vfl` location, with notes), and
/// what the JSON form and the editor add — kind, sizes, the constraints involved, and the
/// fixes as data with their edits (``CheckFix``).
public struct CheckFinding: Sendable {
    /// The word a `// vflgen:ignore KIND` comment names.
    public enum Kind: String, CaseIterable, Sendable {
        case conflict, ambiguity, offScreen = "off-screen", contentSize = "content-size", nonFinite = "non-finite"
        /// A single-line label's or a button's sample text wider than its frame.
        case truncated
        /// A wrapping label's sample text taller than its frame.
        case textClipped = "text-clipped"
        /// Two views, one showing text, that overlap only in some content configurations.
        case overlap
        /// A scroll view's content size left open (Interface Builder's "Scrollable content size is ambiguous").
        case scrollableContent = "scrollable-content"

        public var diagnosticID: DiagnosticID {
            switch self {
            case .conflict: "layout-conflict"
            case .ambiguity: "layout-ambiguity"
            case .offScreen: "layout-off-screen"
            case .contentSize: "layout-content-size"
            case .scrollableContent: "layout-scrollable-content"
            // The id `vflgen frames` gives the same layout.
            case .nonFinite: "non-finite-geometry"
            case .truncated: "layout-truncated-text"
            case .textClipped: "layout-text-clipped"
            case .overlap: "layout-overlap"
            }
        }
    }

    public var kind: Kind
    public var layout: String
    /// The variant it was found in (`nil`: the layout without one); the first of ``variants``.
    public var variant: String?
    /// Every variant it holds in (a finding of the always-on lines is reported once, here
    /// listing each variant, `nil` for the layout without one).
    public var variants: [String?]
    public var diagnostic: Diagnostic
    /// The sizes it holds at, in check order (over every variant in ``variants``).
    public var sizes: [String]
    /// Whether it holds at every size the layout is checked at.
    public var atEverySize: Bool
    /// The constraints that cause it (a conflict's members, a soft constraint in a tie).
    public var constraints: [ConstraintReference]
    /// Alternatives: each one alone makes the finding go. Empty when no single edit can be
    /// shown to: then ``advice`` says what is wrong.
    public var fixes: [CheckFix]
    /// What the message ends with: the fixes in words, or advice when there is no fix.
    public var advice: String

    public init(
        kind: Kind, layout: String, variant: String?, diagnostic: Diagnostic, sizes: [String], atEverySize: Bool,
        constraints: [ConstraintReference], fixes: [CheckFix], advice: String
    ) {
        self.kind = kind
        self.layout = layout
        self.variant = variant
        self.variants = [variant]
        self.diagnostic = diagnostic
        self.sizes = sizes
        self.atEverySize = atEverySize
        self.constraints = constraints
        self.fixes = fixes
        self.advice = advice
    }
}
