import Foundation
import GeneratedCodeTestSupport
import LayoutModel
import UIKit
import VFLEngine
import VFLLanguage

/// A `.vfl` layout's sample text given to the generated layout's labels the way an app sets
/// them up: `text`, `font` (a `style`'s `UIFont.preferredFont(forTextStyle:)` with
/// `adjustsFontForContentSizeCategory`, a `font`'s `UIFont.systemFont(ofSize:weight:)`, else
/// the label's default), `numberOfLines`; the container's trait collection carries the content
/// size category (`UITraitCollection(preferredContentSizeCategory:)`). The stand-in `UILabel`
/// then measures its text itself (VFLText, wrapping in UIKit's second layout pass); the other
/// views keep the sizes `vflgen frames` gives them (``FramesTool/intrinsicHints(file:layout:platform:)``).
@MainActor
struct SampleText {
    /// The labels the stand-in measures: every `UILabel` without an `intrinsic` hint.
    let labels: [ViewDeclaration]
    /// The intrinsic sizes of the other views, at the default content.
    let otherHints: [String: (width: Double?, height: Double?)]
    /// The other views sized by their content (buttons, fields), measured again by ``apply(to:content:)``.
    let measuredOthers: [ViewDeclaration]

    init(file url: URL, layout: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let compilation = VFLCompiler.compile(SourceFile(path: url.lastPathComponent, text: text), platform: .uikit)
        let views = compilation.file.layouts.first { $0.name == layout }?.views ?? []
        labels = views.filter { $0.type == "UILabel" && $0.intrinsicWidth == nil && $0.intrinsicHeight == nil }
        var hints = try FramesTool.intrinsicHints(file: url, layout: layout, platform: .uikit)
        for label in labels { hints[label.name] = nil }
        otherHints = hints
        let labelNames = Set(labels.map(\.name))
        measuredOthers = views.filter {
            !labelNames.contains($0.name) && $0.intrinsicWidth == nil && $0.intrinsicHeight == nil
                && ContentMeasure.intrinsicSize(of: $0, in: .standard) != nil
        }
    }

    init(example file: String, layout: String) throws {
        try self.init(file: FramesTool.examples.appendingPathComponent(file), layout: layout)
    }

    /// Sets each label's text (the first sample, doubled for long text, or "Label"), font and
    /// line count, and the container's content size category; buttons and fields (which the
    /// stand-in does not measure) get the size `vflgen frames` gives them at `content`.
    func apply(to scene: RuntimeScene, content: ContentConfiguration = .standard) {
        scene.container.standInTestingTraitCollection = UITraitCollection(preferredContentSizeCategory: Self.category(content.categoryName))
        for declaration in measuredOthers where scene.views.contains(where: { $0.name == declaration.name }) {
            guard let size = ContentMeasure.intrinsicSize(of: declaration, in: content) else { continue }
            scene.setIntrinsicSize(of: declaration.name, width: size.width, height: size.height)
        }
        for declaration in labels {
            guard let label = scene.named(declaration.name) as? UILabel else { continue }
            label.text = ContentMeasure.texts(of: declaration, in: content).first
            switch declaration.content?.font {
            case .style(let name):
                label.font = UIFont.preferredFont(forTextStyle: Self.style(name), compatibleWith: label.traitCollection)
                label.adjustsFontForContentSizeCategory = true
            case .system(let size, let weight):
                label.font = UIFont.systemFont(ofSize: CGFloat(size), weight: Self.weight(weight ?? "regular"))
            case nil:
                break
            }
            label.numberOfLines = declaration.content?.numberOfLines ?? 1
        }
    }

    /// A label's laid-out height and its font's point size.
    static func measured(_ name: String, in scene: RuntimeScene) -> (height: Double, pointSize: Double) {
        guard let label = scene.named(name) as? UILabel else { preconditionFailure("\(name) is not a label") }
        return (Double(label.frame.height), Double(label.font.pointSize))
    }

    /// UIKit's constant for a category (`vflgen`'s short name: `L`, `AX5`), as an app names it.
    static func category(_ name: String) -> UIContentSizeCategory {
        let categories: [String: UIContentSizeCategory] = [
            "XS": .extraSmall, "S": .small, "M": .medium, "L": .large, "XL": .extraLarge, "XXL": .extraExtraLarge,
            "XXXL": .extraExtraExtraLarge, "AX1": .accessibilityMedium, "AX2": .accessibilityLarge,
            "AX3": .accessibilityExtraLarge, "AX4": .accessibilityExtraExtraLarge, "AX5": .accessibilityExtraExtraExtraLarge,
        ]
        guard let category = categories[name] else { preconditionFailure("no content size category \(name)") }
        return category
    }

    static func style(_ name: String) -> UIFont.TextStyle {
        let styles: [String: UIFont.TextStyle] = [
            "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
            "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
            "caption1": .caption1, "caption2": .caption2,
        ]
        guard let style = styles[name] else { preconditionFailure("no text style \(name)") }
        return style
    }

    static func weight(_ name: String) -> UIFont.Weight {
        let weights: [String: UIFont.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        guard let weight = weights[name] else { preconditionFailure("no font weight \(name)") }
        return weight
    }
}
