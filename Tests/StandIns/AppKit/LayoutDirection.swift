/// Apple: `enum NSUserInterfaceLayoutDirection : Int, @unchecked Sendable`.
public enum NSUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0, rightToLeft = 1
}
