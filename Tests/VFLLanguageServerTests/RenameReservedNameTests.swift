import Foundation
import Testing
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// Issue 42: rename refuses the names the build rejects (ReservedNames, the front end's rule),
/// with the compiler's reason, and still renames to any other name.
@Suite struct RenameReservedNameTests {
    static let text = """
    layout Card {
        view title: UILabel
        view button: UIButton
        metric gap = 8
        H:|-gap-[title]-[button]-|
        V:|-[title]-|
        V:|-[button]-|
        variant wide {
            H:[title(200)]
        }
    }

    """

    /// The rename request's error message, or nil when it succeeded.
    static func renameError(line: Int, character: Int, to newName: String) throws -> String? {
        let session = LanguageServerFeatureTests.Session(Self.text)
        _ = session.request("textDocument/rename", ["position": ["line": line, "character": character], "newName": newName])
        let answer = try #require(session.sent.last { ($0["id"] as? Int) == session.nextID })
        guard let error = answer["error"] as? [String: Any] else {
            #expect(answer["result"] != nil)
            return nil
        }
        #expect(error["code"] as? Int == ErrorCode.requestFailed)
        return error["message"] as? String
    }

    @Test(arguments: [
        (1, 9, "container", "'container' cannot be a view name: the generated layout class has a member 'container'"),
        (1, 9, "constraints", "'constraints' cannot be a view name: the generated layout class has a member 'constraints'"),
        (1, 9, "activate", "'activate' cannot be a view name: the generated layout class has a member 'activate'"),
        (1, 9, "deactivate", "'deactivate' cannot be a view name: the generated layout class has a member 'deactivate'"),
        (1, 9, "Variant", "'Variant' cannot be a view name: the generated layout class has a member 'Variant'"),
        (1, 9, "CGFloat", "'CGFloat' cannot be a view name: the generated code uses the type 'CGFloat'"),
        (1, 9, "UIButton", "'UIButton' cannot be a view name: view 'button' is a UIButton, a class the generated code names"),
        (1, 9, "class", "'class' cannot be a view name: it is a Swift keyword"),
        (1, 9, "safeArea", "'safeArea' cannot be a view name: it is reserved for the container and its guides"),
        (3, 11, "Float", "'Float' cannot be a metric name: the generated code uses the type 'Float'"),
        (7, 13, "allCases", "'allCases' cannot be a variant name: the generated Variant enum has a member 'allCases'"),
    ] as [(Int, Int, String, String)])
    func renameRefusesAReservedName(_ line: Int, _ character: Int, _ newName: String, _ message: String) throws {
        #expect(try Self.renameError(line: line, character: character, to: newName) == message)
    }

    /// The same names are fine where the generated code does not use them in that place.
    @Test(arguments: [(1, 9, "headline"), (3, 11, "container"), (7, 13, "keyboard")] as [(Int, Int, String)])
    func renameAcceptsOtherNames(_ line: Int, _ character: Int, _ newName: String) throws {
        #expect(try Self.renameError(line: line, character: character, to: newName) == nil)
    }
}
