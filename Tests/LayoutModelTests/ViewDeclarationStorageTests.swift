import LayoutModel
import Testing

/// A ``ViewDeclaration`` keeps its hints, content priorities and external frame out of line
/// (most declarations have none); these tests hold it to the value semantics of a plain struct.
@Suite struct ViewDeclarationStorageTests {
    static let here = SourceRange(start: 5, end: 9)
    static let priorities = ContentPriorities(horizontal: Term(251, metric: "low"), vertical: 750, range: SourceRange(start: 20, end: 27))

    /// Every part given to the initialiser.
    static func full() -> ViewDeclaration {
        ViewDeclaration(
            name: "icon", type: "UIImageView", intrinsicWidth: 32, intrinsicHeight: nil, firstBaseline: 17,
            lastBaseline: 30, hugging: priorities, compressionResistance: nil, range: here,
            role: .external(frame: DeclaredFrame(x: 1, y: 2, width: 3, height: 4))
        )
    }

    @Test func theInitialiserKeepsEveryPart() {
        let view = Self.full()
        #expect(view.name == "icon" && view.type == "UIImageView" && view.range == Self.here)
        #expect(view.intrinsicWidth == 32 && view.intrinsicHeight == nil)
        #expect(view.firstBaseline == 17 && view.lastBaseline == 30)
        #expect(view.hugging == Self.priorities && view.compressionResistance == nil)
        #expect(view.role == .external(frame: DeclaredFrame(x: 1, y: 2, width: 3, height: 4)))
        #expect(view.isExternal && !view.isGuide && !view.isSubview)
    }

    @Test func partsSetOneByOneEqualTheInitialisersAndHashAlike() {
        var view = ViewDeclaration(name: "icon", type: "UIImageView", range: Self.here)
        #expect(view != Self.full())
        view.role = .external(frame: DeclaredFrame(x: 1, y: 2, width: 3, height: 4))
        view.intrinsicWidth = 32
        view.firstBaseline = 17
        view.lastBaseline = 30
        view.hugging = Self.priorities
        #expect(view == Self.full())
        #expect(view.hashValue == Self.full().hashValue)
        #expect(Set([view, Self.full()]).count == 1)
    }

    @Test func aCopyChangesAlone() {
        let original = Self.full()
        var copy = original
        copy.intrinsicWidth = 64
        copy.hugging = nil
        copy.role = .subview
        #expect(original == Self.full())
        #expect(original.intrinsicWidth == 32 && original.hugging == Self.priorities)
        #expect(copy.intrinsicWidth == 64 && copy.hugging == nil && copy.role == .subview)
        #expect(copy.firstBaseline == 17)
    }

    @Test func partsClearedAgainEqualADeclarationWithoutThem() {
        var view = ViewDeclaration(name: "badge", range: Self.here, role: .guide)
        view.intrinsicHeight = 21
        view.role = .external(frame: DeclaredFrame(x: 0, y: 0, width: 10, height: 10))
        view.intrinsicHeight = nil
        view.role = .guide
        let plain = ViewDeclaration(name: "badge", range: Self.here, role: .guide)
        #expect(view == plain)
        #expect(view.hashValue == plain.hashValue)
        #expect(view.role == .guide)
    }

    @Test func anExternalViewWithoutAFrameIsNotAPlainView() {
        let external = ViewDeclaration(name: "header", range: Self.here, role: .external(frame: nil))
        let plain = ViewDeclaration(name: "header", range: Self.here)
        #expect(external != plain)
        #expect(external.role == .external(frame: nil))
    }
}
