import LayoutModel

/// A hand-made lowered layout using the vflgen extensions (guides, `~` equal spacing and
/// centering, proportions, an explicit name), as the front end lowers it, so renderer
/// tests do not wait for the parser.
enum ExtensionSample {
    static let source = """
    layout Screen {
        view header
        view logo: UIImageView
        view photo: UIImageView
        view field
        metric gap = 12
        H:safeArea|-[header]-|safeArea
        V:safeArea|-gap-[header(44)]~[logo(80)]~[photo(photo.width*9/16)]
        H:|~[logo(80#logoSize)]~|
        H:|[photo(>=50%)]|
        V:[field(header/2-4)]-|keyboard
        H:readable|[field]|readable
    }

    """

    static func screen(platform: Platform = .uikit) -> LayoutFile {
        func r(_ text: String, _ occurrence: Int = 1) -> SourceRange { SampleLayouts.range(of: text, in: source, occurrence: occurrence) }
        func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutConstraint.Anchor { .init(item, attribute) }
        let header = LayoutItem.view("header"), logo = LayoutItem.view("logo"), photo = LayoutItem.view("photo"), field = LayoutItem.view("field")
        var constraints: [LayoutConstraint] = [
            LayoutConstraint(first: header, .leading, .equal, second: .safeArea, .leading, constant: 8, kind: .edge, source: r("safeArea|-[header")),
            LayoutConstraint(first: .safeArea, .trailing, .equal, second: header, .trailing, constant: 8, kind: .edge, source: r("header]-|safeArea")),
            LayoutConstraint(first: header, .top, .equal, second: .safeArea, .top, constant: Term(12, metric: "gap"), kind: .edge, source: r("safeArea|-gap-[header")),
            LayoutConstraint(first: header, .height, .equal, constant: 44, kind: .size, source: r("header(44)")),
            LayoutConstraint(first: logo, .height, .equal, constant: 80, kind: .size, source: r("logo(80)")),
            // header]~[logo]~[photo: the second gap equals the first.
            LayoutConstraint(
                first: photo, .top, .equal, second: logo, .top, kind: .equalSpacing, source: r("]~[photo"),
                firstOrigin: anchor(logo, .bottom), secondOrigin: anchor(header, .bottom)),
            LayoutConstraint(first: photo, .height, .equal, second: photo, .width, multiplier: 0.5625, kind: .size, source: r("photo(photo.width*9/16)")),
            LayoutConstraint(first: logo, .centerX, .equal, second: .superview, .centerX, kind: .centering, source: r("|~[logo(80#logoSize)]~|")),
            LayoutConstraint(first: logo, .width, .equal, constant: 80, kind: .size, source: r("80#logoSize"), name: "logoSize"),
            LayoutConstraint(first: photo, .leading, .equal, second: .superview, .leading, kind: .edge, source: r("|[photo")),
            LayoutConstraint(first: photo, .width, .greaterThanOrEqual, second: .superview, .width, multiplier: 0.5, kind: .size, source: r(">=50%")),
            LayoutConstraint(first: .superview, .trailing, .equal, second: photo, .trailing, kind: .edge, source: r("photo(>=50%)]|")),
            LayoutConstraint(first: field, .height, .equal, second: header, .height, multiplier: 0.5, constant: -4, kind: .size, source: r("field(header/2-4)")),
        ]
        if platform == .uikit {
            constraints += [
                LayoutConstraint(first: .keyboard, .top, .equal, second: field, .bottom, constant: 8, kind: .edge, source: r("]-|keyboard")),
                LayoutConstraint(first: field, .leading, .equal, second: .readable, .leading, kind: .edge, source: r("readable|[field")),
                LayoutConstraint(first: .readable, .trailing, .equal, second: field, .trailing, kind: .edge, source: r("field]|readable")),
            ]
        }
        let layout = Layout(
            name: "Screen",
            views: [
                ViewDeclaration(name: "header", range: r("header")),
                ViewDeclaration(name: "logo", type: platform == .uikit ? "UIImageView" : "NSImageView", range: r("logo")),
                ViewDeclaration(name: "photo", type: platform == .uikit ? "UIImageView" : "NSImageView", range: r("photo")),
                ViewDeclaration(name: "field", range: r("field")),
            ],
            metrics: [MetricDeclaration(name: "gap", value: 12, usage: .constant, range: r("gap"))],
            constraints: constraints, variants: [], range: r("layout Screen"))
        return LayoutFile(source: SourceFile(path: "Screen.vfl", text: source), layouts: [layout])
    }
}
