import LayoutModel
import VFLLanguage

/// What `vflgen migrate` makes of one source file: the layouts for its `.vfl` file and the
/// calls it leaves alone (with the reason).
public struct MigrationPlan: Sendable {
    public var source: SourceFile
    public var layouts: [PlannedLayout]
    public var notMigrated: [(site: CallSite, reason: String)]
    /// The anchor and item constraints not written as equation lines, with the reason.
    public var anchorsNotMigrated: [(site: AnchorSite, reason: String)] = []
    /// The `.vfl` file's name (`ViewController.vfl` for `ViewController.swift`).
    public var fileName: String
    public var platform: Platform
    public var language: SourceLanguage
}

/// One layout: the VFL calls of one function (and one container).
public struct PlannedLayout: Sendable {
    public struct View: Sendable, Hashable {
        /// The VFL name (the views dictionary's key).
        public var name: String
        /// The class found in the same file, or `nil`.
        public var type: String?
        /// What the call site passed (`iconImageView`).
        public var expression: String
        /// Where its dictionary key is in the source: views are declared in dictionary order.
        public var keyOffset: Int
        /// The layout's view the code adds it to, when that is not the container (`scroll` for
        /// `scroll.addSubview(field)`): written `view field: T in scroll`.
        public var parent: String? = nil
    }

    public struct Metric: Sendable, Hashable {
        public var name: String
        /// The `metric` line's value: the literal, or a placeholder for a computed metric.
        public var value: Double
        /// The value's source text (`Metrics.padding`, `topMargin`).
        public var expression: String
        /// Whether the value is only known at run time (the call site sets it).
        public var isComputed: Bool
        /// The same-file constant the literal value came from, if any.
        public var constantName: String?
        /// Where its dictionary key is in the source: metrics are declared in dictionary order.
        public var keyOffset: Int
        /// Why a computed metric's number literal was not read (`'0b102' is not a valid Swift number literal`).
        public var note: String? = nil
    }

    public struct Line: Sendable, Hashable {
        /// A VFL line, or an equation line (`centerView.centerY == superview.centerY`); empty when
        /// only the comment is left (every constraint of the call was a duplicate).
        public var format: String
        public var options: [FormatOption]
        /// Written on its own line above (what was rewritten and why).
        public var comment: String? = nil
    }

    /// A `container` line and its comment, for a container whose size the screen does not give
    /// (a cell's content view, a custom view): without it `vflgen check` would use the device
    /// presets' full-screen sizes.
    public struct ContainerDeclaration: Sendable, Hashable {
        public var line: String
        public var comment: String
    }

    /// The layout's name (`ViewControllerViewDidLoad`); the generated class adds `Layout`.
    public var name: String
    public var function: FunctionContext?
    /// The view the constraints belong to in the replacement code (`view`, `self`, `headerView`).
    public var container: String
    /// See ``ContainerDeclaration``; `nil` for a view controller's `view` (the screen).
    public var containerDeclaration: ContainerDeclaration? = nil
    public var views: [View]
    public var metrics: [Metric]
    public var lines: [Line]
    /// The calls the layout replaces, in source order.
    public var calls: [CallSite]
    /// The anchor and item constraints the layout replaces (equation lines), in source order.
    public var anchorCalls: [AnchorSite] = []
    /// What the original strings make (with the metric values above), in order: the `.vfl`
    /// layout must lower to exactly these.
    public var expectedConstraints: [LayoutConstraint]
}
