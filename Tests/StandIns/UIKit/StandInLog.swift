import Foundation

/// Where the stand-in reports what UIKit would log (a broken constraint). Not UIKit API.
enum StandInLog {
    static func brokenConstraint(_ description: String) {
        let message = "[LayoutConstraints] Unable to simultaneously satisfy constraints; breaking: \(description)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
