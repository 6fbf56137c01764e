import LayoutModel
import VFLLanguage
@testable import VFLRendering

/// `.vfl` files that together walk every branch of the built-in templates on both platforms:
/// every construct (guides declared and of the container, external views, variants switched by
/// hand and by conditions, constant and priority metrics, used and unused, content priorities
/// from numbers and metrics, proportions, `~`, `#name`, equation lines, nested-type aliases,
/// every translated view class), rendered with and without `#sourceLocation`, internal and
/// public. Small layouts beside them pin the attributes of single constructs.
enum AvailabilityCorpus {
    struct Case {
        var name: String
        var vfl: String
        var platforms: [Platform]
        /// Whether the stand-in UIKit/AppKit have every class it names (the compile check).
        var compiles = true
    }

    static let both: [Platform] = [.uikit, .appkit]

    static let cases: [Case] = [
        Case(name: "Plain", vfl: """
        layout Plain {
            view icon: UIImageView
            view title: UILabel
            H:|-[icon(40)]-[title]-|
            V:|-[icon(40)]-|
        }
        layout Empty {
            view lonely
        }

        """, platforms: both),
        Case(name: "Everything", vfl: """
        layout Screen {
            guide content
            external view header: UIView
            view logo: UIImageView hugging 251 compression low
            view title: UILabel hugging low,252
            view field: UITextField
            view button: UIButton
            view scroll: UIScrollView
            view stack: UIStackView
            view text: UITextView
            view toggle: UISwitch
            view slider: UISlider
            view custom: Metrics.Thing
            metric pad = 16
            metric low = 250
            metric unused = 3
            metric half = 0.5

            HV:|[content]|
            V:[header]-pad-[logo(80)]-(>=8@low#logoGap)-[title]-[field]-(pad@750)-[button]
            H:|~[logo(==logo.height)]~|
            H:|-pad-[title]-pad-|  options: [.alignAllCenterY]
            H:|~[field(>=25%)]~[button(==field)]~|
            V:[scroll(scroll.width*9/16)]-[stack]-[text]-[toggle]-[slider]-[custom]|
            H:safeArea|-[scroll]-|safeArea
            V:safeArea|-[content]
            H:margins|[stack]|margins
            logo.centerY == content.centerY - 40 @low #logoCenter
            text.width == scroll.width * 1/2 + 4
            toggle.leading >= content.leading + pad
            slider.width <= 120
            custom.height == 10 @pad

            variant compact {
                V:[title]-(8#titleGapCompact)-[field]
            }
            variant empty {
            }
        }
        layout Switching {
            view a
            view b
            H:|-[a]-|
            variant narrow when width < 700 {
                V:|-[a]-[b]-|
            }
            variant wide when width >= 700 {
                H:[a]-[b]-|
            }
        }

        """, platforms: both),
        Case(name: "UIKitGuides", vfl: """
        layout Form {
            view body: UILabel
            view field: UITextField
            H:readable|[body]|readable
            V:[field]-(12#fieldAboveKeyboard)-|keyboard
            variant regular when horizontal regular and vertical regular {
                V:[body]~[field]~|keyboard
            }
            variant compact when horizontal compact {
                field.centerY == readable.centerY
            }
        }

        """, platforms: [.uikit]),
        Case(name: "Keyboard", vfl: """
        layout Keyboard {
            view field
            V:[field]-|keyboard
        }

        """, platforms: [.uikit]),
        Case(name: "SafeArea", vfl: """
        layout SafeArea {
            view content
            HV:safeArea|[content]|safeArea
        }

        """, platforms: both),
        Case(name: "Switch", vfl: """
        layout Toggle {
            view toggle: UISwitch
            H:|-[toggle]-|
        }

        """, platforms: both),
        Case(name: "ViewClasses", vfl: """
        layout Classes {
            \(ViewTypeTranslation.appKitCounterparts.keys.sorted().enumerated().map { "view v\($0.offset): \($0.element)" }.joined(separator: "\n    "))
            \(ViewTypeTranslation.uiKitCounterparts.keys.sorted().enumerated().map { "view n\($0.offset): \($0.element)" }.joined(separator: "\n    "))
            H:|[v0]|
        }

        """, platforms: both, compiles: false),
    ]

    struct Rendered {
        var name: String
        var platforms: [Platform]
        var text: String
        var compiles: Bool
    }

    /// Every case rendered for each of its platforms alone and, where it has both, for both in
    /// one file; internal with `#sourceLocation` and public without.
    static func rendered() throws -> [Rendered] {
        var outputs: [Rendered] = []
        for entry in cases {
            var compiled: [(platform: Platform, file: LayoutFile)] = []
            for platform in entry.platforms {
                let compilation = VFLCompiler.compile(SourceFile(path: "\(entry.name).vfl", text: entry.vfl), platform: platform)
                guard !compilation.hasErrors else { throw CorpusError(description: "\(entry.name) (\(platform)): \(compilation.diagnostics)") }
                compiled.append((platform, compilation.file))
            }
            var combinations = compiled.map { [$0] }
            if compiled.count > 1 { combinations.append(compiled) }
            for sections in combinations {
                for (access, locations) in [(AccessLevel.internal, true), (.public, false)] {
                    let text = try SwiftRenderer(access: access).render(sections, fileName: "\(entry.name).vfl", sourceLocations: locations)
                    outputs.append(Rendered(
                        name: "\(entry.name).\(sections.map(\.platform.rawValue).joined(separator: "+")).\(access.rawValue)",
                        platforms: sections.map(\.platform), text: text, compiles: entry.compiles
                    ))
                }
            }
        }
        return outputs
    }

    struct CorpusError: Error, CustomStringConvertible {
        var description: String
    }
}
