import Testing
import VFLEngine

/// The stand-in AppKit's standard controls report VFLEngine's ContentSizeTable (issue 18: one
/// content-size model for the tools and the runtime stand-ins).
@MainActor
@Suite struct AppKitControlContentSizeTests {
    @Test func everyControlReportsTheTablesSizeAndPriorities() {
        for (name, values) in AppKitControlScenarios.reports() {
            let entry = ContentSizeTable.size(of: name)
            #expect(entry != ContentSize.plain, "\(name) is not in ContentSizeTable")
            #expect(values == [
                entry.width.value ?? -1, entry.height.value ?? -1, entry.hugging.horizontal, entry.hugging.vertical,
                entry.compressionResistance.horizontal, entry.compressionResistance.vertical,
            ], "\(name)")
        }
    }

    @Test func textFieldButtonAndSwitch() {
        let reports = Dictionary(uniqueKeysWithValues: AppKitControlScenarios.reports())
        #expect(reports["NSTextField"]?.prefix(2) == [-1, 21])
        #expect(reports["NSButton"]?.prefix(2) == [-1, 21])
        #expect(reports["NSSwitch"] == [38, 22, 750, 750, 750, 750])
    }

    @Test func theTablesAppKitClassesAllHaveStandIns() {
        #expect(Set(AppKitControlScenarios.controls.map(\.name)) == Set(ContentSizeTable.classes.keys.filter { $0.hasPrefix("NS") }))
    }
}
