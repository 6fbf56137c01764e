import LayoutModel
import VFLEngine

/// The frames in a view's hover: at the chosen configuration, at the smallest and largest
/// sizes the check uses, and at the largest text size (AX5) where the content changes it.
extension LanguageServer {
    /// A Markdown table of `name`'s frames in `layout`; `nil` while they are not known (the
    /// check runs, or the document has errors).
    func frameTable(of name: String, in layout: Layout, analysis: Analysis) -> String? {
        guard let position = layout.views.firstIndex(where: { $0.name == name }),
              let chosen = chosenFrames(of: layout, in: analysis) else { return nil }
        var rows: [(String, SolvedSize)] = [("\(chosen.name), \(chosen.environment.content.category.rawValue) (chosen)", chosen)]
        if let extremes = analysis.frames?[layout.name]?.extremes {
            rows.append(("smallest: \(extremes.smallest.name)", extremes.smallest))
            if extremes.largest.name != extremes.smallest.name || extremes.largest.variant != extremes.smallest.variant {
                rows.append(("largest: \(extremes.largest.name)", extremes.largest))
            }
        }
        if let largestText = largestTextFrames(of: layout, like: chosen, in: analysis) {
            rows.append(("\(largestText.name), AX5 (largest text)", largestText))
        }
        var table = "| Frame | x | y | width | height |\n| --- | --: | --: | --: | --: |\n"
        for (title, size) in rows {
            guard size.frames.indices.contains(position), size.isFinite else { continue }
            let frame = size.frames[position]
            let variant = size.variant.map { ", variant `\($0)`" } ?? ""
            let conflict = size.hasConflict ? " ⚠︎ conflict" : ""
            table += "| \(title)\(variant)\(conflict) | \(Self.points(frame.x)) | \(Self.points(frame.y)) | \(Self.points(frame.width)) | \(Self.points(frame.height)) |\n"
        }
        return table + "\nPoints from the container's top-left corner, as `vflgen check` solves them; AX5 as `vflgen frames --content-size AX5`."
    }
}
