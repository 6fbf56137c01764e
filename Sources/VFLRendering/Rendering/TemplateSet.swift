import LayoutModel

/// The templates one `vflgen generate` run uses: the file template and one section
/// template per platform.
public struct TemplateSet: Sendable {
    /// Renders the whole file around the platform sections (`Templates/File.swift.template`).
    public var file: Template
    /// Renders one platform's section (`Templates/UIKit.swift.template`, `Templates/AppKit.swift.template`).
    public var sections: [Platform: Template]

    public init(file: Template, sections: [Platform: Template]) {
        self.file = file
        self.sections = sections
    }

    /// The templates in `Templates/`, embedded in the binary (``BuiltInTemplateSources``),
    /// so `vflgen` needs no files beside it wherever it runs.
    public static let builtIn: TemplateSet = {
        do {
            return TemplateSet(
                file: try Template(path: "Templates/File.swift.template", text: BuiltInTemplateSources.file),
                sections: [
                    .uikit: try Template(path: "Templates/UIKit.swift.template", text: BuiltInTemplateSources.uikit),
                    .appkit: try Template(path: "Templates/AppKit.swift.template", text: BuiltInTemplateSources.appkit),
                ]
            )
        } catch {
            // The built-in templates are parsed by the tests; this cannot happen in a tested build.
            fatalError("built-in template does not parse: \(error)")
        }
    }()

    /// These templates with `template` rendering every platform's section (`--template PATH`).
    /// A custom template can tell the platforms apart with `platform.isUIKit`/`platform.isAppKit`.
    public func replacingSections(with template: Template) -> TemplateSet {
        var copy = self
        for platform in Platform.allCases { copy.sections[platform] = template }
        return copy
    }
}
