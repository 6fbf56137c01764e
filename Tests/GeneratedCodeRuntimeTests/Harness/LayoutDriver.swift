import UIKit

/// One generated layout in a ``RuntimeScene``, driven by name: activate (optionally a
/// variant), deactivate, and assign metrics — each through the generated API.
@MainActor
struct LayoutDriver {
    var activate: (_ variant: String?) -> Void
    var deactivate: () -> Void
    var setMetric: (_ name: String, _ value: Double) -> Void
}

/// The case of a generated `Variant` enum named `name` (its Swift spelling).
@MainActor
func variantNamed<V: CaseIterable>(_ name: String, in type: V.Type) -> V {
    guard let variant = V.allCases.first(where: { "\($0)" == name }) else { preconditionFailure("no variant \(name)") }
    return variant
}

/// A driver for a generated layout with `activate()` (without variants), `activate(_:)` (with
/// them), `deactivate()` and a `metrics` property.
@MainActor
protocol GeneratedLayout: AnyObject {
    associatedtype Metrics
    associatedtype Variant: CaseIterable
    var metrics: Metrics { get set }
    /// The generated `activate()` of a layout without variants; with variants (whose
    /// `activate()` is unavailable), what an app writes to activate only the constraints
    /// outside them: `NSLayoutConstraint.activate(constraints)`.
    func activateWithoutVariant()
    func activate(_ variant: Variant)
    func deactivate()
}

/// Stands for `Metrics`/`Variant` of layouts without metrics or variants.
enum NoVariant: CaseIterable {}

extension GeneratedLayout {
    /// `metric` assigns a metric by name on a copy of `metrics`, which is then assigned
    /// back (as an app would); generated code then updates exactly the dependent constraints.
    func driver(_ metric: @escaping (inout Metrics, String, Double) -> Void = { _, name, _ in preconditionFailure("no metric \(name)") }) -> LayoutDriver {
        LayoutDriver(
            activate: { [self] variant in
                if let variant { activate(variantNamed(variant, in: Variant.self)) } else { activateWithoutVariant() }
            },
            deactivate: { [self] in deactivate() },
            setMetric: { [self] name, value in
                var copy = metrics
                metric(&copy, name, value)
                metrics = copy
            })
    }
}
