import LayoutModel

/// Hand-made lowered layouts (what the front end produces), so renderer tests do not
/// depend on the front end.
enum SampleLayouts {
    static let welcomeSource = """
    // Welcome.vfl
    layout Welcome {
        view icon: UIImageView
        view title: UILabel
        view skip: UIButton
        metric padding = 15
        metric low = 250

        H:|-padding-[icon(30)]-[title]-(>=8@low)-[skip]-padding-|  options: [.alignAllCenterY]
        V:|-[icon(30)]

        variant portrait {
            V:[icon]-10-[title]
        }
        variant landscape {
            H:[icon]-10-[title]
        }
    }

    """

    /// The range of the `occurrence`-th match of `text` in `source`.
    static func range(of text: String, in source: String, occurrence: Int = 1) -> SourceRange {
        let bytes = Array(source.utf8), needle = Array(text.utf8)
        var found = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if Array(bytes[index..<index + needle.count]) == needle {
                found += 1
                if found == occurrence { return SourceRange(start: index, end: index + needle.count) }
            }
            index += 1
        }
        fatalError("'\(text)' not found")
    }

    static func welcome(platform: Platform = .uikit) -> LayoutFile {
        let source = welcomeSource
        func r(_ text: String, _ occurrence: Int = 1) -> SourceRange { range(of: text, in: source, occurrence: occurrence) }
        let edgeSpacing: [LayoutConstraint]
        if platform == .uikit {
            edgeSpacing = [LayoutConstraint(first: .view("icon"), .top, .equal, second: .margins, .top, kind: .edge, source: r("|-[icon"))]
        } else {
            edgeSpacing = [LayoutConstraint(first: .view("icon"), .top, .equal, second: .superview, .top, constant: 20, kind: .edge, source: r("|-[icon"))]
        }
        let layout = Layout(
            name: "Welcome",
            views: [
                ViewDeclaration(name: "icon", type: platform == .uikit ? "UIImageView" : "NSImageView", range: r("icon")),
                ViewDeclaration(name: "title", type: platform == .uikit ? "UILabel" : "NSTextField", range: r("title")),
                ViewDeclaration(name: "skip", type: platform == .uikit ? "UIButton" : "NSButton", range: r("skip")),
            ],
            metrics: [
                MetricDeclaration(name: "padding", value: 15, usage: .constant, range: r("padding")),
                MetricDeclaration(name: "low", value: 250, usage: .priority, range: r("low")),
            ],
            constraints: [
                LayoutConstraint(first: .view("icon"), .leading, .equal, second: .superview, .leading, constant: Term(15, metric: "padding"), kind: .edge, source: r("|-padding-[icon")),
                LayoutConstraint(first: .view("icon"), .width, .equal, constant: 30, kind: .size, source: r("(30)")),
                LayoutConstraint(first: .view("title"), .leading, .equal, second: .view("icon"), .trailing, constant: 8, kind: .spacing, source: r("]-[title")),
                LayoutConstraint(first: .view("skip"), .leading, .greaterThanOrEqual, second: .view("title"), .trailing, constant: 8, priority: Term(250, metric: "low"), kind: .spacing, source: r("]-(>=8@low)-[skip")),
                LayoutConstraint(first: .superview, .trailing, .equal, second: .view("skip"), .trailing, constant: Term(15, metric: "padding"), kind: .edge, source: r("]-padding-|")),
                LayoutConstraint(first: .view("title"), .centerY, .equal, second: .view("icon"), .centerY, kind: .alignment, source: r(".alignAllCenterY")),
                LayoutConstraint(first: .view("skip"), .centerY, .equal, second: .view("title"), .centerY, kind: .alignment, source: r(".alignAllCenterY")),
            ] + edgeSpacing + [
                LayoutConstraint(first: .view("icon"), .height, .equal, constant: 30, kind: .size, source: r("(30)", 2)),
            ],
            variants: [
                LayoutVariant(name: "portrait", constraints: [
                    LayoutConstraint(first: .view("title"), .top, .equal, second: .view("icon"), .bottom, constant: 10, kind: .spacing, source: r("]-10-[title")),
                ], range: r("portrait")),
                LayoutVariant(name: "landscape", constraints: [
                    LayoutConstraint(first: .view("title"), .leading, .equal, second: .view("icon"), .trailing, constant: 10, kind: .spacing, source: r("]-10-[title", 2)),
                ], range: r("landscape")),
            ],
            range: r("Welcome", 2)
        )
        return LayoutFile(source: SourceFile(path: "Layouts/Welcome.vfl", text: source), layouts: [layout])
    }

    /// The Welcome layout with names that are valid but collide with words the generated
    /// code uses (parameters, members of NSLayoutConstraint): `old`, `variant`, `priority`, …
    static func trickyNames(platform: Platform) -> LayoutFile {
        var file = welcome(platform: platform)
        let viewNames = ["icon": "old", "title": "variant", "skip": "priority"]
        let metricNames = ["padding": "constant", "low": "rawValue"]
        func rename(_ item: LayoutItem?) -> LayoutItem? {
            guard let item, let name = item.viewName, let renamed = viewNames[name] else { return item }
            return .view(renamed)
        }
        func rename(_ constraints: inout [LayoutConstraint]) {
            for index in constraints.indices {
                constraints[index].first = rename(constraints[index].first)!
                constraints[index].second = rename(constraints[index].second)
                if let metric = constraints[index].constant.metric { constraints[index].constant.metric = metricNames[metric] }
                if let metric = constraints[index].priority.metric { constraints[index].priority.metric = metricNames[metric] }
            }
        }
        file.layouts[0].name = "Tricky"
        for index in file.layouts[0].views.indices { file.layouts[0].views[index].name = viewNames[file.layouts[0].views[index].name]! }
        for index in file.layouts[0].metrics.indices { file.layouts[0].metrics[index].name = metricNames[file.layouts[0].metrics[index].name]! }
        rename(&file.layouts[0].constraints)
        for index in file.layouts[0].variants.indices { rename(&file.layouts[0].variants[index].constraints) }
        file.layouts[0].variants[0].name = "view"
        file.layouts[0].variants[1].name = "identifier"
        return file
    }
}
