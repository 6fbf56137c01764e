/// Synthetic `.vfl` sources shaped like real screens: typed views, metrics used as
/// constants and priorities, alignment options, size predicates, and variants.
enum Corpus {
    /// One layout named `name` with `rows` copies of a screen-like block (about 30
    /// constraints each for UIKit, plus two variants).
    static func layout(named name: String, rows: Int = 1) -> String {
        var views = ""
        var lines = ""
        for row in 0..<rows {
            let r = rows == 1 ? "" : "\(row)"
            views += """
                view icon\(r): UIImageView
                view title\(r): UILabel
                view skip\(r): UIButton
                view image\(r): UIImageView
                view welcome\(r): UILabel
                view summary\(r): UILabel
                view pager\(r)

            """
            lines += """
                H:|-padding-[icon\(r)(iconSize)]-[title\(r)]-(>=8@low)-[skip\(r)]-padding-|  options: [.alignAllCenterY]
                V:|-[icon\(r)(iconSize)]-10-[image\(r)(>=120,<=400@750)]-10-[welcome\(r)]-4-[summary\(r)]-15-[pager\(r)(9)]-padding-|  options: [.alignAllCenterX]
                H:|-padding-[summary\(r)]-padding-|
                H:|-padding-[welcome\(r)(==summary\(r))]
                H:[image\(r)(==welcome\(r))]

            """
        }
        return """
        layout \(name) {
        \(views)    metric padding = 15
            metric iconSize = 30
            metric low = 250

        \(lines)
            variant portrait {
                H:|-[pager(120@low)]
            }
            variant landscape {
                H:[pager(200)]-|
            }
        }

        """.replacingOccurrences(of: "[pager(", with: rows == 1 ? "[pager(" : "[pager0(")
            .replacingOccurrences(of: "[pager(200)]", with: rows == 1 ? "[pager(200)]" : "[pager0(200)]")
    }

    /// A file of `layouts` layouts whose names start with `prefix`.
    static func file(prefix: String, layouts: Int) -> String {
        var text = "// Generated benchmark corpus.\n"
        for index in 0..<layouts { text += layout(named: "\(prefix)L\(index)") + "\n" }
        return text
    }
}
