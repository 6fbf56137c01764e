import GeneratedCodeTestSupport
import Testing
import VFLEngine

/// The stand-in UIKit's standard controls report the intrinsic sizes and content priorities
/// of VFLEngine's ContentSizeTable (issue 18: one content-size model for check, frames,
/// preview and the runtime stand-ins), and Auto Layout on the stand-ins sizes them as
/// `vflgen frames` does.
@MainActor
@Suite struct ControlContentSizeTests {
    /// `ContentSizeTable`'s figure on an axis as the stand-in reports it (−1: none).
    static func metric(_ extent: ContentSize.Extent) -> Double { extent.value ?? -1 }

    @Test func everyControlReportsTheTablesSizeAndPriorities() {
        for report in ControlContentScenarios.reports() {
            let entry = ContentSizeTable.size(of: report.name)
            #expect(entry != ContentSize.plain, "\(report.name) is not in ContentSizeTable")
            #expect(report.intrinsic == [Self.metric(entry.width), Self.metric(entry.height)], "\(report.name)")
            #expect(report.priorities == [entry.hugging.horizontal, entry.hugging.vertical,
                                          entry.compressionResistance.horizontal, entry.compressionResistance.vertical], "\(report.name)")
            // Laid out with only a corner pinned, a fixed figure is the frame's size.
            if let width = entry.width.value { #expect(report.laidOut[0] == width, "\(report.name)") }
            if let height = entry.height.value { #expect(report.laidOut[1] == height, "\(report.name)") }
        }
    }

    // The figures the issue names, stated directly.
    @Test func labelButtonFieldAndSwitch() {
        let reports = Dictionary(uniqueKeysWithValues: ControlContentScenarios.reports().map { ($0.name, $0) })
        #expect(reports["UILabel"]?.intrinsic == [-1, 20.5])
        #expect(reports["UIButton"]?.intrinsic == [-1, 30])
        #expect(reports["UITextField"]?.intrinsic == [-1, 34])
        #expect(reports["UISwitch"]?.intrinsic == [51, 31])
        #expect(reports["UIImageView"]?.intrinsic == [-1, -1])
    }

    /// Every UIKit class the table sizes has a stand-in here: a class added to the table
    /// without one fails.
    @Test func theTablesUIKitClassesAllHaveStandIns() {
        let tested = Set(ControlContentScenarios.controls.map(\.name))
        let table = Set(ContentSizeTable.classes.keys.filter { $0.hasPrefix("UI") })
        #expect(table == tested)
    }

    // Controls without any size set, laid out by their content alone, where `vflgen frames`
    // puts them: label 20.5, field 34, button 30 tall, the switch 51 × 31 beside the button.
    @Test func aFormOfUnsizedControlsMatchesVFLGenFrames() throws {
        let expected = try FramesTool.frames(text: ControlContentScenarios.formText, ["--size", "390x844"])
        #expect(expected.status == .success, "\(expected.stderr)")
        #expect(ControlContentScenarios.formFrames() == expected.stdout)
        #expect(expected.stdout == """
        # Form
        label 8 8 120 20.5
        field 8 36.5 200 34
        button 8 78.5 100 30
        toggle 116 78.5 51 31

        """)
    }
}
