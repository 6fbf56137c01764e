/// Apple: `enum UISemanticContentAttribute : Int, @unchecked Sendable`.
@available(iOS 9.0, *)
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Apple: `enum UIUserInterfaceLayoutDirection : Int, @unchecked Sendable`.
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0, rightToLeft = 1
}
