import LayoutModel
import Testing
@testable import VFLLanguage

@Suite struct CompilerSmokeTests {
    @Test func compilesALayoutWithAVariant() {
        let result = compile("""
        layout Welcome {
            view icon
            view title
            H:|-[icon]-[title]-|
            variant portrait {
                V:[icon]-10-[title]
            }
        }
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.layouts.map(\.name) == ["Welcome"])
        #expect(result.file.layouts[0].constraints.map(\.text) == [
            "icon.leading == margins.leading",
            "title.leading == icon.trailing + 8",
            "margins.trailing == title.trailing",
        ])
        #expect(result.file.layouts[0].variants[0].constraints.map(\.text) == ["title.top == icon.bottom + 10"])
    }
}
