import LayoutModel

/// The SDK declarations the built-in templates make a layout's generated class name, derived
/// from the layout (not from the rendered text, which the availability test reads
/// independently): the base classes and constraint API every class uses, the anchors and
/// container guides its constraints use, its views' classes, declared guides, content
/// priorities, priority metrics and size-class conditions.
enum LayoutSDKUsage {
    static func apis(of layout: Layout, on platform: Platform) -> [SDKAPI] {
        let names = PlatformNames(platform)
        var keys: [(String, String?)] = [
            (names.viewType, nil), ("NSLayoutConstraint", nil),
            ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"),
        ]
        let guideType = names.layoutGuideType
        /// The class whose anchors `item` has; a container guide also uses the property that returns it.
        func owner(of item: LayoutItem) -> String {
            let property: String
            switch item {
            case .view(let name): return layout.view(named: name)?.isGuide == true ? guideType : names.viewType
            case .superview: return names.viewType
            case .margins: property = "layoutMarginsGuide"
            case .safeArea: property = "safeAreaLayoutGuide"
            case .readable: property = "readableContentGuide"
            case .keyboard: property = "keyboardLayoutGuide"
            }
            keys.append((names.viewType, property))
            return guideType
        }
        func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) {
            keys.append((owner(of: item), attribute.rawValue + "Anchor"))
        }
        let constraints = layout.constraints + layout.variants.flatMap(\.constraints)
        var priorityTypeUsed = false
        for constraint in constraints {
            anchor(constraint.first, constraint.firstAttribute)
            if let second = constraint.second, let attribute = constraint.secondAttribute { anchor(second, attribute) }
            for origin in [constraint.firstOrigin, constraint.secondOrigin].compactMap({ $0 }) {
                anchor(origin.item, origin.attribute)
                keys.append((origin.attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor", "anchorWithOffset"))
            }
            let isDimension = constraint.firstOrigin != nil || constraint.firstAttribute.isDimension
            keys.append((isDimension ? "NSLayoutDimension" : "NSLayoutAnchor", "constraint"))
            if !constraint.isRequired { priorityTypeUsed = true }
        }
        for view in layout.views {
            if view.isGuide {
                keys += [(guideType, nil), (names.viewType, "addLayoutGuide")]
            } else {
                keys.append((ViewTypeTranslation.type(for: view.type, on: platform), nil))
            }
            for (method, priorities) in [("setContentHuggingPriority", view.hugging), ("setContentCompressionResistancePriority", view.compressionResistance)] {
                guard priorities != nil else { continue }
                keys.append((names.viewType, method))
                keys += [(names.axisType, "horizontal"), (names.axisType, "vertical")]
                priorityTypeUsed = true
            }
        }
        if priorityTypeUsed || layout.metrics.contains(where: { $0.usage.contains(.priority) }) || constraints.contains(where: { $0.priority.metric != nil }) {
            keys += [(names.priorityType, nil), (names.priorityType, "rawValue")]
        }
        if platform == .uikit, layout.hasConditionalVariants {
            keys.append(("UITraitCollection", nil))
            for condition in layout.variants.flatMap(\.conditions) {
                guard case .sizeClass(let axis, let sizeClass) = condition else { continue }
                keys.append(("UITraitCollection", axis == .horizontal ? "horizontalSizeClass" : "verticalSizeClass"))
                keys.append(("UIUserInterfaceSizeClass", sizeClass.rawValue))
            }
        }
        var seen: Set<String> = []
        return keys.compactMap { owner, member in
            // A view class that is not the SDK's (`AvatarView`) is the caller's concern.
            guard let api = SDKAvailabilityTable.entry(platform, owner, member), seen.insert(api.qualifiedName).inserted else { return nil }
            return api
        }
    }

    /// The `@available` attributes of `layout`'s generated class (empty for a plain layout).
    static func attributes(of layout: Layout, on platform: Platform) -> [String] {
        AvailabilityRequirement(apis(of: layout, on: platform)).attributes(on: PlatformNames(platform).guardedSystems)
    }

    /// The `#if` condition around `layout`'s generated class when a class it names exists only
    /// on some of the section's systems (`os(iOS)` for `UISearchTextField`), else `nil`.
    static func platformCondition(of layout: Layout, on platform: Platform) -> String? {
        AvailabilityRequirement(apis(of: layout, on: platform)).platformCondition(on: PlatformNames(platform).guardedSystems)
    }
}
