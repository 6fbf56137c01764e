import LayoutModel
import VFLEngine

/// The `vflgen check --devices` table: every preset with its size, safe area and the margins
/// guide's insets from the root view's edges (safe area + UIKit's minimum margins), and the
/// keyboard's height when shown (`-`: no software keyboard).
enum DeviceListing {
    static func render(_ presets: [DevicePreset]) -> String {
        let rows = presets.map { preset in
            [
                preset.name, preset.platform.rawValue, preset.size.description, insets(preset.safeArea), insets(preset.marginsFromEdges),
                preset.keyboardHeight?.shortestDescription ?? "-",
            ]
        }
        let header = ["NAME", "PLATFORM", "SIZE", "SAFE AREA t,l,b,r", "MARGINS t,l,b,r", "KEYBOARD"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in [header] + rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
            }
            out += line + "\n"
        }
        return out
    }

    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(\.shortestDescription).joined(separator: ",")
    }
}
