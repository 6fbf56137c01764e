import Foundation

/// Headless Chromium for the real-browser test (Debian package `chromium`; `.ci/run`
/// installs it when missing).
enum Chromium {
    /// The browser's path, or `nil` when it is not installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Opens `page` in a `width`×`height` window at one pixel per CSS pixel, lets its scripts
    /// run for `scriptMilliseconds` of virtual time, and writes a PNG screenshot. Returns the
    /// page's console messages (`"message", source: …` lines).
    static func screenshot(_ page: URL, to png: URL, width: Int, height: Int, scriptMilliseconds: Int = 0) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [
            "60", path ?? "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
            "--enable-logging=stderr", "--v=0",
            "--user-data-dir=\(png.deletingLastPathComponent().appendingPathComponent("chromium-profile").path)",
            "--screenshot=\(png.path)", page.absoluteString,
        ]
        if scriptMilliseconds > 0 { process.arguments?.insert("--virtual-time-budget=\(scriptMilliseconds)", at: 2) }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    }
}

/// A decoded screenshot: 8-bit RGB pixels, decoded by `png_pixels.py` (CPython's zlib;
/// Foundation has no zlib on Linux).
struct Screenshot {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    init(png: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("png_pixels.py")
        process.arguments = ["python3", script.path, png.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        // "P6\nW H\n255\n" then the pixels.
        var newlines: [Int] = []
        for (index, byte) in data.enumerated() where byte == 10 {
            newlines.append(index)
            if newlines.count == 3 { break }
        }
        struct BadImage: Error {}
        guard newlines.count == 3 else { throw BadImage() }
        let size = String(decoding: data[(newlines[0] + 1)..<newlines[1]], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { throw BadImage() }
        width = size[0]
        height = size[1]
        rgb = Array(data[(newlines[2] + 1)...])
        guard rgb.count == width * height * 3 else { throw BadImage() }
    }

    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let offset = (y * width + x) * 3
        return (Int(rgb[offset]), Int(rgb[offset + 1]), Int(rgb[offset + 2]))
    }

    func matches(_ x: Int, _ y: Int, _ colour: (red: Int, green: Int, blue: Int), tolerance: Int = 3) -> Bool {
        let (r, g, b) = pixel(x, y)
        return abs(r - colour.red) <= tolerance && abs(g - colour.green) <= tolerance && abs(b - colour.blue) <= tolerance
    }

    /// The bounding boxes of the areas of one colour, left to right (columns with the colour,
    /// split where a column has none): one per picture for the bezel colour.
    func boxes(of colour: (red: Int, green: Int, blue: Int)) -> [(minX: Int, minY: Int, maxX: Int, maxY: Int)] {
        var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        var current: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for x in 0..<width {
            var top: Int?
            var bottom = 0
            for y in 0..<height where matches(x, y, colour, tolerance: 0) {
                if top == nil { top = y }
                bottom = y
            }
            if let top {
                if var box = current {
                    box.maxX = x
                    box.minY = min(box.minY, top)
                    box.maxY = max(box.maxY, bottom)
                    current = box
                } else {
                    current = (x, top, x, bottom)
                }
            } else if let box = current {
                boxes.append(box)
                current = nil
            }
        }
        if let current { boxes.append(current) }
        return boxes
    }
}
