import LayoutModel
import Testing

@Suite struct SourceFileTests {
    let file = SourceFile(path: "A.vfl", text: "layout A {\n\tH:|[a]|\r\n}")

    @Test(arguments: [
        (0, 1, 1), (7, 1, 8), (11, 2, 1), (12, 2, 2), (19, 2, 9), (21, 3, 1), (22, 3, 2), (999, 3, 2),
    ])
    func locations(offset: Int, line: Int, column: Int) {
        #expect(file.location(of: offset) == SourceLocation(line: line, column: column))
    }

    @Test func lineTextDropsTerminators() {
        #expect(file.lineText(1) == "layout A {")
        #expect(file.lineText(2) == "\tH:|[a]|")
        #expect(file.lineText(3) == "}")
        #expect(file.lineText(4) == "")
    }

    @Test func textInRange() {
        #expect(file.text(in: SourceRange(start: 14, end: 17)) == "|[a")
    }
}
