import Foundation

/// Where the stand-in reports what AppKit would log (a broken constraint). Not AppKit API.
enum StandInLog {
    static func brokenConstraint(_ description: String) {
        let message = "[LayoutConstraints] Unable to simultaneously satisfy constraints; breaking: \(description)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
