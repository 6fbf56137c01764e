import LayoutModel
import Testing
@testable import VFLRendering

/// The table itself: one entry per declaration, each naming an SDK header of its framework,
/// every view class the renderer translates to, and the facts the audit found.
@Suite struct SDKAvailabilityTableTests {
    @Test func entriesAreUniqueAndNameTheirFrameworksHeader() {
        var seen: Set<String> = []
        for api in SDKAvailabilityTable.all {
            #expect(seen.insert("\(api.framework).\(api.qualifiedName)").inserted, "\(api.qualifiedName) is listed twice")
            let (repository, framework) = api.framework == .uikit
                ? ("xybp888/iOS-SDKs", "/UIKit.framework/Headers/") : ("phracker/MacOSX-SDKs", "/AppKit.framework/Versions/C/Headers/")
            // A few UIKit headers the search tools find only by their text (no SDK path to cite)
            // are named as such; every other fact cites the SDK header it was read from.
            let byContent = api.framework == .uikit && api.header.repository == SDKHeader.byContent
            #expect(api.header.repository == repository || byContent, "\(api.qualifiedName): \(api.header)")
            #expect(api.header.path.contains(framework) && api.header.path.hasSuffix(".h"), "\(api.qualifiedName): \(api.header)")
            // Each framework exists on its systems only.
            #expect(api.unavailable.contains(api.framework == .uikit ? .macOS : .iOS), "\(api.qualifiedName)")
            if api.framework == .appkit { #expect(api.unavailable.contains(.macCatalyst), "\(api.qualifiedName)") }
        }
    }

    @Test func everyTranslatedViewClassIsListed() {
        for (uikit, appkit) in ViewTypeTranslation.appKitCounterparts.map({ ($0.key, $0.value) }) + ViewTypeTranslation.uiKitCounterparts.map({ ($0.value, $0.key) }) {
            #expect(SDKAvailabilityTable.entry(.uikit, uikit) != nil, "\(uikit)")
            #expect(SDKAvailabilityTable.entry(.appkit, appkit) != nil, "\(appkit)")
        }
    }

    /// Facts read from the headers that decide attributes (issue 16, section 2).
    @Test func auditedFacts() throws {
        let keyboard = try #require(SDKAvailabilityTable.entry(.uikit, "UIView", "keyboardLayoutGuide"))
        #expect(keyboard.introduced[.iOS] == SDKVersion(15, 0) && keyboard.unavailable.isSuperset(of: [.tvOS, .watchOS]))
        #expect(keyboard.requiredVersion(on: .macCatalyst) == SDKVersion(15, 0))
        #expect(keyboard.requiredVersion(on: .visionOS) == SDKVersion(1, 0))
        #expect(SDKAvailabilityTable.entry(.uikit, "UIView", "safeAreaLayoutGuide")?.requiredVersion(on: .tvOS) == SDKVersion(11, 0))
        #expect(SDKAvailabilityTable.entry(.uikit, "UIView", "readableContentGuide")?.requiredVersion(on: .tvOS) == SDKVersion(9, 0))
        #expect(SDKAvailabilityTable.entry(.uikit, "UILayoutGuide")?.introduced[.iOS] == SDKVersion(9, 0))
        #expect(SDKAvailabilityTable.entry(.uikit, "UIView", "topAnchor")?.introduced[.iOS] == SDKVersion(9, 0))
        #expect(SDKAvailabilityTable.entry(.uikit, "NSLayoutConstraint", "activate")?.introduced[.iOS] == SDKVersion(8, 0))
        #expect(SDKAvailabilityTable.entry(.uikit, "UISwitch")?.unavailable.contains(.tvOS) == true)
        #expect(SDKAvailabilityTable.entry(.appkit, "NSView", "safeAreaLayoutGuide")?.introduced[.macOS] == SDKVersion(11, 0))
        #expect(SDKAvailabilityTable.entry(.appkit, "NSView", "layoutMarginsGuide")?.introduced[.macOS] == SDKVersion(11, 0))
        #expect(SDKAvailabilityTable.entry(.appkit, "NSSwitch")?.introduced[.macOS] == SDKVersion(10, 15))
        #expect(SDKAvailabilityTable.entry(.appkit, "NSLayoutGuide")?.introduced[.macOS] == SDKVersion(10, 11))
        #expect(SDKAvailabilityTable.entry(.appkit, "NSLayoutAnchor", "constraint")?.introduced[.macOS] == SDKVersion(10, 11))
        #expect(SDKAvailabilityTable.entry(.appkit, "NSLayoutConstraint", "isActive")?.introduced[.macOS] == SDKVersion(10, 10))
    }

    @Test func attributesOfARequirement() {
        var requirement = AvailabilityRequirement()
        #expect(requirement.attributes(on: PlatformNames(.uikit).guardedSystems).isEmpty)
        requirement.add(SDKAvailabilityTable.entry(.uikit, "UIView", "keyboardLayoutGuide")!)
        #expect(requirement.attributes(on: PlatformNames(.uikit).guardedSystems) == ["@available(iOS 15.0, *)", "@available(tvOS, unavailable)"])
        // Without the watchOS exclusion the keyboard guide would need watchOS unavailable too.
        #expect(requirement.attributes(on: [.iOS, .watchOS]) == ["@available(iOS 15.0, *)", "@available(watchOS, unavailable)"])
    }
}
