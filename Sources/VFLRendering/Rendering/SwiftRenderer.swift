import LayoutModel

/// Renders the Swift file for one `.vfl` input: builds each platform's render context,
/// renders the platform section templates, then the file template around them.
public struct SwiftRenderer: Sendable {
    /// Why a file could not be rendered.
    public enum Failure: Error, Sendable {
        /// The input holds names or constraints that cannot be written as Swift.
        case invalidInput([Diagnostic])
        /// A template is malformed or asks for a key the context does not have.
        case template(TemplateError)
    }

    public var templates: TemplateSet
    public var access: AccessLevel

    public init(templates: TemplateSet = .builtIn, access: AccessLevel = .internal) {
        self.templates = templates
        self.access = access
    }

    /// Renders `sections`: the same `.vfl` file compiled for each platform, in output order.
    /// `fileName` is the input's file name as shown in generated comments (`Welcome.vfl`);
    /// `sourcePath` the path `#sourceLocation` directives name (default: `fileName`);
    /// `sourceLocations` false leaves the directives out (see
    /// ``RenderContextBuilder/writesSourceLocations``).
    public func render(
        _ sections: [(platform: Platform, file: LayoutFile)], fileName: String, sourcePath: String? = nil,
        sourceLocations: Bool = true
    ) throws(Failure) -> String {
        var rendered: [TemplateValue] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for section in sections {
            let builder = RenderContextBuilder(
                platform: section.platform, access: access, fileName: fileName, sourcePath: sourcePath,
                writesSourceLocations: sourceLocations
            )
            let (context, found) = builder.context(for: section.file)
            for diagnostic in found where seen.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
            guard found.isEmpty, let template = templates.sections[section.platform] else { continue }
            var body: String
            do {
                body = try template.render(context)
            } catch {
                throw .template(error)
            }
            while body.hasSuffix("\n") { body.removeLast() }
            rendered.append(.object([
                "platform": .string(section.platform.rawValue),
                "module": .string(PlatformNames(section.platform).module),
                "condition": .string(PlatformNames(section.platform).guardCondition),
                "body": .string(body),
            ]))
        }
        if !diagnostics.isEmpty { throw .invalidInput(diagnostics) }
        let fileContext: [String: TemplateValue] = [
            "source": .object(["fileName": .string(commentSafe(fileName))]),
            "sections": .list(rendered),
        ]
        do {
            return try templates.file.render(fileContext)
        } catch {
            throw .template(error)
        }
    }
}
