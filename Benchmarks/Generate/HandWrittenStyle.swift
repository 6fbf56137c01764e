import VFLRendering

/// A template that writes the same constraints the way people write anchor code by hand:
/// one function per layout calling `NSLayoutConstraint.activate([ … ])` with anchor calls
/// (priorities set on a local first). It is the minimal baseline of the type-check benchmark.
enum HandWrittenStyle {
    static let template = """
    import UIKit
    {% for layout in layouts %}

    @MainActor
    func install{{ layout.typeName }}(in container: UIView{% for view in layout.views %}, {{ view.name }}: {{ view.type }}{% endfor %}) {
        enum Metrics {
    {% for metric in layout.metrics %}
            static let {{ metric.name }}: {{ metric.type }} = {{ metric.defaultValue }}
    {% endfor %}
        }
        let metrics = Metrics.self
    {% for view in layout.views %}
        {{ view.name }}.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview({{ view.name }})
    {% endfor %}
    {% for constraint in layout.allConstraints %}
    {% if not constraint.isRequired %}
        let {{ constraint.name }} = {{ constraint.call }}
        {{ constraint.name }}.priority = {{ constraint.priorityValue }}
    {% endif %}
    {% endfor %}
        NSLayoutConstraint.activate([
    {% for constraint in layout.allConstraints %}
    {% if constraint.isRequired %}
            {{ constraint.call }},
    {% else %}
            {{ constraint.name }},
    {% endif %}
    {% endfor %}
        ])
    }
    {% endfor %}

    """
}
