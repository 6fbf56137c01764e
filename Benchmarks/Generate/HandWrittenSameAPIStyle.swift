import VFLRendering

/// A template that writes the same constraints the way people write a layout class by hand
/// when they want the API the generated class offers: one stored, named property per
/// constraint with its identifier, a `Metrics` struct whose assignment updates the constants
/// and priorities that use it, a `Variant` enum with `constraints(for:)` and `activate(_:)`,
/// and `activate()`/`deactivate()`. The same-API baseline of the type-check benchmark. Written
/// in the usual hand-written style: unqualified member names, `!=`, one assignment per
/// constraint and metric use, no helpers.
enum HandWrittenSameAPIStyle {
    static let template = """
    import UIKit
    {% for layout in layouts %}

    @MainActor
    final class Hand{{ layout.typeName }} {
        struct Metrics: Equatable {
    {% for metric in layout.metrics %}
            var {{ metric.name }}: {{ metric.type }} = {{ metric.defaultValue }}
    {% endfor %}
        }
    {% if layout.hasVariants %}

        enum Variant {
    {% for variant in layout.variants %}
            case {{ variant.name }}
    {% endfor %}
        }

        private(set) var activeVariant: Variant?
    {% endif %}

    {% for constraint in layout.allConstraints %}
        let {{ constraint.name }}: NSLayoutConstraint
    {% endfor %}

        var metrics: Metrics {
            didSet {
    {% for metric in layout.metrics %}
    {% if metric.isUsed %}
                if metrics.{{ metric.name }} != oldValue.{{ metric.name }} {
    {% for constraint in metric.constantConstraints %}
                    {{ constraint.name }}.constant = {{ constraint.constant }}
    {% endfor %}
    {% for constraint in metric.priorityConstraints %}
                    {{ constraint.name }}.priority = {{ constraint.priorityValue }}
    {% endfor %}
                }
    {% endif %}
    {% endfor %}
            }
        }

        init(in container: UIView{% for view in layout.views %}, {{ view.name }}: {{ view.type }}{% endfor %}, metrics: Metrics = Metrics()) {
            self.metrics = metrics
    {% for view in layout.views %}
            {{ view.name }}.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview({{ view.name }})
    {% endfor %}
    {% for constraint in layout.allConstraints %}
            {{ constraint.name }} = {{ constraint.call }}
            {{ constraint.name }}.identifier = "{{ constraint.identifier }}"
    {% if not constraint.isRequired %}
            {{ constraint.name }}.priority = {{ constraint.priorityValue }}
    {% endif %}
    {% endfor %}
        }

        var constraints: [NSLayoutConstraint] {
            [
    {% for constraint in layout.constraints %}
                {{ constraint.name }},
    {% endfor %}
            ]
        }
    {% if layout.hasVariants %}

        func constraints(for variant: Variant) -> [NSLayoutConstraint] {
            switch variant {
    {% for variant in layout.variants %}
            case .{{ variant.name }}:
                [
    {% for constraint in variant.constraints %}
                    {{ constraint.name }},
    {% endfor %}
                ]
    {% endfor %}
            }
        }

        func activate(_ variant: Variant) {
            if let activeVariant, activeVariant != variant {
                NSLayoutConstraint.deactivate(constraints(for: activeVariant))
            }
            NSLayoutConstraint.activate(constraints + constraints(for: variant))
            activeVariant = variant
        }
    {% endif %}

        func activate() { NSLayoutConstraint.activate(constraints) }
        func deactivate() { NSLayoutConstraint.deactivate(constraints) }
    }
    {% endfor %}

    """
}
