import GeneratedCodeTestSupport
import Testing

/// A priority metric changed on an active layout goes through the generated code's
/// `vflgenSetPriority`, which must deactivate a constraint around a change between required
/// and optional: the stand-in traps otherwise, as Auto Layout raises (PriorityRulesTests).
@MainActor
@Suite struct PriorityMetricRuntimeTests {
    // Welcome.vfl at 178 wide is 6 points short for `-(>=8@low)-` between the title ("Grapevine"
    // in the 17 pt font: 78.5) and the button ("Skip" in the 15 pt font: 29.5): at 250 the gap gives way to the title's compression resistance (750);
    // at 1000 (required) the title is compressed instead; back to optional (500, 250).
    @Test func switchingALivePriorityMetricBetweenRequiredAndOptional() throws {
        let text = try FramesTool.exampleText("Welcome.vfl")
        #expect(text.contains("metric low = 250\n"))
        let arguments = ["--layout", "Welcome", "--size", "178x844"]
        let hints = try FramesTool.intrinsicHints(example: "Welcome.vfl", layout: "Welcome", platform: .uikit)
        let run = ExampleRun("Welcome", width: 178, height: 844, intrinsicSizes: hints)
        #expect(run.activate() == FramesTool.frames(example: "Welcome.vfl", arguments).stdout)
        var seen: Set<String> = []
        for low in [1000.0, 500, 1000, 250] {
            let edited = try FramesTool.frames(text: text.replacingOccurrences(of: "metric low = 250\n", with: "metric low = \(low.shortestText)\n"), arguments)
            #expect(edited.status == .success)
            run.driver.setMetric("low", low)
            #expect(run.frames() == edited.stdout, "low = \(low)")
            seen.insert(edited.stdout)
        }
        #expect(seen.count == 2)  // required and optional lay out differently here
    }
}
